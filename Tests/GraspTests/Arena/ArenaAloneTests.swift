// Why this file exists: the arena is meant to stand alone: it decides among recognizers and writes what
// its decisions owe as notices, knowing nothing of the engine, of nodes or of delivery. The only honest
// proof is to build it with no engine, no node and no recognizer at all and drive it with stand-in members
// (plain classes conforming to `GestureArenaMember`), as these tests do. If the arena came to need an
// engine or a recognizer (or to call a handler itself), they would stop compiling or fail.

@testable import Grasp
@testable import GraspCore
import Testing

/// A member of an arena that is not a recognizer: a plain class answering what the arena asks of a member
/// (`GestureArenaMember`), with no node, no engine, no delegate and no handler the arena could call. It
/// keeps its relationships in plain lists, answers the defaults where a recognizer would ask its overrides
/// (every rival may prevent it, it may always begin), and takes part in `home` only.
private final class StandIn: GestureArenaMember {
    typealias ArenaMember = StandIn
    let name: String
    let home: GestureArena<StandIn>
    let isDiscrete: Bool
    var proceedsProvisionally = false
    var membership = ArenaMembership<StandIn>()
    var trackedRecords: [TouchRecord] = []
    var failureRequirements: [StandIn] = []
    var simultaneousPartners: [StandIn] = []
    /// Handlers app code added; nothing in the arena's protocol can call them.
    var handlers: [() -> Void] = []

    init(_ name: String, in home: GestureArena<StandIn>, discrete: Bool = false) {
        self.name = name
        self.home = home
        isDiscrete = discrete
    }

    deinit { membership.slot.arena.object?.releaseSlot(of: self) }

    var activationMargin: Double { 0 }
    func requiresToFail(_ other: StandIn) -> Bool { failureRequirements.contains { $0 === other } }
    func recognizesSimultaneously(with other: StandIn) -> Bool {
        simultaneousPartners.contains { $0 === other } || other.simultaneousPartners.contains { $0 === self }
    }
    func mayPrevent(_ other: StandIn) -> Bool { true }
    func sharesTouch(with other: StandIn) -> Bool {
        trackedRecords.contains { record in other.trackedRecords.contains { $0 === record } }
    }
    func answer(_ question: ArenaQuestion<StandIn>) -> Bool {
        switch question {
        case .isDiscrete: isDiscrete
        case .proceedsProvisionally: proceedsProvisionally
        case .isEnabled, .mayBegin: true
        case .isOnNode: false
        case .hasHandlers: !handlers.isEmpty
        case .takesPart(let arena): arena === home
        }
    }
    func perform(_ instruction: ArenaInstruction<StandIn>) {
        switch instruction {
        case .willTransition, .cancelNodeDelivery: break
        case .requireToFail(let other): failureRequirements.append(other)
        case .allowSimultaneousRecognition(let other): simultaneousPartners.append(other)
        }
    }
    // A touch record lists recognizers only: a stand-in's own records are its binding.
    func join(_ record: TouchRecord) {}
    func leave(_ record: TouchRecord) {}
    func isListed(in record: TouchRecord) -> Bool { trackedRecords.contains { $0 === record } }
}

/// An arena with its touch table and dispatch context, and nothing else.
private struct Alone {
    let table = TouchTable()
    let context = DispatchContext()
    let arena: GestureArena<StandIn>
    init() { arena = GestureArena(touchTable: table, context: context) }

    /// A touch that landed at `time`, bound to `members`.
    @discardableResult
    func land(_ id: Int, at time: Double, on members: [StandIn]) -> TouchRecord {
        context.now = time
        context.hasTime = true
        let record = TouchRecord(touch: Touch(id: TouchID(id), phase: .began, location: .zero, timestamp: time), hitNode: nil)
        table.records.append(record)
        for member in members { arena.bind(record, to: member) }
        return record
    }

    /// The notices written so far, as text, and then forgets them (as the engine does once it performed them).
    func takeNotices() -> [String] {
        let written = arena.notices.map { notice -> String in
            switch notice {
            case .handlers(let r, let state): "handlers \(r.name) \(state)"
            case .provisionalCommit(let r): "provisional \(r.name)"
            case .provisionalRetraction(let r, let winner): "retract \(r.name) for \(winner.name)"
            case .provisionalConfirmation(let r): "confirm \(r.name)"
            case .reset(let r): "reset \(r.name)"
            case .followUp(let r): "follow-up \(r.name)"
            case .handOver(let r, let touches): "hand over \(touches.count) to \(r.name)"
            }
        }
        arena.notices.removeAll()
        arena.hasNotices = false
        return written
    }
}

@Suite("The arena alone, with stand-in members")
struct ArenaAloneTests {
    @Test("A winner fails its rivals, and the arena only writes notices: no handler is called")
    func winnerFailsRivalsWithoutCallingHandlers() {
        let alone = Alone()
        let pan = StandIn("pan", in: alone.arena)
        let tap = StandIn("tap", in: alone.arena, discrete: true)
        var handlerCalls = 0
        pan.handlers.append { handlerCalls += 1 }
        alone.land(1, at: 0, on: [pan, tap])
        alone.arena.request(pan, .began)
        #expect(pan.storedState == .began)
        #expect(tap.storedState == .failed)
        #expect(handlerCalls == 0)
        #expect(alone.takeNotices() == ["handlers pan began"])
    }

    @Test("During a delivery, proposals wait, and the largest activation margin goes first")
    func proposalsResolveTogether() {
        let alone = Alone()
        let a = StandIn("a", in: alone.arena)
        let b = StandIn("b", in: alone.arena)
        alone.land(1, at: 0, on: [a, b])
        alone.arena.isDelivering = true
        alone.arena.request(a, .began)
        alone.arena.request(b, .began)
        #expect(a.storedState == .possible && b.storedState == .possible)
        alone.arena.isDelivering = false
        alone.arena.resolveProposals()
        #expect(a.storedState == .began)
        #expect(b.storedState == .failed)
    }

    @Test("A failure requirement holds the transition, and commits it when the other fails")
    func requirementHoldsThenCommits() {
        let alone = Alone()
        let single = StandIn("single", in: alone.arena, discrete: true)
        let double = StandIn("double", in: alone.arena, discrete: true)
        single.failureRequirements.append(double)
        alone.land(1, at: 0, on: [single, double])
        alone.arena.request(single, .ended)
        #expect(single.storedState == .possible)
        #expect(alone.arena.entry(of: single, { $0.heldState }) == .ended)
        alone.arena.request(double, .failed)
        #expect(single.storedState == .ended)
        #expect(alone.takeNotices() == ["handlers single ended"])
    }

    @Test("Settling fails a possible member with no touch, and resets finished ones through notices")
    func settlingResetsThroughNotices() {
        let alone = Alone()
        let pan = StandIn("pan", in: alone.arena)
        let tap = StandIn("tap", in: alone.arena, discrete: true)
        let record = alone.land(1, at: 0, on: [pan, tap])
        alone.arena.request(pan, .began)
        _ = alone.takeNotices()
        for member in [pan, tap] { alone.arena.unbind(record.touch.id, from: member) }
        alone.arena.request(pan, .ended)
        alone.arena.settle()
        #expect(alone.takeNotices() == ["handlers pan ended", "reset pan", "reset tap"])
        #expect(!alone.arena.isInPlay(pan) && !alone.arena.isInPlay(tap))
    }

    @Test("A member that belongs to another arena takes no part in this one's decisions")
    func foreignMemberIsIgnored() {
        let alone = Alone(), other = Alone()
        let pan = StandIn("pan", in: alone.arena)
        let stranger = StandIn("stranger", in: other.arena)
        alone.land(1, at: 0, on: [pan, stranger])
        alone.arena.request(stranger, .began)
        // Not attached here: applied quietly, with no notice and no effect on the rival.
        #expect(stranger.storedState == .began)
        #expect(alone.takeNotices().isEmpty)
        alone.arena.request(pan, .began)
        #expect(pan.storedState == .began)
    }

    @Test("Timers are kept in deadline order and move the dispatch clock when taken")
    func timersMoveTheClock() {
        let alone = Alone()
        let press = StandIn("press", in: alone.arena, discrete: true)
        alone.land(1, at: 0, on: [press])
        alone.arena.setTimer("late", at: 0.8, for: press)
        alone.arena.setTimer("early", at: 0.5, for: press)
        #expect(alone.arena.nextDeadline == 0.5)
        #expect(alone.arena.takeDueTimer(upTo: 0.4) == nil)
        #expect(alone.arena.takeDueTimer(upTo: 1)?.name == "early")
        #expect(alone.context.now == 0.5)
        alone.arena.request(press, .failed)
        #expect(!alone.arena.hasPendingTimers)
    }

    @Test("A member that proceeds provisionally goes ahead, and is confirmed once the one it skipped fails")
    func provisionalRecognitionIsConfirmed() {
        let alone = Alone()
        let single = StandIn("single", in: alone.arena, discrete: true)
        let double = StandIn("double", in: alone.arena, discrete: true)
        single.proceedsProvisionally = true
        single.failureRequirements.append(double)
        alone.land(1, at: 0, on: [single, double])
        alone.arena.request(single, .ended)
        #expect(single.storedState == .ended)
        #expect(alone.takeNotices() == ["provisional single", "handlers single ended"])
        alone.arena.request(double, .failed)
        #expect(alone.takeNotices() == ["confirm single"])
        #expect(single.membership.provisionalRecognitions.allSatisfy { $0.isSettled })
    }

    @Test("A change made in a handler round reads back at once and is applied when the round ends")
    func handlerRoundDefersChanges() {
        let alone = Alone()
        let pan = StandIn("pan", in: alone.arena)
        let other = StandIn("other", in: alone.arena)
        alone.land(1, at: 0, on: [pan])
        alone.arena.request(pan, .began)
        _ = alone.takeNotices()
        alone.arena.beginHandlerRound()
        alone.arena.request(pan, .ended)
        alone.arena.deferChange(.requireToFail(other, pan))
        #expect(GestureArena.currentState(of: pan) == .ended && pan.storedState == .began)
        #expect(alone.takeNotices().isEmpty && !other.requiresToFail(pan))
        alone.arena.endHandlerRound()
        #expect(pan.storedState == .ended)
        #expect(other.requiresToFail(pan))
        #expect(alone.takeNotices() == ["handlers pan ended"])
    }
}
