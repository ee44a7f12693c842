// Why this file exists: nested scrolling is decided in the arena, by when each scroll view's pan (and a
// box's axis-locked pan) begins or fails. These tests replay the same drags at 60, 120 and 240 Hz and
// check who takes the touch, on which sample, and that the chained hand-off never jumps.

@testable import Grasp
@testable import GraspCore
import GraspMotion
import GraspTrace
import Testing

/// A vertical list (400×800, 4000 pt of content) holding, at y 200…400 of its content, an inner node
/// that the test chooses.
final class NestedFixture {
    let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let host: GestureTestHost
    var engine: GestureEngine { host.engine }
    let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 400, height: 800))
    var log: [String] = []

    init(inner: Node) {
        host = GestureTestHost(rootNode: root, clock: .live())
        list.contentSize = Size(width: 400, height: 4000)
        list.addChild(inner)
        root.addChild(list)
        engine.addStateObserver { [unowned self] change in
            let name = change.recognizer.name
            if change.reportedName == "changed" { return }
            log.append("\(name) \(change.reportedName) @\(change.timestamp)")
        }
    }

    func replay(rate: Double, tail: Double = 3, _ perform: (inout TraceSynthesizer) -> Void) {
        host.replay(rate: rate, tail: tail, perform)
    }

    /// The log without timestamps.
    var outcomes: [String] { log.map { String($0.split(separator: " @")[0]) } }
    /// Whether the two named transitions happened at the same timestamp.
    func sameSample(_ a: String, _ b: String) -> Bool {
        let ta = log.first { $0.hasPrefix(a + " @") }?.split(separator: "@").last
        let tb = log.first { $0.hasPrefix(b + " @") }?.split(separator: "@").last
        return ta != nil && ta == tb
    }
}

@Suite("Nested scrolling")
struct NestedScrollingTests {
    static let rates: [Double] = [60, 120, 240]

    static func box() -> (Node, AxisLockedPanGestureRecognizer) {
        let box = Node(name: "box", frame: Rect(x: 150, y: 250, width: 100, height: 100))
        let pan = AxisLockedPanGestureRecognizer(axis: .horizontal, name: "box")
        box.addGestureRecognizer(pan)
        return (box, pan)
    }

    @Test func aBoxInAListDragsSidewaysWhileVerticalDragsScroll() {
        for rate in Self.rates {
            let (box, _) = Self.box()
            let f = NestedFixture(inner: box)
            f.replay(rate: rate) { $0.drag(from: Point(x: 200, y: 300), to: Point(x: 320, y: 310), duration: 0.3, holdBeforeLift: 0.1) }
            #expect(f.outcomes == ["list failed", "box began", "box ended"], "at \(rate) Hz")
            #expect(f.sameSample("box began", "list failed"))
            #expect(f.list.contentOffset == .zero)

            let (box2, _) = Self.box()
            let g = NestedFixture(inner: box2)
            g.replay(rate: rate) { $0.drag(from: Point(x: 200, y: 300), to: Point(x: 190, y: 100), duration: 0.3, holdBeforeLift: 0.1) }
            #expect(g.outcomes == ["box failed", "list began", "list ended"], "at \(rate) Hz")
            #expect(g.sameSample("box failed", "list began"))
            // The list's translation includes everything the finger did: the content moved 200 pt.
            #expect(g.list.contentOffset.y == 200, "at \(rate) Hz")
        }
    }

    static func carousel() -> ScrollView {
        let carousel = ScrollView(name: "carousel", frame: Rect(x: 0, y: 200, width: 400, height: 200))
        carousel.contentSize = Size(width: 1600, height: 200)
        carousel.isPagingEnabled = true
        return carousel
    }

    @Test func aCarouselInAListTakesSidewaysDragsAndTheListTakesVerticalOnes() {
        for rate in Self.rates {
            let carousel = Self.carousel()
            let f = NestedFixture(inner: carousel)
            f.replay(rate: rate) { $0.drag(from: Point(x: 300, y: 300), to: Point(x: 150, y: 320), duration: 0.2) }
            #expect(f.outcomes == ["list failed", "carousel began", "carousel ended"], "at \(rate) Hz")
            #expect(f.sameSample("carousel began", "list failed"))
            #expect(carousel.contentOffset == Point(x: 400, y: 0))
            #expect(f.list.contentOffset == .zero)

            let carousel2 = Self.carousel()
            let g = NestedFixture(inner: carousel2)
            g.replay(rate: rate) { $0.drag(from: Point(x: 300, y: 300), to: Point(x: 290, y: 100), duration: 0.3, holdBeforeLift: 0.1) }
            #expect(g.outcomes == ["carousel failed", "list began", "list ended"], "at \(rate) Hz")
            #expect(carousel2.contentOffset == .zero)
            #expect(g.list.contentOffset.y == 200)
        }
    }

    @Test func aListInsideAPagerScrollsVerticallyAndThePagerPages() {
        let host = GestureTestHost(size: Size(width: 400, height: 800))
        let root = host.rootNode
        let pager = ScrollView(name: "pager", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        pager.contentSize = Size(width: 1200, height: 800)
        pager.isPagingEnabled = true
        let page = ScrollView(name: "page", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        page.contentSize = Size(width: 400, height: 3000)
        pager.addChild(page)
        root.addChild(pager)
        host.replay(rate: 120, tail: 3) { s in
            s.drag(from: Point(x: 200, y: 600), to: Point(x: 210, y: 300), duration: 0.3, holdBeforeLift: 0.1)
            s.drag(from: Point(x: 300, y: 400), to: Point(x: 100, y: 390), duration: 0.2, after: 0.5)
        }
        #expect(page.contentOffset == Point(x: 0, y: 300))
        #expect(pager.contentOffset == Point(x: 400, y: 0))
    }

    static func innerList(at y: Double = 200) -> ScrollView {
        let inner = ScrollView(name: "inner", frame: Rect(x: 0, y: y, width: 400, height: 300))
        inner.contentSize = Size(width: 400, height: 1000)
        return inner
    }

    @Test func byDefaultTheInnerListTakesASameAxisDragAndBouncesAtItsEdge() {
        for rate in Self.rates {
            let inner = Self.innerList()
            let f = NestedFixture(inner: inner)
            f.list.contentOffset = Point(x: 0, y: 100)
            var peak = 0.0
            f.engine.addTickHandler { _ in peak = min(peak, inner.contentOffset.y) }
            f.replay(rate: rate) { $0.drag(from: Point(x: 200, y: 200), to: Point(x: 200, y: 400), duration: 0.3, holdBeforeLift: 0.1) }
            #expect(f.outcomes == ["inner began", "list failed", "inner ended"], "at \(rate) Hz")
            #expect(f.list.contentOffset == Point(x: 0, y: 100))
            #expect(inner.contentOffset == .zero)
        }
    }

    @Test func handOffAtEdgesMovesTheOuterListWithTheRestOfTheDragWithoutAJump() {
        let inner = Self.innerList(at: 600)  // shown at 100…400 with the list at 500
        inner.nestedScrolling = .handOffAtEdges
        inner.contentOffset = Point(x: 0, y: 100)
        let f = NestedFixture(inner: inner)
        f.list.contentOffset = Point(x: 0, y: 500)
        func send(_ t: Double, _ phase: TouchPhase, _ y: Double) { f.host.send(t, 1, phase, 200, y) }
        send(0, .began, 110)
        var previousSum: Double?
        for i in 1...30 {
            send(Double(i) * 0.01, .moved, 110 + Double(i) * 10)  // down 300 pt in 10 pt steps
            let sum = inner.contentOffset.y + f.list.contentOffset.y
            // Together the two offsets follow the finger exactly (inner 100 → 0, then the list 500 → 300).
            if let previousSum, i > 1 { #expect(abs((previousSum - sum) - 10) < 1e-9, "step \(i)") }
            previousSum = sum
        }
        #expect(inner.contentOffset.y == 0)
        #expect(f.list.contentOffset.y == 300)
        // Coming back, the outer list returns first.
        send(0.4, .moved, 310)
        #expect(inner.contentOffset.y == 0 && f.list.contentOffset.y == 400)
        send(0.5, .moved, 190)
        #expect(inner.contentOffset.y == 20 && f.list.contentOffset.y == 500)
        send(0.9, .ended, 190)
    }

    @Test func aHandOffAndAnotherNodesConnectionShareOneDrag() {
        let inner = Self.innerList(at: 600)  // shown at 100…400 with the list at 500
        inner.nestedScrolling = .handOffAtEdges
        inner.contentOffset = Point(x: 0, y: 690)  // 10 pt from its bottom
        let f = NestedFixture(inner: inner)
        f.list.contentOffset = Point(x: 0, y: 500)
        let shelf = Shelf("shelf", range: 50)
        f.root.nestedScrollConnection = shelf
        func send(_ t: Double, _ phase: TouchPhase, _ y: Double) { f.host.send(t, 1, phase, 200, y) }
        send(0, .began, 300)
        // Up 100 pt past the slop: the shelf (outermost, pre-scroll) collapses 50, the inner list takes
        // its last 10, and the hand-off gives the outer list the remaining 40.
        for i in 1...10 { send(Double(i) * 0.01, .moved, 300 - Double(i) * 10) }
        let moved = shelf.collapsed + (inner.contentOffset.y - 690) + (f.list.contentOffset.y - 500)
        #expect(abs(shelf.collapsed - 50) < 1e-9 && inner.contentOffset.y == 700)
        #expect(abs(moved - 100) < 1e-9)  // the pan's translation includes the slop: nothing is lost
        // Down 100 pt: the outer list gives back what it holds first, then the inner list scrolls.
        for i in 1...10 { send(0.1 + Double(i) * 0.01, .moved, 200 + Double(i) * 10) }
        #expect(f.list.contentOffset.y == 500)
        #expect(abs(inner.contentOffset.y - 640) < 1e-9 && abs(shelf.collapsed - 50) < 1e-9)
        send(0.3, .ended, 300)
    }

    @Test func aChainedGlideHandsItsVelocityToTheOuterListAtTheEdge() {
        for rate in Self.rates {
            let inner = Self.innerList(at: 2100)  // shown at 100…400 with the list at 2000
            inner.nestedScrolling = .handOffAtEdges
            inner.contentOffset = Point(x: 0, y: 200)
            let f = NestedFixture(inner: inner)
            f.list.contentOffset = Point(x: 0, y: 2000)
            f.replay(rate: rate, tail: 5) { $0.drag(from: Point(x: 200, y: 250), to: Point(x: 200, y: 400), duration: 0.05) }  // 3000 pt/s down
            #expect(inner.contentOffset.y == 0, "at \(rate) Hz")
            #expect(f.list.contentOffset.y < 2000 - 300, "at \(rate) Hz")  // the outer list carried the glide on
            #expect(!f.list.isMovingOnItsOwn && !inner.isMovingOnItsOwn)
        }
    }

    @Test func aPagingOuterScrollViewInAChainSettlesOnThePageNearestWhereTheDragLeftIt() {
        for rate in Self.rates {
            let host = GestureTestHost(size: Size(width: 400, height: 800))
            let root = host.rootNode
            let pager = ScrollView(name: "pager", frame: Rect(x: 0, y: 0, width: 400, height: 800))
            pager.contentSize = Size(width: 1600, height: 800)
            pager.isPagingEnabled = true
            // A strip on the pager's third page, scrolled to its right edge, handing off to the pager.
            let strip = ScrollView(name: "strip", frame: Rect(x: 800, y: 200, width: 400, height: 200))
            strip.contentSize = Size(width: 800, height: 200)
            strip.nestedScrolling = .handOffAtEdges
            strip.contentOffset = Point(x: 400, y: 0)
            pager.addChild(strip)
            root.addChild(pager)
            pager.contentOffset = Point(x: 800, y: 0)
            // 250 pt to the left, slowly, and held before the lift: the pager is left at 1050, past the
            // half of page 3, from page 2.
            host.replay(rate: rate, tail: 3) { $0.drag(from: Point(x: 350, y: 300), to: Point(x: 100, y: 300), duration: 0.5, holdBeforeLift: 0.2) }
            #expect(strip.contentOffset == Point(x: 400, y: 0), "at \(rate) Hz")
            #expect(pager.contentOffset == Point(x: 1200, y: 0), "at \(rate) Hz")
            #expect(!pager.isMovingOnItsOwn)
        }
    }

    @Test func aTouchThatStopsAMovingOuterListIsNotTakenByTheInnerOneOrARow() {
        let inner = Self.innerList()
        let row = RecordingNode(name: "row", frame: Rect(x: 0, y: 0, width: 400, height: 100))
        let tap = TapGestureRecognizer(name: "rowtap")
        row.addGestureRecognizer(tap)
        inner.addChild(row)
        let f = NestedFixture(inner: inner)
        f.list.contentOffset = Point(x: 0, y: 0)
        // Flick the outer list upward outside the inner one, then touch the inner one while the list glides.
        f.replay(rate: 120, tail: 0.05) { $0.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 600), duration: 0.05) }
        #expect(f.list.isDecelerating)
        let t = f.engine.currentTime + 0.001
        let y = 200 - f.list.contentOffset.y + 50
        f.host.send(t, 9, .began, 200, max(y, 10))
        #expect(f.list.panGestureRecognizer.state == .began)
        #expect(inner.panGestureRecognizer.state == .failed || inner.panGestureRecognizer.state == .possible)
        f.host.send(t + 0.05, 9, .ended, 200, max(y, 10))
        #expect(!f.log.contains { $0.hasPrefix("rowtap ended") || $0.hasPrefix("inner began") })
        #expect(row.calls.isEmpty)
    }
}
