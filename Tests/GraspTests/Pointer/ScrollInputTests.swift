// Why this file exists: the specification of scroll input as scenarios: which pans take a wheel's steps
// and a trackpad's scroll (allowedScrollTypesMask), what they read (translation, velocity, keys), what
// must ignore scrolling (taps, default pans, nodes), and a scroll view scrolled by a wheel and by a
// trackpad with momentum, stopped by a finger.

@testable import Grasp
@testable import GraspCore
import Testing

@Suite("Scroll input")
struct ScrollInputTests {
    /// A trackpad scroll: begins with no delta, moves `steps` times by `dy` every 8 ms, ends; then the
    /// hardware's momentum reports. Returns the time of the scroll's end.
    @discardableResult
    func trackpadScroll(_ d: GestureTestHost, dy: Double, steps: Int = 10, at t: Double, momentum: Int = 0) -> Double {
        d.send(scrollEvent(4, .began, 0, 0, at: t))
        for i in 1...steps { d.send(scrollEvent(4, .changed, 0, dy, at: t + 0.008 * Double(i))) }
        let end = t + 0.008 * Double(steps + 1)
        d.send(scrollEvent(4, .ended, 0, 0, at: end))
        for i in 0..<momentum { d.send(scrollEvent(4, i == momentum - 1 ? .momentumEnded : .momentum, 0, dy * 0.9, at: end + 0.016 * Double(i + 1))) }
        return end
    }

    @Test func aDefaultPanIgnoresScrolling() {
        let d = GestureTestHost.pointer()
        let pan = PanGestureRecognizer(name: "pan")
        d.rootNode.addGestureRecognizer(pan)
        #expect(pan.allowedScrollTypesMask.isEmpty)
        d.send(scrollEvent(3, .step, 0, -40, at: 0))
        trackpadScroll(d, dy: -5, at: 1)
        #expect(d.reportedLog.isEmpty)
        #expect(d.engine.activeTouches.isEmpty)
    }

    @Test func aDiscretePanTakesEachWheelStepAsADragWithNoVelocity() {
        let d = GestureTestHost.pointer()
        let pan = PanGestureRecognizer(name: "pan")
        pan.allowedScrollTypesMask = .discrete
        var seen: [(GestureRecognizerState, Point, Point)] = []
        pan.addHandler { seen.append(($0.state, $0.translation(in: nil), $0.velocity(in: nil))) }
        d.rootNode.addGestureRecognizer(pan)
        d.send(scrollEvent(3, .step, 0, -4, at: 0))     // smaller than the slop: a step begins at once
        d.send(scrollEvent(3, .step, 12, 0, at: 0.1))
        #expect(d.reportedStates("pan") == ["began", "ended", "began", "ended"])
        #expect(seen.map(\.1) == [Point(x: 0, y: -4), Point(x: 0, y: -4), Point(x: 12, y: 0), Point(x: 12, y: 0)])
        #expect(seen.allSatisfy { $0.2 == .zero })
        // A trackpad scroll is not discrete.
        trackpadScroll(d, dy: -5, at: 1)
        #expect(d.reportedStates("pan").count == 4)
    }

    @Test func aContinuousPanFollowsATrackpadScroll() {
        let d = GestureTestHost.pointer()
        let pan = PanGestureRecognizer(name: "pan")
        pan.allowedScrollTypesMask = .continuous
        var final: (Point, Point)?
        pan.addHandler { if $0.state == .ended { final = ($0.translation(in: nil), $0.velocity(in: nil)) } }
        d.rootNode.addGestureRecognizer(pan)
        d.send(scrollEvent(4, .began, 0, 0, at: 0))
        #expect(d.reportedLog.isEmpty)                 // no delta yet
        d.send(scrollEvent(4, .changed, 0, -5, at: 0.008))  // below the slop, yet it begins
        #expect(d.reportedStates("pan") == ["began"])
        #expect(pan.scrollInput == .continuous)
        for i in 2...10 { d.send(scrollEvent(4, .changed, 0, -5, at: 0.008 * Double(i))) }
        d.send(scrollEvent(4, .ended, 0, 0, at: 0.088))
        #expect(d.reportedSummary("pan") == ["began", "changed", "ended"])
        #expect(abs(final!.0.y + 50) < 1e-9 && final!.0.x == 0)
        #expect(abs(final!.1.y + 625) < 20)    // 5 pt every 8 ms
        #expect(pan.scrollInput == nil)
        // A wheel's step is not continuous.
        d.send(scrollEvent(3, .step, 0, -40, at: 1))
        #expect(d.reportedSummary("pan") == ["began", "changed", "ended"])
    }

    @Test func aCancelledScrollCancelsThePan() {
        let d = GestureTestHost.pointer()
        let pan = PanGestureRecognizer(name: "pan")
        pan.allowedScrollTypesMask = .all
        d.rootNode.addGestureRecognizer(pan)
        d.send(scrollEvent(4, .began, 0, -3, at: 0))
        d.send(scrollEvent(4, .cancelled, 0, 0, at: 0.05))
        #expect(d.reportedStates("pan") == ["began", "cancelled"])
    }

    @Test func cancellingEveryTouchCancelsAScrollAndTheNextReportStartsAnew() {
        let d = GestureTestHost.pointer()
        let pan = PanGestureRecognizer(name: "pan")
        pan.allowedScrollTypesMask = .continuous
        d.rootNode.addGestureRecognizer(pan)
        d.send(scrollEvent(4, .began, 0, -5, at: 0))
        d.engine.cancelAllTouches(at: 0.01)
        #expect(d.reportedStates("pan") == ["began", "cancelled"])
        d.send(scrollEvent(4, .changed, 0, -5, at: 0.02))
        d.send(scrollEvent(4, .ended, 0, 0, at: 0.03))
        #expect(d.reportedStates("pan") == ["began", "cancelled", "began", "ended"])
        #expect(d.engine.diagnostics.isEmpty)
    }

    @Test func tapsPinchesAndNodesIgnoreScrolling() {
        let d = GestureTestHost.pointer()
        let node = RecordingNode(name: "node", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        d.rootNode.addChild(node)
        let tap = TapGestureRecognizer(name: "tap")
        let pinch = PinchGestureRecognizer(name: "pinch")
        let long = LongPressGestureRecognizer(name: "long")
        let pan = PanGestureRecognizer(name: "pan")
        pan.allowedScrollTypesMask = .all
        for r in [tap, pinch, long, pan] as [GestureRecognizer] { node.addGestureRecognizer(r) }
        d.send(scrollEvent(3, .step, 0, -40, at: 0))
        trackpadScroll(d, dy: -5, at: 1)
        d.advance(to: 3)
        #expect(d.reportedStates("tap").isEmpty && d.reportedStates("pinch").isEmpty && d.reportedStates("long").isEmpty)
        #expect(d.reportedSummary("pan") == ["began", "ended", "began", "changed", "ended"])
        #expect(node.calls.isEmpty)
    }

    @Test func handlersReadTheScrollsModifierKeys() {
        let d = GestureTestHost.pointer()
        let pan = PanGestureRecognizer(name: "pan")
        pan.allowedScrollTypesMask = .discrete
        var keys: [ModifierFlags] = []
        pan.addHandler { keys.append($0.modifierFlags) }
        d.rootNode.addGestureRecognizer(pan)
        d.send(scrollEvent(3, .step, 0, -40, at: 0, modifiers: .command))
        #expect(keys == [.command, .command])
    }

    @Test func scrollingDoesNotEndAHover() {
        let d = GestureTestHost.pointer()
        let hover = HoverGestureRecognizer(name: "hover")
        let pan = PanGestureRecognizer(name: "pan")
        pan.allowedScrollTypesMask = .all
        d.rootNode.addGestureRecognizer(hover)
        d.rootNode.addGestureRecognizer(pan)
        d.send(hoverEvent(1, .moved, 200, 400, at: 0))
        d.send(scrollEvent(1, .step, 0, -40, at: 0.1))
        #expect(d.reportedStates("hover") == ["began"])
    }

    // MARK: Scroll views

    @Test func aScrollViewsPanTakesEveryScrollType() {
        let list = ListFixture(rows: 10)
        #expect(list.list.panGestureRecognizer.allowedScrollTypesMask == .all)
        #expect(ScrollView.defaultPanScrollTypes == .all)
    }

    @Test func aWheelStepScrollsAScrollViewByTheStep() {
        let list = ListFixture(rows: 10)
        let engine = list.engine
        engine.handle(ScrollEvent(timestamp: 0, pointer: TouchID(3), phase: .step, location: Point(x: 200, y: 400), delta: Point(x: 0, y: -40)))
        engine.handle(ScrollEvent(timestamp: 0.05, pointer: TouchID(3), phase: .step, location: Point(x: 200, y: 400), delta: Point(x: 0, y: -40)))
        engine.tick(1)
        #expect(list.list.contentOffset == Point(x: 0, y: 80))
        #expect(!list.list.isDecelerating && !list.list.isDragging)
        // The rows never heard the scroll.
        #expect(list.rows.allSatisfy { $0.calls.isEmpty })
    }

    @Test func aWheelStepPastTheTopBouncesBack() {
        let list = ListFixture(rows: 10)
        list.engine.handle(ScrollEvent(timestamp: 0, pointer: TouchID(3), phase: .step, location: Point(x: 200, y: 400), delta: Point(x: 0, y: 40)))
        #expect(list.list.contentOffset.y < 0)
        list.engine.tick(2)
        #expect(list.list.contentOffset == .zero)
    }

    @Test func aTrackpadScrollGlidesAfterTheFingersLiftAndAFingerStopsIt() {
        let list = ListFixture(rows: 100)
        let engine = list.engine
        func scroll(_ phase: ScrollPhase, _ dy: Double, _ t: Double) {
            engine.handle(ScrollEvent(timestamp: t, pointer: TouchID(4), phase: phase, location: Point(x: 200, y: 400), delta: Point(x: 0, y: dy)))
        }
        scroll(.began, 0, 0)
        for i in 1...10 { scroll(.changed, -10, 0.008 * Double(i)); engine.tick(0.008 * Double(i)) }
        scroll(.ended, 0, 0.088)
        let atLift = list.list.contentOffset.y
        #expect(abs(atLift - 100) < 1e-9)
        #expect(list.list.isDecelerating)
        // The hardware's momentum reports come while the scroll view glides; they move nothing themselves.
        var t = 0.088
        for i in 1...10 {
            t += 0.016
            engine.tick(t)
            scroll(i == 10 ? .momentumEnded : .momentum, -8, t)
        }
        let gliding = list.list.contentOffset.y
        #expect(gliding > atLift + 50)
        #expect(list.list.isDecelerating)
        // A finger lands: the glide stops there.
        list.send(t + 0.01, 1, .began, 200, 400)
        let caught = list.list.contentOffset.y
        #expect(!list.list.isDecelerating)
        engine.tick(t + 0.5)
        #expect(list.list.contentOffset.y == caught)
        list.send(t + 0.6, 1, .ended, 200, 400)
        engine.tick(t + 2)
        #expect(list.list.contentOffset.y == caught)
        #expect(list.calls.contains("willBeginDecelerating"))
    }

    @Test func aScrollAcrossANestedScrollViewGoesToTheOneThatScrollsThatWay() {
        // A horizontal carousel inside a vertical list: a vertical scroll over the carousel scrolls the list.
        let list = ListFixture(rows: 100)
        let carousel = ScrollView(name: "carousel", frame: Rect(x: 0, y: 0, width: 400, height: 100))
        carousel.contentSize = Size(width: 4000, height: 100)
        list.rows[0].addChild(carousel)
        list.engine.handle(ScrollEvent(timestamp: 0, pointer: TouchID(3), phase: .step, location: Point(x: 200, y: 50), delta: Point(x: 0, y: -40)))
        list.engine.tick(1)
        #expect(list.list.contentOffset.y == 40)
        #expect(carousel.contentOffset == .zero)
        list.engine.handle(ScrollEvent(timestamp: 2, pointer: TouchID(3), phase: .step, location: Point(x: 200, y: 50), delta: Point(x: -30, y: 0)))
        list.engine.tick(3)
        #expect(carousel.contentOffset.x == 30)
        #expect(list.list.contentOffset.y == 40)
    }
}
