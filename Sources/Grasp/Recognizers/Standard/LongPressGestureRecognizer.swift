// Why this file exists: press-and-hold is how apps open context menus and pick items up to drag them.
// This is UIKit's UILongPressGestureRecognizer: continuous, begun by a timer once the fingers have
// rested long enough, then following them until they lift.

/// A continuous recognizer for fingers held down in place, as `UILongPressGestureRecognizer`.
///
/// Once ``numberOfTouchesRequired`` fingers are down (after ``numberOfTapsRequired`` quick taps, if
/// any), a timer runs for ``minimumPressDuration``; when it fires the gesture **begins**, on a tick
/// or at the next event, whichever comes first. It then reports **changed** whenever the fingers
/// move (as far as they like; a sample that leaves every finger where it was is no movement, as in
/// UIKit) and **ends** when one lifts.
///
/// Before it begins it fails when a finger moves more than ``allowableMovement`` from where it landed,
/// when a finger lifts, or when more fingers land than required. Fingers that land after it began
/// are ignored. A negative or NaN duration or movement counts as 0.
open class LongPressGestureRecognizer: GestureRecognizer {
    // The stored properties below live out of line, in an `Unchecked` box: Unchecked.swift says why
    // and what it buys.
    private let longPressFields = Unchecked(LongPressFields())
    private struct LongPressFields {
        var minimumPressDuration: Double = GestureDefaults.longPressMinimumDuration
        var allowableMovement: Double = GestureDefaults.longPressAllowableMovement
        var numberOfTouchesRequired: Int = 1
        var numberOfTapsRequired: Int = 0
        var landingPoints = TouchPoints()
        var touchesThisRound: Int = 0
        var liftedThisRound: Int = 0
        var completedTaps: Int = 0
    }

    /// How long, in seconds, the fingers must stay down. Default ``/GraspCore/GestureDefaults/longPressMinimumDuration`` (0.5 s, as UIKit).
    public final var minimumPressDuration: Double {
        get { longPressFields.value.minimumPressDuration }
        set {
            longPressFields.value.minimumPressDuration = newValue
            if !(minimumPressDuration >= 0) { longPressFields.value.minimumPressDuration = 0 }
        }
    }

    /// How far a finger may move before the gesture begins. Default ``/GraspCore/GestureDefaults/longPressAllowableMovement`` (10 pt, as UIKit).
    public final var allowableMovement: Double {
        get { longPressFields.value.allowableMovement }
        set {
            longPressFields.value.allowableMovement = newValue
            if !(allowableMovement >= 0) { longPressFields.value.allowableMovement = 0 }
        }
    }

    /// A long press takes the profile's long-press timeout as its ``minimumPressDuration`` and its touch
    /// slop as its ``allowableMovement``.
    open override func adopt(_ profile: PlatformProfile) {
        minimumPressDuration = profile.longPressTimeout
        allowableMovement = profile.touchSlop
    }

    /// The number of fingers that must press. Default 1; values below 1 are raised to 1.
    public final var numberOfTouchesRequired: Int {
        get { longPressFields.value.numberOfTouchesRequired }
        set {
            longPressFields.value.numberOfTouchesRequired = newValue
            if numberOfTouchesRequired < 1 { longPressFields.value.numberOfTouchesRequired = 1 }
        }
    }

    /// The number of full taps needed before the press. Default 0; negative values are raised to 0. Each tap must lift before
    /// ``minimumPressDuration`` and the next touch-down come within
    /// ``/GraspCore/GestureDefaults/tapMaximumInterval`` of the lift.
    public final var numberOfTapsRequired: Int {
        get { longPressFields.value.numberOfTapsRequired }
        set {
            longPressFields.value.numberOfTapsRequired = newValue
            if numberOfTapsRequired < 0 { longPressFields.value.numberOfTapsRequired = 0 }
        }
    }

    static let pressTimer = "press"
    static let nextTapTimer = "nextTap"

    private final var landingPoints: TouchPoints {
        _read { yield longPressFields.value.landingPoints }
        _modify { yield &longPressFields.value.landingPoints }
    }
    /// Where touch `id` landed, read in place: through `landingPoints`' `_read`, a coroutine the
    /// optimizer did not inline, each read allocated the coroutine's frame on every move
    /// (`scripts/callgrind hammerPreset`).
    private final func landingPoint(of id: TouchID) -> Point? {
        longPressFields.value.landingPoints[id]
    }
    private final var touchesThisRound: Int {
        _read { yield longPressFields.value.touchesThisRound }
        _modify { yield &longPressFields.value.touchesThisRound }
    }
    private final var liftedThisRound: Int {
        _read { yield longPressFields.value.liftedThisRound }
        _modify { yield &longPressFields.value.liftedThisRound }
    }
    private final var completedTaps: Int {
        _read { yield longPressFields.value.completedTaps }
        _modify { yield &longPressFields.value.completedTaps }
    }

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
            // A change is a movement, as in UIKit, which calls touchesMoved only for a touch whose location
            // changed: a sample that leaves every finger where it was (a pointermove for pressure alone, a
            // still finger's repeated sample) reports nothing to the handlers.
            if touches.contains(where: { $0.location != $0.previousLocation }) { state = .changed }
            return
        }
        guard state == .possible else { return }
        for touch in touches {
            if let start = landingPoint(of: touch.id), touch.location.distance(to: start) > allowableMovement {
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
            if let start = landingPoint(of: touch.id), touch.location.distance(to: start) > allowableMovement {
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
        landingPoints.removeAll()
        setTimer(Self.nextTapTimer, at: currentTime + GestureDefaults.tapMaximumInterval)
    }

    override open func timerFired(_ name: String, at time: Double) {
        guard state == .possible else { return }
        switch true {
        case name.utf8.elementsEqual(Self.pressTimer.utf8):
            // In a tap round the finger stayed too long to be a tap.
            state = isPressRound && numberOfTouches == numberOfTouchesRequired ? .began : .failed
        case name.utf8.elementsEqual(Self.nextTapTimer.utf8):
            state = .failed
        default:
            break
        }
    }

    override open func reset() {
        super.reset()
        landingPoints.removeAll()
        touchesThisRound = 0
        liftedThisRound = 0
        completedTaps = 0
    }
}
