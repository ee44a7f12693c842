// Why this file exists: a scroll view released with a velocity glides, slows down at its deceleration
// rate, stops, and bounces off an edge it reaches; released past an edge it springs back. This value
// type is that motion along one axis, in closed form from the release, so that a scroll view evaluates
// it at whatever time a frame or a touch arrives and gets the same offset at 60, 120 or 240 Hz.

import GraspGeometry

/// The motion of a scroll view's content offset along one axis after the finger lifts: deceleration,
/// the bounce off an edge, the spring back from past an edge, or a glide that lands on a chosen target.
///
/// ```swift
/// let glide = try ScrollAxisDeceleration(offset: 1200, velocity: 2500, rate: .normal, bounds: 0...4000)
/// glide.restingOffset          // where it will stop (known at the release)
/// glide.offset(at: 0.25)       // 250 ms after the release
/// glide.duration               // when it has stopped
/// ```
///
/// - **Deceleration.** The velocity decays as `v₀ · rate^(1000 t)` (UIKit's `decelerationRate`
///   semantics), the offset is its integral, and the glide stops where it is when the speed falls to
///   ``MotionConstants/decelerationStopSpeed`` (2 pt/s): ``restingOffset`` is that stopping point, known
///   at the release, and nothing jumps when it is reached.
/// - **Edges.** A glide whose stopping point lies beyond an edge reaches the edge at the solved crossing
///   time (``edgeCrossingTime``) and hands the velocity it has there to a critically damped spring
///   (``SpringParameters/bounce``) that carries it past and brings it back to the edge: position and
///   velocity are continuous at the crossing.
/// - **Released past an edge** (after rubber-banding, see ``ScrollAxisDrag``): the spring takes the
///   release offset and velocity at once and settles on the edge.
/// - **A replaced target** (``init(offset:velocity:target:rate:bounds:spring:)``, for snapping and
///   paging): the motion lands exactly on the target.
///
/// The motion reuses ``BoundedDecayAnimation`` (with a stop speed) and ``SpringAnimation``. Inputs
/// that are not finite numbers are refused with a ``ScrollPhysicsError`` that names them.
public struct ScrollAxisDeceleration: ValueAnimation {
    /// The offset at the release, in points.
    public let releaseOffset: Double
    /// The velocity at the release, in points per second.
    public let releaseVelocity: Double
    /// The deceleration rate.
    public let rate: DecelerationRate
    /// The offsets the content may rest at: from the lowest to the highest content offset.
    public let bounds: ClosedRange<Double>
    /// Where the motion ends: the glide's stopping point, the edge it bounced off or sprang back to, or
    /// the target it was given. Exactly the offset from ``duration`` on.
    public let restingOffset: Double
    /// How long the motion lasts, in seconds after the release.
    public let duration: Double
    /// When the glide reaches an edge and the bounce spring takes over, in seconds after the release:
    /// 0 when it was released past an edge, `nil` when it never reaches one.
    public let edgeCrossingTime: Double?

    @usableFromInline enum Motion: Sendable {
        case decay(BoundedDecayAnimation<Double>)
        case spring(SpringAnimation<Double>)
        case fling(AndroidFling)
        case curve(CurveAnimation<Double>)
    }
    @usableFromInline let motion: Motion

    /// The glide after a release at `offset` with `velocity`, slowing at `rate` within `bounds`.
    ///
    /// - Parameters:
    ///   - offset: The content offset at the release, in points. May lie outside `bounds` (released
    ///     while rubber-banding): the content then springs back to the nearer edge.
    ///   - velocity: The release velocity of the content offset, in points per second.
    ///   - rate: How quickly the glide slows down.
    ///   - bounds: The lowest and highest content offsets; unbounded by default. Either end may be
    ///     infinite, but not both on the same side.
    ///   - spring: The spring of the bounce and of the spring back.
    /// - Throws: ``ScrollPhysicsError`` when `offset`, `velocity` or a bound is NaN or infinite (a
    ///   bound only on its own side).
    public init(
        offset: Double, velocity: Double, rate: DecelerationRate = .normal,
        bounds: ClosedRange<Double> = -Double.infinity...Double.infinity, spring: SpringParameters = .bounce
    ) throws(ScrollPhysicsError) {
        try Self.validate(offset: offset, velocity: velocity, bounds: bounds)
        let decay = BoundedDecayAnimation(
            from: offset, initialVelocity: velocity, decelerationRate: rate.rawValue,
            lowerBound: bounds.lowerBound, upperBound: bounds.upperBound, spring: spring,
            stopSpeed: MotionConstants.decelerationStopSpeed)
        releaseOffset = offset
        releaseVelocity = velocity
        self.rate = rate
        self.bounds = bounds
        motion = .decay(decay)
        restingOffset = decay.finalValue
        duration = decay.duration
        edgeCrossingTime = decay.handOffTime(forComponent: 0)
    }

    /// The motion after a release at `offset` with `velocity` that lands exactly on `target` (the
    /// offset a `scrollViewWillEndDragging(withVelocity:targetContentOffset:)` delegate chose, or a
    /// page).
    ///
    /// A target beyond `bounds` is moved onto the nearer edge. When the target lies ahead along the
    /// velocity and a glide could reach it decaying between half and four times as strongly as `rate`
    /// (``MotionConstants/retargetedDecayRange``), the motion is that glide: the release velocity is
    /// kept and the decay constant solved so that the stopping point is the target. Otherwise (the
    /// target is behind the velocity, too far for it, too near, or the release was past an edge) a
    /// spring from the release offset and velocity settles on it. A target inside `bounds` (an interior
    /// page) is never passed: the spring is critically damped, with `spring`'s response or, when the
    /// release is too fast for that, one quick enough to stop on the target (the motion then approaches
    /// the target exponentially, from the release velocity). A target on an edge (the first or last
    /// page) keeps `spring` as given: a fast release towards the edge bounces past it and comes back, as
    /// any glide that reaches an edge does.
    ///
    /// - Throws: ``ScrollPhysicsError`` when `offset`, `velocity`, `target` or a bound is NaN or
    ///   infinite.
    public init(
        offset: Double, velocity: Double, target: Double, rate: DecelerationRate = .normal,
        bounds: ClosedRange<Double> = -Double.infinity...Double.infinity, spring: SpringParameters = .bounce
    ) throws(ScrollPhysicsError) {
        try Self.validate(offset: offset, velocity: velocity, bounds: bounds)
        try ScrollPhysicsError.requireFinite(target, "target", in: "ScrollAxisDeceleration")
        let goal = min(max(target, bounds.lowerBound), bounds.upperBound)
        releaseOffset = offset
        releaseVelocity = velocity
        self.rate = rate
        self.bounds = bounds
        restingOffset = goal
        edgeCrossingTime = bounds.contains(offset) ? nil : 0

        // A glide with the release velocity stops at offset + (v − sign(v)·s)/(−k) for a stop speed s:
        // solve k for the target.
        let distance = goal - offset, stop = MotionConstants.decelerationStopSpeed
        let k = rate.decayConstant
        if bounds.contains(offset), distance * velocity > 0, abs(velocity) > stop {
            let solved = -(velocity - (velocity > 0 ? stop : -stop)) / distance
            let range = MotionConstants.retargetedDecayRange
            if solved / k >= range.lowerBound, solved / k <= range.upperBound {
                let decay = BoundedDecayAnimation(
                    from: offset, initialVelocity: velocity, decelerationRate: GraspMath.exp(solved / 1000),
                    lowerBound: bounds.lowerBound, upperBound: bounds.upperBound, spring: spring,
                    stopSpeed: stop)
                motion = .decay(decay)
                duration = decay.duration
                return
            }
        }
        let interior = goal > bounds.lowerBound && goal < bounds.upperBound
        let parameters = interior ? Self.landing(spring, distance: distance, velocity: velocity) : spring
        let settle = SpringAnimation(from: offset, to: goal, initialVelocity: velocity, parameters: parameters)
        motion = .spring(settle)
        duration = settle.duration
    }

    /// The spring that settles on a target inside the bounds without passing it: `spring`'s response,
    /// critically damped, made quicker when the release velocity towards the target is too fast for it.
    ///
    /// A critically damped spring released `d` short of its target at `v` towards it passes the target
    /// exactly when `|v| > ω·|d|`; with `ω ≥ |v| / |d|` it approaches like the exponential
    /// `d·e^(−ωt)`, still leaving with the release velocity. Released moving away from the target it
    /// never crosses it. Within ``landingTolerance`` of the target the distance counts as that tolerance:
    /// the spring then passes by at most `tolerance / e`, a third of it.
    static func landing(_ spring: SpringParameters, distance: Double, velocity: Double) -> SpringParameters {
        var omega = spring.angularFrequency
        if distance * velocity > 0 || abs(distance) < landingTolerance {
            omega = max(omega, abs(velocity) / max(abs(distance), landingTolerance))
        }
        return SpringParameters(response: 2 * Double.pi / omega, dampingRatio: 1)
    }

    /// 0.5 pt: how close to an interior target a release may be before the settle treats it as this far
    /// (``landing(_:distance:velocity:)``); a settle then passes the target by at most 0.18 pt.
    static let landingTolerance: Double = 0.5

    private static func validate(offset: Double, velocity: Double, bounds: ClosedRange<Double>) throws(ScrollPhysicsError) {
        try ScrollPhysicsError.requireFinite(offset, "offset", in: "ScrollAxisDeceleration")
        try ScrollPhysicsError.requireFinite(velocity, "velocity", in: "ScrollAxisDeceleration")
        try ScrollPhysicsError.requireBounds(bounds, in: "ScrollAxisDeceleration")
    }

    /// Android's fling after a release at `offset` with `velocity` within `bounds` (see
    /// ``AndroidFling``): it stops at an edge it reaches, at ``edgeCrossingTime``, without a bounce. A
    /// release past an edge settles on the nearer edge as ``init(offset:velocity:target:rate:bounds:spring:)``
    /// does (Android's own content never lies past an edge; the stretch is drawn apart from the offset).
    /// ``rate`` is then ``DecelerationRate/normal``, which only a retargeted motion uses.
    ///
    /// - Throws: ``ScrollPhysicsError`` when `offset`, `velocity` or a bound is NaN or infinite.
    public init(
        offset: Double, velocity: Double, android physics: AndroidScrollPhysics,
        bounds: ClosedRange<Double> = -Double.infinity...Double.infinity
    ) throws(ScrollPhysicsError) {
        try Self.validate(offset: offset, velocity: velocity, bounds: bounds)
        guard bounds.contains(offset) else {
            self = try ScrollAxisDeceleration(offset: offset, velocity: velocity, target: offset, bounds: bounds)
            return
        }
        let fling = try AndroidFling(offset: offset, velocity: velocity, physics: physics, bounds: bounds)
        releaseOffset = offset
        releaseVelocity = velocity
        rate = .normal
        self.bounds = bounds
        motion = .fling(fling)
        restingOffset = fling.restingOffset
        duration = fling.duration
        edgeCrossingTime = fling.edgeCrossingTime
    }

    /// A motion from `offset` onto `target` over `duration` seconds on `curve` (Android's smooth scroll
    /// of a snap), within `bounds`; the release velocity is kept for the delegate, the path is the curve's.
    ///
    /// - Throws: ``ScrollPhysicsError`` when `offset`, `velocity`, `target` or `duration` is NaN or
    ///   infinite, or `duration` is negative.
    public init(
        offset: Double, velocity: Double, target: Double, duration: Double, curve: TimingCurve,
        bounds: ClosedRange<Double> = -Double.infinity...Double.infinity
    ) throws(ScrollPhysicsError) {
        try Self.validate(offset: offset, velocity: velocity, bounds: bounds)
        try ScrollPhysicsError.requireFinite(target, "target", in: "ScrollAxisDeceleration")
        guard duration >= 0, duration.isFinite else {
            throw ScrollPhysicsError(type: "ScrollAxisDeceleration", parameter: "duration", value: duration, requirement: "a finite number of seconds, 0 or more")
        }
        let goal = min(max(target, bounds.lowerBound), bounds.upperBound)
        releaseOffset = offset
        releaseVelocity = velocity
        rate = .normal
        self.bounds = bounds
        motion = .curve(CurveAnimation(from: offset, to: goal, duration: duration, curve: curve))
        restingOffset = goal
        self.duration = duration
        edgeCrossingTime = nil
    }

    /// The Android fling this motion is, or `nil` for UIKit's glide, bounce or settle.
    public var androidFling: AndroidFling? {
        if case .fling(let fling) = motion { return fling }
        return nil
    }

    /// The content offset `time` seconds after the release (the release offset before it, the resting
    /// offset from ``duration`` on).
    public func offset(at time: Double) -> Double {
        if time <= 0 { return releaseOffset }
        if time >= duration { return restingOffset }
        switch motion {
        case .decay(let decay): return decay.value(at: time)
        case .spring(let spring): return spring.value(at: time)
        case .fling(let fling): return fling.offset(at: time)
        case .curve(let curve): return curve.value(at: time)
        }
    }

    /// The velocity of the content offset `time` seconds after the release, in points per second (zero
    /// from ``duration`` on, except that an Android fling that reached an edge has, at that very time,
    /// the velocity it reached the edge with: what an edge's stretch or an outer scroll view takes).
    public func velocity(at time: Double) -> Double {
        if time <= 0 { return releaseVelocity }
        if time > duration || (time == duration && androidFling == nil) { return 0 }
        switch motion {
        case .decay(let decay): return decay.velocity(at: time)
        case .spring(let spring): return spring.velocity(at: time)
        case .fling(let fling): return fling.velocity(at: time)
        case .curve(let curve): return curve.velocity(at: time)
        }
    }

    /// The same as ``offset(at:)``, for ``ValueAnimation``.
    public func value(at time: Double) -> Double { offset(at: time) }

    /// The same as ``restingOffset``, for ``ValueAnimation``.
    public var finalValue: Double { restingOffset }

    /// Whether the motion is bouncing off or springing back to an edge at `time`.
    public func isBouncing(at time: Double) -> Bool {
        guard let edge = edgeCrossingTime, androidFling == nil else { return false }
        return time >= edge && time < duration
    }
}
