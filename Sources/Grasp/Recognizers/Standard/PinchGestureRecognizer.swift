// Why this file exists: zooming with two fingers is a continuous gesture of its own. This is UIKit's
// UIPinchGestureRecognizer: a span slop before it begins, a scale that does not jump when a third
// finger lands or lifts, and a release velocity in scale per second from GraspMotion's tracker.

import GraspMotion

/// A continuous recognizer for fingers moving apart or together, as `UIPinchGestureRecognizer`.
///
/// The **span** of the fingers is twice their mean distance from their centroid (for two fingers,
/// the distance between them). The pinch **begins** once the span has changed by
/// ``spanSlop`` from its value when the second finger landed. ``scale`` is the span relative to the
/// span at that threshold (the landing span plus or minus the slop), so it reads just over 1 (or
/// just under) at `began` and equals the ratio the user made after the slop, whatever the sampling
/// rate. It reports **changed** on every movement and **ends** when fewer than two fingers are left.
///
/// When a third finger lands, or one of three lifts, the span changes abruptly; the pinch takes the
/// new span as its reference so that ``scale`` continues without a jump.
///
/// ``velocity`` is the least-squares rate of change of ``scale``, in scale per second: zero when the
/// fingers rested 40 ms or more before lifting, clamped to ``GestureDefaults/pinchMaximumVelocity``.
open class PinchGestureRecognizer: GestureRecognizer {
    /// How much the span must change before the pinch begins. Default ``GestureDefaults/pinchSpanSlop``;
    /// a negative or NaN slop counts as 0.
    public var spanSlop = GestureDefaults.pinchSpanSlop {
        didSet { if !(spanSlop >= 0) { spanSlop = 0 } }
    }

    /// The scale: the current span relative to the reference span. 1 before the pinch begins. You may
    /// set it (to 1, say, to read increments); the reference span is then adjusted so that the
    /// fingers' current span reads as the new scale, and velocity tracking restarts.
    public var scale: Double {
        get { currentScale }
        set {
            guard newValue.isFinite, newValue > 0 else { return }
            currentScale = newValue
            if let span = currentSpan(), span > 0 { referenceSpan = span / newValue }
            tracker.reset()
            tracker.addSample(newValue, at: currentTime)
        }
    }

    /// The rate of change of ``scale``, in scale per second, at the engine's current time.
    public var velocity: Double { state == .possible ? 0 : tracker.velocity(at: currentTime) }

    /// How far past its slop the span change was at the sample that crossed it: (|change| − slop) / slop.
    override open var activationMargin: Double { crossingMargin }

    private var currentScale = 1.0
    private var referenceSpan = 0.0
    private var initialSpan: Double?
    private var followed: [TouchID] = []
    private var tracker = ScalarVelocityTracker(
        maximumSpeed: GestureDefaults.pinchMaximumVelocity, holdDistance: GestureDefaults.pinchHoldScale)
    private var crossingMargin = 0.0

    override open func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        refollow(self.touches)
    }

    override open func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        update()
    }

    override open func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        let changed = update(reportChange: false)
        let remaining = self.touches(remainingAfter: touches)
        if state.isInProgress {
            if remaining.count < 2 {
                state = .ended
                return
            }
            if changed { state = .changed }
        }
        refollow(remaining)
    }

    override open func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        let remaining = self.touches(remainingAfter: touches)
        if state.isInProgress && remaining.count < 2 {
            state = .cancelled
            return
        }
        super.touchesCancelled(touches, with: event)
        refollow(remaining)
    }

    /// Takes `touches` as the fingers to follow, keeping ``scale`` continuous.
    private func refollow(_ touches: [Touch]) {
        followed = touches.map(\.id)
        guard touches.count >= 2 else {
            initialSpan = nil
            return
        }
        let span = Self.span(of: touches)
        if state.isInProgress {
            if span > 0 { referenceSpan = span / currentScale }
        } else {
            initialSpan = span
        }
    }

    /// Updates the scale from the followed fingers; begins or reports a change as needed. Returns
    /// whether the scale changed.
    @discardableResult
    private func update(reportChange: Bool = true) -> Bool {
        guard let span = currentSpan() else { return false }
        if state == .possible {
            guard let initial = initialSpan else { return false }
            let change = span - initial
            guard abs(change) >= spanSlop else { return false }
            let reference = change > 0 ? initial + spanSlop : initial - spanSlop
            guard reference > 0 else { return false }
            referenceSpan = reference
            currentScale = span / reference
            crossingMargin = spanSlop > 0 ? (abs(change) - spanSlop) / spanSlop : .infinity
            tracker.addSample(currentScale, at: currentTime)
            state = .began
            return true
        }
        guard state.isInProgress, referenceSpan > 0 else { return false }
        let next = span / referenceSpan
        let changed = next != currentScale
        // A lift without movement is not a sample: it would read as the fingers slowing down.
        if reportChange || changed { tracker.addSample(next, at: currentTime) }
        currentScale = next
        if reportChange { state = .changed }
        return changed
    }

    /// The span of the followed fingers at their latest locations, or `nil` with fewer than two.
    private func currentSpan() -> Double? {
        // Two passes over the touches rather than a filtered copy: this runs on every move and must
        // not allocate.
        guard followed.count >= 2 else { return nil }
        var sum = Point.zero
        var count = 0
        for touch in touches where followed.contains(touch.id) {
            sum += touch.location
            count += 1
        }
        guard count == followed.count else { return nil }
        let c = sum / Double(count)
        var distances = 0.0
        for touch in touches where followed.contains(touch.id) { distances += touch.location.distance(to: c) }
        return 2 * distances / Double(count)
    }

    /// Twice the mean distance of `touches` from their centroid.
    static func span(of touches: [Touch]) -> Double {
        let c = centroid(of: touches)
        var sum = 0.0
        for touch in touches { sum += touch.location.distance(to: c) }
        return 2 * sum / Double(max(touches.count, 1))
    }

    override open func reset() {
        super.reset()
        currentScale = 1
        referenceSpan = 0
        initialSpan = nil
        followed = []
        tracker.reset()
        crossingMargin = 0
    }
}
