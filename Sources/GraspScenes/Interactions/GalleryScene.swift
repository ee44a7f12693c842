// Why this file exists: a full-screen photo viewer packs five gestures onto one surface: tap, double
// tap, page sideways, pull down (or up) to dismiss, pinch to zoom or to dismiss. They only coexist if
// each knows at once whether the touch is its own. Here the pages are a horizontal paging scroll view
// whose pan, like the vertical dismiss pan, decides at the first sample past the slop; each page is a
// zooming scroll view.

import Grasp
import GraspMotion

/// A full-screen gallery: tap toggles full screen, double tap zooms in and out, a horizontal drag pages
/// (one page a flick), a pinch zooms, and a vertical pull (or a pinch in below full size) zooms the
/// image out and dismisses it past a threshold.
///
/// Recognizers and relationships:
/// - `tap` (`TapGestureRecognizer`, on the root): toggles full screen (the toolbar hides and the
///   background turns black); when the gallery is dismissed, it brings it back instead. It requires
///   `doubleTap` to fail.
/// - `doubleTap` (`TapGestureRecognizer`, two taps, on the root): zooms the current page in to
///   ``SceneConstants/galleryDoubleTapZoomScale`` about the tapped point (the tapped content stays under
///   the finger, as in Photos, as far as the content allows), or back out to full size.
/// - `page` (the pan of the `pager` scroll view, horizontal, paging): the images follow the finger
///   horizontally (rubber-banded past the first and last); on release the pager settles on a page
///   boundary, at most one page from where the drag began (see `ScrollPaging`): a quick 100 pt flick
///   goes one page, a slow drag settles on the nearer page.
/// - `dismiss` (`AxisLockedPanGestureRecognizer`, vertical, one finger, on the root): the image
///   follows the finger vertically and shrinks as it goes (to
///   ``SceneConstants/galleryMinimumDragScale`` after the viewport's height); on release, if the
///   position projected at the fast deceleration rate is past ``SceneConstants/galleryDismissDistance``,
///   the gallery is dismissed (the image flies off that way, shrinking); otherwise it springs back.
///   It is enabled only while the page is at full size.
/// - `pinch` (the pinch of the current page's zooming scroll view `zoom0` … `zoom4`): zooms the image
///   between 1 and ``SceneConstants/galleryMaximumZoomScale`` with the point between the fingers kept
///   under them; past the limits it rubber-bands and springs back. Pinched in below
///   ``SceneConstants/galleryDismissScale`` of full size and released, the gallery is dismissed.
/// - `zoom` (the pan of the current page's zooming scroll view): moves the zoomed image; enabled only
///   while zoomed in, so at full size every drag goes to `page` or `dismiss`.
/// - `page` and `dismiss` decide together, at the first sample past the slop: the one whose axis has
///   the larger displacement begins, the other fails on that same sample, so the other axis has no
///   effect for the rest of the gesture. A pan that begins makes the taps fail.
///
/// Nodes: `toolbar` (hidden in full screen), `pager` (the paging scroll view; its content node
/// `pager-content` moves to show the page), `zoom0` … `zoom4` in it (one zooming scroll view per
/// page, one viewport each) and `photo0` … `photo4` in those (each its own colour).
public final class GalleryScene: Scene, ScrollViewDelegate {
    /// `gallery`.
    public static let name = "gallery"

    /// The scene's engine.
    public let engine: GestureEngine
    /// The root node, covering the viewport.
    public let rootNode: Node
    /// The bar shown over the images when not in full screen.
    public let toolbar: Node
    /// The horizontal paging scroll view; its content offset shows the current page.
    public let pager: ScrollView
    /// The pager's content: the row of pages.
    public let pagerContent: Node
    /// The zooming scroll views, one per page.
    public let zoomViews: [ScrollView]
    /// The images, one per page, each in its zooming scroll view.
    public let photos: [Node]

    /// The tap that toggles full screen.
    public let tap = TapGestureRecognizer(name: "tap")
    /// The double tap that zooms in and out.
    public let doubleTap = TapGestureRecognizer(name: "doubleTap")
    /// The horizontal pan that pages: the pager's own pan.
    public var page: ScrollViewPanGestureRecognizer { pager.panGestureRecognizer }
    /// The vertical pan that zooms out and dismisses.
    public let dismiss = AxisLockedPanGestureRecognizer(axis: .vertical, name: "dismiss")
    /// The pinch of the current page's zooming scroll view.
    public var pinch: PinchGestureRecognizer { zoomViews[currentPage].pinchGestureRecognizer! }
    /// The pan of the current page's zooming scroll view.
    public var zoomPan: ScrollViewPanGestureRecognizer { zoomViews[currentPage].panGestureRecognizer }

    /// The page shown (or being settled on), from 0.
    public private(set) var currentPage = 0
    /// Whether the gallery is in full screen.
    public private(set) var isFullScreen = false
    /// Whether the gallery was dismissed.
    public private(set) var isDismissed = false

    /// The zoomed-out image's vertical offset while pulled or dismissed, animated.
    public let imageOffset: Animator<Double>
    /// The zoomed-out image's scale while pinched in or dismissed, animated.
    public let imageScale: Animator<Double>

    private let width: Double
    private let height: Double
    private var zoomedPhoto = 0
    private let stops = AnimationStopObservers()

    /// Builds the scene for a viewport of `viewport` points, showing the first page.
    public init(viewport: Size) {
        width = viewport.width
        height = viewport.height
        rootNode = Node(name: "gallery", frame: Rect(origin: .zero, size: viewport))
        rootNode.backgroundColor = .white
        engine = GestureEngine(rootNode: rootNode)
        let count = SceneConstants.galleryPageCount
        pager = ScrollView(name: "pager", frame: Rect(origin: .zero, size: viewport))
        pager.contentSize = Size(width: viewport.width * Double(count), height: viewport.height)
        pager.isPagingEnabled = true
        pager.panGestureRecognizer.name = "page"
        pager.panGestureRecognizer.maximumNumberOfTouches = 1
        pagerContent = Node(name: "pager-content", frame: Rect(x: 0, y: 0, width: viewport.width * Double(count), height: viewport.height))
        pager.addChild(pagerContent)
        pager.backgroundColor = .clear  // containers: only the photos show
        pagerContent.backgroundColor = .clear
        var zooms: [ScrollView] = []
        photos = (0..<count).map { i in
            let zoom = ScrollView(name: "zoom\(i)", frame: Rect(x: Double(i) * viewport.width, y: 0, width: viewport.width, height: viewport.height))
            zoom.contentSize = viewport
            zoom.panGestureRecognizer.name = "zoom"
            zoom.isScrollEnabled = false
            zoom.backgroundColor = .clear
            let photo = Node(name: "photo\(i)", frame: Rect(origin: .zero, size: viewport))
            let shade = 0.25 + 0.5 * Double(i) / Double(max(count - 1, 1))
            photo.backgroundColor = Color(red: shade, green: 0.55, blue: 1 - shade)
            photo.label = "\(i + 1) / \(count)"
            zoom.addChild(photo)
            zooms.append(zoom)
            return photo
        }
        zoomViews = zooms
        for zoom in zoomViews { pagerContent.addChild(zoom) }
        toolbar = Node(name: "toolbar", frame: Rect(x: 0, y: 0, width: viewport.width, height: 60))
        toolbar.backgroundColor = Color(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.9)
        rootNode.addChild(pager)
        rootNode.addChild(toolbar)
        imageOffset = Animator(value: 0)
        imageScale = Animator(value: 1)
        imageOffset.onChange = { [owner = UnownedReference(self)] _ in owner.object.applyZoomOut() }
        imageScale.onChange = { [owner = UnownedReference(self)] _ in owner.object.applyZoomOut() }

        pager.delegate = self
        for zoom in zoomViews {
            zoom.delegate = self
            zoom.maximumZoomScale = SceneConstants.galleryMaximumZoomScale
            zoom.pinchGestureRecognizer?.name = "pinch"
            zoom.pinchGestureRecognizer?.addTarget(self, action: GalleryScene.handlePinch)
        }
        dismiss.maximumNumberOfTouches = 1
        doubleTap.numberOfTapsRequired = 2
        tap.require(toFail: doubleTap)
        tap.addTarget(self, action: GalleryScene.handleTap)
        doubleTap.addTarget(self, action: GalleryScene.handleDoubleTap)
        page.addTarget(self, action: GalleryScene.handlePage)
        dismiss.addTarget(self, action: GalleryScene.handleDismiss)
        for recognizer in [tap, doubleTap, dismiss] as [GestureRecognizer] { rootNode.addGestureRecognizer(recognizer) }
        engine.addTickHandler { [owner = UnownedReference(self)] now in
            let scene = owner.object
            scene.imageOffset.tick(now)
            scene.imageScale.tick(now)
        }
    }

    /// Shows `index` (clamped to the pages) at once, without animation.
    public func show(page index: Int) {
        currentPage = min(max(index, 0), photos.count - 1)
        pager.contentOffset = Point(x: Double(currentPage) * width, y: 0)
    }

    // MARK: Taps

    private func handleTap(_ tap: TapGestureRecognizer) {
        guard tap.state == .ended else { return }
        if isDismissed {
            setDismissed(false)
            zoom(toOffset: 0, scale: 1, velocity: 0, scaleVelocity: 0, at: tap.currentTime)
            return
        }
        isFullScreen.toggle()
        toolbar.isHidden = isFullScreen
        rootNode.backgroundColor = isFullScreen ? .black : .white
    }

    private func handleDoubleTap(_ tap: TapGestureRecognizer) {
        guard tap.state == .ended, !isDismissed else { return }
        let zoom = zoomViews[currentPage]
        if zoom.zoomScale > zoom.minimumZoomScale + 0.01 {
            zoom.setZoomScale(zoom.minimumZoomScale, animated: true)
        } else {
            // Keep the tapped point of the photo under the finger, as Photos does: `zoom(to:)` centres its
            // rect, so the rect is the one whose centre puts the tapped point back where it is on screen.
            // Shown at `scale`, photo point p sits at p·scale − offset; for it to stay at `onScreen`, the
            // rect (the viewport over `scale`) starts at p − onScreen / scale. `zoom(to:)` clamps the
            // offset to the content, so near an edge the point moves only as far as the content needs.
            let point = tap.location(in: photos[currentPage])
            let onScreen = tap.location(in: zoom) - zoom.bounds.origin
            let scale = SceneConstants.galleryDoubleTapZoomScale
            let size = Size(width: width / scale, height: height / scale)
            zoom.zoom(to: Rect(x: point.x - onScreen.x / scale, y: point.y - onScreen.y / scale, width: size.width, height: size.height), animated: true)
        }
    }

    // MARK: Paging

    private func handlePage(_ pan: ScrollViewPanGestureRecognizer) {
        if pan.state == .began, imageOffset.isAnimating || imageScale.isAnimating { beginZoomOut(at: pan.currentTime) }
    }

    /// The page whose offset is nearest the pager's content offset.
    private func nearestPage(_ offset: Double) -> Int {
        let index = (offset / max(width, 1)).rounded()
        guard index.isFinite else { return currentPage }
        return Int(min(max(index, 0), Double(photos.count - 1)))
    }

    // MARK: Scroll view delegate

    /// Follows the pager's page as it settles.
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
        if scrollView === pager { currentPage = nearestPage(targetContentOffset.x) }
    }

    /// Reports a stop when the pager's page settle (or a zooming view's glide) ends or a touch stops it.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        if scrollView === pager { currentPage = nearestPage(pager.contentOffset.x) }
        stops.notify(at: engine.currentTime)
    }

    /// Reports a stop when an animated zoom arrives.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
        stops.notify(at: engine.currentTime)
    }

    /// The page's image zooms.
    public func viewForZooming(in scrollView: ScrollView) -> Node? {
        zoomViews.firstIndex { $0 === scrollView }.map { photos[$0] }
    }

    /// Zoomed in, the page's image can be moved and neither pages nor dismisses; at full size the
    /// other way round.
    public func scrollViewDidZoom(_ scrollView: ScrollView) {
        let zoomed = scrollView.zoomScale > scrollView.minimumZoomScale + 0.001
        scrollView.isScrollEnabled = zoomed
        if scrollView === zoomViews[currentPage] {
            dismiss.isEnabled = !zoomed && !isDismissed
            page.isEnabled = !zoomed && !isDismissed
        }
    }

    /// Reports a stop when a zoom comes to rest (after any bounce back).
    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: Node?, atScale scale: Double) {
        stops.notify(at: engine.currentTime)
    }

    // MARK: Zooming out and dismissing

    /// The scale a vertical drag of `offset` gives the image: 1 at rest, shrinking in proportion to
    /// the viewport's height down to the minimum.
    private func dragScale(_ offset: Double) -> Double {
        let minimum = SceneConstants.galleryMinimumDragScale
        return 1 - (1 - minimum) * min(1, abs(offset) / max(height, 1))
    }

    /// Applies the pull and the dismissal to the current page's zooming view as a whole (the zoom
    /// inside it is the scroll view's).
    private func applyZoomOut() {
        let s = dragScale(imageOffset.value) * imageScale.value
        zoomViews[zoomedPhoto].transform = AffineTransform(a: s, b: 0, c: 0, d: s, tx: 0, ty: imageOffset.value)
    }

    /// Starts zooming the current page's image out: stops a zoom-out animation in progress, where it is.
    private func beginZoomOut(at time: Double) {
        if imageOffset.isAnimating || imageScale.isAnimating {
            imageOffset.stop(at: time)
            imageScale.stop(at: time)
            stops.notify(at: time)
        }
        if zoomedPhoto != currentPage {
            zoomViews[zoomedPhoto].transform = .identity
            zoomedPhoto = currentPage
        }
    }

    private func handleDismiss(_ pan: AxisLockedPanGestureRecognizer) {
        switch pan.state {
        case .began:
            beginZoomOut(at: pan.currentTime)
            fallthrough
        case .changed, .ended:
            imageOffset.jump(to: pan.axialTranslation(in: nil))
            guard pan.state == .ended else { return }
            let velocity = pan.axialVelocity(in: nil)
            let projected = DecayAnimation.projection(
                of: imageOffset.value, velocity: velocity, decelerationRate: MotionConstants.fastDecelerationRate)
            if abs(projected) > SceneConstants.galleryDismissDistance {
                setDismissed(true)
                let away = projected < 0 ? -height : height
                zoom(toOffset: away, scale: SceneConstants.galleryDismissedScale / SceneConstants.galleryMinimumDragScale,
                     velocity: velocity, scaleVelocity: 0, at: pan.currentTime)
            } else {
                zoom(toOffset: 0, scale: 1, velocity: velocity, scaleVelocity: 0, at: pan.currentTime)
            }
        case .cancelled:
            zoom(toOffset: 0, scale: 1, velocity: 0, scaleVelocity: 0, at: pan.currentTime)
        default:
            break
        }
    }

    /// A pinch that began at full size and is released below the dismiss scale dismisses the gallery;
    /// the zooming scroll view does the rest (zooming, rubber band, springing back).
    private func handlePinch(_ pinch: PinchGestureRecognizer) {
        switch pinch.state {
        case .began:
            beginZoomOut(at: pinch.currentTime)
        case .ended:
            let view = zoomViews[currentPage]
            guard pinch.scale < SceneConstants.galleryDismissScale, view.zoomScale <= view.minimumZoomScale + 0.001 || view.isZoomBouncing else { return }
            setDismissed(true)
            zoom(toOffset: imageOffset.value, scale: SceneConstants.galleryDismissedScale, velocity: 0,
                 scaleVelocity: pinch.velocity, at: pinch.currentTime)
        default:
            break
        }
    }

    /// Springs the image to `offset` and `scale`, starting with the given velocities; reports a stop
    /// once both have come to rest.
    private func zoom(toOffset offset: Double, scale: Double, velocity: Double, scaleVelocity: Double, at time: Double) {
        let done: (Bool) -> Void = { [owner = UnownedReference(self)] finished in
            let scene = owner.object
            guard finished, !scene.imageOffset.isAnimating, !scene.imageScale.isAnimating else { return }
            scene.stops.notify(at: scene.engine.currentTime)
        }
        imageOffset.run(SpringAnimation(from: imageOffset.value, to: offset, initialVelocity: velocity), startingAt: time, completion: done)
        imageScale.run(SpringAnimation(from: imageScale.value, to: scale, initialVelocity: scaleVelocity), startingAt: time, completion: done)
    }

    /// Marks the gallery dismissed (or back), enabling only the tap while it is dismissed.
    private func setDismissed(_ dismissed: Bool) {
        isDismissed = dismissed
        let zoomed = zoomViews[currentPage].zoomScale > zoomViews[currentPage].minimumZoomScale + 0.001
        page.isEnabled = !dismissed && !zoomed
        dismiss.isEnabled = !dismissed && !zoomed
        doubleTap.isEnabled = !dismissed
        for zoom in zoomViews { zoom.pinchGestureRecognizer?.isEnabled = !dismissed }
    }

    /// Advances the scene's clock to `now`: the pager, the zooming views and the image animate.
    public func tick(_ now: Double) {
        engine.tick(now)
    }

    /// `tap`, `doubleTap`, `page`, `dismiss`, and the current page's `pinch` and `zoom`.
    public var recognizers: [GestureRecognizer] { [tap, doubleTap, page, dismiss, pinch, zoomPan] }

    /// For every recognizer, the current `page` and `dismissed` (1 or 0); for the pans also their
    /// `translation` and `velocity`, for the pager's and the zooming views' pans the `contentOffset`, for
    /// the pinch its `scale`, `velocity` and the page's `zoomScale`.
    public func values(of recognizer: GestureRecognizer) -> SceneValues {
        var values: SceneValues = ["page": .number(Double(currentPage)), "dismissed": .number(isDismissed ? 1 : 0)]
        if let pan = recognizer as? PanGestureRecognizer {
            values["translation"] = .point(pan.translation(in: nil))
            values["velocity"] = .point(pan.velocity(in: nil))
            if let scroll = (pan as? ScrollViewPanGestureRecognizer)?.scrollView {
                values["contentOffset"] = .point(scroll.contentOffset)
                if scroll !== pager { values["zoomScale"] = .number(scroll.zoomScale) }
            }
        } else if let pinch = recognizer as? PinchGestureRecognizer {
            values["scale"] = .number(pinch.scale)
            values["velocity"] = .number(pinch.velocity)
            values["zoomScale"] = .number(zoomViews[currentPage].zoomScale)
        }
        return values
    }

    /// Calls `observer` when the pager settles on a page, a zoom comes to rest, or the image comes to
    /// rest (back in place or dismissed), or a gesture stops one of them.
    public func observeAnimationStops(_ observer: @escaping (Double) -> Void) {
        stops.add(observer)
    }
}
