// Why this file exists: the scroll view's contract, each behaviour as input in and outcome out: the
// drag, the glide evaluated from time (the same at 60, 120 and 240 Hz), the touch that stops it, paging,
// the delegate's calls and its target, content touches, bad values, removal while moving, a pan removed
// mid-drag and edges that move under a glide.

@testable import Grasp
@testable import GraspCore
import GraspMotion
import GraspTrace
import Testing

/// A vertical list: a 400×800 scroll view at the window's origin with 10,000 pt of content and a
/// recording node per 100 pt row, driven by a `GestureTestHost` on a live clock (touches at the times the
/// test gives, frames only where the test ticks).
final class ListFixture: ScrollViewDelegate {
    let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let host: GestureTestHost
    var engine: GestureEngine { host.engine }
    let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 400, height: 800))
    let content = Node(name: "content", frame: Rect(x: 0, y: 0, width: 400, height: 10_000))
    var rows: [RecordingNode] = []
    var calls: [String] = []
    var targetOverride: Point?

    init(rows count: Int = 100) {
        host = GestureTestHost(rootNode: root, clock: .live())
        list.contentSize = Size(width: 400, height: 10_000)
        for i in 0..<count {
            let row = RecordingNode(name: "row\(i)", frame: Rect(x: 0, y: Double(i) * 100, width: 400, height: 100))
            rows.append(row)
            content.addChild(row)
        }
        list.addChild(content)
        root.addChild(list)
        list.delegate = self
    }

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
        calls.append("willEndDragging")
        if let targetOverride { targetContentOffset = targetOverride }
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) { calls.append("didEndDragging(\(decelerate))") }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { calls.append("didEndScrollingAnimation") }

    func send(_ t: Double, _ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double) { host.send(t, id, phase, x, y) }

    /// Replays a synthesized gesture at `rate`, ticking on the frame grid and `tail` seconds after.
    func replay(rate: Double, tail: Double = 4, _ perform: (inout TraceSynthesizer) -> Void) {
        host.replay(rate: rate, tail: tail, perform)
    }
}

@Suite("Scroll view")
struct ScrollViewTests {
    static let rates: [Double] = [60, 120, 240]

    @Test func aDragMovesTheContentWithTheFingerAndRubberBandsPastTheTop() {
        let f = ListFixture()
        f.send(0, 1, .began, 200, 600)
        f.send(0.05, 1, .moved, 200, 500)  // up 100 pt: the content follows, slop included
        #expect(f.list.contentOffset == Point(x: 0, y: 100))
        #expect(f.list.isDragging && f.list.isTracking)
        f.send(0.1, 1, .moved, 200, 700)  // 100 pt past the top: rubber-banded
        let pulled = f.list.contentOffset.y
        #expect(pulled < 0 && pulled > -100)
        #expect(pulled == (try! ScrollAxisDrag(startOffset: 0, bounds: 0...9200, dimension: 800)).offset(forTranslation: 100))
        #expect(f.list.contentOffset.x == 0)
    }

    @Test func aFlickGlidesToTheSameRestingOffsetAtEveryRate() {
        var rests: [Point] = []
        var calls: [[String]] = []
        for rate in Self.rates {
            let f = ListFixture()
            f.replay(rate: rate) { $0.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400), duration: 0.15) }  // 2000 pt/s up
            #expect(!f.list.isDecelerating && !f.list.isMovingOnItsOwn)
            rests.append(f.list.contentOffset)
            calls.append(f.calls)
        }
        #expect(rests[0].y > 1000)
        for rest in rests { #expect(abs(rest.y - rests[0].y) < 1) }
        #expect(calls[0] == ["willBeginDragging", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating", "didEndDecelerating"])
        #expect(calls.allSatisfy { $0 == calls[0] })
    }

    @Test func theGlideIsEvaluatedFromTimeWhateverTheTicks() {
        // Two lists flicked the same way, one ticked at 240 Hz, one at irregular times: at a shared
        // time their offsets are identical.
        let a = ListFixture(), b = ListFixture()
        for f in [a, b] {
            f.send(0, 1, .began, 200, 700)
            for i in 1...10 { f.send(Double(i) * 0.01, 1, .moved, 200, 700 - Double(i) * 20) }
            f.send(0.1, 1, .ended, 200, 500)
        }
        for i in 1...120 { a.engine.tick(0.1 + Double(i) / 240) }
        for t in [0.13, 0.29, 0.31, 0.5, 0.6] { b.engine.tick(t) }
        #expect(a.list.contentOffset == b.list.contentOffset)
        #expect(a.list.isDecelerating)
    }

    @Test func aTouchStopsTheGlideAtTheOffsetOfItsOwnTimestampAndDoesNotTapTheRow() {
        let f = ListFixture()
        let tap = TapGestureRecognizer(name: "tap")
        var taps = 0
        tap.addHandler { if $0.state == .ended { taps += 1 } }
        f.rows[12].addGestureRecognizer(tap)
        f.send(0, 1, .began, 200, 700)
        for i in 1...10 { f.send(Double(i) * 0.01, 1, .moved, 200, 700 - Double(i) * 20) }
        f.send(0.1, 1, .ended, 200, 500)
        guard case .deceleration(let glide)? = f.list.motion else { Issue.record("no glide"); return }
        f.engine.tick(0.2)
        f.engine.tick(0.3)
        // The touch lands between frames, at 0.3125: the content stops exactly where the glide had it then.
        let expected = glide.offset(at: 0.3125 - 0.1)
        f.send(0.3125, 2, .began, 200, 400)
        #expect(f.list.contentOffset == expected)
        #expect(!f.list.isDecelerating)
        #expect(f.list.panGestureRecognizer.state == .began && f.list.panGestureRecognizer.caughtMotion)
        #expect(f.calls.suffix(2) == ["didEndDecelerating", "willBeginDragging"])
        f.engine.tick(0.33)
        #expect(f.list.contentOffset == expected)  // it stays stopped under the finger
        f.send(0.35, 2, .moved, 200, 390)  // then drags from there without a jump
        #expect(f.list.contentOffset.y == expected.y + 10)
        f.send(0.6, 2, .ended, 200, 390)
        #expect(taps == 0)
        #expect(f.rows.allSatisfy { $0.calls.isEmpty })
    }

    @Test func aTapOnAMovingListOnlyStopsIt() {
        let f = ListFixture()
        let tap = TapGestureRecognizer(name: "tap")
        var taps = 0
        tap.addHandler { if $0.state == .ended { taps += 1 } }
        f.content.addGestureRecognizer(tap)
        f.replay(rate: 120, tail: 0.2) { $0.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400), duration: 0.15) }
        #expect(f.list.isDecelerating)
        let t = f.engine.currentTime + 0.004
        f.send(t, 5, .began, 100, 100)
        let stopped = f.list.contentOffset
        f.send(t + 0.08, 5, .ended, 100, 100)
        f.engine.tick(t + 1)
        #expect(taps == 0)
        #expect(f.list.contentOffset == stopped)
    }

    @Test func aQuickTapOnAStillListTapsTheRow() {
        let f = ListFixture()
        let tap = TapGestureRecognizer(name: "tap")
        var taps = 0
        tap.addHandler { if $0.state == .ended { taps += 1 } }
        f.rows[3].addGestureRecognizer(tap)
        f.send(0, 1, .began, 200, 350)
        f.send(0.08, 1, .ended, 200, 350)
        #expect(taps == 1)
        #expect(f.rows[3].calls.isEmpty)  // the tap cancels the node's touch, as in UIKit
        // Without a recognizer on it, the row's node hears the quick touch when it lifts, began and
        // ended together.
        let g = ListFixture()
        g.send(0, 1, .began, 200, 350)
        #expect(g.rows[3].calls.isEmpty)
        g.send(0.08, 1, .ended, 200, 350)
        #expect(g.rows[3].calls == ["began #1", "ended #1"])
    }

    @Test func aRowHearsAHeldTouchAfterTheDelayAndNotATouchThatScrolls() {
        let f = ListFixture()
        f.send(0, 1, .began, 200, 350)
        f.engine.tick(0.1)
        #expect(f.rows[3].calls.isEmpty)
        f.engine.tick(0.16)
        #expect(f.rows[3].calls == ["began #1"])  // highlighted after 150 ms of rest
        f.send(0.3, 1, .moved, 200, 300)           // then it scrolls: the row is cancelled
        #expect(f.list.isDragging)
        #expect(f.rows[3].calls == ["began #1", "cancelled #1"])

        let g = ListFixture()
        g.send(0, 1, .began, 200, 350)
        g.send(0.05, 1, .moved, 200, 320)  // scrolls within the delay: the row never hears of it
        g.send(0.4, 1, .ended, 200, 320)
        g.engine.tick(1)
        #expect(g.rows[3].calls.isEmpty)

        let h = ListFixture()
        h.list.delaysContentTouches = false
        h.send(0, 1, .began, 200, 350)
        #expect(h.rows[3].calls == ["began #1"])
    }

    @Test func withoutCancellingContentTouchesAHeldRowKeepsItsTouch() {
        let f = ListFixture()
        f.list.canCancelContentTouches = false
        f.send(0, 1, .began, 200, 350)
        f.engine.tick(0.2)
        f.send(0.3, 1, .moved, 200, 250)
        #expect(!f.list.isDragging && f.list.panGestureRecognizer.state != .began)
        #expect(f.list.contentOffset == .zero)
        #expect(f.rows[3].calls == ["began #1", "moved #1"])
    }

    @Test func touchesShouldCancelAndShouldBeginAreAsked() {
        final class Guarded: ScrollView {
            var keep: Node?
            override func touchesShouldCancel(in node: Node) -> Bool { node !== keep }
            override func touchesShouldBegin(_ touches: [Touch], with event: TouchEvent, in node: Node) -> Bool { node.name != "muted" }
        }
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let engine = GestureEngine(rootNode: root)
        let list = Guarded(name: "list", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        list.contentSize = Size(width: 400, height: 4000)
        list.delaysContentTouches = false
        let button = RecordingNode(name: "button", frame: Rect(x: 0, y: 0, width: 400, height: 100))
        let muted = RecordingNode(name: "muted", frame: Rect(x: 0, y: 100, width: 400, height: 100))
        list.addChild(button)
        list.addChild(muted)
        list.keep = button
        root.addChild(list)
        var b = TouchEventBuilder()
        func send(_ t: Double, _ phase: TouchPhase, _ y: Double, id: Int = 1) {
            if let e = b.event(at: t, samples: [TouchSample(id: TouchID(id), phase: phase, location: Point(x: 100, y: y))]) { engine.handle(e) }
        }
        send(0, .began, 50)
        send(0.1, .moved, 10)
        send(0.2, .ended, 10)
        #expect(button.calls == ["began #1", "moved #1", "ended #1"])  // the button kept its touch
        #expect(list.contentOffset == .zero)
        send(1, .began, 150, id: 2)
        send(1.1, .moved, 100, id: 2)
        send(1.2, .ended, 100, id: 2)
        #expect(muted.calls.isEmpty)
        #expect(list.contentOffset.y > 0)  // nothing kept the touch: it scrolled
    }

    @Test func pagingGoesOnePageForAQuickShortFlickAtEveryRate() {
        for rate in Self.rates {
            let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 800))
            let engine = GestureEngine(rootNode: root)
            let pager = ScrollView(name: "pager", frame: Rect(x: 0, y: 0, width: 400, height: 800))
            pager.contentSize = Size(width: 2000, height: 800)
            pager.isPagingEnabled = true
            root.addChild(pager)
            var s = TraceSynthesizer(sampleRate: rate)
            s.drag(from: Point(x: 300, y: 400), to: Point(x: 200, y: 400), duration: 0.08)  // 100 pt, 1250 pt/s
            TraceReplayer(frameRate: rate, tail: 3).replay(s.trace().touchEvents(), into: engine)
            #expect(pager.contentOffset == Point(x: 400, y: 0), "at \(rate) Hz")
            // A very fast flick still goes one page only.
            var s2 = TraceSynthesizer(sampleRate: rate)
            s2.drag(from: Point(x: 390, y: 400), to: Point(x: 10, y: 400), duration: 0.05, after: 0.5)
            TraceReplayer(frameRate: rate, tail: 3).replay(s2.trace().touchEvents().map { $0.shifted(by: engine.currentTime + 0.1) }, into: engine)
            #expect(pager.contentOffset == Point(x: 800, y: 0), "at \(rate) Hz")
            // A slow short drag goes back.
            var s3 = TraceSynthesizer(sampleRate: rate)
            s3.drag(from: Point(x: 300, y: 400), to: Point(x: 200, y: 400), duration: 1, holdBeforeLift: 0.2)
            TraceReplayer(frameRate: rate, tail: 3).replay(s3.trace().touchEvents().map { $0.shifted(by: engine.currentTime + 0.1) }, into: engine)
            #expect(pager.contentOffset == Point(x: 800, y: 0), "at \(rate) Hz")
        }
    }

    @Test func theDelegateMayChangeTheTargetAndTheGlideLandsOnIt() {
        let f = ListFixture()
        f.targetOverride = Point(x: 0, y: 1200)
        f.replay(rate: 120) { $0.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400), duration: 0.15) }
        #expect(f.list.contentOffset == Point(x: 0, y: 1200))
    }

    @Test func aGlideReachingTheEdgeBouncesAndComesToRestOnIt() {
        let f = ListFixture()
        f.list.contentOffset = Point(x: 0, y: 300)
        var peak = 0.0
        f.engine.addTickHandler { _ in peak = min(peak, f.list.contentOffset.y) }
        f.replay(rate: 120) { $0.drag(from: Point(x: 200, y: 200), to: Point(x: 200, y: 500), duration: 0.1) }  // 3000 pt/s down
        #expect(peak < 0)  // it went past the top
        #expect(f.list.contentOffset == .zero)
        f.list.bounces = false
        f.list.contentOffset = Point(x: 0, y: 300)
        peak = 0
        f.replay(rate: 120) { $0.drag(from: Point(x: 200, y: 200), to: Point(x: 200, y: 500), duration: 0.1, after: 0) }
        #expect(peak >= 0)
        #expect(f.list.contentOffset == .zero)
    }

    @Test func setContentOffsetAnimatedArrivesAndScrollRectToVisibleMovesTheLeast() {
        let f = ListFixture()
        f.engine.tick(1)
        f.list.setContentOffset(Point(x: 0, y: 500), animated: true)
        f.engine.tick(1.15)
        #expect(f.list.contentOffset.y > 0 && f.list.contentOffset.y < 500)
        f.engine.tick(1.31)
        #expect(f.list.contentOffset == Point(x: 0, y: 500))
        #expect(f.calls == ["didEndScrollingAnimation"])
        f.list.scrollRectToVisible(Rect(x: 0, y: 1400, width: 10, height: 100), animated: false)
        #expect(f.list.contentOffset == Point(x: 0, y: 700))  // the rect's bottom at the view's bottom
        f.list.scrollRectToVisible(Rect(x: 0, y: 800, width: 10, height: 100), animated: false)
        #expect(f.list.contentOffset == Point(x: 0, y: 700))  // already visible
    }

    @Test func badValuesAreRefusedOrClampedWithADiagnostic() {
        let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        list.contentSize = Size(width: 400, height: 2000)
        list.contentSize = Size(width: .nan, height: -20)
        #expect(list.contentSize == Size(width: 400, height: 0))
        list.contentOffset = Point(x: .infinity, y: 10)
        #expect(list.contentOffset == .zero)
        list.contentInset = EdgeInsets(top: 10, left: 0, bottom: .nan, right: 0)
        #expect(list.contentInset == .zero)
        list.minimumZoomScale = 2
        list.maximumZoomScale = 1
        #expect(list.maximumZoomScale == 2)
        list.zoomScale = .nan
        #expect(list.zoomScale == 2)
        #expect(list.diagnostics.map(\.description) == [
            "contentSize.width: nan refused (not a finite number); the previous value is kept",
            "contentSize.height: -20.0 clamped to 0.0",
            "contentOffset.x: inf refused (not a finite number); the previous value is kept",
            "contentInset.bottom: nan refused (not a finite number); the previous value is kept",
            "maximumZoomScale: 1.0 clamped to 2.0",
            "maximumZoomScale: 1.0 clamped to 2.0",
            "zoomScale: nan refused (not a finite number); the previous value is kept",
        ])
    }

    @Test func aScrollViewRemovedWhileGlidingStopsCleanly() {
        let f = ListFixture()
        f.replay(rate: 120, tail: 0.2) { $0.drag(from: Point(x: 200, y: 700), to: Point(x: 200, y: 400), duration: 0.15) }
        #expect(f.list.isDecelerating)
        let at = f.list.contentOffset
        f.list.removeFromParent()
        f.engine.tick(f.engine.currentTime + 1 / 120)
        #expect(!f.list.isDecelerating && !f.list.isMovingOnItsOwn)
        #expect(f.list.contentOffset == at)
        f.engine.tick(f.engine.currentTime + 1)
        #expect(f.list.contentOffset == at)
        #expect(f.calls.last == "didEndDecelerating")
    }

    @Test func aDragWhosePanIsRemovedEndsAndTheContentSettlesBackIntoRangeAtEveryRate() {
        for rate in Self.rates {
            let host = GestureTestHost(size: Size(width: 400, height: 800), frameRate: rate)
            let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 400, height: 800))
            list.contentSize = Size(width: 400, height: 10_000)
            host.rootNode.addChild(list)
            // Pulled 200 pt down past the top, the finger held there.
            host.drag(from: Point(x: 200, y: 200), to: Point(x: 200, y: 400), startingAt: 0, duration: 0.2, rate: rate, lifting: false)
            #expect(list.isDragging && list.contentOffset.y < -40, "at \(rate) Hz")
            // Its own pan leaves it under the finger: no handler hears the drag end, the scroll view
            // ends it all the same, as a cancelled drag.
            list.removeGestureRecognizer(list.panGestureRecognizer)
            #expect(list.isDragging, "at \(rate) Hz: the removal waits for the engine's next dispatch")
            host.advance(by: 0)
            #expect(!list.isDragging && !list.isTracking, "at \(rate) Hz")
            host.touchUp(time: 0.25)
            host.advance(by: 10)
            #expect(!list.isDragging && !list.isMovingOnItsOwn, "at \(rate) Hz")
            #expect(list.contentOffset == .zero, "at \(rate) Hz: \(list.contentOffset)")
        }
    }

    @Test func aGlideWhoseEdgeMovesComesToRestWithinTheNewEdgesAtEveryRate() {
        for rate in Self.rates {
            let host = GestureTestHost(size: Size(width: 400, height: 800), frameRate: rate)
            let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 400, height: 800))
            list.contentSize = Size(width: 400, height: 10_000)
            list.contentInset = EdgeInsets(top: 60, left: 0, bottom: 0, right: 0)
            list.contentOffset = Point(x: 0, y: 1000)
            host.rootNode.addChild(list)
            // 3000 pt/s down: the glide is planned past the top, to come back to rest on it, 60 pt down.
            host.drag(from: Point(x: 200, y: 200), to: Point(x: 200, y: 500), startingAt: 0, duration: 0.1, rate: rate)
            host.advance(by: 0.1)
            #expect(list.isDecelerating && list.contentOffset.y > 0, "at \(rate) Hz")
            // The inset goes while it glides (a refresh control's end): it rests on the new top.
            list.contentInset = .zero
            #expect(list.isDecelerating, "at \(rate) Hz")
            host.advance(by: 5)
            #expect(!list.isMovingOnItsOwn && list.contentOffset == .zero, "at \(rate) Hz: \(list.contentOffset)")
        }
    }

    @Test func directionalLockKeepsADragOnItsFirstAxis() {
        let root = Node(name: "root", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        let engine = GestureEngine(rootNode: root)
        let map = ScrollView(name: "map", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        map.contentSize = Size(width: 4000, height: 4000)
        map.contentOffset = Point(x: 1000, y: 1000)
        map.isDirectionalLockEnabled = true
        root.addChild(map)
        var b = TouchEventBuilder()
        for (i, p) in [(200.0, 400.0), (200, 380), (215, 350), (240, 300)].enumerated() {
            if let e = b.event(at: Double(i) * 0.02, samples: [TouchSample(id: TouchID(1), phase: i == 0 ? .began : .moved, location: Point(x: p.0, y: p.1))]) { engine.handle(e) }
        }
        #expect(map.panGestureRecognizer.lockedAxis == .vertical)
        #expect(map.contentOffset == Point(x: 1000, y: 1100))
    }
}

extension TouchEvent {
    /// The event with every timestamp moved later by `offset` seconds.
    func shifted(by offset: Double) -> TouchEvent {
        TouchEvent(timestamp: timestamp + offset,
                   allTouches: allTouches.map { var t = $0; t.timestamp += offset; return t },
                   changedTouches: changedTouches.map { var t = $0; t.timestamp += offset; return t })
    }
}

@Suite("Scroll view at rest")
struct ScrollViewRestTests {
    @Test func aTouchInTheLastInvisibleTailOfAMotionIsNotACatch() {
        let f = ListFixture()
        f.engine.tick(1)
        f.list.setContentOffset(Point(x: 0, y: 500), animated: true)
        // 0.2999 s into the 0.3 s animation: less than half a point from rest and nearly still.
        f.send(1.2999, 1, .began, 200, 400)
        #expect(f.list.contentOffset == Point(x: 0, y: 500))
        #expect(!f.list.isMovingOnItsOwn)
        #expect(f.list.panGestureRecognizer.state == .possible)
        #expect(f.calls == ["didEndScrollingAnimation"])
    }
}
