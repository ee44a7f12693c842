// Why this file exists: a scroll view is not the only node that moves with a drag and may share the
// movement with the nodes around it: a sheet's handle, a swiped row, a node of an app's own. The chain of
// connections (NestedScrollConnection.swift gives its order) is walked here once, for any node: a scroll
// view (Grasp's) dispatches through it too, with its hand-off at edges as one more connection at its outer
// scroll view's place. It allocates nothing: the chain is the parent links, walked in place.

/// The node whose movement a ``NestedScrollConnection`` is asked to share: a scroll view, or any node that
/// dispatches its drag with a ``NestedScrollDispatcher``.
public struct NestedScrollSource {
    /// The moving node.
    public let node: Node

    /// The source `node`.
    public init(node: Node) {
        self.node = node
    }
}

/// Shares the movements of a node's drag with the ``Node/nestedScrollConnection``s of its ancestors, in
/// the order ``NestedScrollConnection`` documents: what a scroll view does with its own drags, for any
/// node.
///
/// A node that moves with a drag (a sheet's handle, a row swiped open) makes a dispatcher and, for each
/// movement, offers it before moving (pre-scroll), moves by what is left, and offers what it could not
/// take (post-scroll); on release, it offers the velocity (pre-fling) and glides with the rest:
///
/// ```swift
/// let dispatcher = NestedScrollDispatcher(source: handle)
/// var delta = Point(x: 0, y: -step)                // a change of offset: against the finger
/// delta -= dispatcher.dispatchPreScroll(delta)      // the ancestors take their part first
/// let moved = move(by: delta)                       // the handle takes what it can
/// _ = dispatcher.dispatchPostScroll(consumed: moved, available: delta - moved)
/// ```
///
/// With no connection around the node, every dispatch consumes nothing and calls nobody.
public struct NestedScrollDispatcher {
    /// The node whose movements are dispatched.
    public let source: NestedScrollSource
    /// One more connection (a scroll view's hand-off at edges), asked just inside the own connection of
    /// `node`.
    private let extra: (node: Node, connection: any NestedScrollConnection)?

    /// A dispatcher for the movements of `node`, offered to the connections of its ancestors.
    public init(source node: Node) {
        self.init(source: node, extra: nil)
    }

    /// A dispatcher for the movements of `node` that also asks `extra`'s connection, just inside the own
    /// connection of `extra`'s node (Grasp's scroll view puts its hand-off at edges there).
    package init(source node: Node, extra: (node: Node, connection: any NestedScrollConnection)?) {
        source = NestedScrollSource(node: node)
        self.extra = extra
    }

    // MARK: Dispatching (what the connections consumed)

    /// Pre-scroll: offers `delta` (a change of offset) to the connections from the outermost ancestor
    /// inwards; returns the part they consumed.
    public func dispatchPreScroll(_ delta: Point) -> Point {
        Self.difference(delta, preScroll(delta))
    }

    /// Post-scroll: the source moved by `consumed` and left `available`; offers `available` to the
    /// connections from the innermost ancestor outwards and returns the part they consumed.
    public func dispatchPostScroll(consumed: Point, available: Point) -> Point {
        Self.difference(available, postScroll(consumed: consumed, available: available))
    }

    /// Pre-fling: offers the release velocity to the connections from the outermost ancestor inwards;
    /// returns the part they took. A release with no velocity is offered too.
    public func dispatchPreFling(_ velocity: Point) -> Point {
        Self.difference(velocity, preFling(velocity))
    }

    /// Post-fling: the source's glide reached an edge with the velocity `available`, having used
    /// `consumed` on the way; offers `available` to the connections from the innermost ancestor outwards
    /// and returns the part they took.
    public func dispatchPostFling(consumed: Point, available: Point) -> Point {
        Self.difference(available, postFling(consumed: consumed, available: available))
    }

    // MARK: The chain (what the connections leave)

    /// Pre-scroll: what the connections leave of `available`. Nothing left means nobody more is asked.
    package func preScroll(_ available: Point) -> Point {
        offerInwards(available, through: source.node.parent, evenWhenZero: false) { $0.willScroll(by: $1, source: source) }
    }

    /// Post-scroll: what the connections leave of `available`.
    package func postScroll(consumed: Point, available: Point) -> Point {
        offerOutwards(consumed: consumed, available: available) { $0.didScroll($1, leaving: $2, source: source) }
    }

    /// Pre-fling: what the connections leave of `velocity`.
    package func preFling(_ velocity: Point) -> Point {
        offerInwards(velocity, through: source.node.parent, evenWhenZero: true) { $0.willGlide(with: $1, source: source) }
    }

    /// Post-fling: what the connections leave of `available`.
    package func postFling(consumed: Point, available: Point) -> Point {
        offerOutwards(consumed: consumed, available: available) { $0.didGlide($1, leaving: $2, source: source) }
    }

    /// Offers `available` to the connections from the outermost ancestor inwards, down to `node`
    /// (recursing up the parent links first; the extra connection just inside its node's own one), each
    /// through `ask` with what is left; returns what they all leave. With `evenWhenZero` false, nothing
    /// left means nobody is asked.
    private func offerInwards(_ available: Point, through node: Node?, evenWhenZero: Bool,
                              _ ask: (any NestedScrollConnection, Point) -> Point) -> Point {
        guard let node else { return available }
        var left = offerInwards(available, through: node.parent, evenWhenZero: evenWhenZero, ask)
        if let connection = node.nestedScrollConnection, evenWhenZero || left != .zero {
            left = Self.subtracting(ask(connection, left), from: left)
        }
        if let extra, extra.node === node, evenWhenZero || left != .zero {
            left = Self.subtracting(ask(extra.connection, left), from: left)
        }
        return left
    }

    /// Offers `available` to the connections from the innermost ancestor outwards (the extra connection
    /// just inside its node's own one), each through `ask` with what has been consumed so far and what is
    /// left; returns what they all leave.
    private func offerOutwards(consumed: Point, available: Point,
                               _ ask: (any NestedScrollConnection, Point, Point) -> Point) -> Point {
        var consumed = consumed, left = available
        func offer(to connection: any NestedScrollConnection) {
            let rest = Self.subtracting(ask(connection, consumed, left), from: left)
            consumed = Point(x: consumed.x + left.x - rest.x, y: consumed.y + left.y - rest.y)
            left = rest
        }
        var node = source.node.parent
        while let current = node, left != .zero {
            if let extra, extra.node === current { offer(to: extra.connection) }
            if let connection = current.nestedScrollConnection, left != .zero { offer(to: connection) }
            node = current.parent
        }
        return left
    }

    /// `available` less `consumed`, each component of `consumed` first clamped between zero and the
    /// available amount (a non-finite one counts as zero).
    static func subtracting(_ consumed: Point, from available: Point) -> Point {
        func rest(_ c: Double, _ a: Double) -> Double {
            guard c.isFinite else { return a }
            return a - (a >= 0 ? min(max(c, 0), a) : max(min(c, 0), a))
        }
        return Point(x: rest(consumed.x, available.x), y: rest(consumed.y, available.y))
    }

    private static func difference(_ a: Point, _ b: Point) -> Point {
        Point(x: a.x - b.x, y: a.y - b.y)
    }
}
