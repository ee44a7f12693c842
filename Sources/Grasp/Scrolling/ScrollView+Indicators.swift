// Why this file exists: UIScrollView's scroll indicators, headless. The scroll view works out where each
// bar is and how opaque it is at a given engine time; the host draws them. The figures are
// ScrollIndicator's, the ScrollViews article explains them.

extension ScrollView {
    /// Whether the content is scrolling in the sense that shows the indicators: a drag, a motion of its
    /// own (glide, bounce, page settle, animated offset or zoom), or a pinch.
    public var isScrollingForIndicators: Bool {
        isDragging || isDecelerating || motion != nil || isZooming || zoomMotion != nil
    }

    /// Shows the scroll indicators briefly, as if the content had just stopped scrolling: fully opaque
    /// for ``ScrollIndicator/fadeDelay`` from the engine's current time, then fading out. An indicator
    /// that would not show (its `shows…ScrollIndicator` is off, or the content fits along its axis)
    /// stays hidden.
    public func flashScrollIndicators() {
        let now = engine?.currentTime ?? 0
        indicatorActivityTime = max(indicatorActivityTime ?? now, now)
    }

    /// The indicator along `axis` at engine time `time` (the engine's current time when `nil`, or 0 out
    /// of an engine's tree), or `nil` when it is not shown at all: its `shows…ScrollIndicator` is off, or
    /// the content (with its insets) fits the scroll view along `axis`.
    ///
    /// Its length is the track's length times the visible fraction (the scroll view's size over the
    /// content's, insets included), at least ``ScrollIndicator/minimumLength``; its position along the
    /// track follows the offset between the minimum and maximum content offsets. Past an edge (the
    /// content rubber-banding) it stays at that end of the track and shortens by the distance past the
    /// edge, down to ``ScrollIndicator/minimumRubberBandedLength``. Its ``ScrollIndicator/alpha`` is 1
    /// while ``isScrollingForIndicators``, then ``ScrollIndicator/alpha(secondsAfterStop:)`` of the time
    /// since the scrolling stopped (or since ``flashScrollIndicators()``); 0 before the content ever
    /// scrolled.
    public func scrollIndicator(along axis: PanAxis, at time: Double? = nil) -> ScrollIndicator? {
        guard showsIndicator(along: axis) else { return nil }
        let expanded = indicatorIsExpanded(along: axis)
        let alpha = expanded ? 1 : indicatorAlpha(at: time ?? engine?.currentTime ?? 0)
        let inset = ScrollIndicator.edgeInset, thickness = expanded ? ScrollIndicator.expandedThickness : ScrollIndicator.thickness
        let cornerThickness = ScrollIndicator.thickness
        let cornerRoom = showsIndicator(along: axis.perpendicular) ? cornerThickness + inset : 0
        let b = bounds, low = minimumContentOffset, high = maximumContentOffset
        // Along the axis: the track between the two edges; across it: the bar sits at the far edge.
        let vertical = axis == .vertical
        let insets = vertical ? storedVerticalIndicatorInsets : storedHorizontalIndicatorInsets
        let (first, last) = vertical ? (b.minY, b.maxY) : (b.minX, b.maxX)
        let (firstInset, lastInset) = vertical ? (insets.top, insets.bottom) : (insets.left, insets.right)
        let bar = Self.indicatorBar(trackStart: first + firstInset + inset, trackEnd: last - lastInset - inset - cornerRoom,
                                    viewLength: vertical ? b.height : b.width,
                                    contentLength: vertical ? storedContentSize.height + storedContentInset.vertical
                                                            : storedContentSize.width + storedContentInset.horizontal,
                                    offset: first, low: axis.component(of: low), high: axis.component(of: high))
        let across = vertical ? b.maxX - insets.right - inset - thickness : b.maxY - insets.bottom - inset - thickness
        let frame = vertical ? Rect(x: across, y: bar.start, width: thickness, height: bar.length)
                             : Rect(x: bar.start, y: across, width: bar.length, height: thickness)
        var indicator = ScrollIndicator(axis: axis, frame: frame, alpha: alpha)
        if allowsIndicatorInteraction {
            indicator.isInteractive = true
            indicator.isExpanded = expanded
            indicator.isPressed = indicatorInteraction.pressedAxis == axis
            let start = first + firstInset + inset, end = last - lastInset - inset - cornerRoom
            indicator.trackFrame = vertical ? Rect(x: across, y: start, width: thickness, height: max(end - start, 0))
                                            : Rect(x: start, y: across, width: max(end - start, 0), height: thickness)
        }
        return indicator
    }

    /// The indicators shown at `time` (see ``scrollIndicator(along:at:)``): the vertical one, then the
    /// horizontal one, each when it is shown at all (at any opacity, 0 included).
    public func scrollIndicators(at time: Double? = nil) -> [ScrollIndicator] {
        [scrollIndicator(along: .vertical, at: time), scrollIndicator(along: .horizontal, at: time)].compactMap { $0 }
    }

    // MARK: Internals

    /// Whether the indicator along `axis` is on and the content can scroll that way.
    func showsIndicator(along axis: PanAxis) -> Bool {
        switch axis {
        case .vertical: showsVerticalScrollIndicator && canScroll(along: .vertical)
        case .horizontal: showsHorizontalScrollIndicator && canScroll(along: .horizontal)
        }
    }

    /// The opacity of the indicators at `time`.
    func indicatorAlpha(at time: Double) -> Double {
        if isScrollingForIndicators { return 1 }
        guard let stop = indicatorActivityTime else { return 0 }
        return ScrollIndicator.alpha(secondsAfterStop: time - stop)
    }

    /// Called when one of the flags of ``isScrollingForIndicators`` is set: notes the engine time at which
    /// scrolling starts or stops.
    func scrollActivityChanged() {
        let scrolling = isScrollingForIndicators
        guard scrolling != wasScrollingForIndicators else { return }
        wasScrollingForIndicators = scrolling
        indicatorActivityTime = engine?.currentTime ?? indicatorActivityTime ?? 0
    }

    /// Refuses insets that are not finite, with a diagnostic for each bad edge.
    func acceptIndicatorInsets(_ insets: EdgeInsets, _ property: String) -> Bool {
        guard !insets.isFinite else { return true }
        for (name, value) in [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)] where !value.isFinite {
            record(ScrollViewDiagnostic(property: "\(property).\(name)", value: value, action: .refused))
        }
        return false
    }

    /// Where a bar lies along a track from `trackStart` to `trackEnd` (in the scroll view's bounds space)
    /// for a view `viewLength` long over content `contentLength` long, at `offset` between `low` and
    /// `high`.
    static func indicatorBar(trackStart: Double, trackEnd: Double, viewLength: Double, contentLength: Double,
                             offset: Double, low: Double, high: Double) -> (start: Double, length: Double) {
        let track = max(trackEnd - trackStart, 0)
        let fraction = contentLength > 0 ? min(viewLength / contentLength, 1) : 1
        var length = min(max(track * fraction, ScrollIndicator.minimumLength), track)
        let overshoot = offset < low ? low - offset : (offset > high ? offset - high : 0)
        if overshoot > 0 {
            length = min(max(length - overshoot, ScrollIndicator.minimumRubberBandedLength), length)
        }
        let progress = high > low ? min(max((offset - low) / (high - low), 0), 1) : 0
        return (trackStart + progress * (track - length), length)
    }
}
