// Why this file exists: interrupting an animation must hand on both where it is and how fast it is
// going; `MotionState` is that pair, returned by `stop` and read to start the next animation.

/// A value and its velocity (per second) at one instant.
public struct MotionState<Value: Animatable>: Hashable, Sendable {
    /// The presentation value.
    public var value: Value
    /// The rate of change of ``value``, per second.
    public var velocity: Value

    /// Creates a state.
    @inlinable public init(value: Value, velocity: Value = .zero) {
        self.value = value
        self.velocity = velocity
    }
}
