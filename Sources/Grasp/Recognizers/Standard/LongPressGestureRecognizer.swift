// Why this file exists: press-and-hold is how apps open context menus and pick items up to drag them.
// This is UIKit's UILongPressGestureRecognizer: continuous, begun by a timer once the fingers have
// rested long enough, then following them until they lift.

/// A continuous recognizer for fingers held down in place, as `UILongPressGestureRecognizer`.
///
/// Once ``numberOfTouchesRequired`` fingers are down (after ``numberOfTapsRequired`` quick taps, if
/// any), a timer runs for ``minimumPressDuration``; when it fires the gesture **begins**, on a tick
/// or at the next event, whichever comes first. It then reports **changed** whenever the fingers
/// move (as far as they like) and **ends** when one lifts.
///
/// Before it begins it fails when a finger moves more than ``allowableMovement`` from where it landed,
/// when a finger lifts, or when more fingers land than required. Fingers that land after it began
/// are ignored. A negative or NaN duration or movement counts as 0.
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long, in seconds, the fingers must stay down. Default ``GestureDefaults/longPressMinimumDuration`` (0.5 s, as UIKit).
    @exclusivity(unchecked) public var minimumPressDuration = GestureDefaults.longPressMinimumDuration {
        didSet { if !(minimumPressDuration >= 0) { minimumPressDuration = 0 } }
    }

    /// How far a finger may move before the gesture begins. Default ``GestureDefaults/longPressAllowableMovement`` (10 pt, as UIKit).
    @exclusivity(unchecked) public var allowableMovement = GestureDefaults.longPressAllowableMovement {
        didSet { if !(allowableMovement >= 0) { allowableMovement = 0 } }
    }

    /// The number of fingers that must press. Default 1; values below 1 are raised to 1.
    @exclusivity(unchecked) public var numberOfTouchesRequired = 1 {
        didSet { if numberOfTouchesRequired < 1 { numberOfTouchesRequired = 1 } }
    }

    /// The number of full taps needed before the press. Default 0; negative values are raised to 0. Each tap must lift before
    /// ``minimumPressDuration`` and the next touch-down come within
    /// ``GestureDefaults/tapMaximumInterval`` of the lift.
    @exclusivity(unchecked) public var numberOfTapsRequired = 0 {
        didSet { if numberOfTapsRequired < 0 { numberOfTapsRequired = 0 } }
    }

    static let pressTimer = "press"
    static let nextTapTimer = "nextTap"

    @exclusivity(unchecked) private var landingPoints: [TouchID: Point] = [:]
    @exclusivity(unchecked) private var touchesThisRound = 0
    @exclusivity(unchecked) private var liftedThisRound = 0
    @exclusivity(unchecked) private var completedTaps = 0

    private var isPressRound: Bool { completedTaps >= numberOfTapsRequired }

    override open func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        if state.isInProgress {
            for touch in touches { ignore(touch) }
            return
        }
        guard state == .possible else { return }
        cancelTimer(Self.nextTapTimer)
        if liftedThisRound > 0 {
            state = .failed
            return
        }
        for touch in touches { landingPoints[touch.id] = touch.location }
        touchesThisRound += touches.count
        if touchesThisRound > numberOfTouchesRequired {
            state = .failed
        } else if touchesThisRound == numberOfTouchesRequired {
            setTimer(Self.pressTimer, at: currentTime + minimumPressDuration)
        }
    }

    override open func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        if state.isInProgress {
            state = .changed
            return
        }
        guard state == .possible else { return }
        for touch in touches {
            if let start = landingPoints[touch.id], touch.location.distance(to: start) > allowableMovement {
                state = .failed
                return
            }
        }
    }

    override open func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        if state.isInProgress {
            state = .ended
            return
        }
        guard state == .possible else { return }
        guard !isPressRound, touchesThisRound == numberOfTouchesRequired else {
            // A lift before the press began: too short for a long press.
            state = .failed
            return
        }
        for touch in touches {
            if let start = landingPoints[touch.id], touch.location.distance(to: start) > allowableMovement {
                state = .failed
                return
            }
        }
        cancelTimer(Self.pressTimer)
        liftedThisRound += touches.count
        guard liftedThisRound >= numberOfTouchesRequired else { return }
        completedTaps += 1
        touchesThisRound = 0
        liftedThisRound = 0
        landingPoints = [:]
        setTimer(Self.nextTapTimer, at: currentTime + GestureDefaults.tapMaximumInterval)
    }

    override open func timerFired(_ name: String, at time: Double) {
        guard state == .possible else { return }
        switch name {
        case Self.pressTimer:
            // In a tap round the finger stayed too long to be a tap.
            state = isPressRound && numberOfTouches == numberOfTouchesRequired ? .began : .failed
        case Self.nextTapTimer:
            state = .failed
        default:
            break
        }
    }

    override open func reset() {
        super.reset()
        landingPoints = [:]
        touchesThisRound = 0
        liftedThisRound = 0
        completedTaps = 0
    }
}
