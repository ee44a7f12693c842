// Why this file exists: the engine decides, then notifies. These tests pin the halves of that rule that a
// reader cannot see from outside: the arena decides a whole step (a phase of an event, a timer, settling)
// and calls nobody, writing notices that the engine performs afterwards; a handler therefore sees every
// recognizer's final state of that step; and state observers hear of a change after the handlers. That the
// arena holds no engine is shown by driving it with none (ArenaAloneTests.swift).

@testable import Grasp
@testable import GraspCore
import Testing

@Suite("Decide, then notify")
struct DecideThenNotifyTests {
    @Test("A winner's handler sees every rival's final state of that dispatch")
    func handlerSeesDecidedRivals() {
        let h = GestureTestHost.recording()
        let winner = ProbeRecognizer.continuous("winner")
        let rivalA = ProbeRecognizer.discreteOnLift("rivalA")
        let rivalB = ProbeRecognizer.discreteOnLift("rivalB")
        let dependant = ProbeRecognizer.continuous("dependant")
        dependant.require(toFail: winner)
        for r in [winner, rivalA, rivalB, dependant] { h.rootNode.addGestureRecognizer(r) }
        var seen: [String: GestureRecognizerState] = [:]
        winner.addHandler { winner in
            guard winner.state == .began else { return }
            for r in [rivalA, rivalB, dependant] { seen[r.name] = r.state }
        }
        h.touchDown(at: Point(x: 100, y: 100), time: 0)
        h.touchMove(to: Point(x: 120, y: 100), time: 0.01)
        #expect(winner.state == .began)
        #expect(seen == ["rivalA": .failed, "rivalB": .failed, "dependant": .failed])
    }

    @Test("State observers hear of a change after its handlers, in the order the changes happened")
    func observersAfterHandlers() {
        let h = GestureTestHost.recording()
        let pan = ProbeRecognizer.continuous("pan")
        let tap = ProbeRecognizer.discreteOnLift("tap")
        h.rootNode.addGestureRecognizer(pan)
        h.rootNode.addGestureRecognizer(tap)
        var order: [String] = []
        var valueSeenByObserver: [Int] = []
        var value = 0
        pan.addHandler { pan in
            order.append("handler \(pan.state)")
            value += 1
        }
        h.engine.addStateObserver { change in
            order.append("observer \(change.recognizer.name) \(change.newState)")
            valueSeenByObserver.append(value)
        }
        h.touchDown(at: Point(x: 100, y: 100), time: 0)
        h.touchMove(to: Point(x: 120, y: 100), time: 0.01)
        h.touchUp(at: Point(x: 120, y: 100), time: 0.02)
        #expect(order == [
            "handler began", "observer pan began", "observer tap failed",
            "handler ended", "observer pan ended",
        ])
        #expect(valueSeenByObserver == [1, 1, 2])
    }

    @Test("A step is decided before any handler runs: the first winner's handler sees the second winner and every failed rival")
    func stepDecidedBeforeHandlers() {
        let h = GestureTestHost.recording()
        let first = ProbeRecognizer.continuous("first")
        let second = ProbeRecognizer.continuous("second")
        let rival = ProbeRecognizer.discreteOnLift("rival")
        first.allowSimultaneousRecognition(with: second)
        for r in [first, second, rival] { h.rootNode.addGestureRecognizer(r) }
        var seenByFirst: [String: GestureRecognizerState] = [:]
        var seenBySecond: [String: GestureRecognizerState] = [:]
        first.addHandler { first in
            guard first.state == .began else { return }
            seenByFirst = ["second": second.state, "rival": rival.state]
        }
        second.addHandler { second in
            guard second.state == .began else { return }
            seenBySecond = ["first": first.state, "rival": rival.state]
        }
        h.touchDown(at: Point(x: 100, y: 100), time: 0)
        h.touchMove(to: Point(x: 120, y: 100), time: 0.01)
        // Both began on the same move, the first in arena order; its handler already sees the second begun.
        #expect(seenByFirst == ["second": .began, "rival": .failed])
        #expect(seenBySecond == ["first": .began, "rival": .failed])
    }

    @Test("A handler of a change sees what every recognizer made of the same touches in that phase")
    func handlerSeesTheWholePhase() {
        let h = GestureTestHost.recording()
        let leader = ProbeRecognizer.continuous("leader")
        let follower = ProbeRecognizer.continuous("follower")
        leader.allowSimultaneousRecognition(with: follower)
        h.rootNode.addGestureRecognizer(leader)
        h.rootNode.addGestureRecognizer(follower)
        var followerMoves = 0
        follower.onMoved = { r, _ in
            followerMoves += 1
            r.state = r.state == .possible ? .began : .changed
        }
        var seen: [Int] = []
        leader.addHandler { _ in seen.append(followerMoves) }
        h.touchDown(at: Point(x: 100, y: 100), time: 0)
        h.touchMove(to: Point(x: 120, y: 100), time: 0.01)
        h.touchMove(to: Point(x: 140, y: 100), time: 0.02)
        // The follower's hook comes after the leader's in arena order, and has run when the leader's handler does.
        #expect(seen == [1, 2])
    }

    @Test("The arena calls no handler: its decision writes notices, which the engine performs")
    func arenaWritesNoticesTheEnginePerforms() {
        let h = GestureTestHost.recording()
        let pan = ProbeRecognizer.continuous("pan")
        h.rootNode.addGestureRecognizer(pan)
        var calls: [GestureRecognizerState] = []
        pan.addHandler { calls.append($0.state) }
        h.touchDown(at: Point(x: 100, y: 100), time: 0)
        // The arena alone, as the engine asks it during a dispatch: it decides and returns.
        h.engine.arena.request(pan, .began)
        #expect(pan.state == .began)
        #expect(calls.isEmpty)
        #expect(h.transitions.isEmpty)
        let written = h.engine.arena.notices.map { notice -> String in
            if case .handlers(let r, let state) = notice { return "\(r.name) \(state)" }
            return "other"
        }
        #expect(written == ["pan began"])
        // The engine performs them: handlers, then observers.
        h.engine.notify()
        #expect(calls == [.began])
        #expect(h.transitions == ["pan: possible→began"])
        #expect(h.engine.arena.notices.isEmpty)
    }

    @Test("A follow-up set in the same hook is told after the first transition's handlers, each with its own state")
    func followUpsAfterTheFirstHandlers() {
        let h = GestureTestHost.recording()
        let quick = ProbeRecognizer(name: "quick")
        quick.onMoved = { r, _ in
            r.state = .began
            r.state = .changed
        }
        h.rootNode.addGestureRecognizer(quick)
        var calls: [GestureRecognizerState] = []
        quick.addHandler { calls.append($0.state) }
        h.touchDown(at: Point(x: 100, y: 100), time: 0)
        h.touchMove(to: Point(x: 120, y: 100), time: 0.01)
        #expect(calls == [.began, .changed])
        #expect(h.transitions == ["quick: possible→began", "quick: began→changed"])
    }
}
