// Why this file exists: a list's content holds thousands of rows, and hit-testing by asking every child
// (Node's default) costs in proportion to the rows in the content, not the rows on screen. Rows of a
// list are laid out one after another along an axis, so the row under a point can be found by binary
// search: the cost then grows with the logarithm of the rows, and with the rows a point can overlap.

/// A node whose children are laid out one after another along an axis, in order and without overlap
/// (a list's rows, a carousel's pages); it finds the child under a point by binary search.
///
/// Keep the children sorted by their frame's leading edge along ``axis`` (`minY` for a vertical stack),
/// without transforms that make them overlap. Hit-testing a stack of 10,000 rows then costs about as much
/// as one of 100: a search starts where the last one ended (see the Performance article). Everything else behaves as for any ``/GraspCore/Node``.
open class StackNode: Node {
    /// The axis the children follow one another along.
    public final var axis: PanAxis

    /// Creates a stack along `axis` with a frame in its parent's space.
    public init(name: String = "", frame: Rect = .zero, axis: PanAxis = .vertical) {
        self.axis = axis
        super.init(name: name, frame: frame)
    }

    /// The index where the last search ended: touches land near one another (on the rows on screen),
    /// so the next search starts there.
    private var searchHint = 0

    /// The deepest, front-most node of this subtree that contains `point` and accepts touches.
    ///
    /// The child is found by a galloping search from where the last search ended, then a binary search:
    /// its cost grows with the logarithm of the distance between the two, so touches on the rows on
    /// screen read only rows on screen, however many rows the content has.
    override open func hitTest(_ point: Point) -> Node? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point) else { return nil }
        let rows = children
        let vertical = axis == .vertical
        let coordinate = vertical ? point.y : point.x
        func leads(_ index: Int) -> Bool {
            let frame = rows[index].frame
            return (vertical ? frame.minY : frame.minX) <= coordinate
        }
        // The first child whose leading edge is past the point, between `low` and `high`.
        var low = 0, high = rows.count
        let hint = min(searchHint, rows.count - 1)
        if hint >= 0 {
            var step = 1
            if leads(hint) {
                low = hint + 1
                while low + step - 1 < rows.count, leads(low + step - 1) { low += step; step *= 2 }
                high = min(low + step - 1, rows.count)
            } else {
                high = hint
                while high - step >= 0, !leads(high - step) { high -= step; step *= 2 }
                low = max(high - step + 1, 0)
            }
        }
        while low < high {
            let middle = (low + high) / 2
            if leads(middle) { low = middle + 1 } else { high = middle }
        }
        searchHint = max(low - 1, 0)
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
