// Why this file exists: the specification of the animations as tests — springs of every damping,
// decay and its projection, timing curves, the bounce at a bound, rubber-banding, and the rules for
// bad input.

import GraspGeometry
import GraspMotion
import Testing

/// The central difference of `f` at `t`.
private func derivative(_ f: (Double) -> Double, at t: Double, h: Double = 1e-6) -> Double {
    (f(t + h) - f(t - h)) / (2 * h)
}

@Suite("Springs")
struct SpringTests {
    static let ratios: [Double] = [0.3, 0.825, 1, 2.5]

    @Test("Starts exactly at its value and velocity", arguments: ratios)
    func initialConditions(ratio: Double) {
        let s = SpringAnimation(from: 10.0, to: 300, initialVelocity: -800, parameters: SpringParameters(response: 0.4, dampingRatio: ratio))
        #expect(s.value(at: 0) == 10)
        #expect(s.velocity(at: 0) == -800)
        #expect(abs(s.value(at: 1e-9) - 10) < 1e-5)
    }

    @Test("Obeys x″ = −k·x − c·x′ and its velocity is the derivative of its value", arguments: ratios)
    func solvesTheEquation(ratio: Double) {
        let p = SpringParameters(response: 0.5, dampingRatio: ratio)
        let s = SpringAnimation(from: 0.0, to: 100, initialVelocity: 500, parameters: p)
        for t in stride(from: 0.05, through: 1.0, by: 0.05) {
            let x = s.value(at: t) - 100, v = s.velocity(at: t)
            #expect(abs(derivative(s.value, at: t) - v) < 1e-4 * max(1, abs(v)))
            let a = derivative(s.velocity, at: t)
            #expect(abs(a - (-p.stiffness * x - p.damping * v)) < 1e-3 * max(1, abs(a)))
        }
    }

    @Test("Settles: within its tolerance of the target from its duration on", arguments: ratios)
    func settles(ratio: Double) {
        let s = SpringAnimation(from: Point(x: 0, y: 0), to: Point(x: 200, y: -50), initialVelocity: Point(x: 3000, y: 0), parameters: SpringParameters(response: 0.3, dampingRatio: ratio))
        #expect(s.duration.isFinite && s.duration > 0)
        for t in [s.duration, s.duration + 0.1, s.duration * 3] {
            #expect(s.value(at: t).distance(to: s.finalValue) < 2 * s.tolerance)
        }
        #expect(s.value(at: s.duration * 0.5).distance(to: s.finalValue) > s.tolerance)
    }

    @Test("An underdamped spring overshoots; critical and overdamped ones do not")
    func overshoot() {
        func peak(_ ratio: Double) -> Double {
            let s = SpringAnimation(from: 0.0, to: 1, parameters: SpringParameters(response: 0.5, dampingRatio: ratio))
            return stride(from: 0.0, through: 3, by: 0.001).map { s.value(at: $0) }.max()!
        }
        #expect(peak(0.5) > 1.1)
        #expect(peak(1) <= 1 + 1e-12)
        #expect(peak(2) <= 1 + 1e-12)
    }

    @Test("Stiffness, damping and mass describe the same spring as response and damping ratio")
    func physicalParameters() {
        let p = SpringParameters(stiffness: 100, damping: 20, mass: 1)
        #expect(abs(p.dampingRatio - 1) < 1e-12)
        #expect(abs(p.angularFrequency - 10) < 1e-12)
        let q = SpringParameters(response: p.response, dampingRatio: 1)
        #expect(abs(q.stiffness - 100) < 1e-9)
        #expect(abs(q.damping - 20) < 1e-9)
        let heavy = SpringParameters(stiffness: 100, damping: 20, mass: 4)
        #expect(abs(heavy.angularFrequency - 5) < 1e-12)
        #expect(abs(heavy.dampingRatio - 0.5) < 1e-12)
    }

    @Test("An undamped spring never finishes")
    func undamped() {
        let s = SpringAnimation(from: 0.0, to: 1, parameters: SpringParameters(response: 1, dampingRatio: 0))
        #expect(s.duration == .infinity)
        #expect(abs(s.value(at: 0.5) - 2) < 1e-9)   // half a period: the far side
    }

    @Test("A spring already at rest on its target takes no time")
    func atRest() {
        #expect(SpringAnimation(from: 5.0, to: 5).duration == 0)
    }

    @Test("Bad spring parameters stop with a clear message")
    func badParameters() async {
        await #expect(processExitsWith: .failure) { _ = SpringParameters(response: 0, dampingRatio: 1) }
        await #expect(processExitsWith: .failure) { _ = SpringParameters(response: 0.5, dampingRatio: -1) }
        await #expect(processExitsWith: .failure) { _ = SpringParameters(stiffness: -1, damping: 1) }
        await #expect(processExitsWith: .failure) { _ = SpringParameters(stiffness: 1, damping: 1, mass: 0) }
    }
}

@Suite("Decay")
struct DecayTests {
    @Test("The projection is where the decay ends", arguments: [MotionConstants.normalDecelerationRate, MotionConstants.fastDecelerationRate])
    func projection(rate: Double) {
        let d = DecayAnimation(from: Point(x: 10, y: 20), initialVelocity: Point(x: 2000, y: -500), decelerationRate: rate)
        #expect(d.finalValue == d.projection)
        #expect(d.value(at: 100).distance(to: d.projection) < 1e-9)
        #expect(d.value(at: d.duration).distance(to: d.projection) <= d.tolerance * 1.5)
        #expect(d.projection == DecayAnimation.projection(of: Point(x: 10, y: 20), velocity: Point(x: 2000, y: -500), decelerationRate: rate))
    }

    @Test("At the normal rate a 1000 pt/s flick travels 1 / −ln 0.998 ≈ 499.5 pt")
    func normalDistance() {
        let d = DecayAnimation(from: 0.0, initialVelocity: 1000)
        #expect(abs(d.projection - 499.500_166) < 1e-3)
        let fast = DecayAnimation(from: 0.0, initialVelocity: 1000, decelerationRate: MotionConstants.fastDecelerationRate)
        #expect(abs(fast.projection - 99.499_16) < 1e-3)
    }

    @Test("Velocity keeps the rate per millisecond and is the derivative of the value")
    func velocity() {
        let d = DecayAnimation(from: 0.0, initialVelocity: 1500)
        #expect(abs(d.velocity(at: 0.001) - 1500 * 0.998) < 1e-9)
        for t in [0.01, 0.2, 0.7] {
            #expect(abs(derivative(d.value, at: t) - d.velocity(at: t)) < 1e-4)
        }
    }

    @Test("The duration is when the remaining distance falls to the tolerance")
    func duration() {
        let d = DecayAnimation(from: 0.0, initialVelocity: 1000, tolerance: 0.5)
        #expect(abs(abs(d.projection - d.value(at: d.duration)) - 0.5) < 1e-9)
        #expect(DecayAnimation(from: 3.0, initialVelocity: 0).duration == 0)
    }

    @Test("A deceleration rate outside (0, 1) stops with a clear message")
    func badRate() async {
        await #expect(processExitsWith: .failure) { _ = DecayAnimation(from: 0.0, initialVelocity: 1, decelerationRate: 1) }
        await #expect(processExitsWith: .failure) { _ = DecayAnimation(from: 0.0, initialVelocity: 1, decelerationRate: 0) }
    }
}

@Suite("Timing curves")
struct TimingCurveTests {
    static let curves: [TimingCurve] = [
        .linear, .easeIn, .easeOut, .easeInOut,
        .cubicBezier(Point(x: 0.25, y: 0.1), Point(x: 0.25, y: 1)),
        .cubicBezier(Point(x: 0.3, y: -0.5), Point(x: 0.7, y: 1.5)),
    ]

    @Test("Every curve starts at exactly 0 and ends at exactly 1", arguments: curves)
    func endPoints(curve: TimingCurve) {
        #expect(curve.progress(at: 0) == 0)
        #expect(curve.progress(at: 1) == 1)
        #expect(curve.progress(at: -0.5) == 0)
        #expect(curve.progress(at: 1.5) == 1)
        let a = CurveAnimation(from: Point(x: 1, y: 2), to: Point(x: 11, y: -8), duration: 0.3, curve: curve)
        #expect(a.value(at: 0) == Point(x: 1, y: 2))
        #expect(a.value(at: 0.3) == Point(x: 11, y: -8))
        #expect(a.finalValue == Point(x: 11, y: -8))
    }

    @Test("The slope is the derivative of the progress", arguments: curves)
    func slope(curve: TimingCurve) {
        for f in stride(from: 0.05, through: 0.95, by: 0.05) {
            #expect(abs(derivative(curve.progress, at: f) - curve.slope(at: f)) < 1e-4)
        }
    }

    @Test("Ease in starts slowly, ease out ends slowly, ease in-out is symmetric")
    func shapes() {
        #expect(TimingCurve.easeIn.progress(at: 0.25) < 0.25)
        #expect(TimingCurve.easeOut.progress(at: 0.75) > 0.75)
        #expect(abs(TimingCurve.easeInOut.progress(at: 0.5) - 0.5) < 1e-9)
        #expect(abs(TimingCurve.easeInOut.progress(at: 0.3) + TimingCurve.easeInOut.progress(at: 0.7) - 1) < 1e-9)
        #expect(TimingCurve.easeOut.slope(at: 0) > 1)
        #expect(abs(TimingCurve.easeIn.slope(at: 0)) < 1e-9)
    }

    @Test("A curve animation's velocity is the derivative of its value; zero-length animations jump")
    func curveAnimation() {
        let a = CurveAnimation(from: 0.0, to: 100, duration: 0.5, curve: .easeInOut)
        #expect(abs(derivative(a.value, at: 0.2) - a.velocity(at: 0.2)) < 1e-4)
        let instant = CurveAnimation(from: 0.0, to: 100, duration: 0)
        #expect(instant.value(at: 0.001) == 100)
        #expect(instant.velocity(at: 0) == 0)
    }

    @Test("Bad curves and durations stop with a clear message")
    func badInput() async {
        await #expect(processExitsWith: .failure) { _ = CurveAnimation(from: 0.0, to: 1, duration: 1, curve: .cubicBezier(Point(x: -0.1, y: 0), Point(x: 1, y: 1))) }
        await #expect(processExitsWith: .failure) { _ = CurveAnimation(from: 0.0, to: 1, duration: -1) }
    }
}

@Suite("Bounds")
struct BoundsTests {
    @Test("A decay that reaches a bound hands its velocity to a spring, continuously to 1e-9")
    func handOff() throws {
        let b = BoundedDecayAnimation(from: 0.0, initialVelocity: 3000, lowerBound: 0, upperBound: 800)
        let t = try #require(b.handOffTime(forComponent: 0))
        let free = DecayAnimation(from: 0.0, initialVelocity: 3000)
        #expect(abs(free.value(at: t) - 800) < 1e-9)
        #expect(abs(b.value(at: t) - 800) < 1e-9)
        #expect(abs(b.velocity(at: t) - free.velocity(at: t)) < 1e-9)
        #expect(b.value(at: t + 0.05) > 800)                        // it carries on past the bound...
        #expect(abs(b.value(at: b.duration) - 800) <= 2 * b.tolerance)   // ...and comes back to it
        #expect(b.finalValue == 800)
    }

    @Test("Within bounds it is a plain decay; outside, it springs back")
    func insideAndOutside() {
        let inside = BoundedDecayAnimation(from: Point(x: 100, y: 100), initialVelocity: Point(x: 200, y: -100), lowerBound: .zero, upperBound: Point(x: 1000, y: 1000))
        #expect(inside.handOffTime(forComponent: 0) == nil)
        #expect(inside.finalValue == DecayAnimation.projection(of: Point(x: 100, y: 100), velocity: Point(x: 200, y: -100)))
        let outside = BoundedDecayAnimation(from: Point(x: -40, y: 500), initialVelocity: .zero, lowerBound: .zero, upperBound: Point(x: 1000, y: 1000))
        #expect(outside.handOffTime(forComponent: 0) == 0)
        #expect(outside.finalValue == Point(x: 0, y: 500))
        #expect(outside.value(at: outside.duration).distance(to: outside.finalValue) < 2 * outside.tolerance)
    }

    @Test("Rubber band: one to one at first with slope c, never past one dimension")
    func rubberBand() {
        #expect(RubberBand.offset(for: 0, dimension: 400) == 0)
        #expect(abs(RubberBand.offset(for: 0.001, dimension: 400) / 0.001 - MotionConstants.rubberBandCoefficient) < 1e-5)
        #expect(RubberBand.offset(for: 1e9, dimension: 400) < 400)
        #expect(abs(RubberBand.offset(for: 400, dimension: 400) - (1 - 1 / 1.55) * 400) < 1e-9)
        #expect(RubberBand.offset(for: -100, dimension: 400) == -RubberBand.offset(for: 100, dimension: 400))
        #expect(RubberBand.offset(for: 10, dimension: 0) == 0)
        #expect(RubberBand.clamp(50, to: 0...100, dimension: 300) == 50)
        #expect(RubberBand.clamp(-30, to: 0...100, dimension: 300) == RubberBand.offset(for: -30, dimension: 300))
        let p = RubberBand.clamp(Point(x: 150, y: 50), to: Rect(x: 0, y: 0, width: 100, height: 100), dimensions: Size(width: 300, height: 300))
        #expect(p.x == 100 + RubberBand.offset(for: 50, dimension: 300) && p.y == 50)
    }

    @Test("Crossed bounds stop with a clear message")
    func badBounds() async {
        await #expect(processExitsWith: .failure) { _ = BoundedDecayAnimation(from: 0.0, initialVelocity: 1, lowerBound: 10, upperBound: 0) }
    }
}

@Suite("Animatable values")
struct AnimatableTests {
    @Test("Sizes and rects add, subtract and scale per component")
    func arithmetic() {
        #expect(Size(width: 1, height: 2) + Size(width: 3, height: 4) == Size(width: 4, height: 6))
        #expect(Size(width: 1, height: 2) - Size(width: 3, height: 4) == Size(width: -2, height: -2))
        #expect(Size(width: 1, height: 2) * 3 == Size(width: 3, height: 6))
        let r = Rect(x: 1, y: 2, width: 3, height: 4)
        #expect(r + r == Rect(x: 2, y: 4, width: 6, height: 8))
        #expect((r - r) == .zero)
        #expect(r * 0.5 == Rect(x: 0.5, y: 1, width: 1.5, height: 2))
        #expect((0..<4).map { r[component: $0] } == [1, 2, 3, 4])
        #expect(Rect.componentCount == 4 && Point.componentCount == 2 && Size.componentCount == 2 && Double.componentCount == 1)
    }

    @Test("A spring on a rect moves every component to its target")
    func rectSpring() {
        let s = SpringAnimation(from: Rect(x: 0, y: 0, width: 10, height: 10), to: Rect(x: 100, y: 50, width: 200, height: 80))
        let end = s.value(at: s.duration)
        for i in 0..<4 { #expect(abs(end[component: i] - s.to[component: i]) < 2 * s.tolerance) }
    }
}
