// Why this file exists: the nested-scroll connection's contract, at 60, 120 and 240 Hz: each movement of
// a drag is split between the connections around the scroll view and the scroll view itself, in the
// documented order (pre-scroll outermost first, post-scroll innermost first), so that the owners'
// movements add up to the finger's; a release goes through pre-fling and post-fling; a connection that
// answers nonsense is clamped; and a trackpad drives the same chain as a finger.

@testable import Grasp
@testable import GraspCore
import GraspMotion
import Testing

/// A connection that stands for a collapsible bar: pre-scroll, movement up (a positive offset change)
/// collapses it first, by up to `range`; post-scroll, movement down that the scroll view left expands it.
final class Shelf: NestedScrollConnection {
    let name: String
    let range: Double
    var collapsed = 0.0
    var takesFling = false
    var takesPostFling = false
    var calls: [String] = []
    var flings: [Point] = []
    var postFlings: [(consumed: Point, available: Point)] = []

    init(_ name: String, range: Double = 100) {
        self.name = name
        self.range = range
    }

    func scrollView(_ scrollView: ScrollView, willScrollBy delta: Point) -> Point {
        calls.append("\(name) pre")
        guard delta.y > 0 else { return .zero }
        let take = min(delta.y, range - collapsed)
        collapsed += take
        return Point(x: 0, y: take)
    }

    func scrollView(_ scrollView: ScrollView, didScroll consumed: Point, leaving available: Point) -> Point {
        calls.append("\(name) post")
        guard available.y < 0 else { return .zero }
        let take = max(available.y, -collapsed)
        collapsed += take
        return Point(x: 0, y: take)
    }

    func scrollView(_ scrollView: ScrollView, willGlideWith velocity: Point) -> Point {
        flings.append(velocity)
        return takesFling ? velocity : .zero
    }

    func scrollView(_ scrollView: ScrollView, didGlideWith consumed: Point, leaving available: Point) -> Point {
        postFlings.append((consumed, available))
        return takesPostFling ? available : .zero
    }
}

/// A connection that answers nonsense: not a number, and far more than it was offered.
final class Unruly: NestedScrollConnection {
    func scrollView(_ scrollView: ScrollView, willScrollBy delta: Point) -> Point { Point(x: .nan, y: delta.y * 1000) }
    func scrollView(_ scrollView: ScrollView, didScroll consumed: Point, leaving available: Point) -> Point { Point(x: .infinity, y: -available.y) }
}

@Suite("Nested-scroll connection")
struct NestedScrollConnectionTests {
    /// A 400×800 window whose `frame` node holds `list` (4000 pt of content); `outer` may wrap `frame`.
    final class Fixture {
        let driver = GestureTestHost.pointer()
        let outer = Node(name: "outer", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let frame = Node(name: "frame", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 400, height: 800))

        init() {
            list.contentSize = Size(width: 400, height: 4000)
            frame.addChild(list)
            outer.addChild(frame)
            driver.rootNode.addChild(outer)
        }

        /// A finger at x 200 through the given heights, one sample per frame at `rate` with `perFrame`
        /// points per sample, calling `check` after each sample with the finger's y.
        func drag(rate: Double, through ys: [Double], perFrame: Double = 7, lift: Bool = true, check: (Double) -> Void = { _ in }) -> Double {
            var t = 0.0, y = ys[0]
            driver.touchDown(finger: 1, at: Point(x: 200, y: y), time: t)
            for target in ys.dropFirst() {
                while y != target {
                    y = target > y ? min(y + perFrame, target) : max(y - perFrame, target)
                    t += 1 / rate
                    driver.touchMove(finger: 1, to: Point(x: 200, y: y), time: t)
                    driver.advance(to: t)
                    check(y)
                }
            }
            if lift {
                t += 1 / rate
                driver.touchUp(finger: 1, at: Point(x: 200, y: y), time: t)
            }
            return t
        }
    }

    @Test(arguments: [60.0, 120, 240])
    func theOwnersMovementsAddUpToTheFingers(rate: Double) {
        let f = Fixture()
        let shelf = Shelf("shelf")
        f.frame.nestedScrollConnection = shelf
        var checked = 0
        // Up 300 pt (the shelf collapses 100, then the list scrolls 200), down 300 (the list returns to
        // its top, then the shelf expands), in one drag.
        _ = f.drag(rate: rate, through: [600, 300, 600], perFrame: 7 * 60 / rate) { y in
            guard f.list.panGestureRecognizer.state == .changed || f.list.panGestureRecognizer.state == .began else { return }
            #expect(abs(shelf.collapsed + f.list.contentOffset.y - (600 - y)) < 0.01, "at y \(y): \(shelf.collapsed) + \(f.list.contentOffset.y)")
            #expect(f.list.contentOffset.y >= 0)
            checked += 1
        }
        #expect(checked > 30)
        #expect(shelf.collapsed == 0)
        #expect(abs(f.list.contentOffset.y) < 0.01)
    }

    @Test(arguments: [60.0, 120, 240])
    func upCollapsesFirstAndDownExpandsOnlyOnceTheListIsAtItsTop(rate: Double) {
        let f = Fixture()
        let shelf = Shelf("shelf")
        f.frame.nestedScrollConnection = shelf
        var sawShelfAtRangeBeforeTheListMoved = true
        _ = f.drag(rate: rate, through: [700, 400], perFrame: 5 * 60 / rate, lift: false) { _ in
            if f.list.contentOffset.y > 0 && abs(shelf.collapsed - 100) > 1e-9 { sawShelfAtRangeBeforeTheListMoved = false }
        }
        #expect(sawShelfAtRangeBeforeTheListMoved)
        #expect(abs(f.list.contentOffset.y - 200) < 0.01)
        // Down 150: the list scrolls back 150 first; the shelf does not move.
        var t = 1.0
        for y in stride(from: 405.0, through: 550, by: 5) { f.driver.touchMove(finger: 1, to: Point(x: 200, y: y), time: t); t += 1 / rate }
        #expect(shelf.collapsed == 100)
        #expect(abs(f.list.contentOffset.y - 50) < 0.01)
        // 100 more: the list reaches its top after 50; the shelf expands by the other 50.
        for y in stride(from: 555.0, through: 650, by: 5) { f.driver.touchMove(finger: 1, to: Point(x: 200, y: y), time: t); t += 1 / rate }
        #expect(abs(f.list.contentOffset.y) < 0.01)
        #expect(abs(shelf.collapsed - 50) < 0.01)
        // 100 more: the shelf expands fully after 50; the rest pulls the list past its top (rubber band).
        for y in stride(from: 655.0, through: 750, by: 5) { f.driver.touchMove(finger: 1, to: Point(x: 200, y: y), time: t); t += 1 / rate }
        #expect(shelf.collapsed == 0)
        #expect(f.list.contentOffset.y < -10 && f.list.contentOffset.y > -50)
        f.driver.touchUp(finger: 1, at: Point(x: 200, y: 750), time: t)
    }

    @Test func preScrollGoesOutermostFirstAndPostScrollInnermostFirst() {
        let f = Fixture()
        let outer = Shelf("outer"), inner = Shelf("inner")
        f.outer.nestedScrollConnection = outer
        f.frame.nestedScrollConnection = inner
        // Up: the outer shelf takes the first 100, then the inner one.
        _ = f.drag(rate: 60, through: [700, 450], perFrame: 10, lift: false)
        #expect(outer.collapsed == 100)
        #expect(abs(inner.collapsed - 100) < 0.01)
        #expect(abs(f.list.contentOffset.y - 50) < 0.01)
        #expect(Array(outer.calls.prefix(2)) == ["outer pre", "outer pre"])
        // Down past the list's top: post-scroll reaches the inner shelf first.
        outer.calls.removeAll()
        inner.calls.removeAll()
        var t = 1.0
        for y in stride(from: 460.0, through: 540, by: 10) { f.driver.touchMove(finger: 1, to: Point(x: 200, y: y), time: t); t += 1 / 60 }
        // 90 pt down: the list's 50 back to its top, then the inner shelf expands by 40.
        #expect(abs(f.list.contentOffset.y) < 0.01)
        #expect(abs(inner.collapsed - 60) < 0.01)
        #expect(outer.collapsed == 100)
        #expect(inner.calls.last == "inner post" && outer.calls.last == "outer pre")
        f.driver.touchUp(finger: 1, at: Point(x: 200, y: 540), time: t)
    }

    @Test func aReleaseGoesThroughPreFlingAndPostFling() {
        let f = Fixture()
        let shelf = Shelf("shelf", range: 0)
        f.frame.nestedScrollConnection = shelf
        let end = f.drag(rate: 120, through: [700, 400], perFrame: 20)
        #expect(shelf.flings.count == 1)
        #expect((shelf.flings.first?.y ?? 0) > 1000)  // a fast drag up: the offset's velocity is positive
        #expect(f.list.isDecelerating)
        f.driver.advance(to: end + 5)
        // The glide stopped short of the bottom edge: no post-fling.
        #expect(!f.list.isDecelerating && f.list.contentOffset.y < 3200)
        #expect(shelf.postFlings.isEmpty)

        // A connection that takes the whole velocity leaves the list still.
        let g = Fixture()
        let greedy = Shelf("greedy", range: 0)
        greedy.takesFling = true
        g.frame.nestedScrollConnection = greedy
        _ = g.drag(rate: 120, through: [700, 400], perFrame: 20)
        #expect(!g.list.isDecelerating)
        #expect(abs(g.list.contentOffset.y - 300) < 0.01)
    }

    @Test(arguments: [60.0, 120, 240])
    func aGlideThatReachesTheEdgeOffersItsVelocityThere(rate: Double) {
        // A fling down from 400 pt scrolled: the glide reaches the top with speed to spare.
        func fling(takes: Bool) -> (shelf: Shelf, lowest: Double, list: ScrollView) {
            let f = Fixture()
            let shelf = Shelf("shelf", range: 0)
            shelf.takesPostFling = takes
            f.frame.nestedScrollConnection = shelf
            f.list.contentOffset = Point(x: 0, y: 400)
            var t = f.drag(rate: rate, through: [300, 600], perFrame: 2400 / rate)
            var lowest = f.list.contentOffset.y
            for _ in 0..<Int(rate * 3) {
                t += 1 / rate
                f.driver.advance(to: t)
                lowest = min(lowest, f.list.contentOffset.y)
            }
            return (shelf, lowest, f.list)
        }
        let bounced = fling(takes: false)
        #expect(bounced.shelf.postFlings.count == 1, "at \(rate) Hz")
        let offered = bounced.shelf.postFlings.first
        #expect((offered?.available.y ?? 0) < -100 && offered?.available.x == 0, "at \(rate) Hz: \(String(describing: offered))")
        #expect((offered?.consumed.y ?? 0) < 0)  // the glide used part of its release velocity on the way
        #expect(bounced.lowest < -1, "at \(rate) Hz: nobody took it, so the list bounced past its top")
        #expect(bounced.list.contentOffset == .zero && !bounced.list.isDecelerating)

        let taken = fling(takes: true)
        #expect(taken.shelf.postFlings.count == 1)
        #expect(taken.lowest == 0, "at \(rate) Hz: taken at the edge, so no bounce")
        #expect(taken.list.contentOffset == .zero && !taken.list.isDecelerating)
        // The edge is reached at the same moment at every rate: the velocity there does not depend on it.
        #expect(abs((offered?.available.y ?? 0) - (taken.shelf.postFlings.first?.available.y ?? 0)) < 1e-9)
    }

    @Test func aConnectionThatAnswersNonsenseIsClamped() {
        let f = Fixture()
        f.frame.nestedScrollConnection = Unruly()
        _ = f.drag(rate: 60, through: [700, 400, 650], perFrame: 10, lift: false)
        // It took all it was offered and no more: the list never moved, and nothing is NaN.
        #expect(f.list.contentOffset == .zero)
        #expect(f.list.diagnostics.isEmpty)
        f.driver.touchUp(finger: 1, at: Point(x: 200, y: 650), time: 2)
    }

    @Test func aTrackpadDrivesTheSameChain() {
        let f = Fixture()
        let shelf = Shelf("shelf")
        f.frame.nestedScrollConnection = shelf
        f.list.panGestureRecognizer.addHandler { _ in }
        f.driver.send(scrollEvent(4, .began, 0, 0, at: 1))
        for i in 1...30 { f.driver.send(scrollEvent(4, .changed, 0, -5, at: 1 + 0.008 * Double(i))) }
        // 150 pt of scrolling (less the slop the pan's translation counts): the shelf took its 100 first.
        let moved = shelf.collapsed + f.list.contentOffset.y
        #expect(shelf.collapsed == 100)
        #expect(moved > 100 && moved <= 150.01)
        f.driver.send(scrollEvent(4, .ended, 0, 0, at: 1.3))
    }

    @Test func withoutConnectionsADragFollowsTheFingerAsBefore() {
        let f = Fixture()
        _ = f.drag(rate: 60, through: [700, 400], perFrame: 10, lift: false)
        #expect(f.list.connectedDrag == nil)
        #expect(abs(f.list.contentOffset.y - 300) < 0.01)
    }
}
