// A node that keeps a pen's touches from the nodes inside it (a drawing layer above a form, say): the
// engine asks each ancestor whether a node may hear a touch, as it asks Grasp's scroll view.

import GraspCore

/// A node whose descendants do not hear a pen's touches (their recognizers still do).
public final class PenShieldNode: Node {
    /// How many touches it kept from its descendants.
    public private(set) var kept = 0

    /// Lets a descendant hear any touch but a pen's.
    override public func letsDescendantHear(_ touch: Touch, with event: TouchEvent, in node: Node) -> Bool {
        guard touch.kind == .pencil else { return true }
        kept += 1
        return false
    }
}
