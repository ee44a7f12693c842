// Why this file exists: with `NestedScrolling.handOffAtEdges`, one drag moves two scroll views along the
// same axis: the inner one until its edge, the outer one with the rest, and back in the reverse order;
// and a glide that reaches the inner edge goes on in the outer one with the velocity it had there.
//
// The hand-off is not a mechanism of its own: it is one user of the nested-scroll connection
// (NestedScrollConnection.swift). When the inner scroll view's drag begins, the chain is decided once
// and recorded as an `EdgeHandOff`, a connection that sits at the outer scroll view's place in the chain:
// it takes what the inner one leaves at its edge (post-scroll), gives it back first when the finger
// turns (pre-scroll), glides the outer one on release when it holds part of the drag (pre-fling), and
// carries on a glide that reaches the inner edge (post-fling). The arena still gives the drag to the inner
// scroll view's pan alone; the connection only splits its movement.

import GraspMotion

extension ScrollView {
    /// The axis along which this scroll view hands off: vertical when it accepts vertical drags, else
    /// horizontal.
    var chainAxis: PanAxis { acceptsDrag(along: .vertical) ? .vertical : .horizontal }

    /// With ``NestedScrolling/handOffAtEdges``, the nearest scroll view around this one that accepts
    /// drags along ``chainAxis``.
    var chainedParent: ScrollView? {
        guard nestedScrolling == .handOffAtEdges else { return nil }
        let axis = chainAxis
        var node = parent
        while let current = node {
            if let scroll = current as? ScrollView, scroll.isScrollEnabled, scroll.acceptsDrag(along: axis) { return scroll }
            node = current.parent
        }
        return nil
    }

    /// Glides this (outer) scroll view from where it is with `velocity` (the content offset's, along the
    /// chain's axis), as if its own drag had ended; `start` is where the chain took it from, and a paging
    /// one settles at most one page from the page it was on there, as after a drag of its own.
    func releaseChained(velocity: Point, from start: Point, at time: Double) {
        glide(velocity: velocity, startPage: pages(of: start), at: time)
    }

    /// Ends this drag's hold on the outer scroll view of a hand-off without a release (a pinch took
    /// over): when the drag moved it, it settles from where it is (springing back if it was pulled past
    /// an edge), so it is never left displaced.
    func releaseEdgeHandOff(at time: Double) {
        defer { edgeHandOff = nil }
        edgeHandOff?.release(velocity: .zero, at: time)
    }
}

/// The hand-off of one drag (``NestedScrolling/handOffAtEdges``), decided when it began: the outer scroll
/// view that takes what goes past the inner one's edge along ``axis``, where it was then, and how much of
/// the drag it holds. A nested-scroll connection at the outer scroll view's place in the chain.
final class EdgeHandOff: NestedScrollConnection {
    /// The outer scroll view (not kept alive: it is an ancestor of the dragged one).
    private var outerReference: WeakReference<ScrollView>
    /// The outer scroll view, if it still exists.
    var outer: ScrollView? { outerReference.object }
    /// The axis of the chain.
    let axis: PanAxis
    /// The outer scroll view's content offset when the drag began.
    let start: Point
    /// The change of content offset the outer scroll view holds, before its rubber band: what went past
    /// the inner edge, less what came back.
    private(set) var held = 0.0
    /// The time at which the inner glide reached its edge, set by the inner scroll view just before it
    /// offers the velocity there (post-fling), so that the outer glide starts at that moment and not at
    /// the tick that found it.
    var edgeTime: Double?

    init(outer: ScrollView, axis: PanAxis) {
        outerReference = WeakReference(outer)
        self.axis = axis
        start = outer.bounds.origin
    }

    /// Pre-scroll: when the finger turns back, the outer scroll view gives back what it holds first.
    func willScroll(by delta: Point, source: NestedScrollSource) -> Point {
        let d = axis.component(of: delta)
        guard held != 0, d != 0, (d > 0) != (held > 0) else { return .zero }
        let taken = d > 0 ? min(d, -held) : max(d, -held)
        move(by: taken)
        return axis.vector(taken)
    }

    /// Post-scroll: the outer scroll view takes all that the inner one leaves along the axis (its own
    /// rubber band slows it past its edges).
    func didScroll(_ consumed: Point, leaving available: Point, source: NestedScrollSource) -> Point {
        let a = axis.component(of: available)
        guard a != 0, outer != nil else { return .zero }
        move(by: a)
        return axis.vector(a)
    }

    /// Pre-fling: when the outer scroll view holds part of the drag, the release is its glide: it takes
    /// the velocity along the axis, and the inner one stays at its edge.
    func willGlide(with velocity: Point, source: NestedScrollSource) -> Point {
        let taken = axis.vector(axis.component(of: velocity))
        return release(velocity: taken, at: source.node.engine?.currentTime ?? 0) ? taken : .zero
    }

    /// Post-fling: the inner glide reached its edge; the outer scroll view carries on with the velocity
    /// it had there.
    func didGlide(_ consumed: Point, leaving available: Point, source: NestedScrollSource) -> Point {
        let v = axis.component(of: available)
        guard v != 0, let outer else { return .zero }
        let now = source.node.engine?.currentTime ?? 0
        outer.releaseChained(velocity: axis.vector(v), from: outer.bounds.origin, at: min(edgeTime ?? now, now))
        outer.advance(to: now)
        return axis.vector(v)
    }

    /// Glides the outer scroll view from where the drag left it with `velocity`, when the drag moved it.
    /// Returns whether it had been moved.
    @discardableResult
    func release(velocity: Point, at time: Double) -> Bool {
        guard let outer, outer.bounds.origin != start else { return false }
        outer.releaseChained(velocity: velocity, from: start, at: time)
        return true
    }

    private func move(by delta: Double) {
        held += delta
        guard let outer else { return }
        let low = axis.component(of: outer.minimumContentOffset), high = axis.component(of: outer.maximumContentOffset)
        let dimension = max(axis.component(of: Point(x: outer.bounds.width, y: outer.bounds.height)), 1)
        var offset = outer.bounds.origin
        if let drag = try? ScrollAxisDrag(startOffset: axis.component(of: start), bounds: low...high, dimension: dimension, bounces: outer.bounces) {
            let along = drag.offset(forTranslation: -held)
            offset = axis == .vertical ? Point(x: offset.x, y: along) : Point(x: along, y: offset.y)
        }
        outer.stopMotion(at: outer.engine?.currentTime ?? 0)
        outer.moveContent(to: offset)
    }
}
