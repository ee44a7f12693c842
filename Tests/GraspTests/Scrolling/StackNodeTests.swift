// Why this file exists: a StackNode finds the row under a point by binary search; it must find exactly
// what a plain node's linear search finds, at the edges of rows, in gaps, and inside a row's children.

@testable import Grasp
@testable import GraspCore
import GraspTrace
import Testing

@Suite("Stack node")
struct StackNodeTests {
    /// The same rows (60 pt, with a 4 pt gap after every fifth, a child box in every third) in a stack
    /// and in a plain node.
    func rows(in parent: Node) {
        var y = 0.0
        for i in 0..<200 {
            let row = Node(name: "row\(i)", frame: Rect(x: 0, y: y, width: 400, height: 60))
            if i % 3 == 0 { row.addChild(Node(name: "box\(i)", frame: Rect(x: 300, y: 10, width: 40, height: 40))) }
            parent.addChild(row)
            y += 60 + (i % 5 == 4 ? 4 : 0)
        }
    }

    @Test func findsWhatALinearSearchFinds() {
        let stack = StackNode(name: "stack", frame: Rect(x: 0, y: 0, width: 400, height: 13_000))
        let plain = Node(name: "plain", frame: Rect(x: 0, y: 0, width: 400, height: 13_000))
        rows(in: stack)
        rows(in: plain)
        var y = -1.0
        while y < 12_500 {
            for x in [-1.0, 0, 100, 310, 399.5, 400] {
                let p = Point(x: x, y: y)
                #expect(stack.hitTest(p)?.name == plain.hitTest(p).map { $0 === plain ? "stack" : $0.name }, "at \(p)")
            }
            y += 7.5
        }
    }

    @Test func aHorizontalStackSearchesAlongX() {
        let stack = StackNode(name: "pages", frame: Rect(x: 0, y: 0, width: 4000, height: 300), axis: .horizontal)
        for i in 0..<10 { stack.addChild(Node(name: "page\(i)", frame: Rect(x: Double(i) * 400, y: 0, width: 400, height: 300))) }
        #expect(stack.hitTest(Point(x: 1999, y: 10))?.name == "page4")
        #expect(stack.hitTest(Point(x: 2000, y: 10))?.name == "page5")
        #expect(stack.hitTest(Point(x: 4001, y: 10)) == nil)
    }
}

@Suite("Stack node search")
struct StackNodeSearchTests {
    @Test func findsTheRightRowWhateverWhereTheLastSearchEnded() {
        let stack = StackNode(name: "stack", frame: Rect(x: 0, y: 0, width: 100, height: 60_000))
        for i in 0..<1000 { stack.addChild(Node(name: "row\(i)", frame: Rect(x: 0, y: Double(i) * 60, width: 100, height: 58))) }
        var rng = SplitMix64(seed: 7)
        for _ in 0..<3000 {
            let y = Double(rng.next() % 60_100) - 50
            let expected: String? = y < 0 || y >= 60_000 ? nil : (y.truncatingRemainder(dividingBy: 60) < 58 ? "row\(Int(y / 60))" : "stack")
            #expect(stack.hitTest(Point(x: 50, y: y))?.name == expected, "at \(y)")
        }
    }
}
