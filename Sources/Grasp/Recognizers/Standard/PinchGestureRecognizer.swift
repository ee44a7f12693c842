// Why this file exists: zooming with two fingers is a continuous gesture of its own. This is UIKit's
// UIPinchGestureRecognizer: a span slop before it begins, a scale that does not jump when a third
// finger lands or lifts, and a release velocity in scale per second from GraspMotion's tracker. Which
// fingers it follows, and when, is the `TwoFingerTracker` it shares with rotation.

/// A continuous recognizer for fingers moving apart or together, as `UIPinchGestureRecognizer`.
///
/// The **span** of the fingers is twice their mean distance from their centroid (for two fingers,
/// the distance between them). The pinch **begins** once the span has changed by
/// ``spanSlop`` from its value when the second finger landed. ``scale`` is the span relative to the
/// span at that threshold (the landing span plus or minus the slop), so it reads just over 1 (or
/// just under) at `began` and equals the ratio the user made after the slop, whatever the sampling
/// rate. It reports **changed** on every movement and **ends** when fewer than two fingers are left.
///
/// It follows every finger down. When a third finger lands, or one of three lifts, the span changes
/// abruptly; the pinch takes the new span as its reference so that ``scale`` continues without a jump.
///
/// ``velocity`` is the least-squares rate of change of ``scale``, in scale per second: zero when the
/// fingers rested 40 ms or more before lifting, clamped to ``GestureDefaults/pinchMaximumVelocity``.
open class PinchGestureRecognizer: GestureRecognizer {
    /// How much the span must change before the pinch begins. Default ``GestureDefaults/pinchSpanSlop``;
    /// a negative or NaN slop counts as 0.
    public var spanSlop = GestureDefaults.pinchSpanSlop {
        didSet { if !(spanSlop >= 0) { spanSlop = 0 } }
    }

    /// Every finger down, and the scale's samples.
    private var fingers = TwoFingerTracker(.allFingers, maximumVelocity: GestureDefaults.pinchMaximumVelocity, hold: GestureDefaults.pinchHoldScale)
    private var currentScale = 1.0
    private var referenceSpan = 0.0
    private var initialSpan: Double?

    /// The scale: the current span relative to the reference span. 1 before the pinch begins. You may
    /// set it (to 1, say, to read increments); the reference span is then adjusted so that the
    /// fingers' current span reads as the new scale, and velocity tracking restarts.
    public var scale: Double {
        get { currentScale }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            currentScale = newValue
            if let span = fingers.span(in: touches), span > 0 { referenceSpan = span / newValue }
            fingers.restartVelocity(at: newValue, time: currentTime)
        }
    }

    /// The rate of change of ``scale``, in scale per second, at the engine's current time.
    public var velocity: Double { state == .possible ? 0 : fingers.velocity(at: currentTime) }

    /// How far past its slop the span change was at the sample that crossed it: (|change| − slop) / slop.
    override open var activationMargin: Double { fingers.crossingMargin }

    override open func touchesBegan(_ touches: [Touch], with event: TouchEvent) { fingersLanded() }
    override open func touchesMoved(_ touches: [Touch], with event: TouchEvent) { fingersMoved() }
    override open func touchesEnded(_ touches: [Touch], with event: TouchEvent) { fingersLifted(touches) }
    override open func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { fingersCancelled(touches) }

    /// Takes the fingers of `touches` as the ones to follow, keeping ``scale`` continuous; before the
    /// pinch begins, their span is the new starting span for the slop.
    func follow(_ touches: [Touch]) {
        guard fingers.follow(touches) else { return }
        guard let span = fingers.span(in: touches) else {
            initialSpan = nil
            return
        }
        if state.isInProgress {
            if span > 0 { referenceSpan = span / currentScale }
        } else {
            initialSpan = span
        }
    }

    /// Updates the scale from the followed fingers; begins or reports a change as needed. Returns
    /// whether the scale changed.
    func measure(reportingChange: Bool) -> Bool {
        guard fingers.isFollowing, let span = fingers.span(in: touches) else { return false }
        if state == .possible {
            guard let initial = initialSpan else { return false }
            let change = span - initial
            guard abs(change) >= spanSlop else { return false }
            let reference = change > 0 ? initial + spanSlop : initial - spanSlop
            guard reference > 0 else { return false }
            referenceSpan = reference
            currentScale = span / reference
            fingers.cross(change, slop: spanSlop, value: currentScale, at: currentTime)
            state = .began
            return true
        }
        guard state.isInProgress, referenceSpan > 0 else { return false }
        let next = span / referenceSpan
        let changed = next != currentScale
        currentScale = next
        fingers.record(next, changed: changed, reportingChange: reportingChange, at: currentTime)
        return report(changed: changed, reportingChange: reportingChange)
    }

    override open func reset() {
        super.reset()
        currentScale = 1
        referenceSpan = 0
        initialSpan = nil
        fingers.reset()
    }
}

extension PinchGestureRecognizer: TwoFingerGesture {}
