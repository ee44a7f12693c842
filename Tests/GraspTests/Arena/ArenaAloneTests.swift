// Why this file exists: the arena is meant to stand alone: it decides among recognizers and writes what
// its decisions owe as notices, knowing nothing of the engine, of nodes or of delivery. The only honest
// proof is to build it with no engine and no node at all and drive it with stand-in members, as these
// tests do. If the arena came to need an engine (or to call a handler itself), they would stop compiling
// or fail.

@testable import Grasp
@testable import GraspCore
import Testing

/// A member of an arena that has no node and no engine: it answers the one question the arena asks of a
/// recognizer's surroundings (`treeArena`) itself.
private final class StandIn: GestureRecognizer {
    let home: GestureArena
    let discrete: Bool
    init(_ name: String, in home: GestureArena, discrete: Bool = false) {
        self.home = home
        self.discrete = discrete
        super.init(name: name)
    }
    override var treeArena: GestureArena? { home }
    override var isDiscrete: Bool { discrete }
}

/// An arena with its touch table and dispatch context, and nothing else.
private struct Alone {
    let table = TouchTable()
    let context = DispatchContext()
    let arena: GestureArena
    init() { arena = GestureArena(touchTable: table, context: context) }

    /// A touch that landed at `time`, bound to `members`.
    @discardableResult
    func land(_ id: Int, at time: Double, on members: [GestureRecognizer]) -> TouchRecord {
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
        pan.addHandler { _ in handlerCalls += 1 }
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
        single.addFailureRequirement(double)
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
}
