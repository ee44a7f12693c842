// Why this file exists: the simplest control, a button: its primary action is a tap that lifts inside,
// and it keeps that tap from single-tap recognizers on its ancestors.

/// A control whose primary action is a touch that lifts inside, the Grasp counterpart of a `UIButton`.
///
/// With the lift inside it sends ``Control/Event/touchUpInside`` and then
/// ``Control/Event/primaryActionTriggered``. A one-finger, one-tap ``/Grasp/TapGestureRecognizer`` on an ancestor
/// does not begin over an enabled button (UIKit's rule since iOS 6); a double tap, a long press, a pan or
/// any recognizer attached to the button itself does.
open class Button: Control {
    /// The button's title, shown by hosts that draw nodes (it sets ``/GraspCore/Node/label``).
    public var title: String? {
        get { label }
        set { label = newValue }
    }

    /// Creates a button with a title and a frame in its parent's coordinate space.
    public init(name: String = "", title: String? = nil, frame: Rect = .zero) {
        super.init(name: name, frame: frame)
        self.label = title
    }

    /// ``Control/Event/primaryActionTriggered``: a button's tap is its primary action.
    override open var touchUpInsideActions: Event { .primaryActionTriggered }

    /// A single tap of one finger on an ancestor would take the button's tap.
    override open func preventsAncestorRecognizer(_ recognizer: GestureRecognizer) -> Bool {
        guard let tap = recognizer as? TapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }
}
