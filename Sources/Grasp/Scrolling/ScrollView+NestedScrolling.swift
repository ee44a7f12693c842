// Why this file exists: with `NestedScrolling.handOffAtEdges`, one drag moves two scroll views along the
// same axis: the inner one until its edge, the outer one with the rest, and back in the reverse order;
// and a glide that reaches the inner edge goes on in the outer one with the velocity it had there. The
// mapping from the finger to the two offsets is one function of the translation, so nothing jumps.
//
// The hand-off follows the engine's one-way flow: the arena gives the drag to the inner scroll view's pan;
// when that drag begins, the chain is decided once and recorded (`DragChain`: which outer scroll view, from
// which offset); each movement then computes both offsets as a value (`ChainedMove`), with no side effect,
// and the drag applies the value to both scroll views in one place. Nothing in the computation moves
// anything.

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

    /// The offsets of this scroll view and of the chain's outer scroll view for a drag of `translation`:
    /// this one moves within its content; what goes past its edge moves the outer one from where it was
    /// when the drag began (rubber-banded at its own edges). A value: nothing moves until the drag applies it.
    func chainedMove(_ offset: Point, translation: Point, in chain: DragChain, to parent: ScrollView) -> ChainedMove {
        let axis = chainAxis
        guard let drag = axis == .vertical ? verticalDrag : horizontalDrag else { return ChainedMove(own: offset, outer: parent.bounds.origin) }
        let free = drag.unconstrainedOffset(forTranslation: axis.component(of: translation))
        let excess = free < drag.bounds.lowerBound ? free - drag.bounds.lowerBound : free > drag.bounds.upperBound ? free - drag.bounds.upperBound : 0
        let ownAlong = excess == 0 ? free : (excess < 0 ? drag.bounds.lowerBound : drag.bounds.upperBound)
        let low = parent.minimumContentOffset, high = parent.maximumContentOffset
        let start = chain.parentStart
        var own = offset, outer = start
        switch axis {
        case .vertical:
            own.y = ownAlong
            if let outerDrag = try? ScrollAxisDrag(startOffset: start.y, bounds: low.y...high.y, dimension: max(parent.bounds.height, 1), bounces: parent.bounces) {
                outer.y = outerDrag.offset(forTranslation: -excess)
            }
        case .horizontal:
            own.x = ownAlong
            if let outerDrag = try? ScrollAxisDrag(startOffset: start.x, bounds: low.x...high.x, dimension: max(parent.bounds.width, 1), bounces: parent.bounces) {
                outer.x = outerDrag.offset(forTranslation: -excess)
            }
        }
        return ChainedMove(own: own, outer: outer)
    }

    /// Ends this drag's hold on the outer scroll view of a chain: when the drag moved it, it glides from
    /// where it is with `velocity` (springing back if it was pulled past an edge). Returns whether it had
    /// been moved. Called whenever the drag ends, however it ends (released, cancelled, taken over by a
    /// pinch), so the outer scroll view is never left displaced.
    @discardableResult
    func releaseChainedParent(velocity: Point, at time: Double) -> Bool {
        defer { dragChain = nil }
        guard let chain = dragChain, let parent = chain.parent, parent.bounds.origin != chain.parentStart else { return false }
        parent.releaseChained(velocity: velocity, from: chain.parentStart, at: time)
        return true
    }

    /// Glides the outer scroll view of a chain from where it is with `velocity` (the content offset's,
    /// along the chain's axis), as if its own drag had ended; `start` is where the chain took it from, and
    /// a paging one settles at most one page from the page it was on there, as after a drag of its own.
    func releaseChained(velocity: Point, from start: Point, at time: Double) {
        glide(velocity: velocity, startPage: (page(of: start.x, size: bounds.width), page(of: start.y, size: bounds.height)), at: time)
    }


    /// For a chained glide of this (inner) scroll view, the time after the release at which it reaches
    /// its edge along the chain's axis, and its velocity there: the glide is cut there and the outer one
    /// carries on.
    func chainedCutoff(of deceleration: ScrollDeceleration) -> (time: Double, velocity: Point)? {
        guard chainedParent != nil else { return nil }
        let axis = chainAxis
        let motion = axis == .vertical ? deceleration.vertical : deceleration.horizontal
        guard let crossing = motion.edgeCrossingTime, crossing > 0 else { return nil }
        let v = motion.velocity(at: crossing)
        return (crossing, axis == .vertical ? Point(x: 0, y: v) : Point(x: v, y: 0))
    }
}

/// The hand-off of a drag decided when it began (``NestedScrolling/handOffAtEdges``): the outer scroll view
/// that takes what goes past the inner one's edge, and its content offset at that moment.
struct DragChain {
    /// The outer scroll view (not kept alive: it is an ancestor of the dragged one).
    @WeakReference var parent: ScrollView?
    /// Its content offset when the drag began.
    var parentStart: Point
}

/// One movement of a chained drag, computed before anything moves: the inner scroll view's offset and the
/// outer one's.
struct ChainedMove: Equatable {
    var own: Point
    var outer: Point
}
