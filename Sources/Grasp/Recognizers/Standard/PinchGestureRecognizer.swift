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
/// fingers rested 40 ms or more before lifting, clamped to ``/GraspCore/GestureDefaults/pinchMaximumVelocity``.
open class PinchGestureRecognizer: GestureRecognizer {
    /// How much the span must change before the pinch begins. Default ``/GraspCore/GestureDefaults/pinchSpanSlop``;
    /// a negative or NaN slop counts as 0.
    public final var spanSlop: Double {
        get { pinch.fingers.slop }
        set { pinch.fingers.slop = newValue }
    }

    /// The slop, the fingers, the span and the scale: one stored value, so that a move is one access
    /// to it.
    private var pinch: PinchSpan { _read { yield pinchFields.value } _modify { yield &pinchFields.value } }
    /// The box of `pinch`, accessed without dynamic exclusivity checks (Unsafe/Unchecked.swift): no
    /// access to it calls code outside the recognizer.
    private let pinchFields = Unchecked(PinchSpan())

    /// The scale: the current span relative to the reference span. 1 before the pinch begins. You may
    /// set it (to 1, say, to read increments); the reference span is then adjusted so that the
    /// fingers' current span reads as the new scale, and velocity tracking restarts.
    public final var scale: Double {
        get { pinch.scale }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            pinch.rescale(to: newValue, fingers: touches, at: currentTime)
        }
    }

    /// The rate of change of ``scale``, in scale per second, at the engine's current time.
    public final var velocity: Double { state == .possible ? 0 : pinch.fingers.velocity(at: currentTime) }

    /// How far past its slop the span change was at the sample that crossed it: (|change| − slop) / slop.
    override open var activationMargin: Double { pinch.fingers.crossingMargin }

    override open func touchesBegan(_ touches: [Touch], with event: TouchEvent) { fingersLanded() }
    override open func touchesMoved(_ touches: [Touch], with event: TouchEvent) { fingersMoved() }
    override open func touchesEnded(_ touches: [Touch], with event: TouchEvent) { fingersLifted(touches) }
    override open func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { fingersCancelled(touches) }

    /// Takes the fingers of `touches` as the ones to follow, keeping ``scale`` continuous; before the
    /// pinch begins, their span is the new starting span for the slop.
    final func follow(_ touches: some Collection<Touch>) {
        pinch.follow(touches, inProgress: state.isInProgress)
    }

    /// Updates the scale from the followed fingers; begins or reports a change as needed. Returns
    /// whether the scale changed.
    final func measure(reportingChange: Bool) -> Bool {
        apply(pinch.measure(touches, state: state, reportingChange: reportingChange, at: currentTime),
              reportingChange: reportingChange)
    }

    override open func reset() {
        super.reset()
        pinch.reset()
        trackpadSlop.restore(&spanSlop)
    }

    /// The slop set aside while a trackpad transform drives the pinch (see
    /// ``/GraspCore/GestureEngine/handle(_:)-(TransformEvent)``): a trackpad pinch begins at its first change.
    private var trackpadSlop = SuspendedSlop()

    /// A pinch takes a trackpad transform's touches.
    open override func takes(_ input: IndirectInput) -> Bool { input == .transform }
    /// A trackpad transform's touches were bound: no slop until the pinch resets.
    open override func didBind(to input: IndirectInput) {
        trackpadSlop.suspend(&spanSlop)
    }
}

/// A pinch's fingers, the span they started from and the scale they made.
private struct PinchSpan {
    /// Every finger down, the span slop, and the scale's samples.
    var fingers = TwoFingerTracker(.allFingers, slop: GestureDefaults.pinchSpanSlop,
                                   maximumVelocity: GestureDefaults.pinchMaximumVelocity, hold: GestureDefaults.pinchHoldScale)
    /// The current span relative to ``reference``.
    var scale = 1.0
    /// The span that reads as scale 1.
    var reference = 0.0
    /// The span when the fingers were last chosen, before the pinch began.
    var initial: Double?

    /// Follows the fingers of `touches`: in progress, the reference moves so that the scale does not
    /// jump; before, their span is the new start for the slop.
    mutating func follow(_ touches: some Collection<Touch>, inProgress: Bool) {
        guard fingers.follow(touches) else { return }
        guard let span = fingers.span(in: touches) else {
            initial = nil
            return
        }
        if inProgress {
            if span > 0 { reference = span / scale }
        } else {
            initial = span
        }
    }

    /// Measures the span of the followed fingers in `touches`.
    mutating func measure(_ touches: some Collection<Touch>, state: GestureRecognizerState, reportingChange: Bool,
                          at time: Double) -> TwoFingerStep {
        guard fingers.isFollowing, let span = fingers.span(in: touches) else { return .none }
        if state == .possible {
            guard let initial else { return .none }
            let change = span - initial
            guard fingers.reachesSlop(change) else { return .none }
            let threshold = change > 0 ? initial + fingers.slop : initial - fingers.slop
            guard threshold > 0 else { return .none }
            reference = threshold
            scale = span / threshold
            fingers.cross(change, value: scale, at: time)
            return .began
        }
        guard state.isInProgress, reference > 0 else { return .none }
        let next = span / reference
        let changed = next != scale
        scale = next
        fingers.record(next, changed: changed, reportingChange: reportingChange, at: time)
        return .moved(changed: changed)
    }

    /// The app set the scale: the fingers' current span reads as `value` from now on.
    mutating func rescale(to value: Double, fingers touches: some Collection<Touch>, at time: Double) {
        scale = value
        if let span = fingers.span(in: touches), span > 0 { reference = span / value }
        fingers.restartVelocity(at: value, time: time)
    }

    /// Back to no finger and scale 1.
    mutating func reset() {
        scale = 1
        reference = 0
        initial = nil
        fingers.reset()
    }
}

extension PinchGestureRecognizer: TwoFingerGesture {}
