// Why this file exists: the engine decides, then notifies. These tests pin the two halves of that rule
// that a reader cannot see from outside: a winner's handlers run once its rivals have been decided, and
// state observers hear of a change after its handlers; and the arena holds no reference to the engine.

@testable import Grasp
import Testing

@Suite("Decide, then notify")
struct DecideThenNotifyTests {
    @Test("A winner's handler sees every rival's final state of that dispatch")
    func handlerSeesDecidedRivals() {
        let h = Harness()
        let winner = ProbeRecognizer.continuous("winner")
        let rivalA = ProbeRecognizer.discreteOnLift("rivalA")
        let rivalB = ProbeRecognizer.discreteOnLift("rivalB")
        let dependant = ProbeRecognizer.continuous("dependant")
        dependant.require(toFail: winner)
        for r in [winner, rivalA, rivalB, dependant] { h.root.addGestureRecognizer(r) }
        var seen: [String: GestureRecognizerState] = [:]
        winner.addHandler { winner in
            guard winner.state == .began else { return }
            for r in [rivalA, rivalB, dependant] { seen[r.name] = r.state }
        }
        h.down(100, 100, at: 0)
        h.move(120, 100, at: 0.01)
        #expect(winner.state == .began)
        #expect(seen == ["rivalA": .failed, "rivalB": .failed, "dependant": .failed])
    }

    @Test("State observers hear of a change after its handlers, in the order the changes happened")
    func observersAfterHandlers() {
        let h = Harness()
        let pan = ProbeRecognizer.continuous("pan")
        let tap = ProbeRecognizer.discreteOnLift("tap")
        h.root.addGestureRecognizer(pan)
        h.root.addGestureRecognizer(tap)
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
        h.down(100, 100, at: 0)
        h.move(120, 100, at: 0.01)
        h.up(120, 100, at: 0.02)
        #expect(order == [
            "handler began", "observer pan began", "observer tap failed",
            "handler ended", "observer pan ended",
        ])
        #expect(valueSeenByObserver == [1, 1, 2])
    }

    @Test("The arena holds no reference to the engine or to any node")
    func arenaHoldsNoEngine() {
        let h = Harness()
        h.root.addGestureRecognizer(ProbeRecognizer.continuous("pan"))
        h.down(100, 100, at: 0)
        func holdsEngineOrNode(_ value: Any) -> Bool {
            Mirror(reflecting: value).children.contains { child in
                let mirror = Mirror(reflecting: child.value)
                let unwrapped: Any = mirror.displayStyle == .optional ? mirror.children.first?.value ?? () : child.value
                return unwrapped is GestureEngine || unwrapped is Node
            }
        }
        #expect(!holdsEngineOrNode(h.engine.arena))
        #expect(Mirror(reflecting: h.engine.arena).children.contains { $0.label == "touchTable" })
        #expect(!holdsEngineOrNode(h.engine.touchTable))
    }
}
