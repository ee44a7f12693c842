// Why this file exists: a header that collapses as its list scrolls, a sheet that moves before its list
// does, a list that pulls to refresh: each shares one drag between the scroll view under the finger and a
// node around it. The arena still gives the drag to one recognizer (the scroll view's pan); this protocol
// is how the nodes around that scroll view take their part of each movement and of the release, in one
// documented order, inside the same dispatch. It lives in the engine because the scroll view's drag and
// glide call it; the components that implement it live in GraspInteractions.

/// An object through which a node takes part in the scrolling of the scroll views inside it.
///
/// Attach one to any ancestor of a ``ScrollView`` with ``GraspCore/Node/nestedScrollConnection``. While that scroll
/// view is dragged (by a finger, a mouse wheel or a trackpad: they all drive its pan), each movement of the
/// drag, as a change of content offset (a finger moving up makes a positive `y`), goes through the chain:
///
/// 1. **Pre-scroll**, from the outermost connected ancestor inwards: each
///    ``scrollView(_:willScrollBy:)`` returns the part of what is still available that it consumes.
/// 2. The scroll view scrolls by what is left, within its content (up to its edges).
/// 3. **Post-scroll**, from the innermost connected ancestor outwards: each
///    ``scrollView(_:didScroll:leaving:)`` returns the part it consumes of what the scroll view left.
/// 4. What is still left rubber-bands the scroll view past its edge (when it ``ScrollView/bounces``).
///
/// On release, the release velocity goes the same way: **pre-fling** outermost first
/// (``scrollView(_:willGlideWith:)``), and the scroll view glides with what is left. When that glide
/// reaches an edge of the content, the velocity it has there goes **post-fling**, innermost first
/// (``scrollView(_:didGlideWith:leaving:)``): what they take is not bounced (the glide stops at the edge
/// and goes on with the rest); when they take nothing, it bounces as usual. The diagram is in
/// <doc:SharingOneDrag>.
///
/// ``NestedScrolling/handOffAtEdges`` is built on this protocol: the outer scroll view takes part as a
/// connection placed just inside that node's own one.
///
/// Every method has a default that consumes nothing, so a connection implements only what it needs. A
/// consumed amount is clamped, component by component, between zero and what was available (a
/// non-finite one counts as zero), so no connection can move the content more than the finger did.
public protocol NestedScrollConnection: AnyObject {
    /// Pre-scroll: the scroll view `scrollView` inside the node is about to scroll by `delta` (a change of
    /// content offset). Returns the part of `delta` this connection consumes (moving something of its own
    /// by it); the rest goes on inwards, then to the scroll view.
    func scrollView(_ scrollView: ScrollView, willScrollBy delta: Point) -> Point
    /// Post-scroll: `scrollView` scrolled by `consumed` (what it and the connections inside this one
    /// took) and left `available` (what went past its edge). Returns the part of `available` this
    /// connection consumes; the rest goes on outwards, then rubber-bands the scroll view.
    func scrollView(_ scrollView: ScrollView, didScroll consumed: Point, leaving available: Point) -> Point
    /// Pre-fling: the drag of `scrollView` ended with the content-offset velocity `velocity` (points per
    /// second). Returns the part of it this connection takes (to start a motion of its own); the scroll
    /// view glides with the rest.
    func scrollView(_ scrollView: ScrollView, willGlideWith velocity: Point) -> Point
    /// Post-fling: the glide of `scrollView` reached an edge of its content with the velocity
    /// `available` (points per second, along the axis of that edge), having used `consumed` of its release
    /// velocity on the way. Returns the part of `available` this connection takes (to carry the motion on
    /// itself); the scroll view bounces with the rest. Called at most once per release, in the tick that
    /// finds the glide at its edge; a glide that stops short of every edge, or is caught, calls none.
    func scrollView(_ scrollView: ScrollView, didGlideWith consumed: Point, leaving available: Point) -> Point
}

extension NestedScrollConnection {
    /// Consumes nothing.
    public func scrollView(_ scrollView: ScrollView, willScrollBy delta: Point) -> Point { .zero }
    /// Consumes nothing.
    public func scrollView(_ scrollView: ScrollView, didScroll consumed: Point, leaving available: Point) -> Point { .zero }
    /// Takes nothing.
    public func scrollView(_ scrollView: ScrollView, willGlideWith velocity: Point) -> Point { .zero }
    /// Takes nothing.
    public func scrollView(_ scrollView: ScrollView, didGlideWith consumed: Point, leaving available: Point) -> Point { .zero }
}
