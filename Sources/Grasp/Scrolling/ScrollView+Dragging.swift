// Why this file exists: what a scroll view does with its pan: follow the finger (one to one inside the
// content, rubber-banded past it, or shared with the nodes around it through their connections), and on
// release choose the motion that follows (a glide, a bounce, a page, or the delegate's target). The
// physics are GraspMotion's value types; this file only wires them to the pan.

import GraspMotion

extension ScrollView {
    /// The scroll view's reaction to its own pan; it is the pan's first handler, so the handlers an app
    /// adds later read the offset this drag has just set.
    func handlePan(_ pan: ScrollViewPanGestureRecognizer) {
        let now = pan.currentTime
        switch pan.state {
        case .began:
            stopMotion(at: now)
            beginDrag(pan)
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
            if !isZooming { followDrag(pan) }
        case .changed where isZooming:
            break  // the pinch moves the content while it zooms; the drag goes on after it
        case .changed:
            followDrag(pan)
        case .ended where isZooming:
            endDragUnderPinch(at: now)
        case .ended:
            followDrag(pan)
            endDrag(pan, fingerVelocity: pan.velocity(in: self), at: now)
        case .cancelled:
            cancelDrag(pan, at: now)
        default:
            break
        }
    }

    /// Ends the drag of a pan that left play without its handlers hearing the drag end: a recognizer
    /// removed from its node is reset at once, with no further handler call (*The Arena* in ``/GraspCore``). The drag
    /// ends as a cancelled one does, so the content settles back into range. Called from the pan's
    /// `reset()`; does nothing when no drag is in progress.
    func endDragOfPanThatLeftPlay(_ pan: ScrollViewPanGestureRecognizer) {
        guard isDragging else { return }
        cancelDrag(pan, at: pan.currentTime)
    }

    /// Ends a drag that had no release: under a pinch as any drag under a pinch ends, otherwise with no
    /// velocity, so the content settles from where the finger left it.
    private func cancelDrag(_ pan: ScrollViewPanGestureRecognizer, at now: Double) {
        if isZooming {
            endDragUnderPinch(at: now)
        } else {
            endDrag(pan, fingerVelocity: .zero, at: now)
        }
    }

    /// Ends a drag under a pinch: the pinch moves the content while it zooms, and settles it when it ends.
    private func endDragUnderPinch(at now: Double) {
        isDragging = false
        connectedDrag = nil
        releaseEdgeHandOff(at: now)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
    }

    /// The drags along each axis the pan may move, from the current offset.
    func beginDrag(_ pan: ScrollViewPanGestureRecognizer) {
        let offset = bounds.origin, low = minimumContentOffset, high = maximumContentOffset
        let horizontal = acceptsDrag(along: .horizontal) && pan.lockedAxis != .vertical
        let vertical = acceptsDrag(along: .vertical) && pan.lockedAxis != .horizontal
        // On Android's physics the content never goes past an edge: the stretch takes what would.
        let rubberBands = bounces && androidPhysics == nil
        horizontalDrag = horizontal ? try? ScrollAxisDrag(startOffset: offset.x, bounds: low.x...high.x, dimension: max(bounds.width, 1), bounces: rubberBands) : nil
        verticalDrag = vertical ? try? ScrollAxisDrag(startOffset: offset.y, bounds: low.y...high.y, dimension: max(bounds.height, 1), bounces: rubberBands) : nil
        if androidPhysics != nil { beginAndroidDrag(at: pan.currentTime) }
        dragStartPage = pages(of: offset)
        // The hand-off at edges is decided here, once, and recorded; it then takes part in the drag as a
        // connection (see ScrollView+NestedScrolling.swift).
        edgeHandOff = chainedParent.map { EdgeHandOff(outer: $0, axis: chainAxis) }
        connectedDrag = edgeHandOff != nil || hasNestedScrollConnections ? (.zero, .zero) : nil
    }

    /// The page whose offset is nearest `offset`, for pages `size` apart.
    func page(of offset: Double, size: Double) -> Int {
        guard size > 0, offset.isFinite else { return 0 }
        let index = (offset / size).rounded()
        return Int(min(max(index, -1_000_000), 1_000_000))
    }

    /// The pages of `offset` along each axis (see ``page(of:size:)``).
    func pages(of offset: Point) -> (x: Int, y: Int) {
        (page(of: offset.x, size: bounds.width), page(of: offset.y, size: bounds.height))
    }

    /// Moves the content for the pan's translation so far.
    private func followDrag(_ pan: ScrollViewPanGestureRecognizer) {
        let t = pan.translation(in: self)
        // When the insets or the size changed under the drag (a refresh control showing itself), the
        // drag goes on as a connected one does, from the edges as they are now, so the content between
        // the old edge and the new one moves one to one instead of rubber-banding.
        var own = t
        if connectedDrag == nil, refreshDragLimits(&own) {
            connectedDrag = (lastTranslation: t, ownTranslation: own)
        }
        if connectedDrag == nil, let android = androidPhysics {
            followAndroidDrag(translation: t, physics: android, at: pan.currentTime)
            return
        }
        let before = bounds.origin
        let offset = connectedDrag != nil ? followConnectedDrag(translation: t) : dragOffset(forOwnTranslation: t)
        edgesMovedByDrag = nil
        isMovingForDrag = true
        moveContent(to: offset)
        isMovingForDrag = false
        // The delegate changed the edges because this movement reached a point (a refresh starting):
        // the rest of the movement, from that point, meets the new edges.
        guard let point = edgesMovedByDrag else { return }
        edgesMovedByDrag = nil
        var rest = connectedDrag?.ownTranslation ?? t
        if resumeDrag(from: point, between: before, and: offset, translation: &rest) {
            connectedDrag = (lastTranslation: t, ownTranslation: rest)
            moveContent(to: dragOffset(forOwnTranslation: rest))
        }
    }

    /// Tells the drag in progress that the scroll view's edges (its insets or its content size) have
    /// just changed because its movement reached `offset`, a point on that movement: a refresh control
    /// that starts when the content is pulled to its trigger distance. The rest of the movement, past
    /// `offset`, then meets the new edges in the same sample, as if the movement had been split there.
    /// Call it from ``ScrollViewDelegate/scrollViewDidScroll(_:)``, after changing the edges; anywhere
    /// else it does nothing, and the drag meets the new edges from its next movement, from where the
    /// content is then.
    package final func dragMovedEdges(at offset: Point) {
        guard isMovingForDrag, offset.x.isFinite, offset.y.isFinite else { return }
        edgesMovedByDrag = offset
    }

    /// Along each axis whose edges changed and where `point` lies on the movement from `start` to
    /// `end`, starts the drag again at `point` against the edges as they are now, with the part of the
    /// own translation `own` past `point` (`own` is updated); returns whether any axis did.
    private func resumeDrag(from point: Point, between start: Point, and end: Point, translation own: inout Point) -> Bool {
        let low = minimumContentOffset, high = maximumContentOffset
        func resumed(_ drag: ScrollAxisDrag?, _ p: Double, _ a: Double, _ b: Double, _ bounds: ClosedRange<Double>, _ dimension: Double,
                     _ translation: inout Double) -> ScrollAxisDrag? {
            guard let drag, drag.bounds != bounds || drag.dimension != dimension, min(a, b) <= p, p <= max(a, b), a != b else { return nil }
            // The translation at which the drag showed `p`: the rubber band undone.
            let edge = p < drag.bounds.lowerBound ? drag.bounds.lowerBound : p > drag.bounds.upperBound ? drag.bounds.upperBound : p
            let free = edge + RubberBand.overshoot(forOffset: p - edge, dimension: drag.dimension, coefficient: drag.coefficient)
            let reached = drag.unconstrainedOffset(forTranslation: 0) - free
            guard let fresh = try? ScrollAxisDrag(startOffset: p, bounds: bounds, dimension: dimension, coefficient: drag.coefficient,
                                                  bounces: drag.bounces) else { return nil }
            translation -= reached
            return fresh
        }
        let across = resumed(horizontalDrag, point.x, start.x, end.x, low.x...high.x, max(bounds.width, 1), &own.x)
        let down = resumed(verticalDrag, point.y, start.y, end.y, low.y...high.y, max(bounds.height, 1), &own.y)
        if let across { horizontalDrag = across }
        if let down { verticalDrag = down }
        return across != nil || down != nil
    }

    /// Ends the drag: picks the motion from the release (asking the delegate for its target) and
    /// starts it.
    private func endDrag(_ pan: ScrollViewPanGestureRecognizer, fingerVelocity v: Point, at now: Double) {
        let t = connectedDrag?.ownTranslation ?? pan.translation(in: self)
        let offset = bounds.origin
        var velocity = Point(
            x: horizontalDrag?.releaseVelocity(forTranslationVelocity: v.x, atTranslation: t.x) ?? 0,
            y: verticalDrag?.releaseVelocity(forTranslationVelocity: v.y, atTranslation: t.y) ?? 0)
        if androidPhysics != nil { velocity = androidReleaseVelocity(fingerVelocity: v, at: now) }
        let connected = connectedDrag != nil
        connectedDrag = nil
        if connected { velocity = preFling(velocity) }
        isDragging = false
        horizontalDrag = nil
        verticalDrag = nil
        let low = minimumContentOffset, high = maximumContentOffset
        let horizontal = axisMotion(offset: offset.x, velocity: velocity.x, low: low.x, high: high.x, pageSize: bounds.width, startPage: dragStartPage.x)
        let vertical = axisMotion(offset: offset.y, velocity: velocity.y, low: low.y, high: high.y, pageSize: bounds.height, startPage: dragStartPage.y)
        guard let horizontal, let vertical else {
            delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
            return
        }
        var deceleration = ScrollDeceleration(horizontal: horizontal, vertical: vertical)
        var target = deceleration.restingOffset
        delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: &target)
        if target != deceleration.restingOffset, let retargeted = try? deceleration.retargeted(to: target) {
            deceleration = retargeted
        }
        let decelerate = deceleration.duration > 0 && (deceleration.restingOffset != offset || velocity != .zero)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        guard decelerate else {
            moveContent(to: deceleration.restingOffset)
            return
        }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        let edge = connected ? Self.edgeCrossing(of: deceleration) : nil
        start(.deceleration(deceleration), at: now, cutOffAt: edge?.time, edgeAxis: edge?.axis ?? .vertical)
    }

    /// The motion along one axis after a release at `offset` with `velocity`, within `low…high`.
    func axisMotion(offset: Double, velocity: Double, low: Double, high: Double, pageSize: Double, startPage: Int) -> ScrollAxisDeceleration? {
        if let android = androidPhysics {
            return androidAxisMotion(offset: offset, velocity: velocity, low: low, high: high, pageSize: pageSize, physics: android)
        }
        let bounds = low...high
        if isPagingEnabled, pageSize > 0, high > low {
            let count = Int(((high - max(low, 0)) / pageSize).rounded(.up)) + 1
            guard let paging = try? ScrollPaging(pageSize: pageSize, pageCount: max(count, 1)) else { return nil }
            return try? paging.deceleration(startPage: startPage, offset: offset, velocity: velocity, rate: .fast)
        }
        guard let glide = try? ScrollAxisDeceleration(offset: offset, velocity: velocity, rate: decelerationRate, bounds: bounds) else { return nil }
        if bounces || glide.edgeCrossingTime == nil { return glide }
        // Without bounces, a glide that would reach an edge comes to rest on it.
        return try? ScrollAxisDeceleration(offset: min(max(offset, low), high), velocity: velocity, target: glide.restingOffset, rate: decelerationRate, bounds: bounds)
    }
}
