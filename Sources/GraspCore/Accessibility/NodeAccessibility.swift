// Why this file exists: interactions such as swipe actions or a bottom sheet are controllers attached to
// plain nodes, not node subclasses; they give those nodes accessibility elements and actions through this
// small class of two closures (no protocol, so nothing needs an existential in Embedded Swift).

/// The accessibility of a node that does not override ``Node/accessibilityElements``: a closure that lists
/// its elements and one that performs an action on one of them.
///
/// A controller sets it on the node it draws on, capturing itself weakly (``WeakReference``) so that the
/// node does not keep the controller alive.
public final class NodeAccessibility {
    /// Lists the elements, frames in the node's space.
    public let elements: () -> [AccessibilityElement]
    /// Performs an action on the element at an index, at a time; returns whether it was performed.
    public let perform: (AccessibilityAction, Int, Double) -> Bool

    /// Creates the accessibility of a node from its two closures.
    public init(elements: @escaping () -> [AccessibilityElement],
                perform: @escaping (_ action: AccessibilityAction, _ element: Int, _ time: Double) -> Bool) {
        self.elements = elements
        self.perform = perform
    }
}
