// Why this file exists: on a pointer device a scroll indicator is a scrollbar: a press on the thumb
// drags it, a press in the track pages toward the press and repeats while held. That is a gesture on the
// scroll view like its pan, so it is a recognizer in the same arena: it decides at the press (on the
// indicator's strip it begins at once and the pan loses; elsewhere it fails at once and the pan goes on),
// and its repeat is a recognizer timer, fired by the engine's ticks. Touches never reach it, as in UIKit.

/// The recognizer that makes a scroll view's indicators a scrollbar for a mouse (see
/// ``ScrollView/allowsIndicatorInteraction``). It takes only ``/GraspCore/TouchKind/mouse`` touches: a finger never
/// hits an indicator.
///
/// A press inside an indicator's strip (``ScrollIndicator/interactiveWidth`` wide along the edge, over
/// the track) begins it at once, stopping any motion of the content there: on the thumb, dragging moves
/// the content proportionally (the thumb follows the pointer); in the track, the content pages toward the
/// press (as a page key does), again after ``ScrollIndicator/pageRepeatDelay`` and then every
/// ``ScrollIndicator/pageRepeatInterval`` while held, until the thumb reaches the press or the content its
/// end. A press anywhere else fails it at once.
public final class ScrollIndicatorGestureRecognizer: GestureRecognizer {
    /// What the press is doing, once it began.
    public enum Action: Hashable, Sendable {
        /// Dragging the thumb along `axis`.
        case draggingThumb(PanAxis)
        /// Paging along `axis` toward the press; `forward` when the press is past the thumb.
        case paging(PanAxis, forward: Bool)
    }

    /// What the press is doing; `nil` until it began and after it ends.
    public internal(set) var action: Action?

    /// The scroll view it serves (not kept alive: the scroll view holds it).
    var scrollView: ScrollView? {
        get { scrollViewReference.object }
        set { scrollViewReference.object = newValue }
    }
    private var scrollViewReference = WeakReference<ScrollView>(nil)
    /// The pointer's window location at the press and the offset then, for a thumb drag.
    private var grab: (location: Point, offset: Point)?
    /// The press's location, in window coordinates, for paging.
    private var pressLocation: Point?

    static let repeatTimer = "scrollbar-page-repeat"

    /// Creates the recognizer; a scroll view makes its own.
    override init(name: String = "") {
        super.init(name: name)
        allowedTouchTypes = [.mouse]
        cancelsTouchesInView = true
    }

    /// It decides at the press, before any other recognizer's threshold.
    override public var activationMargin: Double { .infinity }

    override public func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible, action == nil, let touch = touches.first, let scrollView,
              let hit = scrollView.indicatorHit(atWindowPoint: touch.location) else {
            if state == .possible && action == nil { state = .failed }
            return
        }
        scrollView.stopMotion(at: currentTime)
        switch hit.part {
        case .thumb:
            action = .draggingThumb(hit.axis)
            grab = (touch.location, scrollView.contentOffset)
        case .track(let forward):
            action = .paging(hit.axis, forward: forward)
            pressLocation = touch.location
            scrollView.pageTowardPress(along: hit.axis, forward: forward, at: currentTime)
            setTimer(Self.repeatTimer, at: currentTime + ScrollIndicator.pageRepeatDelay)
        }
        scrollView.indicatorInteraction.pressedAxis = hit.axis
        state = .began
    }

    override public func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard state.isInProgress, let touch = touches.first, let scrollView else { return }
        switch action {
        case .draggingThumb(let axis)?:
            if let grab { scrollView.dragThumb(along: axis, from: grab.offset, by: touch.location - grab.location) }
        case .paging?:
            pressLocation = touch.location
        case nil:
            return
        }
        state = .changed
    }

    override public func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        if state.isInProgress { state = .ended }
    }

    override public func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        if state.isInProgress { state = .cancelled } else { state = .failed }
    }

    override public func timerFired(_ name: String, at time: Double) {
        guard name == Self.repeatTimer, state.isInProgress, case .paging(let axis, let forward)? = action,
              let scrollView, let pressLocation else { return }
        // Again while the thumb, where the paging aims it, has not reached the press, and the content can
        // still move that way.
        guard scrollView.pagingGoesOn(toward: pressLocation, along: axis, forward: forward) else { return }
        scrollView.pageTowardPress(along: axis, forward: forward, at: time)
        setTimer(Self.repeatTimer, at: time + ScrollIndicator.pageRepeatInterval)
    }

    override public func reset() {
        cancelTimer(Self.repeatTimer)
        scrollView?.indicatorInteraction.pressedAxis = nil
        action = nil
        grab = nil
        pressLocation = nil
        super.reset()
    }
}
