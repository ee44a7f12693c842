// Why this file exists: a header that collapses as its list scrolls, a sheet that moves before its list
// does, a list that pulls to refresh: each shares one drag between the node that moves with it and a
// node around it. The arena still gives the drag to one recognizer (a scroll view's pan, a handle's); this
// protocol is how the nodes around the moving one take their part of each movement and of the release, in
// one documented order, inside the same dispatch. The moving node need not be a scroll view (a sheet's
// handle, a swiped row), so each method names its source, a node, and the protocol lives in the core
// beside `Node`, which holds it; Grasp's scroll view is one source among others, and its conformance and
// its hand-off at edges stay in Grasp. The components that implement it live in GraspInteractions.

/// An object through which a node takes part in the movements of the nodes inside it: the scrolling of a
/// scroll view, or the drag of any node that dispatches it (a sheet's handle, a swiped row).
///
/// Attach one to any ancestor of the moving node with ``Node/nestedScrollConnection``. Grasp's `ScrollView`
/// dispatches its drags itself; any other node does with a ``NestedScrollDispatcher``. While the source is
/// dragged (by a finger, a mouse wheel or a trackpad), each movement of the drag, as a change of content
/// offset (a finger moving up makes a positive `y`), goes through the chain:
///
/// 1. **Pre-scroll**, from the outermost connected ancestor inwards: each
///    ``willScroll(by:source:)`` returns the part of what is still available that it consumes.
/// 2. The source moves by what is left (a scroll view scrolls within its content, up to its edges).
/// 3. **Post-scroll**, from the innermost connected ancestor outwards: each
///    ``didScroll(_:leaving:source:)`` returns the part it consumes of what the source left.
/// 4. What is still left is the source's (a scroll view rubber-bands past its edge when it
///    `bounces`).
///
/// On release, the release velocity goes the same way: **pre-fling** outermost first
/// (``willGlide(with:source:)``), and the source glides with what is left. When that glide reaches an edge,
/// the velocity it has there goes **post-fling**, innermost first (``didGlide(_:leaving:source:)``): what
/// they take is not bounced (a scroll view's glide stops at the edge and goes on with the rest); when they
/// take nothing, it bounces as usual. The diagram is in the article *Sharing One Drag* in Grasp.
///
/// Grasp's `NestedScrolling.handOffAtEdges` is built on this protocol: the outer scroll view takes part as
/// a connection placed just inside that node's own one.
///
/// Every method has a default that consumes nothing, so a connection implements only what it needs. A
/// consumed amount is clamped, component by component, between zero and what was available (a
/// non-finite one counts as zero), so no connection can move anything more than the finger did.
///
/// **Earlier names.** The four `scrollView(_:…)` methods are this protocol's first form, which only a
/// scroll view could call. They are deprecated and stay for one release: a connection that implements
/// them (with Grasp's `ScrollView` as their first parameter, which makes it the connection's
/// ``DeprecatedSource``) still works for scroll views (the default of each source-taking method calls the
/// matching one when its source is of that type), and sees nothing from other sources.
public protocol NestedScrollConnection: AnyObject {
    /// The type of node the deprecated `scrollView(_:…)` methods take: Grasp's `ScrollView` in a
    /// connection that implements them (inferred from them), `Node` otherwise. It goes with them.
    associatedtype DeprecatedSource: Node = Node

    /// Pre-scroll: `source`, inside the node, is about to move by `delta` (a change of content offset).
    /// Returns the part of `delta` this connection consumes (moving something of its own by it); the rest
    /// goes on inwards, then to the source.
    func willScroll(by delta: Point, source: NestedScrollSource) -> Point
    /// Post-scroll: `source` moved by `consumed` (what it and the connections inside this one took) and
    /// left `available` (what went past its edge). Returns the part of `available` this connection
    /// consumes; the rest goes on outwards, then back to the source (a scroll view rubber-bands with it).
    func didScroll(_ consumed: Point, leaving available: Point, source: NestedScrollSource) -> Point
    /// Pre-fling: the drag of `source` ended with the content-offset velocity `velocity` (points per
    /// second). Returns the part of it this connection takes (to start a motion of its own); the source
    /// glides with the rest.
    func willGlide(with velocity: Point, source: NestedScrollSource) -> Point
    /// Post-fling: the glide of `source` reached an edge with the velocity `available` (points per
    /// second, along the axis of that edge), having used `consumed` of its release velocity on the way.
    /// Returns the part of `available` this connection takes (to carry the motion on itself); the source
    /// bounces with the rest. A scroll view calls it at most once per release, in the tick that finds the
    /// glide at its edge; a glide that stops short of every edge, or is caught, calls none.
    func didGlide(_ consumed: Point, leaving available: Point, source: NestedScrollSource) -> Point

    /// Pre-scroll from a scroll view. Deprecated: implement ``willScroll(by:source:)``, which every source
    /// calls.
    func scrollView(_ scrollView: DeprecatedSource, willScrollBy delta: Point) -> Point
    /// Post-scroll from a scroll view. Deprecated: implement ``didScroll(_:leaving:source:)``, which every
    /// source calls.
    func scrollView(_ scrollView: DeprecatedSource, didScroll consumed: Point, leaving available: Point) -> Point
    /// Pre-fling from a scroll view. Deprecated: implement ``willGlide(with:source:)``, which every source
    /// calls.
    func scrollView(_ scrollView: DeprecatedSource, willGlideWith velocity: Point) -> Point
    /// Post-fling from a scroll view. Deprecated: implement ``didGlide(_:leaving:source:)``, which every
    /// source calls.
    func scrollView(_ scrollView: DeprecatedSource, didGlideWith consumed: Point, leaving available: Point) -> Point
}

extension NestedScrollConnection {
    /// Calls ``scrollView(_:willScrollBy:)`` when `source` is a ``DeprecatedSource``; consumes nothing otherwise.
    public func willScroll(by delta: Point, source: NestedScrollSource) -> Point {
        guard let scrollView = source.node as? DeprecatedSource else { return .zero }
        return self.scrollView(scrollView, willScrollBy: delta)
    }
    /// Calls ``scrollView(_:didScroll:leaving:)`` when `source` is a ``DeprecatedSource``; consumes nothing otherwise.
    public func didScroll(_ consumed: Point, leaving available: Point, source: NestedScrollSource) -> Point {
        guard let scrollView = source.node as? DeprecatedSource else { return .zero }
        return self.scrollView(scrollView, didScroll: consumed, leaving: available)
    }
    /// Calls ``scrollView(_:willGlideWith:)`` when `source` is a ``DeprecatedSource``; takes nothing otherwise.
    public func willGlide(with velocity: Point, source: NestedScrollSource) -> Point {
        guard let scrollView = source.node as? DeprecatedSource else { return .zero }
        return self.scrollView(scrollView, willGlideWith: velocity)
    }
    /// Calls ``scrollView(_:didGlideWith:leaving:)`` when `source` is a ``DeprecatedSource``; takes nothing otherwise.
    public func didGlide(_ consumed: Point, leaving available: Point, source: NestedScrollSource) -> Point {
        guard let scrollView = source.node as? DeprecatedSource else { return .zero }
        return self.scrollView(scrollView, didGlideWith: consumed, leaving: available)
    }

    /// Consumes nothing.
    public func scrollView(_ scrollView: DeprecatedSource, willScrollBy delta: Point) -> Point { .zero }
    /// Consumes nothing.
    public func scrollView(_ scrollView: DeprecatedSource, didScroll consumed: Point, leaving available: Point) -> Point { .zero }
    /// Takes nothing.
    public func scrollView(_ scrollView: DeprecatedSource, willGlideWith velocity: Point) -> Point { .zero }
    /// Takes nothing.
    public func scrollView(_ scrollView: DeprecatedSource, didGlideWith consumed: Point, leaving available: Point) -> Point { .zero }
}
