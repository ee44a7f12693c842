// Why this file exists: nested scrolling takes a source, not a scroll view. A node that is not a scroll
// view (a sheet's handle, a swiped row) dispatches its drag through NestedScrollDispatcher, and the
// connections around it see that node as the source, in the documented order; a sheet moves with its
// handle's drag as it does with its list's.

import Grasp
import GraspInteractions
import Testing

/// A connection that takes a fixed share of each pre-scroll and all of each post-scroll, and writes down
/// what it was asked and by which node.
private final class Recorder: NestedScrollConnection {
    let name: String
    let preShare: Double
    var log: [String]
    init(_ name: String, preShare: Double, log: [String] = []) {
        self.name = name
        self.preShare = preShare
        self.log = log
    }
    var shared: [String] = []
    func willScroll(by delta: Point, source: NestedScrollSource) -> Point {
        shared.append("\(name) pre \(delta.y) from \(source.node.name)")
        return Point(x: 0, y: delta.y * preShare)
    }
    func didScroll(_ consumed: Point, leaving available: Point, source: NestedScrollSource) -> Point {
        shared.append("\(name) post \(consumed.y) \(available.y) from \(source.node.name)")
        return available
    }
    func willGlide(with velocity: Point, source: NestedScrollSource) -> Point {
        shared.append("\(name) fling \(velocity.y) from \(source.node.name)")
        return .zero
    }
    func didGlide(_ consumed: Point, leaving available: Point, source: NestedScrollSource) -> Point {
        shared.append("\(name) post-fling \(available.y) from \(source.node.name)")
        return Point(x: 0, y: available.y / 2)
    }
}

@Suite("Nested scrolling from any node")
struct NestedScrollSourceTests {
    @Test func aPlainNodeDispatchesThroughTheChainInOrder() {
        let outer = Node(name: "outer", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let inner = Node(name: "inner", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let row = Node(name: "row", frame: Rect(x: 0, y: 100, width: 400, height: 60))
        outer.addChild(inner)
        inner.addChild(row)
        let outerConnection = Recorder("outer", preShare: 0.5), innerConnection = Recorder("inner", preShare: 0.5)
        outer.nestedScrollConnection = outerConnection
        inner.nestedScrollConnection = innerConnection
        // The row's own connection is not asked about its own movement.
        row.nestedScrollConnection = Recorder("row", preShare: 1)
        let dispatcher = NestedScrollDispatcher(source: row)
        #expect(dispatcher.source.node === row && dispatcher.source.scrollView == nil)
        // Pre-scroll, outermost first: the outer takes half of 40, the inner half of the rest.
        #expect(dispatcher.dispatchPreScroll(Point(x: 0, y: 40)) == Point(x: 0, y: 30))
        // Post-scroll, innermost first: the inner takes all that is left, so the outer is not asked.
        #expect(dispatcher.dispatchPostScroll(consumed: Point(x: 0, y: 4), available: Point(x: 0, y: 6)) == Point(x: 0, y: 6))
        #expect(dispatcher.dispatchPreFling(Point(x: 0, y: 500)) == .zero)
        // Post-fling: the inner takes half, the outer half of the rest.
        #expect(dispatcher.dispatchPostFling(consumed: .zero, available: Point(x: 0, y: 100)) == Point(x: 0, y: 75))
        #expect(outerConnection.shared == ["outer pre 40.0 from row", "outer fling 500.0 from row", "outer post-fling 50.0 from row"])
        #expect(innerConnection.shared == ["inner pre 20.0 from row", "inner post 4.0 6.0 from row", "inner fling 500.0 from row",
                                           "inner post-fling 100.0 from row"])
    }

    @Test func withNoConnectionNothingIsConsumed() {
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let handle = Node(name: "handle", frame: Rect(x: 0, y: 0, width: 400, height: 20))
        root.addChild(handle)
        let dispatcher = NestedScrollDispatcher(source: handle)
        #expect(dispatcher.dispatchPreScroll(Point(x: 3, y: 40)) == .zero)
        #expect(dispatcher.dispatchPostScroll(consumed: .zero, available: Point(x: 0, y: -5)) == .zero)
        #expect(dispatcher.dispatchPreFling(Point(x: 0, y: 900)) == .zero)
    }

    /// A connection written against the first names (a scroll view as the source) sees scroll views only.
    private final class FirstNames: NestedScrollConnection {
        var calls = 0
        func scrollView(_ scrollView: ScrollView, willScrollBy delta: Point) -> Point {
            calls += 1
            return delta
        }
    }

    @Test func aConnectionWithTheFirstNamesSeesScrollViewsOnly() {
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let handle = Node(name: "handle", frame: Rect(x: 0, y: 0, width: 400, height: 20))
        let list = ScrollView(name: "list", frame: Rect(x: 0, y: 20, width: 400, height: 780))
        root.addChild(handle)
        root.addChild(list)
        let connection = FirstNames()
        root.nestedScrollConnection = connection
        #expect(NestedScrollDispatcher(source: handle).dispatchPreScroll(Point(x: 0, y: 10)) == .zero)
        #expect(NestedScrollDispatcher(source: list).dispatchPreScroll(Point(x: 0, y: 10)) == Point(x: 0, y: 10))
        #expect(connection.calls == 1)
    }

    /// A sheet's handle, dragged by a pan of its own, moves the sheet through the same connection its list
    /// uses: up to the top detent, then the rest is the handle's (nobody takes it).
    @Test func aSheetMovesWithItsHandlesDrag() {
        let host = GestureTestHost(size: Size(width: 400, height: 1000))
        let sheetNode = Node(name: "sheet", frame: Rect(x: 0, y: 500, width: 400, height: 1000))
        let handle = Node(name: "handle", frame: Rect(x: 0, y: 0, width: 400, height: 40))
        host.rootNode.addChild(sheetNode)
        sheetNode.addChild(handle)
        let sheet = BottomSheet(containerHeight: 1000, initialDetent: 1)
        host.rootNode.nestedScrollConnection = sheet
        let dispatcher = NestedScrollDispatcher(source: handle)
        let pan = PanGestureRecognizer(name: "handle-pan")
        var last = Point.zero
        var left: [Double] = []
        _ = pan.addHandler { pan in
            let t = pan.translation(in: nil)
            // A change of offset: against the finger.
            let delta = Point(x: 0, y: -(t.y - last.y))
            last = t
            let taken = dispatcher.dispatchPreScroll(delta)
            left.append(delta.y - taken.y)
        }
        handle.addGestureRecognizer(pan)
        _ = host.drag(finger: 1, from: Point(x: 200, y: 520), to: Point(x: 200, y: 20), startingAt: 0, duration: 0.25)
        #expect(host.states(of: pan).first == .began && host.states(of: pan).last == .ended)
        #expect(sheet.sheetY == 80 && sheet.detent == 2)
        // The sheet took 420 points of the drag; what the handle moved past the top detent was left.
        #expect(abs(left.reduce(0, +) - (-last.y - 420)) < 1e-9 && -last.y > 420)
    }
}
