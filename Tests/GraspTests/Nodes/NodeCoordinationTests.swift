// Why this file exists: the two questions the engine asks nodes on behalf of recognizers and scroll views
// (`gestureRecognizerShouldBegin(_:)` of the touched nodes, `yieldsTouchesToScrolling`), tested on plain
// nodes, without any control: who is asked, when, and what a `false` does.

import Grasp
import Testing

/// A node that refuses recognizers by name and records what it was asked.
final class RefusingNode: Node {
    var refused: Set<String> = []
    var asked: [String] = []
    var keepsTouches = false
    override func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        asked.append(recognizer.name)
        return !refused.contains(recognizer.name)
    }
    override var yieldsTouchesToScrolling: Bool { !keepsTouches }
    override func touchesBegan(_ touches: [Touch], with event: TouchEvent) {}
    override func touchesMoved(_ touches: [Touch], with event: TouchEvent) {}
    override func touchesEnded(_ touches: [Touch], with event: TouchEvent) {}
    override func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {}
}

@Suite("Node coordination hooks")
struct NodeCoordinationTests {
    @Test("the touched node and its ancestors up to the recognizer's node are asked; a false fails it")
    func touchedNodesAreAsked() {
        let root = RefusingNode(name: "root", frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let middle = RefusingNode(name: "middle", frame: Rect(x: 0, y: 0, width: 390, height: 400))
        let leaf = RefusingNode(name: "leaf", frame: Rect(x: 10, y: 10, width: 100, height: 100))
        middle.addChild(leaf)
        root.addChild(middle)
        let host = GestureTestHost(rootNode: root)
        let tap = TapGestureRecognizer(name: "tap")
        middle.addGestureRecognizer(tap)
        leaf.refused = ["tap"]
        host.tap(at: Point(x: 50, y: 50), time: 0)
        #expect(host.states(of: tap).last == .failed)
        #expect(leaf.asked == ["tap"] && middle.asked.isEmpty, "asking stops at the first false")
        leaf.refused = []
        host.tap(at: Point(x: 50, y: 50), time: 1)
        #expect(host.states(of: tap).last == .ended)
        #expect(leaf.asked == ["tap", "tap"] && middle.asked == ["tap"] && root.asked.isEmpty, "nodes above the recognizer's are not asked")
    }

    @Test("a scroll view's default touchesShouldCancel(in:) follows yieldsTouchesToScrolling of the node and its ancestors below it")
    func touchesShouldCancelDefault() {
        let scroll = ScrollView(name: "scroll", frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let holder = RefusingNode(name: "holder", frame: Rect(x: 0, y: 0, width: 390, height: 100))
        let inner = Node(name: "inner", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        holder.addChild(inner)
        scroll.addChild(holder)
        #expect(scroll.touchesShouldCancel(in: inner))
        holder.keepsTouches = true
        #expect(!scroll.touchesShouldCancel(in: inner))
        #expect(!scroll.touchesShouldCancel(in: holder))
        #expect(Node().yieldsTouchesToScrolling)
    }
}
