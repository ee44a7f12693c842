// Why this file exists: a slider is the control whose touch must not be taken by a pan or a scroll view
// around it (the standing complaint of a slider in a carousel in a list). It keeps its thumb under the
// finger from where the finger landed, and ignores touches on the track away from the thumb.

/// A horizontal control that picks a value in a range by dragging a thumb, the Grasp counterpart of a
/// `UISlider`.
///
/// The thumb is a circle ``thumbDiameter`` wide whose centre travels from the left end of the bounds to
/// the right, inset by its radius. A touch within ``thumbHitSlop`` of the thumb grabs it, and the thumb
/// then keeps the offset the touch had from its centre (it does not jump under the finger); a touch on the
/// track away from the thumb is followed (highlight and touch events; ``Control/isTracking`` stays `false`)
/// but moves nothing. The value is clamped
/// to ``minimumValue``...``maximumValue``. With ``isContinuous`` each move that changes the value sends
/// ``Control/Event/valueChanged`` and ``Control/Event/primaryActionTriggered``; without it they are sent once,
/// at the lift, if the value changed.
///
/// A horizontal pan or swipe on an ancestor (a carousel's drag included) does not begin with a touch that
/// landed on the thumb; a vertical one (a list's scroll), or one that starts elsewhere on the slider, does.
open class Slider: Control {
    /// The value, always within ``minimumValue``...``maximumValue``.
    public var value: Double {
        get { storedValue }
        set { storedValue = clamped(newValue) }
    }
    /// The smallest value (0 by default). Raising it above ``maximumValue`` raises that too.
    public var minimumValue: Double = 0 {
        didSet { if maximumValue < minimumValue { maximumValue = minimumValue }; storedValue = clamped(storedValue) }
    }
    /// The largest value (1 by default). Lowering it below ``minimumValue`` lowers that too.
    public var maximumValue: Double = 1 {
        didSet { if minimumValue > maximumValue { minimumValue = maximumValue }; storedValue = clamped(storedValue) }
    }
    /// Whether value changes are sent during the drag (`true`, the default) or once at the lift.
    public var isContinuous = true
    /// The thumb's diameter: 28 points, as UIKit's.
    public var thumbDiameter: Double = 28
    /// How far outside the thumb a touch still grabs it: 8 points.
    public var thumbHitSlop: Double = 8
    /// Whether the tracked touch holds the thumb.
    public private(set) var isDraggingThumb = false

    private var storedValue: Double = 0
    private var grabOffset: Double = 0
    private var valueAtTouchDown: Double = 0
    private var thumbTouchIDs: [TouchID] = []

    /// Creates a slider with a value (clamped to 0...1 until the range is set) and a frame.
    public init(name: String = "", value: Double = 0, frame: Rect = .zero) {
        super.init(name: name, frame: frame)
        self.storedValue = clamped(value)
    }

    private func clamped(_ v: Double) -> Double {
        guard v.isFinite else { return minimumValue }
        return min(max(v, minimumValue), maximumValue)
    }

    private var travel: Double { max(bounds.width - thumbDiameter, 0) }

    /// The thumb's frame in the slider's own space.
    public var thumbRect: Rect {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? (storedValue - minimumValue) / span : 0
        let x = bounds.minX + fraction * travel
        return Rect(x: x, y: bounds.midY - thumbDiameter / 2, width: thumbDiameter, height: thumbDiameter)
    }

    /// Whether `point`, in window coordinates, grabs the thumb.
    public func thumbContains(_ point: Point) -> Bool {
        thumbRect.insetBy(dx: -thumbHitSlop, dy: -thumbHitSlop).contains(convertFromWindow(point))
    }

    /// Grabs the thumb when the touch lands on it, remembering the offset from its centre; a touch
    /// elsewhere is not tracked (returns `false`).
    override open func beginTracking(_ touch: Touch, with event: TouchEvent) -> Bool {
        valueAtTouchDown = storedValue
        isDraggingThumb = thumbContains(touch.location)
        grabOffset = convertFromWindow(touch.location).x - thumbRect.midX
        return isDraggingThumb
    }

    /// Moves the thumb with the touch, keeping the grab offset.
    override open func continueTracking(_ touch: Touch, with event: TouchEvent) -> Bool {
        moveThumb(with: touch)
        return true
    }

    /// Moves the thumb to where the touch lifted, then sends the value change when not continuous.
    override open func endTracking(_ touch: Touch?, with event: TouchEvent?) {
        if let touch, isDraggingThumb { moveThumb(with: touch) }
        if !isContinuous && storedValue != valueAtTouchDown { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
        isDraggingThumb = false
    }

    private func moveThumb(with touch: Touch) {
        let centre = convertFromWindow(touch.location).x - grabOffset
        let span = maximumValue - minimumValue
        let fraction = travel > 0 ? (centre - bounds.minX - thumbDiameter / 2) / travel : 0
        let old = storedValue
        storedValue = clamped(minimumValue + min(max(fraction, 0), 1) * span)
        if isContinuous && storedValue != old { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
    }

    /// Keeps the value the drag reached (as UIKit does), sending it if not continuous.
    override open func cancelTracking(with event: TouchEvent?) {
        if !isContinuous && storedValue != valueAtTouchDown { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
        isDraggingThumb = false
    }

    /// How far one ``Control/accessibilityIncrement()`` or ``Control/accessibilityDecrement()`` moves the value:
    /// a tenth of the range by default (`nil`), as VoiceOver moves a `UISlider`.
    public var accessibilityStep: Double?

    /// ``/GraspCore/AccessibilityTraits/adjustable``.
    override open var accessibilityTraits: AccessibilityTraits { .adjustable }

    /// The value as a percentage of the range, rounded ("50%"), as `UISlider` reads it.
    override open var accessibilityValue: String? {
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? (storedValue - minimumValue) / span : 0
        return AccessibilityElement.valueText((fraction * 100).rounded(), decimals: 0) + "%"
    }

    /// Increment and decrement; a slider has no default action.
    override open var accessibilityActions: [AccessibilityAction] { [.increment, .decrement] }

    /// A slider is adjusted, not activated: `false`, nothing sent.
    override open func accessibilityActivate() -> Bool { false }

    /// Moves the value up by ``accessibilityStep``, sending ``Control/Event/valueChanged`` and
    /// ``Control/Event/primaryActionTriggered`` when it changed (at once, continuous or not: the step is one change).
    override open func accessibilityIncrement() { adjust(by: 1) }

    /// Moves the value down by ``accessibilityStep``, as ``accessibilityIncrement()`` does up.
    override open func accessibilityDecrement() { adjust(by: -1) }

    private func adjust(by direction: Double) {
        guard isEnabled, !isDraggingThumb else { return }
        let step = accessibilityStep.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? (maximumValue - minimumValue) / 10
        let old = storedValue
        storedValue = clamped(storedValue + direction * step)
        if storedValue != old { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
    }

    /// A horizontal pan or swipe (``Control/isHorizontalDrag(_:)``) whose touch landed on the thumb would
    /// take the thumb's drag; vertical ones, and drags that start elsewhere, may begin.
    override open func preventsAncestorRecognizer(_ recognizer: GestureRecognizer) -> Bool {
        guard isHorizontalDrag(recognizer) else { return false }
        return touchesLandedOnThumb(of: recognizer)
    }

    private func touchesLandedOnThumb(of recognizer: GestureRecognizer) -> Bool {
        if isDraggingThumb { return true }
        // The control may not have heard the touch yet (a scroll view holds it back): judge where the
        // recognizer's touch started: a pan's start is its location less its translation; a swipe's is
        // taken where it is now.
        var start = recognizer.location(in: nil)
        if let pan = recognizer as? PanGestureRecognizer { start = start - pan.translation(in: nil) }
        return thumbContains(start)
    }
}
