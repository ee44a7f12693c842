// Why this file exists: a flick keeps going and slows down, as scroll views do. `DecayAnimation` is
// that momentum: velocity shrinking by a fixed rate per millisecond, in closed form, with the place
// it will stop (its projection) known in advance.

import GraspGeometry

/// Momentum: a value moving with an initial velocity that decays by a constant rate per millisecond.
///
/// With rate r per millisecond, the velocity after t seconds is v₀·r^(1000t) and the value is
/// `from + v₀·(r^(1000t) − 1) / (1000·ln r)`. The value never passes ``projection``, which it
/// approaches as time goes on:
///
/// ```swift
/// let decay = DecayAnimation(from: 0.0, initialVelocity: 2000)   // normal rate, 0.998
/// decay.projection    // ≈ 999 points further
/// decay.duration      // when it is within the tolerance of the projection
/// ```
///
/// With a ``stopSpeed`` (a scroll view's deceleration, see ``ScrollDeceleration``) the value stops where
/// it is once its fastest component slows to that speed: ``projection`` is then that stopping point,
/// ``duration`` the time it is reached, and nothing jumps at the end.
public struct DecayAnimation<Value: Animatable>: ValueAnimation {
    /// The value at time zero.
    public let from: Value
    /// The velocity at time zero, per second.
    public let initialVelocity: Value
    /// The fraction of its velocity the value keeps every millisecond, in (0, 1).
    public let decelerationRate: Double
    /// How close to the projection (per component) the value must be to count as finished.
    public let tolerance: Double
    /// Where the value comes to rest.
    public let projection: Value
    /// How long until the value is within ``tolerance`` of the projection, in seconds (with a
    /// ``stopSpeed``, until it stops).
    public let duration: Double
    /// The speed (of the fastest component, per second) at which the value stops where it is; zero
    /// when it glides on towards the projection for ever.
    public let stopSpeed: Double
    /// 1000·ln(rate): the exponential decay constant, per second (negative).
    @usableFromInline let k: Double

    /// Creates a decay from `from` with `initialVelocity` (per second) that stops where it is when its
    /// fastest component slows to `stopSpeed` (per second; zero or less: never, it glides towards the
    /// projection).
    ///
    /// - Precondition: `decelerationRate` is strictly between 0 and 1 (use
    ///   ``MotionConstants/normalDecelerationRate`` or ``MotionConstants/fastDecelerationRate``).
    public init(
        from: Value, initialVelocity: Value,
        decelerationRate: Double = MotionConstants.normalDecelerationRate,
        tolerance: Double = MotionConstants.restingTolerance,
        stopSpeed: Double = 0
    ) {
        precondition(decelerationRate > 0 && decelerationRate < 1, "DecayAnimation: decelerationRate must be strictly between 0 and 1 (per millisecond), got \(decelerationRate)")
        self.from = from
        self.initialVelocity = initialVelocity
        self.decelerationRate = decelerationRate
        self.tolerance = tolerance
        let k = 1000 * GraspMath.log(decelerationRate)
        self.k = k
        let fastest = initialVelocity.largestComponentMagnitude
        self.stopSpeed = stopSpeed > 0 ? stopSpeed : 0
        if stopSpeed > 0 {
            // The speed falls to stopSpeed at t = ln(stopSpeed / |v₀|) / k, where the value is
            // from + v₀·(stopSpeed / |v₀| − 1) / k.
            if fastest <= stopSpeed {
                projection = from
                duration = 0
            } else {
                projection = from + initialVelocity * ((stopSpeed / fastest - 1) / k)
                duration = GraspMath.log(stopSpeed / fastest) / k
            }
            return
        }
        projection = from - initialVelocity * (1 / k)
        // Remaining distance is |v(t)/k|; it falls to the tolerance at t = ln(tol·|k| / |v₀|) / k.
        let threshold = max(tolerance, 0) * abs(k)
        if fastest == 0 || fastest <= threshold {
            duration = 0
        } else if threshold == 0 {
            duration = .infinity
        } else {
            duration = GraspMath.log(threshold / fastest) / k
        }
    }

    /// Where a value at `value` moving at `velocity` comes to rest with `decelerationRate`: the
    /// projection UIKit code computes for paging and snapping.
    public static func projection(of value: Value, velocity: Value, decelerationRate: Double = MotionConstants.normalDecelerationRate) -> Value {
        precondition(decelerationRate > 0 && decelerationRate < 1, "DecayAnimation: decelerationRate must be strictly between 0 and 1 (per millisecond), got \(decelerationRate)")
        return value - velocity * (1 / (1000 * GraspMath.log(decelerationRate)))
    }

    /// The value `time` seconds after the start.
    public func value(at time: Double) -> Value {
        if time <= 0 { return from }
        if stopSpeed > 0, time >= duration { return projection }
        return from + initialVelocity * ((GraspMath.exp(k * time) - 1) / k)
    }

    /// The velocity `time` seconds after the start.
    public func velocity(at time: Double) -> Value {
        if time <= 0 { return initialVelocity }
        if stopSpeed > 0, time >= duration { return .zero }
        return initialVelocity * GraspMath.exp(k * time)
    }

    /// The projection.
    public var finalValue: Value { projection }
}
