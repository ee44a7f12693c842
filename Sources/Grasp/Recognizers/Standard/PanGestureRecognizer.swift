// Why this file exists: dragging (scrolling, moving things, sheets) is the most common continuous
// gesture. This is UIKit's UIPanGestureRecognizer: a slop before it begins, a translation that
// follows the fingers' centroid without jumping when fingers land or lift, and a release velocity
// from GraspMotion's least-squares tracker.

import GraspMotion

/// A continuous recognizer for one or more fingers dragging, as `UIPanGestureRecognizer`.
///
/// The pan follows the centroid of its fingers. When a finger lands or lifts the centroid jumps, but
/// the translation does not: only movement of the fingers counts. Before the pan begins, movement
/// made with fewer than ``minimumNumberOfTouches`` or more than ``maximumNumberOfTouches`` fingers
/// down does not count. It **begins** once
/// ``slopDistance(for:)`` of the translation reaches ``slop`` with between ``minimumNumberOfTouches``
/// and ``maximumNumberOfTouches`` fingers down, then reports **changed** on every movement and
/// **ends** when the last finger lifts (or when fewer than the minimum are left).
///
/// The translation is measured from touch-down, slop included, so content dragged by it stays under
/// the finger. ``velocity(in:)`` is the least-squares velocity of the translation, in points per
/// second, on every `changed` and at the end: the speed of a steady drag at any speed, zero when the
/// fingers rested 40 ms or more before lifting or held still before it (GraspMotion's
/// `VelocityTracker` lists the rules), and clamped to `MotionConstants.maximumSpeed` (8000 pt/s).
///
/// Subclasses that lock to an axis or begin at once override ``slopDistance(for:)`` and
/// ``shouldBegin(withTranslation:)``.
open class PanGestureRecognizer: GestureRecognizer {
    // The stored properties below live out of line, in an `Unchecked` box: Unchecked.swift says why
    // and what it buys.
    private let panFields = Unchecked(PanFields())
    private struct PanFields {
        var minimumNumberOfTouches: Int = 1
        var maximumNumberOfTouches: Int = Int.max
        var slop: Double = GestureDefaults.panSlop
        var windowTranslation: Point = .zero
        var tracked = TouchPoints()
        var tracker: VelocityTracker = VelocityTracker()
        var crossingMargin: Double = 0.0
        var allowedScrollTypesMask: ScrollTypeMask = []
        var scrollInput: ScrollTypeMask?
    }

    /// Creates a pan. A scroll view's pan allows every type of scroll input
    /// (``ScrollView/defaultPanScrollTypes``); any other pan none.
    public override init(name: String = "") {
        super.init(name: name)
    }

    /// A pan takes the profile's touch slop as its ``slop``.
    open override func adopt(_ profile: PlatformProfile) {
        slop = profile.touchSlop
    }

    /// A pan takes the scroll types it allows (``allowedScrollTypesMask``).
    open override func takes(_ input: IndirectInput) -> Bool {
        guard case .scroll(let type) = input else { return false }
        return allowedScrollTypesMask.contains(type)
    }
    /// The scroll's touch was bound: the pan follows it as that type of scroll input.
    open override func didBind(to input: IndirectInput) {
        if case .scroll(let type) = input { scrollInput = type }
    }

    /// The scroll input the pan turns into drags, as UIKit's `allowedScrollTypesMask`: a mouse wheel's
    /// steps (``/GraspCore/ScrollTypeMask/discrete``), a trackpad's two-finger scrolling
    /// (``/GraspCore/ScrollTypeMask/continuous``), or both (``/GraspCore/ScrollTypeMask/all``). Default none, as UIKit (a
    /// scroll view's pan: all). See ``/GraspCore/GestureEngine/handle(_:)-(ScrollEvent)``.
    public final var allowedScrollTypesMask: ScrollTypeMask {
        _read { yield panFields.value.allowedScrollTypesMask }
        _modify { yield &panFields.value.allowedScrollTypesMask }
    }

    /// The type of scroll input driving the pan now, or `nil` when fingers (or a pointer's button) drive
    /// it; cleared when it resets.
    public internal(set) final var scrollInput: ScrollTypeMask? {
        _read { yield panFields.value.scrollInput }
        _modify { yield &panFields.value.scrollInput }
    }

    /// The fewest fingers that may pan. Default 1; values below 1 are raised to 1.
    public final var minimumNumberOfTouches: Int {
        get { panFields.value.minimumNumberOfTouches }
        set {
            panFields.value.minimumNumberOfTouches = newValue
            if minimumNumberOfTouches < 1 { panFields.value.minimumNumberOfTouches = 1 }
        }
    }

    /// The most fingers that may pan; with more down the pan does not begin. Default `Int.max`.
    public final var maximumNumberOfTouches: Int {
        _read { yield panFields.value.maximumNumberOfTouches }
        _modify { yield &panFields.value.maximumNumberOfTouches }
    }

    /// How far the translation must go (as ``slopDistance(for:)`` measures it) before the pan begins.
    /// Default ``/GraspCore/GestureDefaults/panSlop``; a negative or NaN slop counts as 0.
    public final var slop: Double {
        get { panFields.value.slop }
        set {
            panFields.value.slop = newValue
            if !(slop >= 0) { panFields.value.slop = 0 }
        }
    }

    /// The translation in window coordinates.
    private(set) final var windowTranslation: Point {
        _read { yield panFields.value.windowTranslation }
        _modify { yield &panFields.value.windowTranslation }
    }

    /// The fingers followed and where each was at the last accumulation (a few entries, found by a walk:
    /// it runs on every move).
    private final var tracked: TouchPoints {
        _read { yield panFields.value.tracked }
        _modify { yield &panFields.value.tracked }
    }
    private final var tracker: VelocityTracker {
        _read { yield panFields.value.tracker }
        _modify { yield &panFields.value.tracker }
    }
    private final var crossingMargin: Double {
        _read { yield panFields.value.crossingMargin }
        _modify { yield &panFields.value.crossingMargin }
    }

    /// How far past its slop the pan was at the sample that crossed it: (distance − slop) / slop.
    override open var activationMargin: Double { crossingMargin }

    // MARK: Values

    /// The translation of the fingers' centroid since they landed (or since the last
    /// ``setTranslation(_:in:)``), in `node`'s coordinate space (the window's when `nil`).
    public final func translation(in node: Node?) -> Point {
        Self.vector(windowTranslation, toNode: node)
    }

    /// Sets the translation, as expressed in `node`'s space (the window's when `nil`), and restarts
    /// velocity tracking from it.
    public final func setTranslation(_ translation: Point, in node: Node?) {
        windowTranslation = Self.vector(translation, fromNode: node)
        tracker.reset()
        tracker.addSample(windowTranslation, at: currentTime)
    }

    /// The velocity of the translation in `node`'s space (the window's when `nil`), in points per
    /// second, at the engine's current time. Zero for a wheel's step (``scrollInput`` is
    /// ``/GraspCore/ScrollTypeMask/discrete``): a step moves content by its delta, and no further.
    public final func velocity(in node: Node?) -> Point {
        if scrollInput == .discrete { return .zero }
        return Self.vector(tracker.velocity(at: currentTime), toNode: node)
    }

    // MARK: Overridable begin logic

    /// The distance that counts against ``slop`` for `translation` (window coordinates). Default: its
    /// length. An axis-locked pan returns the component along its axis.
    open func slopDistance(for translation: Point) -> Double {
        translation.magnitude
    }

    /// Whether the pan begins with `translation` (window coordinates), asked on each movement while it
    /// is possible and the number of fingers is within bounds. Default: ``PanGestureRecognizer/slopDistance(for:)`` reaches
    /// ``PanGestureRecognizer/slop``. An instant pan returns `true`.
    open func shouldBegin(withTranslation translation: Point) -> Bool {
        slopDistance(for: translation) >= slop
    }

    /// Whether the pan should fail rather than keep waiting, asked on each movement while it is
    /// possible. Default `false`; an axis-locked pan fails when the movement goes the other way.
    open func shouldFail(withTranslation translation: Point) -> Bool {
        false
    }

    // MARK: Touches

    override open func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        accumulate()
        if tracker.sampleCount == 0 { tracker.addSample(windowTranslation, at: currentTime) }
        if state == .possible { considerBeginning() }
    }

    override open func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        accumulate()
        tracker.addSample(windowTranslation, at: currentTime)
        // Read once: on every move, and a read asks the arena whether a transition is pending.
        let current = state
        if current == .possible {
            considerBeginning()
        } else if current.isInProgress {
            state = .changed
        }
    }

    override open func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        let before = windowTranslation
        accumulate()
        if windowTranslation != before || tracker.sampleCount == 0 {
            tracker.addSample(windowTranslation, at: currentTime)
        }
        var remaining = 0
        for touch in self.touches where !touches.contains(where: { $0.id == touch.id }) { remaining += 1 }
        tracked.forget(touches)
        if state.isInProgress {
            if remaining == 0 || remaining < minimumNumberOfTouches {
                state = .ended
            } else if windowTranslation != before {
                state = .changed
            }
        } else if state == .possible && remaining == 0 {
            state = .failed
        }
    }

    override open func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        tracked.forget(touches)
        super.touchesCancelled(touches, with: event)
    }

    /// Adds the mean movement of the fingers already followed to the translation, then follows the
    /// current set of fingers at their current locations.
    private func accumulate() {
        // The common case, one finger, skips the sum (the same arithmetic as below).
        if touches.count == 1 {
            let location = touches[0].location
            if let previous = tracked.move(touches[0].id, to: location, expectedAt: 0) {
                windowTranslation += (Point.zero + (location - previous)) / 1
            }
            return
        }
        accumulateSeveral()
    }

    /// `accumulate` for any other number of fingers: out of line, so that the one-finger case keeps a
    /// small frame (measured: `scripts/callgrind inspector`, see the Performance article).
    @inline(never)
    private func accumulateSeveral() {
        let (sum, count) = tracked.moveAll(to: touches)
        if count > 0 { windowTranslation += sum / Double(count) }
    }

    private func considerBeginning() {
        let count = numberOfTouches
        guard count >= minimumNumberOfTouches, count <= maximumNumberOfTouches else {
            // Movement with too few or too many fingers does not count toward the slop.
            windowTranslation = .zero
            tracker.reset()
            return
        }
        if shouldFail(withTranslation: windowTranslation) {
            state = .failed
            return
        }
        if scrollInput != nil {
            // Scroll input begins at its first delta, whatever the slop; the other rules still apply.
            guard windowTranslation != .zero else { return }
            let saved = panFields.value.slop
            panFields.value.slop = 0
            let begins = shouldBegin(withTranslation: windowTranslation)
            panFields.value.slop = saved
            guard begins else { return }
            crossingMargin = .infinity
            state = .began
            return
        }
        guard shouldBegin(withTranslation: windowTranslation) else { return }
        crossingMargin = slop > 0 ? (slopDistance(for: windowTranslation) - slop) / slop : .infinity
        state = .began
    }

    override open func reset() {
        super.reset()
        windowTranslation = .zero
        tracked.removeAll()
        tracker.reset()
        crossingMargin = 0
        scrollInput = nil
    }

    // MARK: Vectors between spaces

    /// Expresses a window-space vector in `node`'s space.
    static func vector(_ v: Point, toNode node: Node?) -> Point {
        guard let node else { return v }
        return node.convertFromWindow(v) - node.convertFromWindow(.zero)
    }

    /// Expresses a vector given in `node`'s space in window space.
    static func vector(_ v: Point, fromNode node: Node?) -> Point {
        guard let node else { return v }
        return node.convertToWindow(v) - node.convertToWindow(.zero)
    }
}
