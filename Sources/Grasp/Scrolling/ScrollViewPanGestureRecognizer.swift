// Why this file exists: whether a touch scrolls is decided by the scroll view's pan, and every rule of
// nested scrolling is a rule about when that pan begins or fails: it catches moving content at
// touch-down, it begins only along an axis its scroll view can scroll, it fails at the same sample when
// the finger goes the other way (so a carousel or a box on that axis takes the touch), and it holds the
// content's node calls back while it might still begin. Keeping those rules in one recognizer keeps them
// in the arena, as bids between recognizers, where they replay deterministically.

/// The pan of a ``ScrollView``: a ``PanGestureRecognizer`` with the scroll view's rules for when a
/// touch scrolls.
///
/// - **Catching.** When a finger lands while the content moves on its own (gliding, bouncing, settling
///   on a page, animating), the scroll view stops at that instant and the pan **begins at once**, at
///   touch-down. A motion in its last, invisible tail (within ``ScrollView/restingDistance`` of where
///   it rests and slower than ``ScrollView/restingSpeed``) is finished instead, and the touch goes on as
///   on a still scroll view. Having begun, it prevents the other recognizers on the touch (a row's tap, an inner
///   scroll view's pan) and cancels the touch in the content's nodes.
/// - **Deciding.** Otherwise it decides at the first sample whose translation reaches ``PanGestureRecognizer/slop`` (as a
///   length): it begins when the larger component of the movement (in the scroll view's space) is along
///   an axis the scroll view accepts (``ScrollView/acceptsDrag(along:)``), and **fails at that sample**
///   otherwise, so that a recognizer on the other axis (a carousel's pan, a box's axis-locked pan)
///   begins on the same sample. Equal components go to the horizontal axis (``PanAxis/dominant(in:)``).
/// - **Content touches.** While it may still begin it delays the content's node calls
///   (`delaysTouchesBegan`) for ``ScrollView/contentTouchDelay`` when
///   ``ScrollView/delaysContentTouches`` is on; after that the nodes hear the touch. Once a content
///   node has heard it, the pan begins only if ``ScrollView/canCancelContentTouches`` is on and
///   ``ScrollView/touchesShouldCancel(in:)`` agrees; otherwise it fails at the deciding sample.
public final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
    /// The scroll view this pan drags.
    @WeakReference public internal(set) var scrollView: ScrollView?
    /// With ``ScrollView/isDirectionalLockEnabled``, the axis the current drag is locked to, once
    /// decided; `nil` otherwise.
    public internal(set) var lockedAxis: PanAxis?
    /// Whether the current drag began by catching moving content at touch-down.
    public private(set) var caughtMotion = false

    /// The name of the timer that ends the content-touch delay.
    static let contentTouchTimer = "contentTouches"

    /// Creates a scroll view's pan, which allows every type of scroll input
    /// (``ScrollView/defaultPanScrollTypes``).
    override public init(name: String = "") {
        super.init(name: name)
        allowedScrollTypesMask = ScrollView.defaultPanScrollTypes
    }

    override public func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        let wasIdle = state == .possible && numberOfTouches == touches.count
        super.touchesBegan(touches, with: event)
        guard let scrollView, wasIdle, state == .possible else { return }
        if (scrollView.isMovingOnItsOwn && !scrollView.finishMotionIfNearlyAtRest(at: currentTime))
            || scrollView.isStretchRelaxing(at: currentTime) {
            scrollView.stopMotion(at: currentTime)
            caughtMotion = true
            state = .began
            return
        }
        if delaysTouchesBegan { setTimer(Self.contentTouchTimer, at: currentTime + ScrollView.contentTouchDelay) }
    }

    override public func timerFired(_ name: String, at time: Double) {
        // The touch rested long enough without scrolling: the content's nodes hear it now.
        if name.utf8.elementsEqual(Self.contentTouchTimer.utf8), state == .possible { delaysTouchesBegan = false }
    }

    override public func reset() {
        // Removed from its node mid-drag, the pan leaves play with no handler call: its scroll view, which
        // would have heard `cancelled`, ends the drag here.
        scrollView?.endDragOfPanThatLeftPlay(self)
        // A catch whose drag the arena refused (a rival prevented it, a delegate said no) stopped the
        // content: let it settle from where it stopped, as after a release with no velocity.
        if caughtMotion, let scrollView, !scrollView.isDragging, !scrollView.isMovingOnItsOwn {
            scrollView.settle(at: currentTime)
        }
        super.reset()
        lockedAxis = nil
        caughtMotion = false
        delaysTouchesBegan = scrollView?.delaysContentTouches ?? true
    }

    /// The axis of the larger component of `translation` in the scroll view's space, once the
    /// translation reaches the slop; `nil` before.
    private func decidingAxis(_ translation: Point) -> PanAxis? {
        guard slopDistance(for: translation) >= slop else { return nil }
        return PanAxis.dominant(in: Self.vector(translation, toNode: scrollView))
    }

    /// Begins at the deciding sample when its axis is one the scroll view accepts and no content node
    /// keeps the touch.
    override public func shouldBegin(withTranslation translation: Point) -> Bool {
        guard let scrollView, let axis = decidingAxis(translation) else { return false }
        guard scrollView.acceptsDrag(along: axis), !contentKeepsTouch(in: scrollView) else { return false }
        if scrollView.isDirectionalLockEnabled { lockedAxis = axis }
        return true
    }

    /// Fails at the deciding sample when its axis is one the scroll view does not accept, or a content
    /// node keeps the touch.
    override public func shouldFail(withTranslation translation: Point) -> Bool {
        guard let scrollView else { return true }
        guard let axis = decidingAxis(translation) else { return false }
        return !scrollView.acceptsDrag(along: axis) || contentKeepsTouch(in: scrollView)
    }

    /// Whether a content node has heard one of the pan's touches and may not lose it.
    private func contentKeepsTouch(in scrollView: ScrollView) -> Bool {
        guard let records = scrollView.engine?.touchRecords else { return false }
        for record in records where record.nodeBegan && !record.nodeCancelled {
            guard let node = record.hitNode, node !== scrollView, scrollView.isAncestor(of: node),
                  touches.contains(where: { $0.id == record.touch.id }) else { continue }
            if !scrollView.canCancelContentTouches || !scrollView.touchesShouldCancel(in: node) { return true }
        }
        return false
    }
}
