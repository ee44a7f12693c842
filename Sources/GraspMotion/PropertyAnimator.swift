// Why this file exists: UIKit apps drive interactive transitions with UIViewPropertyAnimator — start,
// pause, scrub, reverse, continue, stop, finish. `PropertyAnimator` offers the same life cycle and
// names for one animated value, ticked by the host, so such code ports one to one.

import GraspGeometry

/// A duration-based animation of one value that can be started, paused, scrubbed, reversed,
/// continued, stopped and finished, like UIKit's `UIViewPropertyAnimator`.
///
/// Where UIKit animates the properties set in a closure, this animator moves a value from ``from`` to
/// ``to``; observe it with ``onChange``. Time is data: every command takes the time it happens at
/// (`at:`), defaulting to the time of the latest ``tick(_:)``.
///
/// ```swift
/// let sheet = PropertyAnimator(duration: 0.4, curve: .easeOut, from: 0.0, to: 600)
/// sheet.onChange = { offset in layout(offset) }
/// sheet.pauseAnimation()                  // interactive: scrub with the finger
/// sheet.fractionComplete = 0.3
/// sheet.isReversed = true                 // flicked back
/// sheet.continueAnimation(withTimingParameters: nil, durationFactor: 0)
/// sheet.addCompletion { position in … }   // .start, since it was reversed
/// ```
public final class PropertyAnimator<Value: Animatable> {
    /// The life-cycle state, as `UIViewAnimatingState`.
    public enum State: Hashable, Sendable {
        /// Not started, or finished: the value is not being animated.
        case inactive
        /// Started (running or paused).
        case active
        /// Stopped with ``PropertyAnimator/stopAnimation(_:at:)`` without finishing: waiting for
        /// ``PropertyAnimator/finishAnimation(at:)``.
        case stopped
    }

    /// Where an animation ended, as `UIViewAnimatingPosition`.
    public enum Position: Hashable, Sendable {
        /// At the end value.
        case end
        /// At the start value.
        case start
        /// Wherever it was when it was finished.
        case current
    }

    /// How progress follows time, as `UITimingCurveProvider`.
    public enum Timing: Hashable, Sendable {
        /// A timing curve.
        case curve(TimingCurve)
        /// A spring with `dampingRatio` (> 0) that settles within the duration; `initialVelocity` is in
        /// fractions of the whole change per second, as UIKit's spring timing parameters.
        case spring(dampingRatio: Double, initialVelocity: Double = 0)
    }

    /// The value at the start (fraction 0).
    public let from: Value
    /// The value at the end (fraction 1).
    public let to: Value
    /// The duration of the whole animation, in seconds.
    public let duration: Double
    /// The timing currently in use.
    public private(set) var timing: Timing
    /// The life-cycle state.
    public private(set) var state: State = .inactive
    /// Whether the animation is running (active and not paused).
    public private(set) var isRunning = false
    /// If `true`, reaching the end pauses the animator instead of finishing it.
    public var pausesOnCompletion = false
    /// Called with the value whenever it changes (ticks, scrubbing, finishing).
    public var onChange: ((Value) -> Void)?
    /// The time of the latest tick or command (0 before any).
    public private(set) var currentTime = 0.0

    private var completions: [(Position) -> Void] = []
    private var anchorTime = 0.0
    private var anchorFraction = 0.0
    private var rate = 0.0                      // fraction per second while running
    private var reversed = false
    private var delayUntil = -Double.infinity
    private var stoppedValue: Value?

    /// Creates an animator over `duration` seconds with a timing curve.
    ///
    /// - Precondition: `duration` is finite and positive.
    public init(duration: Double, curve: TimingCurve = .easeInOut, from: Value, to: Value) {
        precondition(duration > 0 && duration.isFinite, "PropertyAnimator: duration must be a positive number of seconds, got \(duration)")
        self.duration = duration
        timing = .curve(curve.validated())
        self.from = from
        self.to = to
    }

    /// Creates an animator over `duration` seconds whose progress follows a spring with
    /// `dampingRatio`, as `UIViewPropertyAnimator(duration:dampingRatio:)`.
    ///
    /// - Precondition: `duration` is finite and positive; `dampingRatio` is finite and positive.
    public init(duration: Double, dampingRatio: Double, from: Value, to: Value) {
        precondition(duration > 0 && duration.isFinite, "PropertyAnimator: duration must be a positive number of seconds, got \(duration)")
        precondition(dampingRatio > 0 && dampingRatio.isFinite, "PropertyAnimator: dampingRatio must be positive, got \(dampingRatio)")
        self.duration = duration
        timing = .spring(dampingRatio: dampingRatio)
        self.from = from
        self.to = to
    }

    // MARK: Reading

    /// The fraction of the animation's time elapsed, 0…1. Setting it scrubs a paused (or inactive,
    /// which it then pauses) animator; it is ignored while running or stopped, as in UIKit.
    public var fractionComplete: Double {
        get { fraction(at: currentTime) }
        set {
            guard !isRunning, state != .stopped, newValue.isFinite else { return }
            if state == .inactive { state = .active }
            anchorFraction = min(max(newValue, 0), 1)
            anchorTime = currentTime
            onChange?(value)
        }
    }

    /// Whether the animation runs towards the start. Flipping it while running turns around from the
    /// current fraction.
    public var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            if isRunning { reanchor(at: currentTime) }
            reversed = newValue
        }
    }

    /// The presentation value at ``currentTime``.
    public var value: Value { stoppedValue ?? value(atFraction: fraction(at: currentTime)) }

    /// The presentation value's velocity (per second) at ``currentTime``; zero unless running.
    public var velocity: Value {
        guard isRunning, currentTime >= delayUntil else { return .zero }
        let f = fraction(at: currentTime)
        return (to - from) * (slope(atFraction: f) * rate * (reversed ? -1 : 1))
    }

    // MARK: Commands

    /// Adds a block called with the final position when the animation finishes.
    public func addCompletion(_ completion: @escaping (Position) -> Void) {
        completions.append(completion)
    }

    /// Starts (or resumes) the animation at `time`, from the current fraction.
    public func startAnimation(at time: Double? = nil) {
        startAnimation(afterDelay: 0, at: time)
    }

    /// Starts the animation `delay` seconds after `time`.
    public func startAnimation(afterDelay delay: Double, at time: Double? = nil) {
        guard state != .stopped, !isRunning else { return }
        let now = time ?? currentTime
        currentTime = now
        let f = fraction(at: now)
        stoppedValue = nil
        state = .active
        isRunning = true
        delayUntil = now + max(delay, 0)
        anchorTime = delayUntil
        anchorFraction = f
        rate = 1 / duration
    }

    /// Pauses at `time`, keeping the current fraction; an inactive animator becomes active and paused.
    public func pauseAnimation(at time: Double? = nil) {
        guard state != .stopped else { return }
        let now = time ?? currentTime
        currentTime = now
        if isRunning { reanchor(at: now) }
        isRunning = false
        state = .active
    }

    /// Resumes a paused animator at `time`, optionally with new timing; the remaining part takes
    /// `durationFactor` × ``duration`` seconds, or (with 0) the time it has left at the normal pace.
    public func continueAnimation(withTimingParameters parameters: Timing? = nil, durationFactor: Double = 0, at time: Double? = nil) {
        guard state == .active, !isRunning else { return }
        let now = time ?? currentTime
        currentTime = now
        if let parameters { timing = parameters }
        let f = anchorFraction
        let remaining = reversed ? f : 1 - f
        isRunning = true
        delayUntil = now
        anchorTime = now
        anchorFraction = f
        rate = durationFactor > 0 && remaining > 0 ? remaining / (durationFactor * duration) : 1 / duration
    }

    /// Stops at `time`, leaving the value where it is. With `withoutFinishing` the animator becomes
    /// inactive at once and no completion runs; otherwise it waits, ``State/stopped``, for
    /// ``finishAnimation(at:)``.
    public func stopAnimation(_ withoutFinishing: Bool, at time: Double? = nil) {
        guard state == .active else { return }
        let now = time ?? currentTime
        currentTime = now
        if isRunning { reanchor(at: now) }
        let here = value(atFraction: anchorFraction)
        isRunning = false
        stoppedValue = here
        if withoutFinishing {
            state = .inactive
            completions.removeAll()
        } else {
            state = .stopped
        }
    }

    /// Finishes a stopped animator at `position` and runs the completions with it.
    public func finishAnimation(at position: Position) {
        guard state == .stopped else { return }
        let current = stoppedValue ?? value
        switch position {
        case .end: anchorFraction = 1; stoppedValue = nil
        case .start: anchorFraction = 0; stoppedValue = nil
        case .current: stoppedValue = current
        }
        finish(position)
    }

    /// Advances to `now`: updates the value and finishes the animation when it reaches its end
    /// (the start when reversed).
    public func tick(_ now: Double) {
        currentTime = now
        guard isRunning else { return }
        guard now >= delayUntil else { return }
        let f = fraction(at: now)
        let done = reversed ? f <= 0 : f >= 1
        if done {
            reanchor(at: now)
            isRunning = false
            if pausesOnCompletion {
                onChange?(value)
            } else {
                finish(reversed ? .start : .end)
            }
        } else {
            onChange?(value)
        }
    }

    // MARK: Internals

    private func fraction(at time: Double) -> Double {
        guard isRunning else { return anchorFraction }
        let elapsed = max(0, time - anchorTime)
        let f = anchorFraction + (reversed ? -1 : 1) * rate * elapsed
        return min(max(f, 0), 1)
    }

    private func reanchor(at time: Double) {
        anchorFraction = fraction(at: time)
        anchorTime = max(time, delayUntil)
    }

    private func finish(_ position: Position) {
        state = .inactive
        isRunning = false
        if position != .current { stoppedValue = nil }
        onChange?(value)
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(position) }
    }

    private func progress(atFraction f: Double) -> Double {
        switch timing {
        case let .curve(curve):
            return curve.progress(at: f)
        case let .spring(ratio, velocity):
            if f <= 0 { return 0 }
            if f >= 1 { return 1 }
            return 1 + springSolution(ratio, velocity).position(at: f * duration)
        }
    }

    private func slope(atFraction f: Double) -> Double {
        switch timing {
        case let .curve(curve):
            return curve.slope(at: f)
        case let .spring(ratio, velocity):
            if f < 0 || f > 1 { return 0 }
            return springSolution(ratio, velocity).velocity(at: f * duration) * duration
        }
    }

    /// The progress spring: from 0 to 1, its envelope down to a thousandth by the end of the duration.
    private func springSolution(_ ratio: Double, _ velocity: Double) -> SpringSolution {
        let zeta = max(ratio, 1e-3)
        // The slowest decay rate per unit ω: ζ when underdamped, ζ − √(ζ² − 1) when overdamped.
        let decay = zeta < 1 ? zeta : zeta - (zeta * zeta - 1).squareRoot()
        let omega = GraspMath.log(1000) / (decay * duration)
        return SpringSolution(parameters: SpringParameters(response: 2 * Double.pi / omega, dampingRatio: zeta), displacement: -1, velocity: velocity)
    }

    private func value(atFraction f: Double) -> Value {
        if f <= 0 { return from }
        if f >= 1 { return to }
        return from + (to - from) * progress(atFraction: f)
    }
}
