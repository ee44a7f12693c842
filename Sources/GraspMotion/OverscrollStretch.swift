// Why this file exists: since Android 12 a scroll view pulled or flung past its edge does not rubber-band:
// its content stays on the edge and is drawn stretched, and the stretch relaxes on a spring. This value
// type is that stretch along one axis (AOSP's `EdgeEffect` in its stretch mode): the pull that consumes
// the overscroll, and the relaxation after a release or an absorbed fling, evaluated from time in closed
// form so that the same stretch shows at 60, 120 or 240 Hz and a touch catches it exactly.

import GraspGeometry

/// The stretch overscroll of Android 12 and later (`EdgeEffect`'s stretch) along one axis.
///
/// The stretch is an **amount**, a fraction of the view's length, signed as the content offset: negative
/// at the leading edge (the top or left, pulled past the lowest offset), positive at the trailing edge.
///
/// ```swift
/// var stretch = try OverscrollStretch(length: 800, density: 2.625)
/// _ = try stretch.pull(by: -120, at: 1.0)   // a finger drags 120 pt past the top: all consumed
/// stretch.amount(at: 1.0)                    // −0.15
/// stretch.scale(at: 1.0)                     // ≈ 1.0227: the content is drawn 2.3 % longer
/// stretch.release(at: 1.1)                   // the finger lifts: it relaxes on the spring
/// stretch.isActive(at: 1.6)                  // false: back to rest
/// ```
///
/// - **Pull** (``pull(by:at:)``, AOSP's `onPullDistance`): a movement of the content offset past an edge
///   adds its length's fraction to the amount (capped at 1, the whole view), and a movement back takes
///   it away first, down to zero; it returns the part it consumed, the rest moving the content.
/// - **Drawing**: the content is scaled along the axis by ``scale(at:)``, `1 + 0.016·a + 0.016·(1 −
///   e^(−a·e/0.33))` for the amount's magnitude `a` (AOSP's `dampStretchVector`), about the
///   ``anchor(at:)`` (0 at the leading edge, 1 at the trailing one).
/// - **Relaxing** (``release(at:)`` after a pull, ``absorb(velocity:at:)`` for a fling reaching the
///   edge, its velocity times 13): an underdamped spring of natural frequency 24.657 rad/s and damping
///   ratio 0.98 in pixels; held at the whole length if it would pass it; ending when it crosses zero or
///   rests (0.01 px/s and 0.001 px), and taking over linearly at 200 px/s once it is within 8 px of rest
///   and slower than that, heading back. AOSP checks those conditions once a frame; Grasp solves the
///   times they are first met, so the curve is the same at any rate.
///
/// The constants are those of AOSP's `EdgeEffect` after Android 12's first release (android-12.0.0 used
/// a spring of 17.55 and 0.92 and intensities of 0.06): NATURAL_FREQUENCY 24.657, DAMPING_RATIO 0.98,
/// ON_ABSORB_VELOCITY_ADJUSTMENT 13, LINEAR_VELOCITY_TAKE_OVER 200, LINEAR_DISTANCE_TAKE_OVER 8,
/// VELOCITY_THRESHOLD 0.01, VALUE_THRESHOLD 0.001, LINEAR_ and EXP_STRETCH_INTENSITY 0.016,
/// SCROLL_DIST_AFFECTED_BY_EXP_STRETCH 0.33.
public struct OverscrollStretch: Hashable, Sendable {
    /// The view's length along the axis, in points (AOSP's `mHeight`, in pixels there).
    public let length: Double
    /// Pixels per point: the spring and its take-over work in pixels.
    public let density: Double

    /// A spring of the relaxation, from `start` seconds, with displacement `x0` (pixels away from rest,
    /// positive) and velocity `v0` (pixels per second, positive away from rest).
    @usableFromInline struct Spring: Hashable, Sendable {
        var start: Double, x0: Double, v0: Double
    }

    @usableFromInline enum Phase: Hashable, Sendable {
        case idle
        /// Held at `amount` by a finger (AOSP's PULL).
        case held(amount: Double)
        /// Relaxing towards the edge `sign` (−1 leading, 1 trailing): `first` until `clampTime` (when
        /// it reached the whole length and is held there), then `second`; linear from `linearStart`
        /// (with `linearX0` pixels left) until `end`.
        case relaxing(sign: Double, first: Spring, clampTime: Double, second: Spring, linearStart: Double, linearX0: Double, end: Double)
    }
    @usableFromInline var phase: Phase = .idle

    /// A stretch at rest for a view `length` points long on a screen of `density` pixels per point.
    ///
    /// - Throws: ``ScrollPhysicsError`` naming `length` or `density` when it is zero, negative, NaN or
    ///   infinite.
    public init(length: Double, density: Double = 1) throws(ScrollPhysicsError) {
        try ScrollPhysicsError.requirePositive(length, "length", in: "OverscrollStretch", requirement: "a finite number of points greater than 0")
        try ScrollPhysicsError.requirePositive(density, "density", in: "OverscrollStretch", requirement: "a finite number of pixels per point greater than 0")
        self.length = length
        self.density = density
    }

    // MARK: AOSP's constants

    /// 24.657 rad/s: the natural frequency of the relaxing spring.
    public static let naturalFrequency: Double = 24.657
    /// 0.98: the damping ratio of the relaxing spring.
    public static let dampingRatio: Double = 0.98
    /// 13: how many times its velocity a fling reaching the edge gives the stretch.
    public static let absorbVelocityFactor: Double = 13
    /// 200 px/s: the speed of the linear take-over near rest.
    public static let linearTakeOverSpeed: Double = 200
    /// 8 px: how near rest the linear take-over may start.
    public static let linearTakeOverDistance: Double = 8
    /// 0.01 px/s and 0.001 px: a spring slower and nearer than these is at rest.
    public static let restingVelocity: Double = 0.01
    /// 0.001 px: see ``restingVelocity``.
    public static let restingDistance: Double = 0.001
    /// 0.016: the linear and the exponential intensities of the drawn stretch.
    public static let stretchIntensity: Double = 0.016
    /// 0.33: the amount over which the exponential part of the drawn stretch builds up.
    public static let exponentialStretchDistance: Double = 0.33

    /// The drawn stretch of an amount `a` (a fraction of the length; its magnitude counts): `0.016·a +
    /// 0.016·(1 − e^(−a·e/0.33))`, AOSP's `dampStretchVector`. At most 0.032.
    public static func dampedStretch(_ amount: Double) -> Double {
        let a = abs(amount)
        let e = GraspMath.exp(1)
        return stretchIntensity * a + stretchIntensity * (1 - GraspMath.exp(-a * e / exponentialStretchDistance))
    }

    // MARK: Reading

    /// The amount `time` seconds into the host's clock: a fraction of ``length``, negative at the
    /// leading edge, positive at the trailing edge, zero at rest. Before a relaxation's start, the
    /// amount it starts from.
    public func amount(at time: Double) -> Double {
        switch phase {
        case .idle: return 0
        case .held(let amount): return amount
        case let .relaxing(sign, first, clampTime, second, linearStart, linearX0, end):
            if time >= end { return 0 }
            let px: Double
            if time >= linearStart {
                px = max(linearX0 - Self.linearTakeOverSpeed * (time - linearStart), 0)
            } else if time >= clampTime {
                px = Self.spring(second, at: time).x
            } else {
                px = Self.spring(first, at: max(time, first.start)).x
            }
            return sign * min(max(px, 0), lengthInPixels) / lengthInPixels
        }
    }

    /// The scale to draw the content with along the axis `time` seconds into the host's clock: 1 at
    /// rest, at most 1.032.
    public func scale(at time: Double) -> Double { 1 + Self.dampedStretch(amount(at: time)) }

    /// Where the content is anchored while stretched, as a fraction of the length: 0 (the leading edge)
    /// for a negative amount, 1 (the trailing edge) for a positive one, 0.5 at rest.
    public func anchor(at time: Double) -> Double {
        let a = amount(at: time)
        return a < 0 ? 0 : a > 0 ? 1 : 0.5
    }

    /// Whether the stretch is held or still relaxing at `time`.
    public func isActive(at time: Double) -> Bool {
        switch phase {
        case .idle: return false
        case .held(let amount): return amount != 0
        case .relaxing(_, _, _, _, _, _, let end): return time < end
        }
    }

    /// When a relaxation comes to rest, in the host's clock; `nil` when none is under way.
    public var restTime: Double? {
        if case .relaxing(_, _, _, _, _, _, let end) = phase { return end }
        return nil
    }

    /// Whether a finger holds the stretch (between a pull and a release).
    public var isHeld: Bool {
        if case .held = phase { return true }
        return false
    }

    // MARK: Changing

    /// A movement of the content offset by `delta` points at an edge, at `time`: the part the stretch
    /// consumes, in points (AOSP's `onPullDistance`). Away from rest at the edge the movement points past
    /// (negative at the leading edge, positive at the trailing one, chosen by `delta`'s sign when at
    /// rest), all of it is consumed and the amount grows (capped at 1); back towards rest, it consumes up
    /// to the amount and the stretch then rests. A relaxation under way is caught where it is at `time`.
    ///
    /// - Throws: ``ScrollPhysicsError`` naming `delta` when it is NaN or infinite; nothing changes.
    @discardableResult
    public mutating func pull(by delta: Double, at time: Double) throws(ScrollPhysicsError) -> Double {
        try ScrollPhysicsError.requireFinite(delta, "delta", in: "OverscrollStretch")
        let current = amount(at: time)
        let change = delta / length
        if current == 0 {
            guard change != 0 else { return 0 }
            phase = .held(amount: max(min(change, 1), -1))
            return delta
        }
        let sign: Double = current < 0 ? -1 : 1
        let next = current + change
        if next * sign <= 0 {  // back to (or through) rest: only the amount is consumed
            phase = .held(amount: 0)
            return -current * length
        }
        phase = .held(amount: sign * min(abs(next), 1))
        return delta
    }

    /// The finger lifts at `time`: a held stretch relaxes from rest speed (AOSP's `onRelease`). Nothing
    /// happens when it is not held.
    public mutating func release(at time: Double) {
        guard case .held(let amount) = phase else { return }
        guard amount != 0 else {
            phase = .idle
            return
        }
        relax(sign: amount < 0 ? -1 : 1, x0: abs(amount) * lengthInPixels, v0: 0, at: time)
    }

    /// A fling reaches the edge at `time` with `velocity` (the content offset's, points per second;
    /// negative at the leading edge): the stretch takes 13 times that velocity (in pixels) and relaxes
    /// from where it is then (AOSP's `onAbsorb`).
    ///
    /// - Throws: ``ScrollPhysicsError`` naming `velocity` when it is NaN or infinite; nothing changes.
    public mutating func absorb(velocity: Double, at time: Double) throws(ScrollPhysicsError) {
        try ScrollPhysicsError.requireFinite(velocity, "velocity", in: "OverscrollStretch")
        let current = amount(at: time)
        let sign: Double = current != 0 ? (current < 0 ? -1 : 1) : (velocity < 0 ? -1 : 1)
        let v0 = sign * velocity * density * Self.absorbVelocityFactor
        guard current != 0 || v0 > 0 else { return }
        relax(sign: sign, x0: abs(current) * lengthInPixels, v0: v0, at: time)
    }

    /// Ends the stretch at once (AOSP's `finish`).
    public mutating func finish() { phase = .idle }

    // MARK: The relaxation

    private var lengthInPixels: Double { length * density }

    /// The spring's displacement and velocity at `time` (underdamped closed form).
    @usableFromInline static func spring(_ s: Spring, at time: Double) -> (x: Double, v: Double) {
        let t = time - s.start
        let omega = naturalFrequency, zeta = dampingRatio
        let damped = omega * (1 - zeta * zeta).squareRoot()
        let a = s.x0, b = (zeta * omega * s.x0 + s.v0) / damped
        let envelope = GraspMath.exp(-zeta * omega * t)
        let c = GraspMath.cos(damped * t), sn = GraspMath.sin(damped * t)
        let x = envelope * (a * c + b * sn)
        let v = -zeta * omega * x + envelope * (-damped * a * sn + damped * b * c)
        return (x, v)
    }

    /// What happens to the spring at a time: nothing yet, it passed the whole length, it crossed rest or
    /// settled, or the linear take-over starts.
    private enum Event { case none, clamp, rest, takeOver }

    private func event(_ s: Spring, at time: Double, clamped: Bool) -> Event {
        let (x, v) = Self.spring(s, at: time)
        if !clamped, x > lengthInPixels { return .clamp }
        if x < 0 || (abs(v) < Self.restingVelocity && x < Self.restingDistance) { return .rest }
        if abs(v) <= Self.linearTakeOverSpeed, x < Self.linearTakeOverDistance, v < 0 { return .takeOver }
        return .none
    }

    /// The first time after `s.start` an event occurs, scanning by milliseconds and bisecting the step
    /// it falls in to a nanosecond; with the event.
    private func firstEvent(_ s: Spring, clamped: Bool) -> (time: Double, event: Event) {
        let step = 0.001
        var low = s.start
        for _ in 0..<20_000 {
            let high = low + step
            let found = event(s, at: high, clamped: clamped)
            if case .none = found {
                low = high
                continue
            }
            var a = low, b = high
            while b - a > 1e-9 {
                let mid = (a + b) / 2
                if case .none = event(s, at: mid, clamped: clamped) { a = mid } else { b = mid }
            }
            return (b, event(s, at: b, clamped: clamped))
        }
        return (low, .rest)
    }

    private mutating func relax(sign: Double, x0: Double, v0: Double, at time: Double) {
        let first = Spring(start: time, x0: min(x0, lengthInPixels), v0: v0)
        var (when, what) = firstEvent(first, clamped: false)
        var clampTime = Double.infinity
        var second = first
        if case .clamp = what {
            clampTime = when
            second = Spring(start: when, x0: lengthInPixels, v0: 0)
            (when, what) = firstEvent(second, clamped: true)
        }
        let active = when >= clampTime ? second : first
        switch what {
        case .takeOver:
            let left = max(Self.spring(active, at: when).x, 0)
            phase = .relaxing(sign: sign, first: first, clampTime: clampTime, second: second,
                              linearStart: when, linearX0: left, end: when + left / Self.linearTakeOverSpeed)
        default:
            phase = .relaxing(sign: sign, first: first, clampTime: clampTime, second: second,
                              linearStart: when, linearX0: 0, end: when)
        }
    }
}
