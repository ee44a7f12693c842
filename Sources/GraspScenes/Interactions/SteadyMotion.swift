// Why this file exists: a photo stream moves at a constant speed until something stops it. GraspMotion
// has springs, decays and curves, all of which come to rest; this is the one motion that does not,
// written as a `ValueAnimation` so that an `Animator` can run it and stop it at an exact instant.

import GraspMotion

/// Motion at a constant velocity that never ends: `from + velocity·t`.
///
/// Run it with `Animator.run(_:startingAt:completion:)`; stop it with `Animator.stop(at:)`, which
/// leaves the value exactly where the motion had it then.
public struct SteadyMotion<Value: Animatable>: ValueAnimation {
    /// The value at time zero.
    public let from: Value
    /// The constant velocity, per second.
    public let velocity: Value

    /// Creates a motion from `from` at `velocity` per second.
    public init(from: Value, velocity: Value) {
        self.from = from
        self.velocity = velocity
    }

    /// The value `time` seconds after the start.
    public func value(at time: Double) -> Value {
        time <= 0 ? from : from + velocity * time
    }

    /// The velocity: constant.
    public func velocity(at time: Double) -> Value { velocity }

    /// Never reached: the motion does not come to rest. The start value, for the protocol's sake.
    public var finalValue: Value { from }

    /// Infinite: the motion runs until it is stopped or replaced.
    public var duration: Double { .infinity }
}
