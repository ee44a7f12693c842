// Why this file exists: the arena decides and the engine applies. Two of the things a decision causes are
// made by the engine, not the arena: the `touchesCancelled` a node is owed when a recognizer with
// `cancelsTouchesInView` wins (the arena records it; the engine delivers it once the phase's proposals are
// resolved), and a recognizer's timer firing (the arena hands the due timer over; the engine calls
// `timerFired` and settles). These tests pin the resulting order.

@testable import Grasp
@testable import GraspCore
import Testing

@Suite("Decision effects applied by the engine")
struct DecisionEffectsTests {
    /// A node that writes its calls into a shared log.
    private final class LoggingNode: Node {
        var write: (String) -> Void = { _ in }
        override func touchesBegan(_ touches: [Touch], with event: TouchEvent) { write("\(name) began") }
        override func touchesMoved(_ touches: [Touch], with event: TouchEvent) { write("\(name) moved") }
        override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
            write("\(name) cancelled \(touches.map(\.id.description).joined())")
        }
    }

    @Test("Nodes hear touchesCancelled after every winner of the phase has been decided and notified")
    func nodeCancellationsAfterTheDecision() {
        let h = GestureTestHost.recording()
        var order: [String] = []
        let left = LoggingNode(name: "leftNode", frame: Rect(x: 0, y: 0, width: 200, height: 800))
        let right = LoggingNode(name: "rightNode", frame: Rect(x: 200, y: 0, width: 200, height: 800))
        for node in [left, right] {
            node.write = { order.append($0) }
            h.rootNode.addChild(node)
        }
        let a = ProbeRecognizer.continuous("a"), b = ProbeRecognizer.continuous("b")
        left.addGestureRecognizer(a)
        right.addGestureRecognizer(b)
        a.addHandler { order.append("a \($0.state)") }
        b.addHandler { order.append("b \($0.state)") }
        h.send([sample(1, .began, 100, 100), sample(2, .began, 300, 100)], time: 0)
        h.send([sample(1, .moved, 120, 100), sample(2, .moved, 320, 100)], time: 0.01)
        #expect(order == [
            "leftNode began", "rightNode began",
            "a began", "b began",
            "leftNode cancelled #1", "rightNode cancelled #2",
        ])
        #expect(h.transitions == ["a: possible→began", "b: possible→began"])
    }

    @Test("A timer fires as a dispatch of its own at its deadline, and what it decides is settled before the next")
    func timerFiredByTheEngine() {
        let h = GestureTestHost.recording()
        let press = ProbeRecognizer(name: "press")
        press.discrete = true
        press.onBegan = { r, touches in r.setTimer("press", at: r.currentTime + 0.5) }
        var firedAt: [Double] = []
        press.onTimer = { r, _ in
            firedAt.append(r.currentTime)
            r.state = .recognized
        }
        h.rootNode.addGestureRecognizer(press)
        h.touchDown(at: Point(x: 100, y: 100), time: 0)
        #expect(h.engine.nextDeadline == 0.5)
        h.touchMove(to: Point(x: 101, y: 100), time: 0.7)
        #expect(firedAt == [0.5])
        #expect(h.transitions == ["press: possible→ended"])
        #expect(h.engine.nextDeadline == nil)
    }
}
