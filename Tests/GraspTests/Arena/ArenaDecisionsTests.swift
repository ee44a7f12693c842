// Why this file exists: the arena's decision core (Arena/ArenaDecisions.swift) sees its members only
// through `ArenaDecisionMember`, six requirements. These tests put plain stand-ins through it: objects
// that are not recognizers, with no engine, no node and no touch table, whose answers each test sets. If
// the core came to need a recognizer (or anything more of a member), they would stop compiling.

@testable import GraspCore
import Testing

/// A member that is plain data: its state, margin and touches, and whom it waits for, runs with and may
/// be prevented by, as each test sets them.
private final class Member: ArenaDecisionMember {
    let name: String
    var storedState: GestureRecognizerState = .possible
    var activationMargin: Double
    var touches: Set<Int>
    var waitsFor: [Member] = []
    var together: [Member] = []
    var preventable = true

    init(_ name: String, touches: Set<Int> = [1], margin: Double = 0) {
        self.name = name
        self.touches = touches
        activationMargin = margin
    }

    func requiresToFail(_ other: Member) -> Bool { waitsFor.contains { $0 === other } }
    func recognizesSimultaneously(with other: Member) -> Bool {
        together.contains { $0 === other } || other.together.contains { $0 === self }
    }
    func mayPrevent(_ other: Member) -> Bool { other.preventable }
    func sharesTouch(with other: Member) -> Bool { !touches.isDisjoint(with: other.touches) }
}

@Suite("The arena's decision core, with plain stand-ins")
struct ArenaDecisionsTests {
    @Test("The largest activation margin goes first, ties in the order asked; one margin keeps the batch")
    func resolutionOrder() {
        let a = Member("a", margin: 0.2), b = Member("b", margin: 0.5), c = Member("c", margin: 0.2), d = Member("d", margin: 0.5)
        #expect(ArenaDecisions.inResolutionOrder([a, b, c, d]).map(\.name) == ["b", "d", "a", "c"])
        let same = [Member("x"), Member("y"), Member("z")]
        #expect(ArenaDecisions.inResolutionOrder(same).map(\.name) == ["x", "y", "z"])
        #expect(ArenaDecisions.inResolutionOrder([Member]()).isEmpty)
    }

    @Test("A member waits while one it requires to fail is possible, is blocked once it began, and goes once it failed")
    func requirementStatus() {
        let single = Member("single"), double = Member("double"), other = Member("other")
        single.waitsFor = [double]
        let active = [single, double, other]
        let all: (Member) -> Bool = { _ in true }
        #expect(ArenaDecisions.requirementStatus(of: single, among: active, counts: all) == .waiting)
        #expect(ArenaDecisions.requirementStatus(of: double, among: active, counts: all) == .clear)
        // One that does not count (no longer attached) is not waited for.
        #expect(ArenaDecisions.requirementStatus(of: single, among: active) { $0 !== double } == .clear)
        double.storedState = .ended
        #expect(ArenaDecisions.requirementStatus(of: single, among: active, counts: all) == .blocked)
        double.storedState = .failed
        #expect(ArenaDecisions.requirementStatus(of: single, among: active, counts: all) == .clear)
        double.storedState = .cancelled
        #expect(ArenaDecisions.requirementStatus(of: single, among: active, counts: all) == .clear)
    }

    @Test("A wait that closes a cycle is found, through members that wait, and a chain is not a cycle")
    func cycles() {
        let a = Member("a"), b = Member("b"), c = Member("c")
        a.waitsFor = [b]
        b.waitsFor = [c]
        let waiting: (Member) -> Bool = { _ in true }
        #expect(!ArenaDecisions.waitsTransitively(onItself: a, among: [a, b, c], isWaiting: waiting))
        c.waitsFor = [a]
        #expect(ArenaDecisions.waitsTransitively(onItself: a, among: [a, b, c], isWaiting: waiting))
        // Through b only while b waits.
        #expect(!ArenaDecisions.waitsTransitively(onItself: a, among: [a, b, c]) { $0 !== b })
    }

    @Test("A winner fails a possible rival on its touch, unless they run together, it waits for it, or the rival cannot be prevented")
    func prevention() {
        let winner = Member("winner"), rival = Member("rival")
        winner.storedState = .began
        #expect(ArenaDecisions.prevents(winner, rival))
        rival.touches = [2]
        #expect(!ArenaDecisions.prevents(winner, rival), "no touch in common")
        rival.touches = [1, 2]
        rival.together = [winner]
        #expect(!ArenaDecisions.prevents(winner, rival), "they recognize together")
        rival.together = []
        winner.waitsFor = [rival]
        #expect(!ArenaDecisions.prevents(winner, rival), "the winner went ahead provisionally: the rival decides")
        winner.waitsFor = []
        rival.preventable = false
        #expect(!ArenaDecisions.prevents(winner, rival))
        rival.preventable = true
        rival.storedState = .began
        #expect(!ArenaDecisions.prevents(winner, rival), "a rival in progress keeps running")
    }

    @Test("A rival in progress, or ended with a touch still down, stops a member from beginning; a failed one does not")
    func stopping() {
        let rival = Member("rival"), member = Member("member")
        for (state, stops) in [(GestureRecognizerState.possible, false), (.began, true), (.changed, true), (.ended, true),
                               (.failed, false), (.cancelled, false)] {
            rival.storedState = state
            #expect(ArenaDecisions.stops(rival, beginning: member) == stops, "\(state)")
        }
        rival.storedState = .ended
        rival.touches = []
        #expect(!ArenaDecisions.stops(rival, beginning: member), "ended, its touches gone")
        rival.touches = [1]
        member.together = [rival]
        #expect(!ArenaDecisions.stops(rival, beginning: member))
        member.together = []
        member.preventable = false
        #expect(!ArenaDecisions.stops(rival, beginning: member))
    }
}
