// Why this file exists: on a pointer device the scroll indicators are a scrollbar. Hovering the strip an
// indicator lies in widens its thumb, a press on the thumb drags the content proportionally, a press in
// the track pages toward the press (ScrollIndicatorGestureRecognizer.swift has the gesture). This file
// keeps the state, the geometry of the strip and the thumb, and the scrolling each action does; the
// ScrollViews article lists the figures.

extension ScrollView {
    /// Whether the indicators are a scrollbar for a mouse or trackpad pointer: hovering an indicator's
    /// strip widens its thumb to ``ScrollIndicator/expandedThickness``, dragging the thumb scrolls the
    /// content proportionally (catching a glide), and a press in the track pages toward the press,
    /// repeating while held. Touches never hit an indicator, as in UIKit. Default `false`: a host for
    /// a pointer device turns it on. Turning it on adds ``indicatorGestureRecognizer`` and a hover
    /// recognizer to this scroll view; turning it off removes them.
    public final var allowsIndicatorInteraction: Bool {
        get { indicatorInteraction.recognizer != nil }
        set {
            guard newValue != allowsIndicatorInteraction else { return }
            if newValue {
                let press = ScrollIndicatorGestureRecognizer(name: "scrollbar")
                press.scrollView = self
                let hover = HoverGestureRecognizer(name: "scrollbar-hover")
                hover.addHandler { [owner = UnownedReference(self)] hover in owner.object.indicatorHoverChanged(hover) }
                addGestureRecognizer(press)
                addGestureRecognizer(hover)
                indicatorInteraction = IndicatorInteractionState(recognizer: press, hover: hover)
            } else {
                if let press = indicatorInteraction.recognizer { removeGestureRecognizer(press) }
                if let hover = indicatorInteraction.hover { removeGestureRecognizer(hover) }
                indicatorInteraction = IndicatorInteractionState()
            }
        }
    }

    /// The recognizer that drags the thumb and pages in the track, while ``allowsIndicatorInteraction``
    /// is on.
    public var indicatorGestureRecognizer: ScrollIndicatorGestureRecognizer? { indicatorInteraction.recognizer }

    /// The axis of the indicator the pointer hovers (its strip), if any.
    public var hoveredIndicatorAxis: PanAxis? { indicatorInteraction.hoveredAxis }

    // MARK: Internals

    /// Which part of an indicator a point is on.
    enum IndicatorPart: Equatable {
        case thumb
        /// The track before (`forward` false) or after the thumb.
        case track(forward: Bool)
    }

    /// The track of the indicator along `axis`, in view coordinates (from the scroll view's top-left
    /// corner on screen): where the bar may run along the axis, and the far edge across it.
    func indicatorTrack(along axis: PanAxis) -> (start: Double, end: Double, edge: Double) {
        let inset = ScrollIndicator.edgeInset
        let cornerRoom = showsIndicator(along: axis.perpendicular) ? ScrollIndicator.thickness + inset : 0
        let b = bounds
        if axis == .vertical {
            let insets = storedVerticalIndicatorInsets
            return (insets.top + inset, b.height - insets.bottom - inset - cornerRoom, b.width - insets.right - inset)
        }
        let insets = storedHorizontalIndicatorInsets
        return (insets.left + inset, b.width - insets.right - inset - cornerRoom, b.height - insets.bottom - inset)
    }

    /// The thumb along `axis` at content offset `offset`, in view coordinates along the axis.
    func thumb(along axis: PanAxis, atOffset offset: Point) -> (start: Double, length: Double) {
        let track = indicatorTrack(along: axis)
        let vertical = axis == .vertical
        return Self.indicatorBar(trackStart: track.start, trackEnd: track.end, viewLength: vertical ? bounds.height : bounds.width,
                                 contentLength: vertical ? storedContentSize.height + storedContentInset.vertical
                                                         : storedContentSize.width + storedContentInset.horizontal,
                                 offset: axis.component(of: offset), low: axis.component(of: minimumContentOffset),
                                 high: axis.component(of: maximumContentOffset))
    }

    /// The indicator, and the part of it, at `point` in window coordinates: inside the strip
    /// ``ScrollIndicator/interactiveWidth`` wide along the edge of a shown indicator, over its track.
    func indicatorHit(atWindowPoint point: Point) -> (axis: PanAxis, part: IndicatorPart)? {
        guard allowsIndicatorInteraction, point.isFinite else { return nil }
        let local = convert(point, from: nil) - bounds.origin
        for axis in [PanAxis.vertical, .horizontal] where showsIndicator(along: axis) {
            let track = indicatorTrack(along: axis)
            let across = axis.perpendicular.component(of: local), along = axis.component(of: local)
            guard across <= track.edge + ScrollIndicator.edgeInset, across >= track.edge - ScrollIndicator.interactiveWidth + ScrollIndicator.edgeInset,
                  along >= track.start, along <= track.end else { continue }
            let bar = thumb(along: axis, atOffset: bounds.origin)
            if along < bar.start { return (axis, .track(forward: false)) }
            if along > bar.start + bar.length { return (axis, .track(forward: true)) }
            return (axis, .thumb)
        }
        return nil
    }

    /// Pages toward the press: a page along `axis`, forward or back, animated as a page key.
    func pageTowardPress(along axis: PanAxis, forward: Bool, at time: Double) {
        _ = scroll(KeyCommand(axis: axis, move: .page(forward ? 1 : -1)), at: time)
    }

    /// Whether a held press in the track pages again: the thumb, at the offset the paging aims at, still
    /// stops short of `press` (window coordinates) in the paging's direction, and the content can still move
    /// that way. The second condition ends the repeat at the content's end even when the thumb can never
    /// reach the press (the scroll view moved under a held pointer), so that a repeat never outlives its
    /// use: a tick long after the last one would otherwise fire it once for every interval in between.
    func pagingGoesOn(toward press: Point, along axis: PanAxis, forward: Bool) -> Bool {
        let aim = motion?.restingOffset ?? bounds.origin
        let value = axis.component(of: aim)
        guard forward ? value < axis.component(of: maximumContentOffset) : value > axis.component(of: minimumContentOffset) else {
            return false
        }
        let bar = thumb(along: axis, atOffset: aim)
        let along = axis.component(of: convert(press, from: nil) - bounds.origin)
        return forward ? bar.start + bar.length < along : bar.start > along
    }

    /// Moves the content for a thumb drag along `axis` that grabbed it at `start` and has moved by
    /// `movement` (window coordinates): the thumb follows the pointer, within the track.
    func dragThumb(along axis: PanAxis, from start: Point, by movement: Point) {
        let track = indicatorTrack(along: axis)
        let bar = thumb(along: axis, atOffset: start)
        let room = track.end - track.start - bar.length
        let low = axis.component(of: minimumContentOffset), high = axis.component(of: maximumContentOffset)
        guard room > 0, high > low else { return }
        let value = min(max(axis.component(of: clampedContentOffset(start)) + axis.component(of: movement) * (high - low) / room, low), high)
        let offset = axis == .vertical ? Point(x: bounds.origin.x, y: value) : Point(x: value, y: bounds.origin.y)
        stopMotion(at: engine?.currentTime ?? 0)
        moveContent(to: offset)
    }

    /// The hover recognizer moved: notes which indicator's strip, if any, the pointer is over.
    func indicatorHoverChanged(_ hover: HoverGestureRecognizer) {
        let previous = indicatorInteraction.hoveredAxis
        if hover.state == .began || hover.state == .changed, hover.hoveringKind == .mouse {
            indicatorInteraction.hoveredAxis = indicatorHit(atWindowPoint: hover.location(in: nil))?.axis
        } else {
            indicatorInteraction.hoveredAxis = nil
        }
        if previous != indicatorInteraction.hoveredAxis, indicatorInteraction.hoveredAxis == nil {
            // Leaving the strip: the bar fades from now, as after scrolling stops.
            indicatorActivityTime = engine?.currentTime ?? indicatorActivityTime
        }
    }

    /// Whether the indicator along `axis` is widened (hovered or pressed).
    func indicatorIsExpanded(along axis: PanAxis) -> Bool {
        indicatorInteraction.hoveredAxis == axis || indicatorInteraction.pressedAxis == axis
    }
}

/// A scroll view's scrollbar state: its recognizers, and which indicator is hovered or pressed.
struct IndicatorInteractionState {
    var recognizer: ScrollIndicatorGestureRecognizer?
    var hover: HoverGestureRecognizer?
    var hoveredAxis: PanAxis?
    var pressedAxis: PanAxis?
}
