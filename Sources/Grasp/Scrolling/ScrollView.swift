// Why this file exists: the scroll view is the container every touch screen is built on. This is
// UIScrollView's model, headless: a node whose bounds origin is the content offset, dragged by its own
// pan, gliding and bouncing with GraspMotion's closed-form physics evaluated from the engine's time,
// stopped at once by a touch. The ScrollViews article describes it; the pan's decisions are in
// ScrollViewPanGestureRecognizer.swift, zooming in ScrollView+Zooming.swift.

import GraspMotion

/// A node that scrolls its children, the Grasp counterpart of `UIScrollView`.
///
/// The scroll view's `bounds.origin` is the ``contentOffset``: the point of the content shown at the
/// top-left corner. Its children are the content, laid out in content coordinates over ``contentSize``;
/// changing the offset moves them all, and touches hit them where they are shown.
///
/// ```swift
/// let list = ScrollView(name: "list", frame: Rect(x: 0, y: 0, width: 390, height: 844))
/// list.contentSize = Size(width: 390, height: 30_000)
/// list.addChild(rows)                       // rows laid out in content coordinates
/// list.delegate = self                      // scrollViewDidScroll, …
/// ```
///
/// - **Dragging.** The scroll view's ``panGestureRecognizer`` (a ``ScrollViewPanGestureRecognizer``)
///   begins when the finger has moved past its slop along an axis the scroll view can scroll, and the
///   content then follows the finger (its translation since touch-down, slop included), rubber-banded
///   past the edges when ``bounces`` is on.
/// - **Release.** The content glides with the finger's release velocity, slowing at
///   ``decelerationRate``; a glide that reaches an edge carries its velocity into the bounce; content
///   released past an edge springs back. With ``isPagingEnabled`` it settles on a page instead, at most
///   one page from where the drag began. Everything is evaluated from time (the engine's ticks), so
///   the motion is the same at any frame rate. A drag that ends without a release (its pan cancelled,
///   or removed from the scroll view mid-drag) ends all the same and springs back into range from where
///   the finger left it.
/// - **A touch stops it.** A finger that lands while the content moves stops it in that touch-down's
///   dispatch, at the exact offset of that instant; the pan begins at once, so the touch reaches none
///   of the content's recognizers or nodes (a tap on a moving list only stops it), and the finger drags
///   on from there without a jump.
/// - **Content touches.** With ``delaysContentTouches`` the content's nodes hear a touch only once it
///   has rested for ``contentTouchDelay`` (or lifted first); see ``touchesShouldBegin(_:with:in:)`` and
///   ``touchesShouldCancel(in:)``. The content's recognizers take part in the arena from touch-down, as
///   in UIKit.
/// - **Bad values.** A non-finite offset, size or inset is refused and a negative content size is
///   clamped to 0; each is recorded in ``diagnostics``.
///
/// A scroll view moves on its own (gliding, bouncing, animating) only while it is in the tree of a
/// ``/GraspCore/GestureEngine``, whose ticks drive it. Removed from the tree, it stops where it is at the next tick.
open class ScrollView: Node {
    /// The object told about scrolling and zooming. It is not kept alive: held weakly natively; in
    /// Embedded Swift it must outlive the scroll view or be unset first (see *Portability* in ``/GraspCore``).
    public final var delegate: (any ScrollViewDelegate)? {
        get { delegateReference.object }
        set { delegateReference.object = newValue }
    }
    private var delegateReference = ScrollViewDelegateReference()

    /// The scroll view's own pan, attached to it. Relate your recognizers to it as to any other
    /// (``/GraspCore/GestureRecognizer/require(toFail:)``, simultaneous recognition, a delegate).
    public let panGestureRecognizer: ScrollViewPanGestureRecognizer

    /// The size of the content, in the scroll view's coordinates. Default zero. A negative dimension is
    /// clamped to 0 and a non-finite one refused, each with a diagnostic. A glide that would come to rest
    /// outside the new size goes on against its new edges.
    public final var contentSize: Size {
        get { storedContentSize }
        set {
            let width = sanitized(newValue.width, "contentSize.width", minimum: 0, previous: storedContentSize.width)
            let height = sanitized(newValue.height, "contentSize.height", minimum: 0, previous: storedContentSize.height)
            storedContentSize = Size(width: width, height: height)
            edgesMoved()
        }
    }

    /// Extra room around the content that the scroll view may scroll to (for bars over it, or padding).
    /// Default zero. Insets that are not finite are refused with a diagnostic. A glide that would come to
    /// rest outside the new insets goes on against its new edges (a refresh control that ends while the
    /// list glides: it comes to rest on its top, not where the refresh left room).
    public final var contentInset: EdgeInsets {
        get { storedContentInset }
        set {
            guard newValue.isFinite else {
                for (name, value) in [("top", newValue.top), ("left", newValue.left), ("bottom", newValue.bottom), ("right", newValue.right)] where !value.isFinite {
                    record(ScrollViewDiagnostic(property: "contentInset.\(name)", value: value, action: .refused))
                }
                return
            }
            storedContentInset = newValue
            edgesMoved()
        }
    }

    /// The insets the scroll view actually applies: ``contentInset`` (a headless engine has no safe
    /// area to add).
    public final var adjustedContentInset: EdgeInsets { storedContentInset }

    /// The point of the content shown at the scroll view's top-left corner: its `bounds.origin`.
    ///
    /// Setting it moves the content at once and stops any motion (as ``setContentOffset(_:animated:)``
    /// with `animated` false); a non-finite coordinate is refused with a diagnostic.
    public final var contentOffset: Point {
        get { bounds.origin }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Whether a drag scrolls the content. When off, the pan is disabled (touches go to the content).
    public final var isScrollEnabled: Bool = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// Whether the content rubber-bands past its edges while dragged and bounces off them when it
    /// glides there. Default `true`. When off, drags stop at the edges and glides come to rest on them.
    public final var bounces = true
    /// Whether a vertical drag bounces even when the content is not taller than the scroll view.
    public final var alwaysBounceVertical = false
    /// Whether a horizontal drag bounces even when the content is not wider than the scroll view.
    public final var alwaysBounceHorizontal = false
    /// Whether a drag that starts along one axis scrolls along that axis only (for content that scrolls
    /// both ways). The axis is the one with the larger movement at the sample that begins the drag.
    public final var isDirectionalLockEnabled = false
    /// Whether a release settles on a multiple of the scroll view's size (a page), at most one page from
    /// the page where the drag began. See ``/GraspMotion/ScrollPaging`` for the rule.
    public final var isPagingEnabled = false
    /// How quickly a glide slows down: ``/GraspMotion/DecelerationRate/normal`` (0.998 per millisecond) by default,
    /// ``/GraspMotion/DecelerationRate/fast`` (0.99) for paging-like lists, or any rate between 0 and 1.
    public final var decelerationRate: DecelerationRate = .normal
    /// Whether the content's nodes hear a touch only after it rests ``contentTouchDelay`` without
    /// starting a scroll (or lifts first). Default `true`, as in UIKit.
    public final var delaysContentTouches = true {
        didSet { if panGestureRecognizer.state == .possible && panGestureRecognizer.numberOfTouches == 0 { panGestureRecognizer.delaysTouchesBegan = delaysContentTouches } }
    }
    /// Whether a drag that begins after the content's node heard the touch cancels it there (the node
    /// gets `touchesCancelled`). When off, a drag never begins once the content has the touch. Default
    /// `true`.
    public final var canCancelContentTouches = true
    /// How this scroll view shares a drag along its axis with the scroll view around it; see
    /// ``NestedScrolling``. Default ``NestedScrolling/independent`` (UIKit's behaviour).
    public final var nestedScrolling: NestedScrolling = .independent

    /// The physics this scroll view follows after a drag, overriding its engine's
    /// (``/GraspCore/GestureEngine/platformProfile``); `nil` (the default) follows the engine. See
    /// ``effectivePhysics``.
    public final var physics: ScrollPhysics?
    /// Android's stretch overscroll and drag state (ScrollView+Android.swift).
    final var androidState = AndroidScrollState()
    /// Keyboard scrolling's settings (ScrollView+Keyboard.swift).
    final var keyboardState = KeyboardScrollState()
    /// The scrollbar's state (ScrollView+IndicatorInteraction.swift).
    final var indicatorInteraction = IndicatorInteractionState()

    /// The time a touch must rest before the content's nodes hear it, when
    /// ``delaysContentTouches`` is on: 0.15 s, as UIKit.
    public static let contentTouchDelay: Double = 0.15
    /// The duration of an animated ``setContentOffset(_:animated:)``: 0.3 s, ease in and out.
    public static let scrollAnimationDuration: Double = 0.3

    /// Whether a finger is on the scroll view (its pan has touches), dragging or not yet.
    public final var isTracking: Bool { panGestureRecognizer.numberOfTouches > 0 }
    /// Whether a drag is moving the content (from the pan's `began` to its end, its cancellation, or its
    /// removal from the scroll view).
    public internal(set) var isDragging = false { didSet { scrollActivityChanged() } }
    /// Whether the content is moving on its own after a drag (a glide, a bounce, a page settle).
    public internal(set) var isDecelerating = false { didSet { scrollActivityChanged() } }

    /// The values this scroll view refused or clamped, oldest first (at most the last 64).
    public internal(set) var diagnostics: [ScrollViewDiagnostic] = []

    // MARK: Zooming state (ScrollView+Zooming.swift)

    final var storedMinimumZoomScale = 1.0
    final var storedMaximumZoomScale = 1.0
    final var storedZoomScale = 1.0
    /// Whether the content is being zoomed by a pinch.
    public internal(set) var isZooming = false { didSet { scrollActivityChanged() } }
    /// Whether the zoom scale is springing back within its limits after a pinch.
    public internal(set) var isZoomBouncing = false
    /// Whether a pinch may zoom past the limits (rubber-banded) and spring back. Default `true`.
    public final var bouncesZoom = true
    /// The scroll view's pinch, attached while zooming is possible (``maximumZoomScale`` above
    /// ``minimumZoomScale``), `nil` otherwise.
    public internal(set) var pinchGestureRecognizer: PinchGestureRecognizer?
    final var zoomStart: (scale: Double, contentPoint: Point)?
    final var zoomMotion: (animation: SpringAnimation<Double>, start: Double, focus: Point, contentPoint: Point, isScrollAnimation: Bool)? {
        didSet { scrollActivityChanged() }
    }

    // MARK: Scroll indicators (ScrollView+Indicators.swift)

    /// Whether the vertical scroll indicator shows while the content moves vertically. Default `true`.
    public final var showsVerticalScrollIndicator = true
    /// Whether the horizontal scroll indicator shows while the content moves horizontally. Default `true`.
    public final var showsHorizontalScrollIndicator = true
    /// How far the vertical indicator's track keeps from the scroll view's edges (the `right` inset
    /// moves the bar in from the right edge; `top` and `bottom` shorten its track). Default zero.
    /// Insets that are not finite are refused with a diagnostic.
    public final var verticalScrollIndicatorInsets: EdgeInsets {
        get { storedVerticalIndicatorInsets }
        set { if acceptIndicatorInsets(newValue, "verticalScrollIndicatorInsets") { storedVerticalIndicatorInsets = newValue } }
    }
    /// How far the horizontal indicator's track keeps from the scroll view's edges (the `bottom` inset
    /// moves the bar up from the bottom edge; `left` and `right` shorten its track). Default zero.
    /// Insets that are not finite are refused with a diagnostic.
    public final var horizontalScrollIndicatorInsets: EdgeInsets {
        get { storedHorizontalIndicatorInsets }
        set { if acceptIndicatorInsets(newValue, "horizontalScrollIndicatorInsets") { storedHorizontalIndicatorInsets = newValue } }
    }
    final var storedVerticalIndicatorInsets = EdgeInsets.zero
    final var storedHorizontalIndicatorInsets = EdgeInsets.zero
    /// The engine time at which the scrolling (dragging, moving on its own, zooming) last started or
    /// stopped, or the indicators were flashed; `nil` before any.
    final var indicatorActivityTime: Double?
    /// Whether the scrolling was in progress at the last change of the flags that make it up.
    final var wasScrollingForIndicators = false

    // MARK: Internal state

    final var storedContentSize = Size(width: 0, height: 0)
    final var storedContentInset = EdgeInsets.zero
    /// The current motion and when it started, if the content is moving on its own.
    final var motion: ScrollMotion? { didSet { scrollActivityChanged() } }
    final var motionStart = 0.0
    /// With nested-scroll connections around, the time after the start at which the glide reaches this
    /// scroll view's edge, and along which axis: the velocity there is offered to them (post-fling).
    final var motionCutoff: Double?
    final var motionEdgeAxis = PanAxis.vertical
    /// The drags of the current pan along each axis (nil along an axis that does not scroll).
    final var horizontalDrag: ScrollAxisDrag?
    final var verticalDrag: ScrollAxisDrag?
    /// The page where the current drag began, along each axis, for paging.
    final var dragStartPage = (x: 0, y: 0)
    /// With ``NestedScrolling/handOffAtEdges``, the hand-off decided when the current drag began: the
    /// connection through which the scroll view around this one takes what goes past this one's edge. It
    /// stays after the release, for the glide that may reach the edge.
    final var edgeHandOff: EdgeHandOff?
    /// While a drag goes through the nested-scroll connections of the nodes around this one: the pan's
    /// translation at the last movement, and the part of the translation this scroll view took itself.
    final var connectedDrag: (lastTranslation: Point, ownTranslation: Point)?
    /// Whether the content is being moved for a drag's movement (its delegate hears it now), and the
    /// point of that movement at which the delegate said it changed the edges (``dragMovedEdges(at:)``).
    final var isMovingForDrag = false
    final var edgesMovedByDrag: Point?
    /// The engine whose ticks drive the motion, and the token of that tick handler. The engine clears
    /// `tickingEngine` if it goes first (see `startTicking()`); this scroll view removes its handler in
    /// `deinit` otherwise.
    final var tickingEngine: GestureEngine? {
        get { tickingEngineReference.object }
        set { tickingEngineReference.object = newValue }
    }
    // Not a `@WeakReference` property: in an open class, a wrapped property's getter is emitted again by
    // every module that uses the class as Embedded Swift (a duplicate symbol at link time).
    private var tickingEngineReference = WeakReference<GestureEngine>(nil)
    final var tickToken: ObserverToken?

    /// Creates a scroll view with a frame in its parent's coordinate space.
    public override init(name: String = "", frame: Rect = .zero) {
        panGestureRecognizer = ScrollViewPanGestureRecognizer(name: name.isEmpty ? "scroll" : name)
        super.init(name: name, frame: frame)
        panGestureRecognizer.scrollView = self
        panGestureRecognizer.delaysTouchesBegan = delaysContentTouches
        addGestureRecognizer(panGestureRecognizer)
        panGestureRecognizer.addHandler { [owner = UnownedReference(self)] pan in owner.object.handlePan(pan) }
    }

    deinit {
        if let tickToken { tickingEngine?.removeObserver(tickToken) }
        // The pan may outlive this scroll view (someone else holds it): its reference is cleared, which
        // only matters in Embedded Swift (natively it already reads nil).
        panGestureRecognizer.scrollView = nil
    }

    // MARK: Geometry

    /// The lowest content offset: the top-left corner of the content, minus the insets.
    public final var minimumContentOffset: Point {
        Point(x: -storedContentInset.left, y: -storedContentInset.top)
    }

    /// The highest content offset: the bottom-right corner of the content plus the insets, less the
    /// scroll view's size (never below ``minimumContentOffset``).
    public final var maximumContentOffset: Point {
        let minimum = minimumContentOffset
        return Point(
            x: max(minimum.x, storedContentSize.width + storedContentInset.right - bounds.width),
            y: max(minimum.y, storedContentSize.height + storedContentInset.bottom - bounds.height))
    }

    /// Whether the content (with its insets) is larger than the scroll view along `axis`, so a drag can
    /// move it there.
    public final func canScroll(along axis: PanAxis) -> Bool {
        switch axis {
        case .horizontal: storedContentSize.width + storedContentInset.horizontal > bounds.width
        case .vertical: storedContentSize.height + storedContentInset.vertical > bounds.height
        }
    }

    /// Whether a drag along `axis` moves the content: it can scroll there, or always bounces there.
    public final func acceptsDrag(along axis: PanAxis) -> Bool {
        switch axis {
        case .horizontal: canScroll(along: .horizontal) || alwaysBounceHorizontal
        case .vertical: canScroll(along: .vertical) || alwaysBounceVertical
        }
    }

    /// `offset` moved onto the nearest offset between the minimum and maximum content offsets.
    public final func clampedContentOffset(_ offset: Point) -> Point {
        let low = minimumContentOffset, high = maximumContentOffset
        return Point(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
    }

    // MARK: Setting the offset

    /// Moves the content so that `offset` is at the top-left corner, at once or over
    /// ``scrollAnimationDuration`` (calling ``ScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)``
    /// when it arrives). Either way, any motion in progress stops first. The offset is not clamped, as in
    /// UIKit; a non-finite coordinate is refused with a diagnostic.
    public final func setContentOffset(_ offset: Point, animated: Bool) {
        guard offset.x.isFinite, offset.y.isFinite else {
            if !offset.x.isFinite { record(ScrollViewDiagnostic(property: "contentOffset.x", value: offset.x, action: .refused)) }
            if !offset.y.isFinite { record(ScrollViewDiagnostic(property: "contentOffset.y", value: offset.y, action: .refused)) }
            return
        }
        let now = engine?.currentTime ?? 0
        stopMotion(at: now)
        if animated, offset != bounds.origin {
            start(.animation(CurveAnimation(from: bounds.origin, to: offset, duration: Self.scrollAnimationDuration, curve: .easeInOut)), at: now)
        } else {
            moveContent(to: offset)
        }
    }

    /// Scrolls the least distance that makes `rect` (in content coordinates: this scroll view's bounds
    /// space) visible, within the content's bounds; does nothing when it is visible already.
    public final func scrollRectToVisible(_ rect: Rect, animated: Bool) {
        guard rect.origin.isFinite, rect.size.width.isFinite, rect.size.height.isFinite else { return }
        var target = bounds.origin
        func axis(_ start: Double, _ length: Double, _ low: Double, _ high: Double) -> Double {
            var value = start
            if high - low > length { return value }  // larger than the view: leave as is (UIKit shows its origin)
            if high > value + length { value = high - length }
            if low < value { value = low }
            return value
        }
        target.x = axis(target.x, bounds.width, rect.minX, rect.maxX)
        target.y = axis(target.y, bounds.height, rect.minY, rect.maxY)
        target = clampedContentOffset(target)
        guard target != bounds.origin else { return }
        setContentOffset(target, animated: animated)
    }

    /// Sets the offset without stopping anything, and tells the delegate.
    final func moveContent(to offset: Point) {
        guard offset != bounds.origin else { return }
        bounds.origin = offset
        delegate?.scrollViewDidScroll(self)
    }

    // MARK: Content touches

    /// Whether the content node `node`, hit by `touches`, may hear them (its `touchesBegan` and what
    /// follows). Override to keep touches from some content; the default returns `true`. Asked once per
    /// touch, when the node would first hear it.
    open func touchesShouldBegin(_ touches: [Touch], with event: TouchEvent, in node: Node) -> Bool { true }

    /// The engine asks each ancestor whether a node may hear a touch: a scroll view asks
    /// ``touchesShouldBegin(_:with:in:)``.
    open override func letsDescendantHear(_ touch: Touch, with event: TouchEvent, in node: Node) -> Bool {
        touchesShouldBegin([touch], with: event, in: node)
    }

    /// Whether a drag may begin (cancelling the touch in the content node `node`, which has heard it
    /// already). Return `false` to keep the touch in the node: the drag does not begin. Asked only when
    /// ``canCancelContentTouches`` is on.
    ///
    /// The default, as UIKit's, is `false` for a control and `true` for anything else: `false` when `node`
    /// or an ancestor of it below this scroll view answers ``/GraspCore/Node/yieldsTouchesToScrolling`` with `false`.
    /// A list whose rows hold buttons overrides it to return `true`, as a table view does, so that a drag
    /// that starts on a highlighted button scrolls the list and cancels the button's touch.
    open func touchesShouldCancel(in node: Node) -> Bool {
        var current: Node? = node
        while let candidate = current, candidate !== self {
            if !candidate.yieldsTouchesToScrolling { return false }
            current = candidate.parent
        }
        return true
    }

    // MARK: Diagnostics

    final func record(_ diagnostic: ScrollViewDiagnostic) {
        if diagnostics.count == 64 { diagnostics.removeFirst() }
        diagnostics.append(diagnostic)
    }

    final func sanitized(_ value: Double, _ property: String, minimum: Double, previous: Double) -> Double {
        guard value.isFinite else {
            record(ScrollViewDiagnostic(property: property, value: value, action: .refused))
            return previous
        }
        if value < minimum {
            record(ScrollViewDiagnostic(property: property, value: value, action: .clamped(to: minimum)))
            return minimum
        }
        return value
    }
}
