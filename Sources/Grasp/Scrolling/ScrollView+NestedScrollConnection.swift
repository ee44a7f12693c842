// Why this file exists: when a node around a dragged scroll view has a nested-scroll connection, the
// drag no longer maps the finger's translation straight to an offset: each movement is split between
// the connections and the scroll view, in the order NestedScrollConnection.swift documents. This file is
// that split, for the drag (pre-scroll, scroll, post-scroll, rubber band) and the release (pre-fling,
// glide, and post-fling when the glide reaches an edge). It allocates nothing: the chain is the parent
// links, walked in place, with the hand-off at edges (a connection of its own) at its outer scroll view.

import GraspMotion

extension ScrollView {
    /// Whether a node around this scroll view has a ``/GraspCore/Node/nestedScrollConnection``.
    var hasNestedScrollConnections: Bool {
        var node = parent
        while let current = node {
            if current.nestedScrollConnection != nil { return true }
            node = current.parent
        }
        return false
    }

    /// The offset for the pan's translation `t` in a connected drag: the movement since the last one,
    /// shared out through the connections around this scroll view.
    ///
    /// A movement is shared out in rounds. Content that comes back from past an edge takes the movement
    /// up to that edge only; the rest goes through the whole chain again from there, in its order, in
    /// the same movement, so the movers hand off at the exact point where the content reaches its edge
    /// and not at a sample boundary (a sheet rises, or a header collapses, before the list scrolls on).
    func followConnectedDrag(translation t: Point) -> Point {
        guard var state = connectedDrag else { return bounds.origin }
        let step = Point(x: t.x - state.lastTranslation.x, y: t.y - state.lastTranslation.y)
        state.lastTranslation = t
        // The movement as a change of content offset: the content moves against the finger.
        var available = Point(x: step.x.isFinite ? -step.x : 0, y: step.y.isFinite ? -step.y : 0)
        let shown = bounds.origin
        let splits = edgeHandOff != nil || hasNestedScrollConnections
        var round = 0
        while available != .zero {
            round += 1
            available = preScroll(available)
            // A connection may have resized this scroll view (a collapsing header does) or changed its
            // insets: the rest of the drag meets the edges where they are now.
            refreshDragLimits(&state.ownTranslation)
            let stops = splits && round < Self.maximumShareRounds
            var taken = Point.zero, later = Point.zero
            if let drag = horizontalDrag {
                (taken.x, later.x) = Self.withinContent(available.x, drag: drag, translation: state.ownTranslation.x, stoppingAtEdge: stops)
                state.ownTranslation.x -= taken.x
            }
            if let drag = verticalDrag {
                (taken.y, later.y) = Self.withinContent(available.y, drag: drag, translation: state.ownTranslation.y, stoppingAtEdge: stops)
                state.ownTranslation.y -= taken.y
            }
            let left = postScroll(consumed: taken, available: Point(x: available.x - taken.x - later.x, y: available.y - taken.y - later.y))
            // What nobody took pulls the content past its edge (the rubber band maps it), against the
            // edges as they are now: a connection may have resized the scroll view (a header expanding).
            if left != .zero { refreshDragLimits(&state.ownTranslation) }
            if let drag = horizontalDrag, drag.bounces { state.ownTranslation.x -= left.x }
            if let drag = verticalDrag, drag.bounces { state.ownTranslation.y -= left.y }
            available = later
            if later != .zero {
                // The content is at its edge, exactly: its drag starts again there, and the connections
                // asked in the next round see it there.
                restartDrag(atEdgeAlong: later, own: &state.ownTranslation)
                bounds.origin = dragOffset(forOwnTranslation: state.ownTranslation)
            }
        }
        bounds.origin = shown
        connectedDrag = state
        return dragOffset(forOwnTranslation: state.ownTranslation)
    }

    /// The most rounds a movement is shared out in (see ``followConnectedDrag(translation:)``): one
    /// for each edge it can come back from along each axis, and the last takes what is left as one.
    static var maximumShareRounds: Int { 4 }

    /// The offset the drags show for the scroll view's own translation `own`.
    func dragOffset(forOwnTranslation own: Point) -> Point {
        var offset = bounds.origin
        if let drag = horizontalDrag { offset.x = drag.offset(forTranslation: own.x) }
        if let drag = verticalDrag { offset.y = drag.offset(forTranslation: own.y) }
        return offset
    }

    /// Starts the drag again, from the edge the content stands on, along each axis where `later` (what
    /// it left when it came back to that edge) is not zero; its translation there starts again at zero.
    private func restartDrag(atEdgeAlong later: Point, own: inout Point) {
        func restarted(_ drag: ScrollAxisDrag?, _ rest: Double, _ translation: inout Double) -> ScrollAxisDrag? {
            guard let drag, rest != 0 else { return drag }
            let edge = rest > 0 ? drag.bounds.lowerBound : drag.bounds.upperBound
            guard let fresh = try? ScrollAxisDrag(startOffset: edge, bounds: drag.bounds, dimension: drag.dimension,
                                                  coefficient: drag.coefficient, bounces: drag.bounces) else { return drag }
            translation = 0
            return fresh
        }
        horizontalDrag = restarted(horizontalDrag, later.x, &own.x)
        verticalDrag = restarted(verticalDrag, later.y, &own.y)
    }

    /// Rebuilds the drag along each axis whose limits (content offsets or size) changed since it began,
    /// from the offset the content shows now (its translation `own` starts again at zero), so that a
    /// scroll view a connection resizes mid-drag keeps scrolling to its real edges and rubber-bands past
    /// them. Nothing moves: the rebuilt drag shows the same offset. Returns whether any drag was rebuilt.
    @discardableResult
    func refreshDragLimits(_ own: inout Point) -> Bool {
        let low = minimumContentOffset, high = maximumContentOffset
        let across = Self.rebuilt(horizontalDrag, bounds: low.x...high.x, dimension: max(bounds.width, 1), translation: &own.x)
        let down = Self.rebuilt(verticalDrag, bounds: low.y...high.y, dimension: max(bounds.height, 1), translation: &own.y)
        if let across { horizontalDrag = across }
        if let down { verticalDrag = down }
        return across != nil || down != nil
    }

    /// `drag` rebuilt from the offset it shows at `translation` (which starts again at zero) when its
    /// bounds or dimension are no longer these; `nil` when they still are (or there is no drag).
    private static func rebuilt(_ drag: ScrollAxisDrag?, bounds: ClosedRange<Double>, dimension: Double,
                                translation: inout Double) -> ScrollAxisDrag? {
        guard let drag, drag.bounds != bounds || drag.dimension != dimension,
              let fresh = try? ScrollAxisDrag(startOffset: drag.offset(forTranslation: translation), bounds: bounds,
                                              dimension: dimension, bounces: drag.bounces) else { return nil }
        translation = 0
        return fresh
    }

    /// The part of the offset change `delta` that the content takes along one axis when its own drag
    /// stands at `translation` (`taken`: all of it while it stays within the content or comes back
    /// towards it, none of what would carry it further past an edge) and, with `stoppingAtEdge`, the part
    /// beyond the edge it comes back to from past it (`later`: it takes the movement up to that edge
    /// only, and the rest is shared out again from there).
    static func withinContent(_ delta: Double, drag: ScrollAxisDrag, translation: Double,
                              stoppingAtEdge: Bool = false) -> (taken: Double, later: Double) {
        let before = drag.unconstrainedOffset(forTranslation: translation)
        let after = before + delta
        let low = drag.bounds.lowerBound, high = drag.bounds.upperBound
        if stoppingAtEdge, before < low, after > low { return (low - before, after - low) }
        if stoppingAtEdge, before > high, after < high { return (high - before, after - high) }
        let excess = min(0, after - min(before, low)) + max(0, after - max(before, high))
        return (delta - excess, 0)
    }

    // The chain: each ancestor's own connection, and this scroll view's hand-off at edges (if any) at
    // its outer scroll view's place, just inside that node's own connection. NestedScrollDispatcher walks
    // it, as it does for any node's drag.

    /// The dispatcher of this scroll view's movements: its ancestors' connections, and its hand-off at
    /// edges at its outer scroll view's place.
    var nestedScrollDispatcher: NestedScrollDispatcher {
        let extra: (node: Node, connection: any NestedScrollConnection)? = edgeHandOff.flatMap { handOff in
            handOff.outer.map { (node: $0, connection: handOff) }
        }
        return NestedScrollDispatcher(source: self, extra: extra)
    }

    /// Pre-scroll: hands `available` to the connections from the outermost ancestor inwards and returns
    /// what they leave.
    func preScroll(_ available: Point) -> Point {
        nestedScrollDispatcher.preScroll(available)
    }

    /// Post-scroll: hands what the scroll view left to the connections from the innermost ancestor
    /// outwards and returns what they leave.
    func postScroll(consumed: Point, available: Point) -> Point {
        nestedScrollDispatcher.postScroll(consumed: consumed, available: available)
    }

    /// Pre-fling: hands the release velocity to the connections from the outermost ancestor inwards;
    /// returns what they leave for this scroll view's glide. A release with no velocity is offered too:
    /// a hand-off that holds part of the drag settles its outer scroll view then.
    func preFling(_ velocity: Point) -> Point {
        nestedScrollDispatcher.preFling(velocity)
    }

    /// Post-fling: the glide reached this scroll view's edge along `axis` with the velocity `available`
    /// there, having used `consumed` of its release velocity on the way. Offers `available` to the
    /// connections, innermost first, and returns what they leave.
    func postFling(consumed: Double, available: Double, along axis: PanAxis) -> Double {
        let left = nestedScrollDispatcher.postFling(consumed: axis.vector(consumed), available: axis.vector(available))
        return axis.component(of: left)
    }

    /// For a glide, the time after the release at which it first reaches an edge of the content, the
    /// axis along which it does, and nothing when it reaches none: there the velocity it has is offered
    /// to the connections (post-fling).
    static func edgeCrossing(of deceleration: ScrollDeceleration) -> (time: Double, axis: PanAxis)? {
        let across = deceleration.horizontal.edgeCrossingTime.flatMap { $0 > 0 ? $0 : nil }
        let down = deceleration.vertical.edgeCrossingTime.flatMap { $0 > 0 ? $0 : nil }
        switch (across, down) {
        case let (x?, y?): return x < y ? (x, .horizontal) : (y, .vertical)
        case let (x?, nil): return (x, .horizontal)
        case let (nil, y?): return (y, .vertical)
        case (nil, nil): return nil
        }
    }
}

extension PanAxis {
    /// The vector of length `value` along this axis (zero across it).
    func vector(_ value: Double) -> Point {
        self == .horizontal ? Point(x: value, y: 0) : Point(x: 0, y: value)
    }
}

extension NestedScrollSource {
    /// The moving node when it is a scroll view, else `nil`.
    public var scrollView: ScrollView? { node as? ScrollView }
}
