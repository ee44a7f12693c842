// Why this file exists: a full-screen photo viewer packs four gestures onto one surface: tap, page
// sideways, pull down (or up) to dismiss, pinch to dismiss. They only coexist if each knows at once
// whether the touch is its own. Here the two pans are locked to their axes and decide at the first
// sample past the slop; from then on the other axis has no effect.

import Grasp
import GraspMotion

/// A full-screen gallery: tap toggles full screen, a horizontal pan pages, a vertical pan or a pinch
/// zooms the image out and dismisses it past a threshold.
///
/// Recognizers and relationships (all on the root node):
/// - `tap` (`TapGestureRecognizer`): toggles full screen (the toolbar hides and the background
///   turns black); when the gallery is dismissed, it brings it back instead.
/// - `page` (`AxisLockedPanGestureRecognizer`, horizontal, one finger): the images follow the
///   finger horizontally (rubber-banded past the first and last); on release the gallery settles on
///   the page nearest the projection of the release (the position plus the distance the release
///   velocity would carry it at the normal deceleration rate), on a critically damped spring that
///   starts with the release velocity.
/// - `dismiss` (`AxisLockedPanGestureRecognizer`, vertical, one finger): the image follows the finger
///   vertically and shrinks as it goes (to ``SceneConstants/galleryMinimumDragScale`` after the
///   viewport's height); on release, if the position projected at the fast deceleration rate is past
///   ``SceneConstants/galleryDismissDistance``, the gallery is dismissed (the image flies off that
///   way, shrinking); otherwise it springs back.
/// - `pinch` (`PinchGestureRecognizer`): the image scales with the pinch (zooming in only a little,
///   rubber-banded); on release below ``SceneConstants/galleryDismissScale`` the gallery is dismissed,
///   otherwise the image springs back to full size.
/// - `page` and `dismiss` decide together, at the first sample past the slop: the one whose axis has
///   the larger displacement begins, the other fails on that same sample, so the other axis has no
///   effect for the rest of the gesture. Both take one finger only, so a pinch never pages; a pan in
///   progress prevents the pinch, and a pinch in progress keeps the pans from beginning. A pan that
///   begins makes the tap fail (the finger moved past the tap's allowance anyway).
///
/// Nodes: `toolbar` (hidden in full screen), `pager` (the row of images, moved to show the page), and
/// `photo0` … `photo4` in it (one viewport each, each its own colour).
public final class GalleryScene: Scene {
    /// `gallery`.
    public static let name = "gallery"

    /// The scene's engine.
    public let engine: GestureEngine
    /// The root node, covering the viewport.
    public let rootNode: Node
    /// The bar shown over the images when not in full screen.
    public let toolbar: Node
    /// The row of images; its position shows the current page.
    public let pager: Node
    /// The images, one per page.
    public let photos: [Node]

    /// The tap that toggles full screen.
    public let tap = TapGestureRecognizer(name: "tap")
    /// The horizontal pan that pages.
    public let page = AxisLockedPanGestureRecognizer(axis: .horizontal, name: "page")
    /// The vertical pan that zooms out and dismisses.
    public let dismiss = AxisLockedPanGestureRecognizer(axis: .vertical, name: "dismiss")
    /// The pinch that zooms out and dismisses.
    public let pinch = PinchGestureRecognizer(name: "pinch")

    /// The page shown (or being settled on), from 0.
    public private(set) var currentPage = 0
    /// Whether the gallery is in full screen.
    public private(set) var isFullScreen = false
    /// Whether the gallery was dismissed.
    public private(set) var isDismissed = false

    /// The pager's horizontal offset (0 for the first page, −width per page after), animated.
    public let pagerOffset: Animator<Double>
    /// The zoomed image's vertical offset, animated.
    public let imageOffset: Animator<Double>
    /// The zoomed image's pinch scale, animated.
    public let imageScale: Animator<Double>

    private let width: Double
    private let height: Double
    private var pageStart = 0.0
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
        pager = Node(name: "pager", frame: Rect(x: 0, y: 0, width: viewport.width * Double(count), height: viewport.height))
        photos = (0..<count).map { i in
            let photo = Node(name: "photo\(i)", frame: Rect(x: Double(i) * viewport.width, y: 0, width: viewport.width, height: viewport.height))
            let shade = 0.25 + 0.5 * Double(i) / Double(max(count - 1, 1))
            photo.backgroundColor = Color(red: shade, green: 0.55, blue: 1 - shade)
            photo.label = "\(i + 1) / \(count)"
            return photo
        }
        pager.backgroundColor = .clear  // a container: only its photos show
        for photo in photos { pager.addChild(photo) }
        toolbar = Node(name: "toolbar", frame: Rect(x: 0, y: 0, width: viewport.width, height: 60))
        toolbar.backgroundColor = Color(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.9)
        rootNode.addChild(pager)
        rootNode.addChild(toolbar)
        pagerOffset = Animator(value: 0)
        imageOffset = Animator(value: 0)
        imageScale = Animator(value: 1)
        pagerOffset.onChange = { [unowned self] in pager.center.x = $0 + pager.bounds.width / 2 }
        imageOffset.onChange = { [unowned self] _ in applyZoom() }
        imageScale.onChange = { [unowned self] _ in applyZoom() }

        page.maximumNumberOfTouches = 1
        dismiss.maximumNumberOfTouches = 1
        tap.addTarget(self, action: GalleryScene.handleTap)
        page.addTarget(self, action: GalleryScene.handlePage)
        dismiss.addTarget(self, action: GalleryScene.handleDismiss)
        pinch.addTarget(self, action: GalleryScene.handlePinch)
        for recognizer in recognizers { rootNode.addGestureRecognizer(recognizer) }
        engine.addTickHandler { [unowned self] now in
            pagerOffset.tick(now)
            imageOffset.tick(now)
            imageScale.tick(now)
        }
    }

    /// Shows `index` (clamped to the pages) at once, without animation.
    public func show(page index: Int) {
        currentPage = min(max(index, 0), photos.count - 1)
        pagerOffset.jump(to: -Double(currentPage) * width)
    }

    // MARK: Tap

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

    // MARK: Paging

    private func handlePage(_ pan: AxisLockedPanGestureRecognizer) {
        let lastPageOffset = -Double(photos.count - 1) * width
        switch pan.state {
        case .began:
            if pagerOffset.isAnimating {
                pagerOffset.stop(at: pan.currentTime)
                stops.notify(at: pan.currentTime)
            }
            pageStart = pagerOffset.value
            fallthrough
        case .changed, .ended:
            let x = pageStart + pan.axialTranslation(in: nil)
            pagerOffset.jump(to: RubberBand.clamp(x, to: lastPageOffset...0, dimension: width))
            guard pan.state == .ended else { return }
            let velocity = pan.axialVelocity(in: nil)
            let projection = DecayAnimation.projection(of: pagerOffset.value, velocity: velocity)
            settle(onPage: page(nearest: projection), velocity: velocity, at: pan.currentTime)
        case .cancelled:
            settle(onPage: currentPage, velocity: 0, at: pan.currentTime)
        default:
            break
        }
    }

    /// The page whose offset is nearest `offset` (the current page in a viewport without width).
    private func page(nearest offset: Double) -> Int {
        let index = (-offset / width).rounded()
        guard index.isFinite else { return currentPage }
        return Int(min(max(index, 0), Double(photos.count - 1)))
    }

    /// Springs the pager to `index` (clamped), starting with `velocity`.
    private func settle(onPage index: Int, velocity: Double, at time: Double) {
        currentPage = min(max(index, 0), photos.count - 1)
        let spring = SpringAnimation(from: pagerOffset.value, to: -Double(currentPage) * width, initialVelocity: velocity,
                                     parameters: SceneConstants.galleryPageSpring)
        pagerOffset.run(spring, startingAt: time) { [unowned self] finished in
            if finished { stops.notify(at: pagerOffset.currentTime ?? engine.currentTime) }
        }
    }

    // MARK: Zooming out and dismissing

    /// The scale a vertical drag of `offset` gives the image: 1 at rest, shrinking in proportion to
    /// the viewport's height down to the minimum.
    private func dragScale(_ offset: Double) -> Double {
        let minimum = SceneConstants.galleryMinimumDragScale
        return 1 - (1 - minimum) * min(1, abs(offset) / max(height, 1))
    }

    private func applyZoom() {
        let s = dragScale(imageOffset.value) * imageScale.value
        photos[zoomedPhoto].transform = AffineTransform(a: s, b: 0, c: 0, d: s, tx: 0, ty: imageOffset.value)
    }

    /// Starts zooming the current page's image: stops a zoom animation in progress, where it is.
    private func beginZoom(at time: Double) {
        if imageOffset.isAnimating || imageScale.isAnimating {
            imageOffset.stop(at: time)
            imageScale.stop(at: time)
            stops.notify(at: time)
        }
        if zoomedPhoto != currentPage {
            photos[zoomedPhoto].transform = .identity
            zoomedPhoto = currentPage
        }
    }

    private func handleDismiss(_ pan: AxisLockedPanGestureRecognizer) {
        switch pan.state {
        case .began:
            beginZoom(at: pan.currentTime)
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

    private func handlePinch(_ pinch: PinchGestureRecognizer) {
        switch pinch.state {
        case .began:
            beginZoom(at: pinch.currentTime)
            fallthrough
        case .changed, .ended:
            // Zooming out follows the fingers; zooming in gives a little, rubber-banded.
            let s = pinch.scale
            imageScale.jump(to: s <= 1 ? s : 1 + RubberBand.offset(for: s - 1, dimension: 1))
            guard pinch.state == .ended else { return }
            if pinch.scale < SceneConstants.galleryDismissScale {
                setDismissed(true)
                zoom(toOffset: imageOffset.value, scale: SceneConstants.galleryDismissedScale, velocity: 0,
                     scaleVelocity: pinch.velocity, at: pinch.currentTime)
            } else {
                zoom(toOffset: 0, scale: 1, velocity: 0, scaleVelocity: pinch.velocity, at: pinch.currentTime)
            }
        case .cancelled:
            zoom(toOffset: 0, scale: 1, velocity: 0, scaleVelocity: 0, at: pinch.currentTime)
        default:
            break
        }
    }

    /// Springs the image to `offset` and `scale`, starting with the given velocities; reports a stop
    /// once both have come to rest.
    private func zoom(toOffset offset: Double, scale: Double, velocity: Double, scaleVelocity: Double, at time: Double) {
        let done: (Bool) -> Void = { [unowned self] finished in
            guard finished, !imageOffset.isAnimating, !imageScale.isAnimating else { return }
            stops.notify(at: engine.currentTime)
        }
        imageOffset.run(SpringAnimation(from: imageOffset.value, to: offset, initialVelocity: velocity), startingAt: time, completion: done)
        imageScale.run(SpringAnimation(from: imageScale.value, to: scale, initialVelocity: scaleVelocity), startingAt: time, completion: done)
    }

    /// Marks the gallery dismissed (or back), enabling only the tap while it is dismissed.
    private func setDismissed(_ dismissed: Bool) {
        isDismissed = dismissed
        for recognizer in [page, dismiss, pinch] as [GestureRecognizer] { recognizer.isEnabled = !dismissed }
    }

    /// Advances the scene's clock to `now`: the pager and the image animate.
    public func tick(_ now: Double) {
        engine.tick(now)
    }

    /// `tap`, `page`, `dismiss`, `pinch`.
    public var recognizers: [GestureRecognizer] { [tap, page, dismiss, pinch] }

    /// For every recognizer, the current `page` and `dismissed` (1 or 0); for the pans also their
    /// `translation` and `velocity`, for the pinch its `scale` and `velocity`.
    public func values(of recognizer: GestureRecognizer) -> [String: SceneValue] {
        var values: [String: SceneValue] = ["page": .number(Double(currentPage)), "dismissed": .number(isDismissed ? 1 : 0)]
        if let pan = recognizer as? PanGestureRecognizer {
            values["translation"] = .point(pan.translation(in: nil))
            values["velocity"] = .point(pan.velocity(in: nil))
        } else if recognizer === pinch {
            values["scale"] = .number(pinch.scale)
            values["velocity"] = .number(pinch.velocity)
        }
        return values
    }

    /// Calls `observer` when the pager settles on a page, or the image comes to rest (back in place or
    /// dismissed), or a gesture stops one of them.
    public func observeAnimationStops(_ observer: @escaping (Double) -> Void) {
        stops.add(observer)
    }
}
