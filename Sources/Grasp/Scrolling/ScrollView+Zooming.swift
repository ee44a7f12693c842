// Why this file exists: a photo or a map zooms inside its scroll view: a pinch scales the delegate's
// zooming node about the point between the fingers (that point stays under them), the content size and
// offset follow, and a pinch past the limits rubber-bands and springs back. Double-tap-to-zoom uses
// `zoom(to:animated:)`. This file is that part of UIScrollView.

import GraspMotion

extension ScrollView {
    /// The smallest zoom scale. Default 1. A non-finite value is refused; a value above
    /// ``maximumZoomScale`` lowers nothing: ``maximumZoomScale`` is raised to it, with a diagnostic.
    public var minimumZoomScale: Double {
        get { storedMinimumZoomScale }
        set {
            guard acceptsZoomLimit(newValue, named: "minimumZoomScale") else { return }
            storedMinimumZoomScale = newValue
            if storedMaximumZoomScale < newValue {
                record(ScrollViewDiagnostic(property: "maximumZoomScale", value: storedMaximumZoomScale, action: .clamped(to: newValue)))
                storedMaximumZoomScale = newValue
            }
            zoomLimitsChanged()
        }
    }

    /// The largest zoom scale. Default 1; zooming is on when it is above ``minimumZoomScale``. A
    /// non-finite value is refused; a value below ``minimumZoomScale`` is clamped to it, with a
    /// diagnostic.
    public var maximumZoomScale: Double {
        get { storedMaximumZoomScale }
        set {
            guard acceptsZoomLimit(newValue, named: "maximumZoomScale") else { return }
            if newValue < storedMinimumZoomScale {
                record(ScrollViewDiagnostic(property: "maximumZoomScale", value: newValue, action: .clamped(to: storedMinimumZoomScale)))
                storedMaximumZoomScale = storedMinimumZoomScale
            } else {
                storedMaximumZoomScale = newValue
            }
            zoomLimitsChanged()
        }
    }

    /// Whether `value` can be a zoom limit (finite and above 0); otherwise it is refused with a diagnostic.
    private func acceptsZoomLimit(_ value: Double, named property: String) -> Bool {
        guard value.isFinite, value > 0 else {
            record(ScrollViewDiagnostic(property: property, value: value, action: .refused))
            return false
        }
        return true
    }

    /// The scale of the zooming node (``ScrollViewDelegate/viewForZooming(in:)``). Setting it zooms at
    /// once about the centre of the visible area, clamped to the limits.
    public var zoomScale: Double {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Zooms to `scale` (clamped to the limits) about the centre of the visible area, at once or on a
    /// spring. A non-finite scale is refused with a diagnostic.
    public func setZoomScale(_ scale: Double, animated: Bool) {
        guard scale.isFinite else {
            record(ScrollViewDiagnostic(property: "zoomScale", value: scale, action: .refused))
            return
        }
        let target = min(max(scale, storedMinimumZoomScale), storedMaximumZoomScale)
        let center = Point(x: bounds.width / 2, y: bounds.height / 2)
        let contentPoint = (bounds.origin + center) / max(storedZoomScale, .leastNonzeroMagnitude)
        zoom(toScale: target, contentPoint: contentPoint, focus: center, animated: animated)
    }

    /// Zooms so that `rect` (in the zooming node's own coordinates) fills the visible area as far as the
    /// limits allow, centred, at once or on a spring.
    public func zoom(to rect: Rect, animated: Bool) {
        guard rect.origin.isFinite, rect.width.isFinite, rect.height.isFinite, rect.width > 0, rect.height > 0 else { return }
        let scale = min(max(min(bounds.width / rect.width, bounds.height / rect.height), storedMinimumZoomScale), storedMaximumZoomScale)
        let center = Point(x: bounds.width / 2, y: bounds.height / 2)
        let targetOffset = clampedContentOffset(rect.center * scale - center, atScale: scale)
        // The point of the viewport that stays fixed between the two (offset, scale) pairs.
        let s0 = storedZoomScale
        if abs(scale - s0) < 1e-9 {
            setContentOffset(targetOffset, animated: animated)
            return
        }
        let contentPoint = (targetOffset - bounds.origin) / (scale - s0)
        let focus = contentPoint * s0 - bounds.origin
        zoom(toScale: scale, contentPoint: contentPoint, focus: focus, animated: animated)
    }

    /// The zooming node, as the delegate says.
    public var viewForZooming: Node? { delegate?.viewForZooming(in: self) }

    // MARK: Internals

    func zoomLimitsChanged() {
        let zooms = storedMaximumZoomScale > storedMinimumZoomScale
        if zooms, pinchGestureRecognizer == nil {
            let pinch = PinchGestureRecognizer(name: name.isEmpty ? "zoom" : "\(name)-zoom")
            pinchGestureRecognizer = pinch
            addGestureRecognizer(pinch)
            pinch.addHandler { [owner = UnownedReference(self)] pinch in owner.object.handlePinch(pinch) }
            panGestureRecognizer.allowSimultaneousRecognition(with: pinch)
        }
        pinchGestureRecognizer?.isEnabled = zooms
        let clamped = min(max(storedZoomScale, storedMinimumZoomScale), storedMaximumZoomScale)
        if clamped != storedZoomScale { applyZoom(clamped, contentPoint: .zero, focus: .zero) }
    }

    /// `offset` within the content bounds the scroll view would have at zoom `scale`.
    func clampedContentOffset(_ offset: Point, atScale scale: Double) -> Point {
        guard let view = viewForZooming else { return clampedContentOffset(offset) }
        let size = Size(width: view.bounds.width * scale, height: view.bounds.height * scale)
        let low = minimumContentOffset
        let high = Point(
            x: max(low.x, size.width + storedContentInset.right - bounds.width),
            y: max(low.y, size.height + storedContentInset.bottom - bounds.height))
        return Point(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
    }

    /// Scales the zooming node to `scale`, keeping `contentPoint` (in the node's unscaled coordinates)
    /// at `focus` (in the visible area), and tells the delegate.
    func applyZoom(_ scale: Double, contentPoint: Point, focus: Point) {
        storedZoomScale = scale
        if let view = viewForZooming {
            view.transform = AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: 0)
            view.center = Point(x: view.bounds.width * scale / 2, y: view.bounds.height * scale / 2)
            storedContentSize = Size(width: view.bounds.width * scale, height: view.bounds.height * scale)
        }
        moveContent(to: contentPoint * scale - focus)
        delegate?.scrollViewDidZoom(self)
    }

    private func zoom(toScale scale: Double, contentPoint: Point, focus: Point, animated: Bool) {
        let now = engine?.currentTime ?? 0
        stopMotion(at: now)
        stopZoomMotion(at: now)
        if animated, scale != storedZoomScale {
            zoomMotion = (SpringAnimation(from: storedZoomScale, to: scale, initialVelocity: 0, parameters: .default), now, focus, contentPoint, true)
            startTicking()
            if tickToken == nil { comeToRestOffTree() }
        } else {
            applyZoom(scale, contentPoint: contentPoint, focus: focus)
            moveContent(to: clampedContentOffset(bounds.origin))
        }
    }

    func handlePinch(_ pinch: PinchGestureRecognizer) {
        let now = pinch.currentTime
        switch pinch.state {
        case .began:
            stopMotion(at: now)
            stopZoomMotion(at: now)
            releaseEdgeHandOff(at: now)  // the pinch takes over from a chained drag
            isZooming = true
            delegate?.scrollViewWillBeginZooming(self, with: viewForZooming)
            let focus = pinch.location(in: self) - bounds.origin
            zoomStart = (storedZoomScale, (bounds.origin + focus) / storedZoomScale)
            fallthrough
        case .changed:
            guard let start = zoomStart else { return }
            let raw = start.scale * pinch.scale
            let low = storedMinimumZoomScale, high = storedMaximumZoomScale
            let scale = bouncesZoom ? RubberBand.clamp(raw, to: low...high, dimension: high) : min(max(raw, low), high)
            applyZoom(scale.isFinite && scale > 0 ? scale : start.scale, contentPoint: start.contentPoint, focus: pinch.location(in: self) - bounds.origin)
        case .ended, .cancelled:
            isZooming = false
            guard let start = zoomStart else { return }
            zoomStart = nil
            let target = min(max(storedZoomScale, storedMinimumZoomScale), storedMaximumZoomScale)
            let focus = pinch.location(in: self) - bounds.origin
            if target != storedZoomScale {
                isZoomBouncing = true
                zoomMotion = (SpringAnimation(from: storedZoomScale, to: target, initialVelocity: pinch.state == .ended ? pinch.velocity * start.scale : 0, parameters: .bounce), now, focus, (bounds.origin + focus) / storedZoomScale, false)
                startTicking()
            if tickToken == nil { comeToRestOffTree() }
            } else {
                settleAfterZoom(at: now)
            }
            if panGestureRecognizer.state.isInProgress {
                // A finger stays down: the drag goes on from here.
                panGestureRecognizer.setTranslation(.zero, in: nil)
                beginDrag(panGestureRecognizer)
            }
        default:
            break
        }
    }

    /// Springs the offset back within the content when the zoom left it outside, then tells the delegate
    /// the zoom ended.
    private func settleAfterZoom(at time: Double) {
        let offset = bounds.origin, target = clampedContentOffset(offset)
        if target != offset, let back = try? ScrollDeceleration(
            horizontal: ScrollAxisDeceleration(offset: offset.x, velocity: 0, target: target.x, bounds: minimumContentOffset.x...maximumContentOffset.x),
            vertical: ScrollAxisDeceleration(offset: offset.y, velocity: 0, target: target.y, bounds: minimumContentOffset.y...maximumContentOffset.y)) {
            isDecelerating = true
            start(.deceleration(back), at: time)
        }
        delegate?.scrollViewDidEndZooming(self, with: viewForZooming, atScale: storedZoomScale)
    }

    func advanceZoom(to now: Double) {
        guard let zoom = zoomMotion else { return }
        let elapsed = now - zoom.start
        if elapsed >= zoom.animation.duration {
            zoomMotion = nil
            isZoomBouncing = false
            applyZoom(zoom.animation.to, contentPoint: zoom.contentPoint, focus: zoom.focus)
            if zoom.isScrollAnimation {
                moveContent(to: clampedContentOffset(bounds.origin))
                delegate?.scrollViewDidEndScrollingAnimation(self)
                delegate?.scrollViewDidEndZooming(self, with: viewForZooming, atScale: storedZoomScale)
            } else {
                settleAfterZoom(at: now)
            }
        } else {
            applyZoom(zoom.animation.value(at: max(elapsed, 0)), contentPoint: zoom.contentPoint, focus: zoom.focus)
        }
    }

    /// Stops a zoom animation where it is.
    func stopZoomMotion(at time: Double) {
        guard let zoom = zoomMotion else { return }
        zoomMotion = nil
        isZoomBouncing = false
        applyZoom(zoom.animation.value(at: max(time - zoom.start, 0)), contentPoint: zoom.contentPoint, focus: zoom.focus)
    }
}
