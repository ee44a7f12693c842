// Why this file exists: the engine's pointer work (hover, wheel and trackpad scrolling, trackpad
// pinches) needs inputs nobody has recorded yet. These synthesizer gestures make version 2 samples
// with the same timing rules as the touch gestures, so tests can drive that work before the lab
// records it.

import GraspGeometry

extension TraceSynthesizer {
    /// A pointer hovering in a straight line at constant speed: it enters at `start`, reports a
    /// `hover` at each sample time, the last exactly at `end` after `duration` seconds, and leaves
    /// there `holdBeforeLeave` seconds later (by default at the last hover's time).
    ///
    /// - Parameters:
    ///   - start: Where the pointer enters.
    ///   - end: Where the movement ends.
    ///   - duration: The time from the enter to the last hover, in seconds.
    ///   - holdBeforeLeave: How long the pointer rests at `end` before leaving.
    ///   - kind: `mouse` (the default), `trackpad` or `pen`.
    ///   - modifiers: The modifier keys held throughout.
    ///   - gap: The time since the previous gesture ended.
    public mutating func hover(from start: Point, to end: Point, duration: Double, holdBeforeLeave: Double = 0,
                               kind: String = "mouse", modifiers: Trace.Modifiers = [], after gap: Double = 0) {
        precondition(TraceConstants.hoverKinds.contains(kind), "only a pen, mouse or trackpad hovers")
        precondition(duration > 0 && holdBeforeLeave >= 0 && gap >= 0, "the duration must be positive, the hold and gap not negative")
        let begin = endTime + gap
        let pointer = claimPointers(1)[0]
        func sample(_ t: Double, _ phase: Trace.Phase, _ location: Point) -> Trace.Sample {
            Trace.Sample(t: t, pointer: pointer, phase: phase, x: location.x, y: location.y, kind: kind, modifiers: modifiers)
        }
        append(sample(begin, .enter, noisy(start)))
        var last = start
        for (elapsed, u) in sampleTimes(duration: duration) {
            last = noisy(start + (end - start) * u)
            append(sample(begin + elapsed, .hover, last))
        }
        append(sample(begin + duration + holdBeforeLeave, .leave, last))
        endTime = begin + duration + holdBeforeLeave
    }

    /// A click: a mouse, trackpad or pen pressing `buttons` at `location` and releasing them
    /// `duration` seconds later without moving. A right click is `buttons: .secondary`.
    ///
    /// - Parameters:
    ///   - location: Where the pointer presses.
    ///   - buttons: The buttons held; the primary button by default, which is written, so the
    ///     trace is a version 2 trace either way.
    ///   - kind: `mouse` (the default), `trackpad` or `pen`.
    ///   - duration: The time from the down to the up.
    ///   - modifiers: The modifier keys held throughout.
    ///   - gap: The time since the previous gesture ended.
    public mutating func click(at location: Point, buttons: Trace.Buttons = .primary, kind: String = "mouse",
                               duration: Double = TraceConstants.defaultTapDuration, modifiers: Trace.Modifiers = [], after gap: Double = 0) {
        precondition(!buttons.isEmpty, "a click presses at least one button")
        precondition(TraceConstants.hoverKinds.contains(kind), "a click comes from a pen, mouse or trackpad; a finger taps")
        precondition(duration > 0 && gap >= 0, "the duration must be positive and the gap not negative")
        let begin = endTime + gap
        let pointer = claimPointers(1)[0]
        for (t, phase) in [(begin, Trace.Phase.down), (begin + duration, .up)] {
            append(Trace.Sample(t: t, pointer: pointer, phase: phase, x: location.x, y: location.y, kind: kind,
                                buttons: buttons, modifiers: modifiers))
        }
        endTime = begin + duration
    }

    /// Discrete scroll steps, such as the notches of a mouse wheel: `steps` `wheel` samples at
    /// `location`, `interval` seconds apart, each moving the content by `delta`.
    ///
    /// The steps share one pointer number, the wheel's. The gesture ends at the last step.
    ///
    /// - Parameters:
    ///   - location: Where the cursor is.
    ///   - steps: The number of steps, at least 1.
    ///   - delta: The content movement of each step, in the sense of a pan (see ``Trace/ScrollDelta``).
    ///   - interval: The time between steps.
    ///   - kind: `mouse` (the default) or `trackpad`.
    ///   - modifiers: The modifier keys held throughout.
    ///   - gap: The time since the previous gesture ended.
    public mutating func wheel(at location: Point, steps: Int, by delta: Trace.ScrollDelta,
                               interval: Double = TraceConstants.defaultWheelInterval, kind: String = "mouse",
                               modifiers: Trace.Modifiers = [], after gap: Double = 0) {
        precondition(steps >= 1, "a wheel gesture needs at least one step")
        precondition(interval > 0 && gap >= 0, "the interval must be positive and the gap not negative")
        precondition(TraceConstants.scrollKinds.contains(kind), "only a mouse or trackpad scrolls")
        let begin = endTime + gap
        let pointer = claimPointers(1)[0]
        for step in 0..<steps {
            append(Trace.Sample(t: begin + Double(step) * interval, pointer: pointer, phase: .wheel, x: location.x, y: location.y,
                                kind: kind, modifiers: modifiers, scroll: delta))
        }
        endTime = begin + Double(steps - 1) * interval
    }

    /// Continuous scrolling, as two fingers on a trackpad, optionally followed by the hardware's
    /// momentum.
    ///
    /// The fingers land at the start (`scroll-begin`, no movement), then a `scroll` at each sample
    /// time moves the content at constant speed, `translation` in all after `duration` seconds, and
    /// the fingers lift (`scroll-end`, no movement) at the last scroll's time. With `momentum`
    /// seconds of momentum, `momentum` samples follow at the sample rate, starting at the lift's
    /// speed and slowing by ``TraceConstants/momentumDecelerationRate``, and a `momentum-end` closes
    /// them at the last one's time. The gesture ends there.
    ///
    /// - Parameters:
    ///   - location: Where the cursor is; it stays still while the content scrolls.
    ///   - translation: The content movement while the fingers are down, in the sense of a pan.
    ///   - duration: The time from the `scroll-begin` to the lift.
    ///   - momentum: How long the momentum lasts, in seconds; 0 (the default) for none. A short
    ///     momentum is one a finger interrupted.
    ///   - kind: `trackpad` (the default) or `mouse` (a touch-sensitive mouse).
    ///   - modifiers: The modifier keys held throughout.
    ///   - gap: The time since the previous gesture ended.
    public mutating func scroll(at location: Point, by translation: Trace.ScrollDelta, duration: Double, momentum: Double = 0,
                                kind: String = "trackpad", modifiers: Trace.Modifiers = [], after gap: Double = 0) {
        precondition(duration > 0 && momentum >= 0 && gap >= 0, "the duration must be positive, the momentum and gap not negative")
        precondition(TraceConstants.scrollKinds.contains(kind), "only a mouse or trackpad scrolls")
        let begin = endTime + gap
        let pointer = claimPointers(1)[0]
        func sample(_ t: Double, _ phase: Trace.Phase, _ delta: Trace.ScrollDelta) -> Trace.Sample {
            Trace.Sample(t: t, pointer: pointer, phase: phase, x: location.x, y: location.y, kind: kind, modifiers: modifiers, scroll: delta)
        }
        append(sample(begin, .scrollBegin, .zero))
        var previous = Trace.ScrollDelta.zero
        for (elapsed, u) in sampleTimes(duration: duration) {
            // Differences of rounded running totals, so the steps add up to the translation exactly.
            let total = Self.roundedDelta(dx: translation.dx * u, dy: translation.dy * u)
            append(sample(begin + elapsed, .scroll, Self.roundedDelta(dx: total.dx - previous.dx, dy: total.dy - previous.dy)))
            previous = total
        }
        let lift = begin + duration
        append(sample(lift, .scrollEnd, .zero))
        endTime = lift
        guard momentum > 0 else { return }

        // The speed decays as v0 · d^t, with d the deceleration per second; the distance covered from
        // the lift to time t is v0 · (1 − d^t) / ln(1/d).
        let decayPerSecond = GraspMath.pow(TraceConstants.momentumDecelerationRate, 1000)
        let logDecay = GraspMath.log(1 / decayPerSecond)
        func coasted(_ t: Double) -> Trace.ScrollDelta {
            let factor = (1 - GraspMath.pow(decayPerSecond, t)) / logDecay / duration
            return Self.roundedDelta(dx: translation.dx * factor, dy: translation.dy * factor)
        }
        previous = .zero
        for (elapsed, _) in sampleTimes(duration: momentum) {
            let total = coasted(elapsed)
            append(sample(lift + elapsed, .momentum, Self.roundedDelta(dx: total.dx - previous.dx, dy: total.dy - previous.dy)))
            previous = total
        }
        append(sample(lift + momentum, .momentumEnd, .zero))
        endTime = lift + momentum
    }

    /// A trackpad pinch (and turn) about `center`: a `transform-begin` (no change), a `transform` at
    /// each sample time scaling and turning at a constant rate, to a total of `scale` and `rotation`
    /// after `duration` seconds, and a `transform-end` (no change) at the last one's time.
    ///
    /// - Parameters:
    ///   - center: The cursor, which the content scales and turns about.
    ///   - scale: The total scale factor, above 1 to spread, below 1 to pinch.
    ///   - rotation: The total turn in radians, positive clockwise on screen; 0 by default.
    ///   - duration: The time from the `transform-begin` to the `transform-end`.
    ///   - modifiers: The modifier keys held throughout.
    ///   - gap: The time since the previous gesture ended.
    public mutating func trackpadPinch(at center: Point, scale: Double, rotation: Double = 0, duration: Double,
                                       modifiers: Trace.Modifiers = [], after gap: Double = 0) {
        precondition(scale > 0 && scale.isFinite && rotation.isFinite, "the scale must be positive and the rotation finite")
        precondition(duration > 0 && gap >= 0, "the duration must be positive and the gap not negative")
        let begin = endTime + gap
        let pointer = claimPointers(1)[0]
        func sample(_ t: Double, _ phase: Trace.Phase, _ delta: Trace.TransformDelta) -> Trace.Sample {
            Trace.Sample(t: t, pointer: pointer, phase: phase, x: center.x, y: center.y, kind: "trackpad", modifiers: modifiers, transform: delta)
        }
        append(sample(begin, .transformBegin, .identity))
        var previous = 0.0
        for (elapsed, u) in sampleTimes(duration: duration) {
            // A constant rate of scaling: the scale so far is scale^u.
            let step = GraspMath.pow(scale, u - previous)
            append(sample(begin + elapsed, .transform, Trace.TransformDelta(scale: step, rotation: rotation * (u - previous))))
            previous = u
        }
        append(sample(begin + duration, .transformEnd, .identity))
        endTime = begin + duration
    }

    // MARK: Sampling

    /// The sample times of a movement lasting `duration` seconds, as (seconds from its start,
    /// fraction done): one per interval, the last exactly at `duration`.
    func sampleTimes(duration: Double) -> [(elapsed: Double, u: Double)] {
        let moves = max(1, Int((duration * sampleRate - 1e-9).rounded(.up)))
        return (1...moves).map { step in
            let elapsed = step == moves ? duration : Double(step) / sampleRate
            return (elapsed, min(1, elapsed / duration))
        }
    }

    /// A scroll delta rounded to the format's precision.
    static func roundedDelta(dx: Double, dy: Double) -> Trace.ScrollDelta {
        Trace.ScrollDelta(dx: FixedPoint.round(dx, decimals: TraceConstants.positionDecimals),
                          dy: FixedPoint.round(dy, decimals: TraceConstants.positionDecimals))
    }

    /// Appends `sample`, rounded to the format's precision.
    mutating func append(_ sample: Trace.Sample) {
        samples.append(sample.rounded())
    }
}
