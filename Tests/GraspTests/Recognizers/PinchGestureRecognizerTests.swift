// Why this file exists: the pinch's specification as scenarios: the span slop just below and above,
// scale relative to the span at the threshold, continuity when a third finger lands or lifts,
// release velocity in scale per second, and its ended, failed and cancelled paths.

import Grasp
import Testing

@Suite("Pinch")
struct PinchGestureRecognizerTests {
    /// Two fingers on a vertical line around (200, 400), `span` apart.
    func fingers(span: Double) -> [(Int, Point)] {
        [(1, Point(x: 200, y: 400 - span / 2)), (2, Point(x: 200, y: 400 + span / 2))]
    }

    func land(_ d: GestureTestHost, span: Double, at t: Double = 0) {
        d.send(at: t, fingers(span: span).map { d.sample($0.0, .began, $0.1.x, $0.1.y) })
    }

    func spread(_ d: GestureTestHost, from a: Double, to b: Double, start: Double, duration: Double, steps: Int) {
        let from = fingers(span: a), to = fingers(span: b)
        d.glide([(1, from[0].1, to[0].1), (2, from[1].1, to[1].1)], from: start, duration: duration, steps: steps)
    }

    func lift(_ d: GestureTestHost, span: Double, at t: Double) {
        d.send(at: t, fingers(span: span).map { d.sample($0.0, .ended, $0.1.x, $0.1.y) })
    }

    @Test func spanChangeJustBelowTheSlopDoesNotBegin() {
        let pinch = PinchGestureRecognizer(name: "pinch")
        let d = GestureTestHost.scenario(pinch)
        land(d, span: 100)
        spread(d, from: 100, to: 129.9, start: 0, duration: 0.05, steps: 6)
        #expect(d.reportedStates(of: pinch).isEmpty)
        #expect(pinch.scale == 1)
    }

    @Test func spanChangeJustAboveTheSlopBegins() {
        let pinch = PinchGestureRecognizer(name: "pinch")
        let d = GestureTestHost.scenario(pinch)
        land(d, span: 100)
        spread(d, from: 100, to: 130.1, start: 0, duration: 0.05, steps: 6)
        #expect(d.reportedStates(of: pinch) == ["began"])
        #expect(abs(pinch.scale - 130.1 / 130) < 1e-9)
    }

    @Test func scaleIsRelativeToTheSpanAtTheThreshold() {
        let pinch = PinchGestureRecognizer(name: "pinch")
        var final: Double?
        pinch.addHandler { if $0.state == .ended { final = $0.scale } }
        let d = GestureTestHost.scenario(pinch)
        land(d, span: 100)
        spread(d, from: 100, to: 260, start: 0, duration: 0.2, steps: 24)
        lift(d, span: 260, at: 0.2)
        #expect(d.summary(of: pinch) == ["began", "changed", "ended"])
        #expect(abs(final! - 2) < 1e-9)
    }

    @Test func pinchingIn() {
        let pinch = PinchGestureRecognizer(name: "pinch")
        let d = GestureTestHost.scenario(pinch)
        land(d, span: 200)
        spread(d, from: 200, to: 85, start: 0, duration: 0.2, steps: 24)
        #expect(abs(pinch.scale - 0.5) < 1e-9)
    }

    @Test func aThirdFingerLandingOrLiftingDoesNotMakeTheScaleJump() {
        let pinch = PinchGestureRecognizer(name: "pinch")
        let d = GestureTestHost.scenario(pinch)
        land(d, span: 100)
        spread(d, from: 100, to: 150, start: 0, duration: 0.05, steps: 6)
        let before = pinch.scale
        d.down(3, 380, 600, at: 0.06)
        #expect(abs(pinch.scale - before) < 1e-12)
        d.move(3, 380, 600, at: 0.07)
        #expect(abs(pinch.scale - before) < 1e-12)
        d.up(1, 200, 325, at: 0.08)
        #expect(abs(pinch.scale - before) < 1e-12)
        #expect(pinch.state == .changed)
        // The remaining two keep scaling from there: doubling their span doubles the scale.
        let span = Point(x: 200, y: 475).distance(to: Point(x: 380, y: 600))
        let center = Point(x: 290, y: 537.5)
        let away = (Point(x: 380, y: 600) - center) / (span / 2)
        d.send(at: 0.1, [
            d.sample(2, .moved, center.x - away.x * span, center.y - away.y * span),
            d.sample(3, .moved, center.x + away.x * span, center.y + away.y * span),
        ])
        #expect(abs(pinch.scale - 2 * before) < 1e-9)
    }

    @Test func releaseVelocityIsScalePerSecond() {
        let pinch = PinchGestureRecognizer(name: "pinch")
        var velocity: Double?
        pinch.addHandler { if $0.state == .ended { velocity = $0.velocity } }
        let d = GestureTestHost.scenario(pinch)
        land(d, span: 100)
        // The span grows 390 pt/s; the reference span is 130, so the scale grows 3 per second.
        spread(d, from: 100, to: 256, start: 0, duration: 0.4, steps: 48)
        lift(d, span: 256, at: 0.4)
        #expect(abs(velocity! - 3) < 0.15)
    }

    @Test func velocityIsZeroAfterARest() {
        let pinch = PinchGestureRecognizer(name: "pinch")
        var velocity: Double?
        pinch.addHandler { if $0.state == .ended { velocity = $0.velocity } }
        let d = GestureTestHost.scenario(pinch)
        land(d, span: 100)
        spread(d, from: 100, to: 256, start: 0, duration: 0.4, steps: 48)
        lift(d, span: 256, at: 0.45)
        #expect(velocity == 0)
    }

    @Test func endsWhenOneOfTwoLifts() {
        let pinch = PinchGestureRecognizer(name: "pinch")
        let d = GestureTestHost.scenario(pinch)
        land(d, span: 100)
        spread(d, from: 100, to: 200, start: 0, duration: 0.1, steps: 12)
        d.up(1, 200, 300, at: 0.12)
        #expect(d.summary(of: pinch) == ["began", "changed", "ended"])
    }

    @Test func failsWhenTheFingersLiftBeforeTheSlop() {
        let pinch = PinchGestureRecognizer(name: "pinch")
        let d = GestureTestHost.scenario(pinch)
        land(d, span: 100)
        lift(d, span: 100, at: 0.1)
        #expect(d.reportedStates(of: pinch) == ["failed"])
    }

    @Test func oneFingerNeverBegins() {
        let pinch = PinchGestureRecognizer(name: "pinch")
        let d = GestureTestHost.scenario(pinch)
        d.drag(1, from: Point(x: 100, y: 100), to: Point(x: 300, y: 300), at: 0, duration: 0.1, steps: 12)
        #expect(d.reportedStates(of: pinch) == ["failed"])
    }

    @Test func cancelledTouchCancels() {
        let pinch = PinchGestureRecognizer(name: "pinch")
        let d = GestureTestHost.scenario(pinch)
        land(d, span: 100)
        spread(d, from: 100, to: 200, start: 0, duration: 0.1, steps: 12)
        d.engine.cancelAllTouches(at: 0.12)
        #expect(d.summary(of: pinch) == ["began", "changed", "cancelled"])
    }

    @Test func settingTheScaleRebasesIt() {
        let pinch = PinchGestureRecognizer(name: "pinch")
        let d = GestureTestHost.scenario(pinch)
        land(d, span: 100)
        spread(d, from: 100, to: 130, start: 0, duration: 0.05, steps: 6)
        pinch.scale = 1
        spread(d, from: 130, to: 260, start: 0.05, duration: 0.05, steps: 6)
        #expect(abs(pinch.scale - 2) < 1e-9)
    }
}
