// Why this file exists: a gesture made of fingers that land together, may rest, and then move (grab the
// canvas with two fingers, hold, drag) must respond from the touch-down: neither a pan (slop) nor a long
// press (timer) does. It must also leave room for a quick swipe made with the same fingers, so it never
// prevents swipes.

/// A continuous recognizer that **begins** when exactly ``numberOfTouchesRequired`` fingers have landed
/// together, in the dispatch of the touch-down that completes them; reports **changed** on each
/// movement and **ends** when a finger lifts. Translation and velocity come from the pan.
///
/// "Together" means within ``landingWindow`` seconds of the first finger. The recognizer **fails**
/// when more fingers land, when a finger lifts before the others are down, or when the window passes
/// without all of them (a timer fails it on a tick). Fingers that land after it began are ignored.
///
/// It coexists with swipes: ``canPrevent(_:)`` returns `false` for a ``SwipeGestureRecognizer``, so a
/// two-finger swipe on the same node still recognizes while this gesture is in progress, and this
/// gesture's `began` is not delayed by the swipe. The app decides what a swipe over a pause-and-move
/// means (the usual answer: the swipe's handler undoes the move).
open class PauseAndMoveGestureRecognizer: PanGestureRecognizer {
    // The stored properties below live out of line, in an `Unchecked` box: Unchecked.swift says why
    // and what it buys.
    private let pauseAndMoveFields = Unchecked(PauseAndMoveFields())
    private struct PauseAndMoveFields {
        var numberOfTouchesRequired: Int = 1
        var landingWindow: Double = GestureDefaults.touchLandingWindow
    }

    /// The number of fingers that must land together. Default 1; values below 1 are raised to 1.
    /// Setting it also sets the pan's minimum and maximum number of touches.
    public final var numberOfTouchesRequired: Int {
        get { pauseAndMoveFields.value.numberOfTouchesRequired }
        set {
            pauseAndMoveFields.value.numberOfTouchesRequired = newValue
            if numberOfTouchesRequired < 1 { pauseAndMoveFields.value.numberOfTouchesRequired = 1 }
            minimumNumberOfTouches = numberOfTouchesRequired
            maximumNumberOfTouches = numberOfTouchesRequired
        }
    }

    /// The longest time, in seconds, between the first and the last finger's touch-down. Default
    /// ``/GraspCore/GestureDefaults/touchLandingWindow``; a negative or NaN value counts as 0 (fingers must land in
    /// one event).
    public final var landingWindow: Double {
        get { pauseAndMoveFields.value.landingWindow }
        set {
            pauseAndMoveFields.value.landingWindow = newValue
            if !(landingWindow >= 0) { pauseAndMoveFields.value.landingWindow = 0 }
        }
    }

    static let landingTimer = "landing"

    private var landed = 0

    /// Creates a pause-and-move recognizer for one finger; set ``numberOfTouchesRequired`` for more.
    override public init(name: String = "") {
        super.init(name: name)
        slop = 0
        maximumNumberOfTouches = 1
    }

    /// Returns `true` once all the required fingers are down.
    override open func shouldBegin(withTranslation translation: Point) -> Bool {
        landed == numberOfTouchesRequired
    }

    override open func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        if state.isInProgress {
            for touch in touches { ignore(touch) }
            return
        }
        guard state == .possible else { return }
        if landed == 0 && landingWindow > 0 { setTimer(Self.landingTimer, at: currentTime + landingWindow) }
        landed += touches.count
        if landed > numberOfTouchesRequired {
            state = .failed
            return
        }
        if landed < numberOfTouchesRequired && landingWindow == 0 {
            state = .failed
            return
        }
        super.touchesBegan(touches, with: event)
        if landed == numberOfTouchesRequired { cancelTimer(Self.landingTimer) }
    }

    override open func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        if state == .possible {
            state = .failed
            return
        }
        super.touchesEnded(touches, with: event)
    }

    override open func timerFired(_ name: String, at time: Double) {
        if name.utf8.elementsEqual(Self.landingTimer.utf8) && state == .possible { state = .failed }
    }

    /// Returns `false` for swipes, so that a swipe made with the same fingers still recognizes.
    override open func canPrevent(_ other: GestureRecognizer) -> Bool {
        !(other is SwipeGestureRecognizer)
    }

    override open func reset() {
        super.reset()
        landed = 0
    }
}
