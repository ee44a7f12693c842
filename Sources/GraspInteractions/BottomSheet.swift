// Why this file exists: a sheet over a map whose list scrolls inside it is the screen where sharing one
// drag between two owners goes wrong most often (the sheet steals the scroll, or the list never gives
// the drag back). This component is the sheet's rules once: a nested-scroll connection on the sheet's
// node that moves the sheet before or after its list, a pan on the sheet's header, and the settle on a
// detent after a release, evaluated from time and caught by a touch.

/// A sheet over a screen that rests at a few heights (detents) and holds a scrolling list, the
/// counterpart of a sheet whose scrolling expands it when scrolled to its edge.
///
/// Give it the detents as fractions of the container's height (the sheet's visible height at each,
/// lowest first) and attach it to the sheet's node and its header (``attach(to:header:)``); lay the
/// sheet out from ``sheetY``, the sheet's top in the container's points (``onSheetYChange`` says when it
/// changes). Its rules:
///
/// - **Up** (the list's content moving up, through ``/GraspCore/NestedScrollConnection``): below the top detent the
///   sheet moves first (pre-scroll); on reaching the top detent in the same drag, the rest scrolls the
///   list.
/// - **Down:** the list scrolls back to its top first; what goes past its top moves the sheet down
///   (post-scroll), as far as the lowest detent; the rest pulls the list past its top.
/// - **The header** (``dragRecognizer``, a vertical pan) moves the sheet directly, between the top and
///   the lowest detent.
/// - **Release:** the target is the detent nearest to the sheet's position projected with the release
///   velocity at ``projectionRate`` (a glide's rest, as UIScrollView projects one: a velocity `v`
///   carries the sheet `v / (1000 · ln(1 / 0.998))` ≈ `0.4995 · v` further). The sheet goes there on
///   ``settleSpring``, critically damped, starting with the release velocity; the list does not glide
///   then (pre-fling). The settle is evaluated from time (``advance(to:)``).
/// - **A touch catches it:** ``catchRecognizer``, on the sheet's node, stops the settle at the touch's
///   own timestamp; ``settle(at:)`` sends it on once the touch lifts without dragging.
/// - **Limits:** a release with the sheet resting on a detent it did not leave in that drag (or at the
///   top detent, moving up) leaves the velocity to the list, so a fling of the list that reaches its top
///   bounces the list and never moves the sheet. A horizontal drag moves neither (the list scrolls
///   vertically, the header's pan is locked to the vertical axis).
/// - **A mouse wheel's step** moves the sheet as a drag does, then settles on the next detent in the
///   step's direction (each step is a drag that ends at once).
///
/// Bad configuration (no detents, a detent that is not a finite fraction in 0…1, detents out of order
/// or repeated, a container height that is not a finite number above zero) is corrected and recorded in
/// ``diagnostics``.
public final class BottomSheet: NestedScrollConnection {
    /// The default detents: 15 %, 50 % and 92 % of the container's height.
    public static let defaultDetents = [0.15, 0.5, 0.92]
    /// The spring of the settle on a detent: critically damped (no overshoot), with a response of 0.4 s.
    public static let settleSpring = SpringParameters(response: 0.4, dampingRatio: 1)
    /// The rate of the release projection: ``/GraspMotion/DecelerationRate/normal`` (0.998 per millisecond), a
    /// scroll view's glide.
    public static let projectionRate = DecelerationRate.normal

    /// The detents, as fractions of ``containerHeight`` (the sheet's visible height), lowest first.
    public let detents: [Double]
    /// The height of the container the sheet rises from, in points.
    public let containerHeight: Double
    /// The sheet's top at each detent, in the container's points (the lowest detent first: largest y).
    public let detentPositions: [Double]
    /// The sheet's top, in the container's points, between the top and the lowest detent's.
    public private(set) var sheetY: Double
    /// The index in ``detents`` of the detent the sheet rests at or is settling on; while a finger moves
    /// it, the nearest one.
    public private(set) var detent: Int
    /// The values given to the initializer that were corrected, in the order found.
    public private(set) var diagnostics: [InteractionDiagnostic] = []
    /// Called with the new ``sheetY`` whenever it changes (to lay the sheet out).
    public var onSheetYChange: ((Double) -> Void)?
    /// A touch-down recognizer, named `sheetCatch`, that stops a settle in flight at the touch's own
    /// timestamp. ``attach(to:header:)`` adds it to the sheet's node; it neither prevents nor is
    /// prevented by others.
    public let catchRecognizer = TouchDownGestureRecognizer(name: "sheetCatch")
    /// The pan, named `sheetDrag` and locked to the vertical axis, that moves the sheet by its header.
    public let dragRecognizer = AxisLockedPanGestureRecognizer(axis: .vertical, name: "sheetDrag")
    /// Whether the sheet is settling on a detent on its own.
    public var isSettling: Bool { settle != nil }

    private var settle: (animation: SpringAnimation<Double>, start: Double, target: Int)?
    /// Whether the sheet moved in the current drag of the list, and where that drag found it.
    private var movedInDrag = false
    private var dragStartY = 0.0
    /// The header pan's translation already applied.
    private var headerTranslation = 0.0

    /// The sheet's top at the top detent.
    public var topY: Double { detentPositions[detentPositions.count - 1] }
    /// The sheet's top at the lowest detent.
    public var bottomY: Double { detentPositions[0] }

    /// Creates a sheet resting at detent `initialDetent` (clamped to the detents) in a container
    /// `containerHeight` points tall. Bad values are corrected and recorded in ``diagnostics``: detents
    /// that are not finite or outside 0…1 are dropped, repeated ones kept once, out-of-order ones sorted,
    /// and no detent left means the defaults; a container height that is not finite or not above zero is
    /// replaced by 844.
    public init(detents: [Double] = BottomSheet.defaultDetents, containerHeight: Double, initialDetent: Int = 1) {
        var found: [InteractionDiagnostic] = []
        var kept: [Double] = []
        for (index, value) in detents.enumerated() {
            let name = "detents[\(index)]"
            if !value.isFinite {
                found.append(InteractionDiagnostic(parameter: name, value: value, replacement: .nan, reason: "not a finite number: dropped"))
            } else if value < 0 || value > 1 {
                found.append(InteractionDiagnostic(parameter: name, value: value, replacement: .nan, reason: "outside 0...1: dropped"))
            } else if kept.contains(value) {
                found.append(InteractionDiagnostic(parameter: name, value: value, replacement: .nan, reason: "repeated: dropped"))
            } else {
                if let last = kept.last, value < last {
                    found.append(InteractionDiagnostic(parameter: name, value: value, replacement: value, reason: "out of order: the detents were sorted"))
                }
                kept.append(value)
            }
        }
        if kept.isEmpty {
            found.append(InteractionDiagnostic(parameter: "detents", value: Double(detents.count), replacement: Double(Self.defaultDetents.count),
                                               reason: "no usable detent: the defaults were used"))
            kept = Self.defaultDetents
        }
        kept.sort()
        let height = InteractionDiagnostic.checked(containerHeight, "containerHeight", fallback: 844, into: &found)
        self.detents = kept
        self.containerHeight = height
        detentPositions = kept.map { height - $0 * height }
        let start = min(max(initialDetent, 0), kept.count - 1)
        detent = start
        sheetY = detentPositions[start]
        diagnostics = found
        catchRecognizer.addHandler { [owner = UnownedReference(self)] recognizer in
            if recognizer.state == .began { owner.object.stopSettle(at: recognizer.currentTime) }
        }
        dragRecognizer.addHandler { [owner = UnownedReference(self)] pan in owner.object.handleHeaderPan(pan) }
    }

    /// Makes this sheet the nested-scroll connection of `sheetNode` (the sheet, around its list), adds
    /// ``catchRecognizer`` to it and ``dragRecognizer`` to `header`.
    public func attach(to sheetNode: Node, header: Node) {
        sheetNode.nestedScrollConnection = self
        sheetNode.addGestureRecognizer(catchRecognizer)
        header.addGestureRecognizer(dragRecognizer)
        header.accessibility = makeAccessibility(for: header)
    }

    /// Puts the sheet at detent `index` at once (clamped to the detents), stopping a settle.
    public func setDetent(_ index: Int) {
        let target = min(max(index, 0), detents.count - 1)
        settle = nil
        detent = target
        apply(detentPositions[target])
    }

    /// Moves the sheet to detent `index` (clamped) on ``settleSpring`` from `time`, from where it is, as a
    /// release there would: the accessibility actions "expand" and "collapse" use it. Returns whether the
    /// sheet had anywhere to go; nothing changes when it is at that detent and at rest.
    @discardableResult
    public func settle(toDetent index: Int, at time: Double) -> Bool {
        let target = min(max(index, 0), detents.count - 1)
        guard settle != nil || target != detent || sheetY != detentPositions[target] else { return false }
        stopSettle(at: time)
        startSettle(velocity: 0, target: target, at: time)
        return true
    }

    /// The index of the detent whose position is nearest `y` (the higher one on a tie).
    public func nearestDetent(to y: Double) -> Int {
        var best = 0
        for index in detentPositions.indices where abs(detentPositions[index] - y) <= abs(detentPositions[best] - y) { best = index }
        return best
    }

    /// Where a sheet at `y` moving at `velocity` (points per second, positive downwards) would come to
    /// rest at ``projectionRate``.
    public static func projectedPosition(of y: Double, velocity: Double) -> Double {
        guard velocity.isFinite else { return y }
        return y - velocity / projectionRate.decayConstant
    }

    /// Evaluates the settle at `now` (the engine's time); it ends on its detent once its duration has
    /// passed.
    public func advance(to now: Double) {
        guard let current = settle else { return }
        let elapsed = now - current.start
        if elapsed >= current.animation.duration {
            settle = nil
            apply(current.animation.to)
        } else {
            apply(current.animation.value(at: max(elapsed, 0)))
        }
    }

    /// Stops a settle at `time`, leaving the sheet where the spring puts it then.
    public func stopSettle(at time: Double) {
        guard settle != nil else { return }
        advance(to: time)
        settle = nil
        detent = nearestDetent(to: sheetY)
    }

    /// Starts a settle from rest on the nearest detent when the sheet is between two (after a touch
    /// caught it and lifted without a drag, say). Call it while no finger holds the sheet or its list.
    public func settle(at time: Double) {
        guard settle == nil else { return }
        startSettle(velocity: 0, target: nearestDetent(to: sheetY), at: time)
    }

    // MARK: The connection

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

    /// Pre-scroll: moving up moves the sheet first, up to its top detent (unless the list is pulled past
    /// its top).
    public func willScroll(by delta: Point, source: NestedScrollSource) -> Point {
        noteDrag(at: source.node.engine?.currentTime ?? 0)
        guard delta.y > 0, sheetY > topY, !source.isPulledPastTop else { return .zero }
        let take = min(delta.y, sheetY - topY)
        move(to: sheetY - take)
        return Point(x: 0, y: take)
    }

    /// Post-scroll: what goes past the list's top moves the sheet down, as far as the lowest detent.
    public func didScroll(_ consumed: Point, leaving available: Point, source: NestedScrollSource) -> Point {
        guard available.y < 0, sheetY < bottomY else { return .zero }
        let take = max(available.y, sheetY - bottomY)
        move(to: sheetY - take)
        return Point(x: 0, y: take)
    }

    /// Pre-fling: a sheet the drag moved, or one between detents, settles on the detent nearest its
    /// projected position with the release velocity and takes it (the list does not glide).
    public func willGlide(with velocity: Point, source: NestedScrollSource) -> Point {
        defer { movedInDrag = false }
        let now = source.node.engine?.currentTime ?? 0
        // The content offset's velocity is the sheet's, reversed: content moving up raises the sheet.
        let sheetVelocity = velocity.y.isFinite ? -velocity.y : 0
        let atDetent = detentPositions.contains(sheetY)
        if sheetY <= topY && sheetVelocity <= 0 { return .zero }
        if atDetent && !movedInDrag { return .zero }
        if source.scrollView?.panGestureRecognizer.scrollInput == .discrete {
            // A wheel's step: on to the next detent in the step's direction.
            startSettle(velocity: 0, target: nextDetent(from: sheetY, up: sheetY < dragStartY), at: now)
            return Point(x: 0, y: velocity.y)
        }
        release(velocity: sheetVelocity, at: now)
        return Point(x: 0, y: velocity.y)
    }

    // MARK: Moving

    private func noteDrag(at time: Double) {
        stopSettle(at: time)
        if !movedInDrag { dragStartY = sheetY }
    }

    private func move(to y: Double) {
        movedInDrag = true
        apply(y)
        detent = nearestDetent(to: sheetY)
    }

    /// Settles on the detent nearest the position projected from `velocity` (positive downwards).
    private func release(velocity: Double, at time: Double) {
        startSettle(velocity: velocity, target: nearestDetent(to: Self.projectedPosition(of: sheetY, velocity: velocity)), at: time)
    }

    /// The first detent at or above `y` (`up`) or at or below it.
    private func nextDetent(from y: Double, up: Bool) -> Int {
        if up { return detentPositions.indices.first { detentPositions[$0] <= y } ?? detents.count - 1 }
        return detentPositions.indices.last { detentPositions[$0] >= y } ?? 0
    }

    private func startSettle(velocity: Double, target: Int, at time: Double) {
        detent = target
        let to = detentPositions[target]
        guard to != sheetY || velocity != 0 else {
            settle = nil
            return
        }
        settle = (SpringAnimation(from: sheetY, to: to, initialVelocity: velocity, parameters: Self.settleSpring), time, target)
    }

    private func handleHeaderPan(_ pan: AxisLockedPanGestureRecognizer) {
        let now = pan.currentTime
        switch pan.state {
        case .began:
            stopSettle(at: now)
            headerTranslation = 0
            followHeader(pan)
        case .changed:
            followHeader(pan)
        case .ended:
            followHeader(pan)
            let v = pan.velocity(in: nil).y
            release(velocity: v.isFinite ? v : 0, at: now)
        case .cancelled:
            release(velocity: 0, at: now)
        default:
            break
        }
    }

    private func followHeader(_ pan: AxisLockedPanGestureRecognizer) {
        let t = pan.translation(in: nil).y
        guard t.isFinite else { return }
        let step = t - headerTranslation
        headerTranslation = t
        apply(sheetY + step)
        detent = nearestDetent(to: sheetY)
    }

    private func apply(_ y: Double) {
        let clamped = min(max(y, topY), bottomY)
        guard clamped != sheetY else { return }
        sheetY = clamped
        onSheetYChange?(clamped)
    }
}
