// Why this file exists: a switch flips on a tap, or follows a drag of its thumb and settles on the side
// the thumb is past half of; it keeps both from pans and swipes on its ancestors.

/// An on/off control, the Grasp counterpart of a `UISwitch`.
///
/// A tap (a touch that lifts inside without dragging) flips it. A touch that drags more than
/// ``dragThreshold`` moves the thumb with it; at the lift the switch is on if the thumb is past half of its
/// travel, off otherwise, wherever the finger lifts. When ``isOn`` changes, ``Control/Event/valueChanged``
/// and ``Control/Event/primaryActionTriggered`` are sent. A cancelled touch changes nothing. A horizontal
/// pan or swipe on an ancestor does not begin with a touch on an enabled switch; a vertical one does.
open class Switch: Control {
    /// Whether the switch is on. Setting it sends no event.
    public var isOn: Bool
    /// How far, in points, a touch must move before it drags the thumb rather than taps: 4 points.
    public var dragThreshold: Double = 4
    /// The thumb's position along its travel while a touch drags it, 0 (off) to 1 (on); `nil` otherwise.
    public private(set) var thumbPosition: Double?

    private var startX: Double = 0

    /// Creates a switch, on or off, with a frame (UIKit's is 51 by 31 points).
    public init(name: String = "", isOn: Bool = false, frame: Rect = .zero) {
        self.isOn = isOn
        super.init(name: name, frame: frame)
    }

    private var travel: Double { max(bounds.width - bounds.height, 1) }

    /// Remembers where the touch landed.
    override open func beginTracking(_ touch: Touch, with event: TouchEvent) -> Bool {
        startX = convertFromWindow(touch.location).x
        thumbPosition = nil
        return true
    }

    /// Moves the thumb once the touch has moved past the drag threshold.
    override open func continueTracking(_ touch: Touch, with event: TouchEvent) -> Bool {
        let offset = convertFromWindow(touch.location).x - startX
        if thumbPosition != nil || abs(offset) > dragThreshold {
            thumbPosition = min(max((isOn ? 1 : 0) + offset / travel, 0), 1)
        }
        return true
    }

    /// Flips on a tap inside; after a drag, settles on the side the thumb is past half of.
    override open func endTracking(_ touch: Touch?, with event: TouchEvent?) {
        let newValue: Bool
        if let position = thumbPosition { newValue = position > 0.5 } else { newValue = isTouchInside ? !isOn : isOn }
        thumbPosition = nil
        guard newValue != isOn else { return }
        isOn = newValue
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    /// Puts the thumb back: a cancelled touch changes nothing.
    override open func cancelTracking(with event: TouchEvent?) {
        thumbPosition = nil
    }

    /// ``/GraspCore/AccessibilityTraits/toggle``, with ``/GraspCore/AccessibilityTraits/selected`` while on.
    override open var accessibilityTraits: AccessibilityTraits { isOn ? [.toggle, .selected] : .toggle }

    /// "on" or "off".
    override open var accessibilityValue: String? { isOn ? "on" : "off" }

    /// Flips the switch, as a tap does: ``Control/Event/valueChanged`` and ``Control/Event/primaryActionTriggered``
    /// between the touch-down and the touch-up-inside.
    override open func activateChange() {
        isOn.toggle()
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    /// A horizontal pan or swipe on an ancestor (``Control/isHorizontalDrag(_:)``) would take the switch's
    /// drag; a vertical one (a list's scroll) may begin.
    override open func preventsAncestorRecognizer(_ recognizer: GestureRecognizer) -> Bool {
        isHorizontalDrag(recognizer)
    }
}
