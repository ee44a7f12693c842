// Why this file exists: pull to refresh looks like a few lines of code and has several ways to go wrong:
// a refresh started twice by one pull, a fling into the top edge that starts one, content that jumps when
// the refresh ends under a finger. This component is those rules once, on a scroll view's content
// offset and top inset, in the way UIKit's refresh control works.

/// A control that starts a refresh when a list is pulled down past its top, the counterpart of
/// `UIRefreshControl`.
///
/// Attach it to the scroll view (``attach(to:)``) and call ``scrollViewDidScroll(_:)`` from the scroll
/// view's delegate. Its rules:
///
/// - **Trigger:** while a drag pulls the content down past its top until the content offset is
///   ``triggerDistance`` (80 pt by default) above its top or more, the control starts refreshing, once
///   (``isRefreshing`` becomes true, ``refreshCount`` grows by one, ``onRefresh`` is called). The
///   distance is measured on the content offset, which the rubber band slows: on a list 844 pt tall
///   the finger pulls 160.69 pt from touch-down (the slop included) to reach it.
/// - **While refreshing:** the scroll view's top inset grows by ``refreshingHeight`` (60 pt by default),
///   so on release the content rests that far below its top, showing the control. The drag that started
///   it meets the new edge from the point where it reached the trigger distance, in the same sample.
/// - **End:** ``endRefreshing()`` takes the inset away; the content animates back to its top
///   (``/Grasp/ScrollView/setContentOffset(_:animated:)``, 0.3 s) unless a drag holds it, in which case it
///   bounces back when the finger lifts (a finger resting on the list without dragging does not hold
///   it). A glide in progress comes to rest on the top.
/// - **Refused:** no new refresh starts until the last one has ended and the content has come back to
///   its top; a glide (a fling into the top edge, its bounce) never starts one: only a drag does.
///
/// On Android's physics (``/Grasp/ScrollView/effectivePhysics`` is ``/GraspMotion/ScrollPhysics/android(_:)``) the
/// content never goes past its top, so the control follows `SwipeRefreshLayout` instead:
///
/// - **Pull:** past the top, the control takes the drag instead of the stretch: the content stays at its
///   top, unstretched, and ``pullDistance`` is half the finger's travel past the top (Android's drag rate,
///   0.5), the spinner's offset. Moving back up gives the pull back first, then scrolls.
/// - **Trigger:** at the lift, when ``pullDistance`` is ``triggerDistance`` or more (the finger 160 pt past
///   the top by default, about where UIKit's rubber band reaches its trigger), the refresh starts; a pull
///   let go short of it goes back to 0. The release's velocity into the top is the control's: no fling,
///   no stretch.
/// - **While refreshing:** the content does not move and the insets do not change; ``pullDistance`` is
///   ``refreshingHeight``, where the spinner rests over the content. A pull then stretches the edge as
///   usual (a second refresh is refused).
/// - **End:** ``endRefreshing()`` sets ``pullDistance`` back to 0; the next pull may start one.
///
/// A fling into the top never starts one on either physics: its velocity goes to the stretch.
///
/// Bad configuration (a distance or height that is not a finite number above zero) is corrected and
/// recorded in ``diagnostics``.
public final class RefreshControl: TopPullTaker {
    /// The part of the finger's travel past the top that moves the spinner on Android's physics:
    /// `SwipeRefreshLayout`'s `DRAG_RATE`, 0.5.
    public static let androidDragRate = 0.5

    /// The default trigger distance: the content 80 pt above its top.
    public static let defaultTriggerDistance = 80.0
    /// The default height shown while refreshing: 60 pt.
    public static let defaultRefreshingHeight = 60.0

    /// How far above its top the content offset must be pulled to start a refresh, in points.
    public let triggerDistance: Double
    /// How far below its top the content rests while refreshing, in points.
    public let refreshingHeight: Double
    /// Whether a refresh is in progress.
    public private(set) var isRefreshing = false
    /// How many refreshes have started.
    public private(set) var refreshCount = 0
    /// How far the content is pulled down past its top (never below zero), in points. On Android's physics,
    /// the spinner's offset: half the finger's travel past the top while pulled, ``refreshingHeight`` while
    /// refreshing, 0 otherwise.
    public private(set) var pullDistance = 0.0
    /// The values given to the initializer that were corrected, in the order found.
    public private(set) var diagnostics: [InteractionDiagnostic] = []
    /// Called when a refresh starts (from inside the scroll view's drag).
    public var onRefresh: (() -> Void)?

    private var scrollView = WeakReference<ScrollView>(nil)
    /// Whether a pull may start a refresh (false from a refresh's start until the content is back at
    /// its top with no refresh in progress).
    private var armed = true
    /// The scroll view's top inset without the control's.
    private var baseTopInset = 0.0
    /// On Android's physics, the finger's travel past the top that the control holds (points).
    private var heldPull = 0.0

    /// Whether the list follows Android's physics (the control then works as `SwipeRefreshLayout`).
    private var onAndroidPhysics: Bool { scrollView.object?.followsAndroidPhysics ?? false }

    /// Creates a control. A distance or height that is not a finite number above zero is replaced by
    /// the default and recorded in ``diagnostics``.
    public init(triggerDistance: Double = RefreshControl.defaultTriggerDistance,
                refreshingHeight: Double = RefreshControl.defaultRefreshingHeight) {
        var found: [InteractionDiagnostic] = []
        self.triggerDistance = InteractionDiagnostic.checked(triggerDistance, "triggerDistance", fallback: Self.defaultTriggerDistance, into: &found)
        self.refreshingHeight = InteractionDiagnostic.checked(refreshingHeight, "refreshingHeight", fallback: Self.defaultRefreshingHeight, into: &found)
        diagnostics = found
    }

    /// Makes `scrollView` the list this control refreshes. The scroll view must outlive the control (a
    /// screen owns both) and always bounce vertically, so that a short list can be pulled too.
    public func attach(to scrollView: ScrollView) {
        self.scrollView = WeakReference(scrollView)
        scrollView.alwaysBounceVertical = true
        scrollView.topPullTaker = self
        baseTopInset = scrollView.contentInset.top
        scrollView.accessibility = makeAccessibility(for: scrollView)
    }

    /// Watches the content offset: call it from the scroll view's delegate's
    /// ``/Grasp/ScrollViewDelegate/scrollViewDidScroll(_:)``. Starts a refresh when a drag pulls the content
    /// past the trigger distance.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        // On Android's physics the content stays within its edges: the pull is the control's own.
        if onAndroidPhysics { return }
        pullDistance = max(0, -(scrollView.contentOffset.y + baseTopInset))
        if !armed && !isRefreshing && pullDistance == 0 { armed = true }
        guard armed, !isRefreshing, scrollView.isDragging, pullDistance >= triggerDistance else { return }
        // The pull reached the trigger inside this movement: the rest of it meets the refreshing edge.
        startRefreshing(triggeredAt: Point(x: scrollView.contentOffset.x, y: -(baseTopInset + triggerDistance)))
    }

    /// Starts a refresh (as a pull past the trigger distance does): shows the control by growing the
    /// scroll view's top inset. Does nothing while one is in progress.
    public func beginRefreshing() {
        startRefreshing(triggeredAt: nil)
    }

    /// Starts a refresh; `trigger`, for one a drag started, is the content offset at which its movement
    /// reached the trigger distance, from which the drag meets the new edge.
    private func startRefreshing(triggeredAt trigger: Point?) {
        guard !isRefreshing else { return }
        isRefreshing = true
        armed = false
        refreshCount += 1
        if onAndroidPhysics {
            // The spinner rests over the content, which does not move.
            pullDistance = refreshingHeight
        } else if let list = scrollView.object {
            var inset = list.contentInset
            inset.top = baseTopInset + refreshingHeight
            list.contentInset = inset
            if let trigger { list.dragMovedEdges(at: trigger) }
        }
        onRefresh?()
    }

    /// Ends the refresh: takes the control's inset away and animates the content back to its top, unless
    /// a drag holds it (it then bounces back on release). Does nothing when no refresh is in progress.
    public func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        if onAndroidPhysics, let list = scrollView.object, list.contentInset.top == baseTopInset {
            pullDistance = 0
            armed = true
            return
        }
        guard let list = scrollView.object else { return }
        var inset = list.contentInset
        inset.top = baseTopInset
        list.contentInset = inset
        let top = -baseTopInset
        if !list.isDragging && list.contentOffset.y < top {
            // The x offset may be out of range too (a bounce in flight across): the animation replaces
            // that bounce, so it must end in range on both axes.
            let x = list.clampedContentOffset(list.contentOffset).x
            list.setContentOffset(Point(x: x, y: top), animated: true)
        }
    }

    // MARK: Android's physics

    /// Takes the pull past the top while no refresh runs (and gives it back first when the finger goes
    /// back up): the spinner follows half the finger.
    package func scrollView(_ scrollView: ScrollView, takePull change: Double) -> Double {
        if change < 0 {
            guard armed, !isRefreshing, scrollView.isDragging else { return 0 }
            heldPull -= change
        } else {
            guard heldPull > 0 else { return 0 }
            let back = min(change, heldPull)
            heldPull -= back
            pullDistance = heldPull * Self.androidDragRate
            return back
        }
        pullDistance = heldPull * Self.androidDragRate
        return change
    }

    /// The drag ended: a pull at or past the trigger distance starts a refresh, a shorter one goes back.
    package func scrollViewDidReleasePull(_ scrollView: ScrollView) -> Bool {
        guard heldPull > 0 else { return false }
        heldPull = 0
        if pullDistance >= triggerDistance {
            startRefreshing(triggeredAt: nil)
        } else {
            pullDistance = 0
        }
        return true
    }
}
