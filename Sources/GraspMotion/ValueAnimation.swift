// Why this file exists: springs, decays and timing curves are all functions of time that an animator
// can evaluate, interrupt and replace. This protocol is what they share.

/// An animation of a value, evaluated analytically at any time since it started.
///
/// Conforming types are closed-form functions of time: evaluating at 0.5 s gives the same result
/// whether the host ticked at 30 Hz or 240 Hz, or not at all.
public protocol ValueAnimation<Value>: Sendable {
    /// The type of value animated.
    associatedtype Value: Animatable

    /// The value `time` seconds after the start. Times before the start count as the start.
    func value(at time: Double) -> Value

    /// The velocity (change per second) `time` seconds after the start.
    func velocity(at time: Double) -> Value

    /// The value the animation comes to rest at.
    var finalValue: Value { get }

    /// How long the animation runs, in seconds: from then on it is within its tolerance of
    /// ``finalValue`` and an animator may snap to it. Infinite for an undamped spring.
    var duration: Double { get }
}

extension ValueAnimation {
    /// The value and velocity `time` seconds after the start.
    @inlinable public func state(at time: Double) -> MotionState<Value> {
        MotionState(value: value(at: time), velocity: velocity(at: time))
    }

    /// Whether the animation has finished `time` seconds after the start.
    @inlinable public func isFinished(at time: Double) -> Bool { time >= duration }
}
