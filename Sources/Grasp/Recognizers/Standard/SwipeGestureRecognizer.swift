// Why this file exists: a quick straight stroke (swipe to delete, to go back, to page) is a discrete
// gesture distinct from a pan. This is UIKit's UISwipeGestureRecognizer, recognized while the
// fingers are still moving, as soon as the stroke is long, fast and straight enough.

/// A discrete recognizer for a quick straight stroke in one of the allowed directions, as
/// `UISwipeGestureRecognizer`.
///
/// It follows the centroid of ``numberOfTouchesRequired`` fingers from the moment they are all down.
/// Once the centroid has travelled ``/GraspCore/GestureDefaults/panSlop``, the dominant axis and sign of its
/// displacement choose the candidate direction; the gesture is **recognized**, during the movement,
/// as soon as the travel in that direction reaches ``minimumDistance`` with a mean speed (from the
/// moment all fingers were down) of at least ``minimumSpeed``. ``recognizedDirection`` then says
/// which direction it was.
///
/// It fails when:
/// - the candidate direction is not in ``direction``;
/// - the movement leaves the direction by more than ``maximumAngle`` (off-axis);
/// - the centroid comes back more than ``/GraspCore/GestureDefaults/swipeReversalTolerance`` (a reversal);
/// - it is not recognized within ``maximumDuration`` of the first touch-down (too slow; a timer fails
///   it on a tick);
/// - more fingers than required land, a finger lifts before recognition, or a finger moves more than
///   the pan slop before all fingers are down.
///
/// Negative or NaN thresholds count as 0.
open class SwipeGestureRecognizer: GestureRecognizer {
    // The stored properties below live out of line, in an `Unchecked` box: Unchecked.swift says why
    // and what it buys.
    private let swipeFields = Unchecked(SwipeFields())
    private struct SwipeFields {
        var direction: SwipeDirection = .right
        var numberOfTouchesRequired: Int = 1
        var minimumDistance: Double = GestureDefaults.swipeMinimumDistance
        var minimumSpeed: Double = GestureDefaults.swipeMinimumSpeed
        var maximumDuration: Double = GestureDefaults.swipeMaximumDuration
        var maximumAngle: Double = GestureDefaults.swipeMaximumAngle
        var landingPoints = TouchPoints()
        var touchesLanded: Int = 0
        var start: Point?
        var startTime: Double = 0.0
        var candidate: SwipeDirection?
        var farthest: Double = 0.0
        var margin: Double = 0.0
    }

    /// The directions accepted. Default `.right`, as UIKit.
    public final var direction: SwipeDirection {
        _read { yield swipeFields.value.direction }
        _modify { yield &swipeFields.value.direction }
    }

    /// The number of fingers that must swipe together. Default 1; values below 1 are raised to 1.
    public final var numberOfTouchesRequired: Int {
        get { swipeFields.value.numberOfTouchesRequired }
        set {
            swipeFields.value.numberOfTouchesRequired = newValue
            if numberOfTouchesRequired < 1 { swipeFields.value.numberOfTouchesRequired = 1 }
        }
    }

    /// How far the centroid must travel in the direction. Default ``/GraspCore/GestureDefaults/swipeMinimumDistance``.
    public final var minimumDistance: Double {
        get { swipeFields.value.minimumDistance }
        set {
            swipeFields.value.minimumDistance = newValue
            if !(minimumDistance >= 0) { swipeFields.value.minimumDistance = 0 }
        }
    }

    /// The slowest mean speed in the direction, in points per second. Default ``/GraspCore/GestureDefaults/swipeMinimumSpeed``.
    public final var minimumSpeed: Double {
        get { swipeFields.value.minimumSpeed }
        set {
            swipeFields.value.minimumSpeed = newValue
            if !(minimumSpeed >= 0) { swipeFields.value.minimumSpeed = 0 }
        }
    }

    /// The longest the swipe may take, in seconds from the first touch-down. Default ``/GraspCore/GestureDefaults/swipeMaximumDuration``.
    public final var maximumDuration: Double {
        get { swipeFields.value.maximumDuration }
        set {
            swipeFields.value.maximumDuration = newValue
            if !(maximumDuration >= 0) { swipeFields.value.maximumDuration = 0 }
        }
    }

    /// The largest angle, in radians, between the movement and the direction. Default
    /// ``/GraspCore/GestureDefaults/swipeMaximumAngle``; kept between 0 and π/2.
    public final var maximumAngle: Double {
        get { swipeFields.value.maximumAngle }
        set {
            swipeFields.value.maximumAngle = newValue
            swipeFields.value.maximumAngle = maximumAngle >= 0 ? min(maximumAngle, .pi / 2) : 0
        }
    }

    /// A swipe is discrete: it goes straight from `possible` to `recognized`.
    override open var isDiscrete: Bool { true }

    /// The direction of the swipe once recognized (a single direction), `nil` before.
    public private(set) var recognizedDirection: SwipeDirection?

    /// How far past ``minimumDistance`` the travel was when the swipe asked to be recognized, relative
    /// to it; the arena uses it to order rivals independently of the sampling rate.
    override open var activationMargin: Double { margin }

    static let deadlineTimer = "deadline"

    private final var landingPoints: TouchPoints {
        _read { yield swipeFields.value.landingPoints }
        _modify { yield &swipeFields.value.landingPoints }
    }
    /// Where touch `id` landed, read in place: through `landingPoints`' `_read`, a coroutine the
    /// optimizer did not inline, each read allocated the coroutine's frame on every move
    /// (`scripts/callgrind hammerPreset`).
    private final func landingPoint(of id: TouchID) -> Point? {
        swipeFields.value.landingPoints[id]
    }
    private final var touchesLanded: Int {
        _read { yield swipeFields.value.touchesLanded }
        _modify { yield &swipeFields.value.touchesLanded }
    }
    private final var start: Point? {
        _read { yield swipeFields.value.start }
        _modify { yield &swipeFields.value.start }
    }
    private final var startTime: Double {
        _read { yield swipeFields.value.startTime }
        _modify { yield &swipeFields.value.startTime }
    }
    private final var candidate: SwipeDirection? {
        _read { yield swipeFields.value.candidate }
        _modify { yield &swipeFields.value.candidate }
    }
    private final var farthest: Double {
        _read { yield swipeFields.value.farthest }
        _modify { yield &swipeFields.value.farthest }
    }
    private final var margin: Double {
        _read { yield swipeFields.value.margin }
        _modify { yield &swipeFields.value.margin }
    }

    override open func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible else { return }
        if touchesLanded == 0 { setTimer(Self.deadlineTimer, at: currentTime + maximumDuration) }
        for touch in touches { landingPoints[touch.id] = touch.location }
        touchesLanded += touches.count
        if touchesLanded > numberOfTouchesRequired {
            state = .failed
        } else if touchesLanded == numberOfTouchesRequired {
            start = Self.centroid(of: self.touches)
            startTime = currentTime
        }
    }

    override open func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible else { return }
        evaluate(touches)
    }

    override open func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible else { return }
        // The final movement often arrives with the lift.
        evaluate(touches)
        if state == .possible { state = .failed }
    }

    override open func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        if state == .possible { state = .failed }
    }

    override open func timerFired(_ name: String, at time: Double) {
        if name.utf8.elementsEqual(Self.deadlineTimer.utf8) && state == .possible { state = .failed }
    }

    private func evaluate(_ changed: [Touch]) {
        guard let start else {
            // Not all fingers are down yet: the ones that are must stay put.
            for touch in changed {
                if let p = landingPoint(of: touch.id), touch.location.distance(to: p) > GestureDefaults.panSlop {
                    state = .failed
                    return
                }
            }
            return
        }
        let displacement = Self.centroid(of: touches) - start
        if candidate == nil {
            guard displacement.magnitude >= GestureDefaults.panSlop else { return }
            let horizontal = abs(displacement.x) >= abs(displacement.y)
            candidate = horizontal ? (displacement.x > 0 ? .right : .left) : (displacement.y > 0 ? .down : .up)
        }
        guard let candidate, direction.contains(candidate) else {
            state = .failed
            return
        }
        let axis = candidate.unitVector
        let along = displacement.x * axis.x + displacement.y * axis.y
        let across = abs(displacement.x * axis.y - displacement.y * axis.x)
        if along < farthest - GestureDefaults.swipeReversalTolerance {
            state = .failed
            return
        }
        farthest = max(farthest, along)
        if along <= 0 || across > along * GraspMath.sin(maximumAngle) / GraspMath.cos(maximumAngle) {
            state = .failed
            return
        }
        let elapsed = currentTime - startTime
        guard along >= minimumDistance, elapsed > 0, along / elapsed >= minimumSpeed else { return }
        margin = minimumDistance > 0 ? (along - minimumDistance) / minimumDistance : 0
        recognizedDirection = candidate
        state = .recognized
    }

    override open func reset() {
        super.reset()
        landingPoints.removeAll()
        touchesLanded = 0
        start = nil
        startTime = 0
        candidate = nil
        farthest = 0
        margin = 0
        recognizedDirection = nil
    }
}
