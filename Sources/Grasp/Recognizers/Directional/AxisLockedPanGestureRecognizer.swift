// Why this file exists: a horizontal carousel inside a vertical list is the classic conflict of two
// pans. UIKit's answer (a delegate that compares velocities after the fact) loses frames or picks the
// wrong one. A pan locked to an axis decides once, at the first sample past the slop, by the larger
// displacement, and fails at that same sample when the other axis wins, so a pan on the other axis
// (its own or an ancestor's) begins on the very same sample.

/// A pan that only begins along one axis.
///
/// It follows its fingers like ``PanGestureRecognizer``. At the first sample whose translation reaches
/// ``PanGestureRecognizer/slop`` (measured as a length, in any direction) it decides: if the
/// displacement along ``axis`` is at least the displacement across it, it **begins**; otherwise it
/// **fails**, at that same sample. Equal displacements go to the horizontal axis (see
/// ``PanAxis/dominant(in:)``), so a horizontal and a vertical pan on the same touch never both wait or
/// both begin.
///
/// Because the decision and the failure happen while the same event is delivered, a pan on the other
/// axis (on the same node or on an ancestor, as a list around a carousel) begins at that sample too:
/// the touch is handed over with no frame lost. Its translation, measured from touch-down, includes the
/// movement the locked pan saw.
///
/// After it begins the translation is not constrained: ``PanGestureRecognizer/translation(in:)`` is the full vector and
/// ``axialTranslation(in:)`` its component along the axis. ``/GraspCore/GestureRecognizer/activationMargin`` is the pan's:
/// (distance − slop) / slop at the deciding sample.
open class AxisLockedPanGestureRecognizer: PanGestureRecognizer {
    /// The axis this pan accepts.
    public final var axis: PanAxis

    /// Creates a pan locked to `axis`.
    public init(axis: PanAxis, name: String = "") {
        self.axis = axis
        super.init(name: name)
    }

    /// Creates a horizontal pan.
    override public convenience init(name: String = "") {
        self.init(axis: .horizontal, name: name)
    }

    /// The translation's component along ``axis`` in `node`'s space (the window's when `nil`).
    public final func axialTranslation(in node: Node?) -> Double {
        axis.component(of: translation(in: node))
    }

    /// The velocity's component along ``axis`` in `node`'s space, in points per second.
    public final func axialVelocity(in node: Node?) -> Double {
        axis.component(of: velocity(in: node))
    }

    /// Whether `translation` has gone far enough to decide: its length reaches the slop and it is not zero.
    private func isDecided(_ translation: Point) -> Bool {
        translation.magnitude >= slop && PanAxis.dominant(in: translation) != nil
    }

    /// Begins at the deciding sample when ``axis`` has the larger displacement.
    override open func shouldBegin(withTranslation translation: Point) -> Bool {
        isDecided(translation) && PanAxis.dominant(in: translation) == axis
    }

    /// Fails at the deciding sample when the other axis has the larger displacement.
    override open func shouldFail(withTranslation translation: Point) -> Bool {
        isDecided(translation) && PanAxis.dominant(in: translation) != axis
    }
}
