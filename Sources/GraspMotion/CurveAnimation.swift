// Why this file exists: not everything is physics — fades and scripted moves run for a set duration
// along a timing curve. This is that animation, on any animatable value.

/// A change from one value to another over a fixed duration, following a timing curve.
public struct CurveAnimation<Value: Animatable>: ValueAnimation {
    /// The value at time zero.
    public let from: Value
    /// The value at the end.
    public let to: Value
    /// The duration, in seconds.
    public let duration: Double
    /// How progress follows time.
    public let curve: TimingCurve

    /// Creates an animation from `from` to `to` over `duration` seconds.
    ///
    /// - Precondition: `duration` is finite and not negative; `curve` is valid
    ///   (see ``TimingCurve/validated()``).
    public init(from: Value, to: Value, duration: Double, curve: TimingCurve = .easeInOut) {
        precondition(duration >= 0 && duration.isFinite, "CurveAnimation: duration must be zero or more seconds, got \(duration)")
        self.from = from
        self.to = to
        self.duration = duration
        self.curve = curve.validated()
    }

    /// The value `time` seconds after the start: exactly ``from`` at 0, exactly ``to`` from ``duration`` on.
    public func value(at time: Double) -> Value {
        if time <= 0 { return from }
        if time >= duration { return to }
        return from + (to - from) * curve.progress(at: time / duration)
    }

    /// The velocity `time` seconds after the start; zero before the start and after the end.
    public func velocity(at time: Double) -> Value {
        if duration == 0 || time < 0 || time > duration { return .zero }
        return (to - from) * (curve.slope(at: time / duration) / duration)
    }

    /// The end value.
    public var finalValue: Value { to }
}
