// Why this file exists: a host draws frames; something must hold the running animation, evaluate it
// when the host ticks, and let a touch stop or redirect it mid-flight without a jump in position or
// velocity. `Animator` is that driver, for one animated value.

/// Drives one value through animations, ticked by the host, interruptible at any time.
///
/// ```swift
/// let box = Animator(value: Point(x: 0, y: 0))
/// box.decay(initialVelocity: releaseVelocity, at: now)      // flick
/// box.tick(now + 0.016)                                     // every frame
/// let caught = box.stop(at: touchTime)                      // finger lands: exact value and velocity
/// box.spring(to: target, at: later)                         // retarget: continues from the current motion
/// ```
///
/// The running animation is evaluated in closed form at whatever times the host supplies, so the
/// positions do not depend on the frame rate, and ``state(at:)`` answers for any time without a tick.
/// Starting a new animation while one runs begins it from the old one's exact value and velocity at
/// the start time; the old one's completion is called with `false`.
public final class Animator<Value: Animatable> {
    /// The value as of the latest tick (or stop, or start).
    public private(set) var value: Value
    /// The velocity as of the latest tick (or stop, or start), per second.
    public private(set) var velocity: Value
    /// Whether an animation is running.
    public var isAnimating: Bool { animation != nil }
    /// The time of the latest tick, stop or start, if any.
    public private(set) var currentTime: Double?
    /// Called with the new value whenever a tick, stop or jump changes it.
    public var onChange: ((Value) -> Void)?

    private var animation: RunningAnimation<Value>?
    private var startTime = 0.0
    private var completion: ((Bool) -> Void)?

    /// Creates an animator at rest at `value`.
    public init(value: Value) {
        self.value = value
        velocity = .zero
    }

    /// The exact value and velocity at `time`: the running animation evaluated there, or the value at
    /// rest. Does not change the animator.
    public func state(at time: Double) -> MotionState<Value> {
        guard let animation else { return MotionState(value: value, velocity: .zero) }
        let elapsed = max(0, time - startTime)
        if animation.isFinished(at: elapsed) { return MotionState(value: animation.finalValue, velocity: .zero) }
        return animation.state(at: elapsed)
    }

    /// Runs `animation` from `time`; `completion` receives `true` if it finishes, `false` if it is
    /// stopped or replaced. The animation should start from ``state(at:)`` for a seamless hand-off;
    /// the convenience methods below do that for you.
    public func run(_ animation: some ValueAnimation<Value>, startingAt time: Double, completion: ((Bool) -> Void)? = nil) {
        let previous = self.completion
        self.animation = RunningAnimation(animation)
        self.completion = completion
        startTime = time
        currentTime = time
        value = animation.value(at: 0)
        velocity = animation.velocity(at: 0)
        previous?(false)
    }

    /// Springs to `target` from the current motion at `time`, keeping value and velocity continuous.
    public func spring(to target: Value, parameters: SpringParameters = .default, at time: Double, completion: ((Bool) -> Void)? = nil) {
        run(SpringAnimation(from: state(at: time), to: target, parameters: parameters), startingAt: time, completion: completion)
    }

    /// Decays (momentum) from the current value at `time`, with `initialVelocity` if given (a finger's
    /// release velocity) or else the current velocity.
    public func decay(initialVelocity: Value? = nil, decelerationRate: Double = MotionConstants.normalDecelerationRate, at time: Double, completion: ((Bool) -> Void)? = nil) {
        let now = state(at: time)
        run(DecayAnimation(from: now.value, initialVelocity: initialVelocity ?? now.velocity, decelerationRate: decelerationRate), startingAt: time, completion: completion)
    }

    /// Decays within bounds from the current value at `time`; a component that reaches its bound
    /// bounces back to it on a spring.
    public func decay(initialVelocity: Value? = nil, decelerationRate: Double = MotionConstants.normalDecelerationRate, lowerBound: Value, upperBound: Value, spring: SpringParameters = .bounce, at time: Double, completion: ((Bool) -> Void)? = nil) {
        let now = state(at: time)
        let animation = BoundedDecayAnimation(from: now.value, initialVelocity: initialVelocity ?? now.velocity, decelerationRate: decelerationRate, lowerBound: lowerBound, upperBound: upperBound, spring: spring)
        run(animation, startingAt: time, completion: completion)
    }

    /// Animates to `target` over `duration` seconds along `curve`, from the current value at `time`.
    /// The value is continuous; a timing curve starts from rest, so the velocity is not carried over
    /// (use ``spring(to:parameters:at:completion:)`` to keep it).
    public func animate(to target: Value, duration: Double, curve: TimingCurve = .easeInOut, at time: Double, completion: ((Bool) -> Void)? = nil) {
        run(CurveAnimation(from: state(at: time).value, to: target, duration: duration, curve: curve), startingAt: time, completion: completion)
    }

    /// Advances to `now`: evaluates the animation there, reports the value, and finishes the
    /// animation (snapping to its final value, completion `true`) once its duration has passed.
    public func tick(_ now: Double) {
        currentTime = now
        guard let animation else { return }
        let elapsed = max(0, now - startTime)
        if animation.isFinished(at: elapsed) {
            value = animation.finalValue
            velocity = .zero
            let done = completion
            self.animation = nil
            completion = nil
            onChange?(value)
            done?(true)
        } else {
            value = animation.value(at: elapsed)
            velocity = animation.velocity(at: elapsed)
            onChange?(value)
        }
    }

    /// Stops at `time`, leaving the value exactly where the animation had it then. Returns that value
    /// and the velocity it had, to hand on (for example to a finger that caught the motion). The
    /// animator is then at rest; the stopped animation's completion receives `false`.
    @discardableResult
    public func stop(at time: Double) -> MotionState<Value> {
        let now = state(at: time)
        let done = completion
        let wasAnimating = animation != nil
        animation = nil
        completion = nil
        currentTime = time
        value = now.value
        velocity = .zero
        if wasAnimating { onChange?(value) }
        done?(false)
        return now
    }

    /// Stops at the time of the latest tick (or start), as ``stop(at:)``.
    @discardableResult
    public func stop() -> MotionState<Value> {
        stop(at: currentTime ?? startTime)
    }

    /// Moves to `value` at once, stopping any animation (its completion receives `false`).
    public func jump(to value: Value) {
        let done = completion
        animation = nil
        completion = nil
        self.value = value
        velocity = .zero
        onChange?(value)
        done?(false)
    }
}

/// The animation an ``Animator`` runs, with its type erased by closures rather than held as an
/// `any ValueAnimation<Value>`: Embedded Swift has no values of a protocol type that is not class-bound.
/// It answers exactly as the animation's own members (and `ValueAnimation`'s `isFinished(at:)` and
/// `state(at:)`) would.
struct RunningAnimation<Value: Animatable> {
    private let valueAt: (Double) -> Value
    private let velocityAt: (Double) -> Value
    /// The value the animation comes to rest at.
    let finalValue: Value
    /// How long the animation runs, in seconds.
    let duration: Double

    init(_ animation: some ValueAnimation<Value>) {
        valueAt = { animation.value(at: $0) }
        velocityAt = { animation.velocity(at: $0) }
        finalValue = animation.finalValue
        duration = animation.duration
    }

    /// The value `time` seconds after the start.
    func value(at time: Double) -> Value { valueAt(time) }
    /// The velocity `time` seconds after the start.
    func velocity(at time: Double) -> Value { velocityAt(time) }
    /// The value and velocity `time` seconds after the start.
    func state(at time: Double) -> MotionState<Value> { MotionState(value: valueAt(time), velocity: velocityAt(time)) }
    /// Whether the animation has finished `time` seconds after the start.
    func isFinished(at time: Double) -> Bool { time >= duration }
}
