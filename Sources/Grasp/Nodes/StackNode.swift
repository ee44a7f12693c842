// Why this file exists: a list's content holds thousands of rows, and hit-testing by asking every child
// (Node's default) costs in proportion to the rows in the content, not the rows on screen. Rows of a
// list are laid out one after another along an axis, so the row under a point can be found by binary
// search: the cost then grows with the logarithm of the rows, and with the rows a point can overlap.

/// A node whose children are laid out one after another along an axis, in order and without overlap
/// (a list's rows, a carousel's pages); it finds the child under a point by binary search.
///
/// Keep the children sorted by their frame's leading edge along ``axis`` (`minY` for a vertical stack),
/// without transforms that make them overlap. Hit-testing a stack of 10,000 rows then costs about as much
/// as one of 100 (see the Performance article). Everything else behaves as for any ``Node``.
open class StackNode: Node {
    /// The axis the children follow one another along.
    public var axis: PanAxis

    /// Creates a stack along `axis` with a frame in its parent's space.
    public init(name: String = "", frame: Rect = .zero, axis: PanAxis = .vertical) {
        self.axis = axis
        super.init(name: name, frame: frame)
    }

    /// The deepest, front-most node of this subtree that contains `point` and accepts touches, found by
    /// binary search over the children's leading edges.
    override open func hitTest(_ point: Point) -> Node? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point) else { return nil }
        let rows = children
        let vertical = axis == .vertical
        let coordinate = vertical ? point.y : point.x
        // The first child whose leading edge is past the point.
        var low = 0, high = rows.count
        while low < high {
            let middle = (low + high) / 2
            let frame = rows[middle].frame
            if (vertical ? frame.minY : frame.minX) <= coordinate { low = middle + 1 } else { high = middle }
        }
        // Children before it, back towards the first whose trailing edge is before the point.
        var index = low - 1
        while index >= 0 {
            let child = rows[index]
            let frame = child.frame
            if (vertical ? frame.maxY : frame.maxX) < coordinate { break }
            if let local = child.convertFromParent(point), let hit = child.hitTest(local) { return hit }
            index -= 1
        }
        return self
    }
}
