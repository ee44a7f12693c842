// Why this file exists: the rotation's specification as scenarios: the angle slop just below and
// above, clockwise-positive sign, accumulation through ±π, continuity when fingers land or lift,
// release velocity in radians per second, and its ended and cancelled paths.

import Grasp
import Testing

@Suite("Rotation")
struct RotationGestureRecognizerTests {
    let center = Point(x: 200, y: 400)

    /// Finger 1 and finger 2 on opposite sides of the centre, 100 pt apart, the line from 1 to 2 at `angle`.
    func positions(_ angle: Double) -> (Point, Point) {
        let v = Point(x: 50 * GraspMath.cos(angle), y: 50 * GraspMath.sin(angle))
        return (center - v, center + v)
    }

    func land(_ d: GestureTestHost, at angle: Double) {
        let (a, b) = positions(angle)
        d.send(at: 0, [d.sample(1, .began, a.x, a.y), d.sample(2, .began, b.x, b.y)])
    }

    /// Turns from `a` to `b` (radians) in `steps` steps of 1/120 s from `start`; returns the end time.
    @discardableResult
    func turn(_ d: GestureTestHost, from a: Double, to b: Double, start: Double = 0, steps: Int) -> Double {
        for step in 1...steps {
            let angle = a + (b - a) * Double(step) / Double(steps)
            let (p, q) = positions(angle)
            d.send(at: start + Double(step) / 120, [d.sample(1, .moved, p.x, p.y), d.sample(2, .moved, q.x, q.y)])
        }
        return start + Double(steps) / 120
    }

    func lift(_ d: GestureTestHost, angle: Double, at t: Double) {
        let (a, b) = positions(angle)
        d.send(at: t, [d.sample(1, .ended, a.x, a.y), d.sample(2, .ended, b.x, b.y)])
    }

    let degree = Double.pi / 180

    @Test func turnJustBelowTheSlopDoesNotBegin() {
        let rotation = RotationGestureRecognizer(name: "rotation")
        let d = GestureTestHost.scenario(rotation)
        land(d, at: 0)
        turn(d, from: 0, to: 9.9 * degree, steps: 5)
        #expect(d.reportedStates(of: rotation).isEmpty)
    }

    @Test func turnJustAboveTheSlopBeginsClockwisePositive() {
        let rotation = RotationGestureRecognizer(name: "rotation")
        let d = GestureTestHost.scenario(rotation)
        land(d, at: 0)
        turn(d, from: 0, to: 10.1 * degree, steps: 5)
        #expect(d.reportedStates(of: rotation) == ["began"])
        #expect(abs(rotation.rotation - 10.1 * degree) < 1e-9)
        #expect(rotation.activationMargin > 0)
    }

    @Test func counterclockwiseIsNegative() {
        let rotation = RotationGestureRecognizer(name: "rotation")
        let d = GestureTestHost.scenario(rotation)
        land(d, at: 0)
        turn(d, from: 0, to: -45 * degree, steps: 12)
        #expect(abs(rotation.rotation + 45 * degree) < 1e-9)
    }

    @Test func accumulatesThroughPlusOrMinusPi() {
        let rotation = RotationGestureRecognizer(name: "rotation")
        let d = GestureTestHost.scenario(rotation)
        land(d, at: 170 * degree)
        turn(d, from: 170 * degree, to: 170 * degree + 1.5 * .pi, steps: 90)
        #expect(abs(rotation.rotation - 1.5 * .pi) < 1e-9)
        turn(d, from: 170 * degree + 1.5 * .pi, to: 170 * degree - .pi, start: 0.75, steps: 150)
        #expect(abs(rotation.rotation + .pi) < 1e-9)
    }

    @Test func releaseVelocityIsRadiansPerSecond() {
        let rotation = RotationGestureRecognizer(name: "rotation")
        var velocity: Double?
        rotation.addHandler { if $0.state == .ended { velocity = $0.velocity } }
        let d = GestureTestHost.scenario(rotation)
        land(d, at: 0)
        // 2 rad/s for 0.4 s.
        let end = turn(d, from: 0, to: 0.8, steps: 48)
        lift(d, angle: 0.8, at: end)
        #expect(d.summary(of: rotation) == ["began", "changed", "ended"])
        #expect(abs(velocity! - 2) < 0.1)
    }

    @Test func velocityIsZeroAfterARest() {
        let rotation = RotationGestureRecognizer(name: "rotation")
        var velocity: Double?
        rotation.addHandler { if $0.state == .ended { velocity = $0.velocity } }
        let d = GestureTestHost.scenario(rotation)
        land(d, at: 0)
        let end = turn(d, from: 0, to: 0.8, steps: 48)
        lift(d, angle: 0.8, at: end + 0.05)
        #expect(velocity == 0)
    }

    @Test func fingersLandingOrLiftingDoNotMakeTheRotationJump() {
        let rotation = RotationGestureRecognizer(name: "rotation")
        let d = GestureTestHost.scenario(rotation)
        land(d, at: 0)
        turn(d, from: 0, to: 0.5, steps: 10)
        let before = rotation.rotation
        d.down(3, 300, 700, at: 0.1)
        #expect(rotation.rotation == before)
        let (_, b) = positions(0.5)
        // The first finger lifts: the pair is now fingers 2 and 3.
        d.up(1, positions(0.5).0.x, positions(0.5).0.y, at: 0.11)
        #expect(rotation.rotation == before)
        #expect(rotation.state.isInProgress)
        // Turn finger 3 a quarter turn clockwise around finger 2.
        let r = Point(x: 300, y: 700) - b
        d.move(3, b.x - r.y, b.y + r.x, at: 0.12)
        #expect(abs(rotation.rotation - (before + .pi / 2)) < 1e-9)
    }

    @Test func cancelledTouchesCancel() {
        let rotation = RotationGestureRecognizer(name: "rotation")
        let d = GestureTestHost.scenario(rotation)
        land(d, at: 0)
        turn(d, from: 0, to: 0.5, steps: 10)
        d.engine.cancelAllTouches(at: 0.1)
        #expect(d.summary(of: rotation) == ["began", "changed", "cancelled"])
    }

    @Test func failsWithoutTurning() {
        let rotation = RotationGestureRecognizer(name: "rotation")
        let d = GestureTestHost.scenario(rotation)
        land(d, at: 0)
        lift(d, angle: 0, at: 0.1)
        #expect(d.reportedStates(of: rotation) == ["failed"])
    }
}
