// Why this file exists: a quick straight stroke (swipe to delete, to go back, to page) is a discrete
// gesture distinct from a pan. This is UIKit's UISwipeGestureRecognizer, recognized while the
// fingers are still moving, as soon as the stroke is long, fast and straight enough.

/// A discrete recognizer for a quick straight stroke in one of the allowed directions, as
/// `UISwipeGestureRecognizer`.
///
/// It follows the centroid of ``numberOfTouchesRequired`` fingers from the moment they are all down.
/// Once the centroid has travelled ``GestureDefaults/panSlop``, the dominant axis and sign of its
/// displacement choose the candidate direction; the gesture is **recognized**, during the movement,
/// as soon as the travel in that direction reaches ``minimumDistance`` with a mean speed (from the
/// moment all fingers were down) of at least ``minimumSpeed``. ``recognizedDirection`` then says
/// which direction it was.
///
/// It fails when:
/// - the candidate direction is not in ``direction``;
/// - the movement leaves the direction by more than ``maximumAngle`` (off-axis);
/// - the centroid comes back more than ``GestureDefaults/swipeReversalTolerance`` (a reversal);
/// - it is not recognized within ``maximumDuration`` of the first touch-down (too slow; a timer fails
///   it on a tick);
/// - more fingers than required land, a finger lifts before recognition, or a finger moves more than
///   the pan slop before all fingers are down.
///
/// Negative or NaN thresholds count as 0.
open class SwipeGestureRecognizer: GestureRecognizer {
    /// The directions accepted. Default `.right`, as UIKit.
    @exclusivity(unchecked) public var direction: SwipeDirection = .right

    /// The number of fingers that must swipe together. Default 1; values below 1 are raised to 1.
    @exclusivity(unchecked) public var numberOfTouchesRequired = 1 {
        didSet { if numberOfTouchesRequired < 1 { numberOfTouchesRequired = 1 } }
    }

    /// How far the centroid must travel in the direction. Default ``GestureDefaults/swipeMinimumDistance``.
    @exclusivity(unchecked) public var minimumDistance = GestureDefaults.swipeMinimumDistance {
        didSet { if !(minimumDistance >= 0) { minimumDistance = 0 } }
    }

    /// The slowest mean speed in the direction, in points per second. Default ``GestureDefaults/swipeMinimumSpeed``.
    @exclusivity(unchecked) public var minimumSpeed = GestureDefaults.swipeMinimumSpeed {
        didSet { if !(minimumSpeed >= 0) { minimumSpeed = 0 } }
    }

    /// The longest the swipe may take, in seconds from the first touch-down. Default ``GestureDefaults/swipeMaximumDuration``.
    @exclusivity(unchecked) public var maximumDuration = GestureDefaults.swipeMaximumDuration {
        didSet { if !(maximumDuration >= 0) { maximumDuration = 0 } }
    }

    /// The largest angle, in radians, between the movement and the direction. Default
    /// ``GestureDefaults/swipeMaximumAngle``; kept between 0 and π/2.
    @exclusivity(unchecked) public var maximumAngle = GestureDefaults.swipeMaximumAngle {
        didSet { maximumAngle = maximumAngle >= 0 ? min(maximumAngle, .pi / 2) : 0 }
    }

    /// A swipe is discrete: it goes straight from `possible` to `recognized`.
    override open var isDiscrete: Bool { true }

    /// The direction of the swipe once recognized (a single direction), `nil` before.
    public private(set) var recognizedDirection: SwipeDirection?

    /// How far past ``minimumDistance`` the travel was when the swipe asked to be recognized, relative
    /// to it; the arena uses it to order rivals independently of the sampling rate.
    override open var activationMargin: Double { margin }

    static let deadlineTimer = "deadline"

    @exclusivity(unchecked) private var landingPoints: [TouchID: Point] = [:]
    @exclusivity(unchecked) private var touchesLanded = 0
    @exclusivity(unchecked) private var start: Point?
    @exclusivity(unchecked) private var startTime = 0.0
    @exclusivity(unchecked) private var candidate: SwipeDirection?
    @exclusivity(unchecked) private var farthest = 0.0
    @exclusivity(unchecked) private var margin = 0.0

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
        if name == Self.deadlineTimer && state == .possible { state = .failed }
    }

    private func evaluate(_ changed: [Touch]) {
        guard let start else {
            // Not all fingers are down yet: the ones that are must stay put.
            for touch in changed {
                if let p = landingPoints[touch.id], touch.location.distance(to: p) > GestureDefaults.panSlop {
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
        landingPoints = [:]
        touchesLanded = 0
        start = nil
        startTime = 0
        candidate = nil
        farthest = 0
        margin = 0
        recognizedDirection = nil
    }
}
