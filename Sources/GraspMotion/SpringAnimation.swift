// Why this file exists: the spring is the animation Grasp uses to settle things — snap back,
// retarget, finish a fling at a bound. It starts with any velocity, so a gesture's release
// velocity carries straight into it.

/// A spring from a value towards a target, starting with a given velocity.
///
/// Each component moves as an independent damped oscillator, evaluated in closed form:
///
/// ```swift
/// let spring = SpringAnimation(from: 0.0, to: 300, initialVelocity: 1200,
///                              parameters: SpringParameters(response: 0.4, dampingRatio: 0.8))
/// spring.value(at: 0.1)     // where it is 100 ms in
/// spring.duration           // when it is within the tolerance of 300 and still
/// ```
public struct SpringAnimation<Value: Animatable>: ValueAnimation {
    /// The value at time zero.
    public let from: Value
    /// The target, where the spring comes to rest.
    public let to: Value
    /// The velocity at time zero, per second.
    public let initialVelocity: Value
    /// The spring's response and damping.
    public let parameters: SpringParameters
    /// How close (per component, as √(x² + (v/ω)²)) the spring must be to rest to count as finished.
    public let tolerance: Double
    /// How long the spring runs until it is within ``tolerance`` of rest.
    public let duration: Double

    /// Creates a spring from `from` to `to` with `initialVelocity` (per second).
    public init(
        from: Value, to: Value, initialVelocity: Value = .zero,
        parameters: SpringParameters = .default, tolerance: Double = MotionConstants.restingTolerance
    ) {
        self.from = from
        self.to = to
        self.initialVelocity = initialVelocity
        self.parameters = parameters
        self.tolerance = tolerance
        var longest = 0.0
        for i in 0..<Value.componentCount {
            let s = SpringSolution(parameters: parameters, displacement: from[component: i] - to[component: i], velocity: initialVelocity[component: i])
            longest = max(longest, s.settlingTime(tolerance: tolerance))
        }
        duration = longest
    }

    /// Creates a spring that continues from `state` (value and velocity) towards `target`.
    public init(from state: MotionState<Value>, to target: Value, parameters: SpringParameters = .default, tolerance: Double = MotionConstants.restingTolerance) {
        self.init(from: state.value, to: target, initialVelocity: state.velocity, parameters: parameters, tolerance: tolerance)
    }

    @inlinable func solution(_ i: Int) -> SpringSolution {
        SpringSolution(parameters: parameters, displacement: from[component: i] - to[component: i], velocity: initialVelocity[component: i])
    }

    /// The value `time` seconds after the start (exactly ``from`` at zero and before).
    public func value(at time: Double) -> Value {
        if time <= 0 { return from }
        return Value.makeByComponent { i in to[component: i] + solution(i).position(at: time) }
    }

    /// The velocity `time` seconds after the start (exactly ``initialVelocity`` at zero and before).
    public func velocity(at time: Double) -> Value {
        if time <= 0 { return initialVelocity }
        return Value.makeByComponent { i in solution(i).velocity(at: time) }
    }

    /// The target.
    public var finalValue: Value { to }
}
