// Why this file exists: a large title that collapses as its list scrolls is the commonest user of the
// nested-scroll connection, and its rules are easy to get subtly wrong (which of the two moves first in
// each direction, what a release half-way does, what a touch does to the snap). This component is those
// rules once: a connection on a node around the list, moving a height that the app lays out from.

/// A header over a scroll view that collapses as the content scrolls up and expands as it comes back, the
/// counterpart of a navigation bar's large title.
///
/// Attach it to a node around the scroll view (``attach(to:)``) and lay the header out from ``height``
/// (``onHeightChange`` says when it changes). Its rules, through ``/GraspCore/NestedScrollConnection``:
///
/// - **Up** (the content scrolling up): the header collapses first, down to ``collapsedHeight`` (pre-scroll);
///   the list scrolls with the rest.
/// - **Down:** the list scrolls back to its top first; only what goes past the top expands the header, up to
///   ``expandedHeight`` (post-scroll); the rest pulls the list past its top.
/// - **Release between the two heights:** the header snaps to the nearer one on a critically damped spring
///   that starts with the release velocity (pre-fling; the list does not glide then). The snap is evaluated
///   from time (``advance(to:)``), and a touch catches it in flight: ``catchRecognizer``, on the node it
///   is attached to, stops it at the touch-down's own timestamp; ``settle(at:)`` sends it on once the
///   touch lifts without dragging.
/// - **A mouse wheel's steps** move the header as a drag does, and it stays where they leave it (each
///   step is a drag that ends at once: snapping after each would undo it).
///
/// Bad configuration (a height that is not a finite number or below zero, a collapsed height above the
/// expanded one) is corrected and recorded in ``diagnostics``.
public final class CollapsingHeader: NestedScrollConnection {
    /// The default expanded height: 140 pt, a large title.
    public static let defaultExpandedHeight = 140.0
    /// The default collapsed height: 60 pt, a compact bar.
    public static let defaultCollapsedHeight = 60.0
    /// The spring of the snap: critically damped (no overshoot), with a response of 0.3 s.
    public static let snapSpring = SpringParameters(response: 0.3, dampingRatio: 1)

    /// The height when fully expanded.
    public let expandedHeight: Double
    /// The height when fully collapsed.
    public let collapsedHeight: Double
    /// The current height, between ``collapsedHeight`` and ``expandedHeight``.
    public private(set) var height: Double
    /// The values given to the initializer that were corrected, in the order found.
    public private(set) var diagnostics: [InteractionDiagnostic] = []
    /// Called with the new height whenever it changes (to lay the header and the list out).
    public var onHeightChange: ((Double) -> Void)?
    /// A touch-down recognizer, named `headerCatch`, that stops a snap in flight at the touch's own
    /// timestamp. ``attach(to:)`` adds it to the node; it neither prevents nor is prevented by others.
    public let catchRecognizer = TouchDownGestureRecognizer(name: "headerCatch")
    /// Whether the header is snapping on its own.
    public var isSnapping: Bool { snap != nil }

    private var snap: (animation: SpringAnimation<Double>, start: Double)?

    /// Creates a header that starts expanded. Heights that are not finite or below zero are replaced by
    /// the defaults, and a collapsed height above the expanded one by the expanded height; each is
    /// recorded in ``diagnostics``.
    public init(expandedHeight: Double = CollapsingHeader.defaultExpandedHeight,
                collapsedHeight: Double = CollapsingHeader.defaultCollapsedHeight) {
        var found: [InteractionDiagnostic] = []
        let expanded = InteractionDiagnostic.checked(expandedHeight, "expandedHeight", fallback: Self.defaultExpandedHeight, allowingZero: true, into: &found)
        var collapsed = InteractionDiagnostic.checked(collapsedHeight, "collapsedHeight", fallback: min(Self.defaultCollapsedHeight, expanded), allowingZero: true, into: &found)
        if collapsed > expanded {
            found.append(InteractionDiagnostic(parameter: "collapsedHeight", value: collapsed, replacement: expanded, reason: "above expandedHeight"))
            collapsed = expanded
        }
        self.expandedHeight = expanded
        self.collapsedHeight = collapsed
        height = expanded
        diagnostics = found
        catchRecognizer.addHandler { [owner = UnownedReference(self)] recognizer in
            if recognizer.state == .began { owner.object.stopSnap(at: recognizer.currentTime) }
        }
    }

    /// Makes this header the nested-scroll connection of `node` (a node around the list) and adds
    /// ``catchRecognizer`` to it.
    public func attach(to node: Node) {
        node.nestedScrollConnection = self
        node.addGestureRecognizer(catchRecognizer)
    }

    /// Sets the height at once (clamped between the two heights; a non-finite one is ignored), stopping
    /// a snap.
    public func setHeight(_ newHeight: Double) {
        guard newHeight.isFinite else { return }
        snap = nil
        apply(newHeight)
    }

    /// Evaluates the snap at `now` (the engine's time); it ends on its target once its duration has
    /// passed.
    public func advance(to now: Double) {
        guard let current = snap else { return }
        let elapsed = now - current.start
        if elapsed >= current.animation.duration {
            snap = nil
            apply(current.animation.to)
        } else {
            apply(current.animation.value(at: max(elapsed, 0)))
        }
    }

    /// Stops a snap at `time`, leaving the header at the height the spring gives it then.
    public func stopSnap(at time: Double) {
        guard snap != nil else { return }
        advance(to: time)
        snap = nil
    }

    /// Starts a snap to the nearer height with no velocity when the header rests between the two (after
    /// a touch caught it and lifted without a drag, say). Call it while no finger holds the list.
    public func settle(at time: Double) {
        guard snap == nil else { return }
        startSnap(velocity: 0, at: time)
    }

    /// Pre-scroll: moving up collapses the header first (unless the list is pulled past its top).
    public func willScroll(by delta: Point, source: NestedScrollSource) -> Point {
        stopSnap(at: source.node.engine?.currentTime ?? 0)
        guard delta.y > 0, height > collapsedHeight, !source.isPulledPastTop else { return .zero }
        let take = min(delta.y, height - collapsedHeight)
        apply(height - take)
        return Point(x: 0, y: take)
    }

    /// Post-scroll: what goes past the list's top expands the header.
    public func didScroll(_ consumed: Point, leaving available: Point, source: NestedScrollSource) -> Point {
        guard available.y < 0, height < expandedHeight else { return .zero }
        let take = max(available.y, height - expandedHeight)
        apply(height - take)
        return Point(x: 0, y: take)
    }

    /// Pre-fling: released between the heights, the header snaps to the nearer one with the velocity
    /// and takes it (the list does not glide).
    public func willGlide(with velocity: Point, source: NestedScrollSource) -> Point {
        // A mouse wheel's step is a drag of its own: the header stays where the steps leave it.
        guard source.scrollView?.panGestureRecognizer.scrollInput != .discrete else { return .zero }
        // The content offset's velocity is the header's, reversed: content moving up shrinks it.
        guard startSnap(velocity: velocity.y.isFinite ? -velocity.y : 0, at: source.node.engine?.currentTime ?? 0) else { return .zero }
        return Point(x: 0, y: velocity.y)
    }

    // The connection's first names, kept for one release.

    /// Deprecated: calls ``willScroll(by:source:)`` with `scrollView` as the source.
    public func scrollView(_ scrollView: ScrollView, willScrollBy delta: Point) -> Point {
        willScroll(by: delta, source: NestedScrollSource(node: scrollView))
    }

    /// Deprecated: calls ``didScroll(_:leaving:source:)`` with `scrollView` as the source.
    public func scrollView(_ scrollView: ScrollView, didScroll consumed: Point, leaving available: Point) -> Point {
        didScroll(consumed, leaving: available, source: NestedScrollSource(node: scrollView))
    }

    /// Deprecated: calls ``willGlide(with:source:)`` with `scrollView` as the source.
    public func scrollView(_ scrollView: ScrollView, willGlideWith velocity: Point) -> Point {
        willGlide(with: velocity, source: NestedScrollSource(node: scrollView))
    }

    /// Starts the snap to the nearer height with `velocity` (the height's, points per second) when the
    /// header is between the two; returns whether it did.
    @discardableResult
    private func startSnap(velocity: Double, at time: Double) -> Bool {
        guard height > collapsedHeight, height < expandedHeight else { return false }
        let target = height - collapsedHeight < expandedHeight - height ? collapsedHeight : expandedHeight
        snap = (SpringAnimation(from: height, to: target, initialVelocity: velocity, parameters: Self.snapSpring), time)
        return true
    }

    /// Starts the snap to `target` (one of the two heights) with no velocity; returns whether the header
    /// was elsewhere.
    func snap(to target: Double, at time: Double) -> Bool {
        stopSnap(at: time)
        guard height != target else { return false }
        snap = (SpringAnimation(from: height, to: target, initialVelocity: 0, parameters: Self.snapSpring), time)
        return true
    }

    private func apply(_ newHeight: Double) {
        let clamped = min(max(newHeight, collapsedHeight), expandedHeight)
        guard clamped != height else { return }
        height = clamped
        onHeightChange?(clamped)
    }
}

extension NestedScrollSource {
    /// Whether the source is a scroll view pulled down past its top (its rubber band showing): a movement
    /// up then belongs to the list first, not to the header or the sheet around it. Any other source is not.
    var isPulledPastTop: Bool {
        guard let scrollView else { return false }
        return scrollView.contentOffset.y < scrollView.minimumContentOffset.y
    }
}
