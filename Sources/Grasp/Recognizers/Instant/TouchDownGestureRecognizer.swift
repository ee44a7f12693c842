// Why this file exists: some interactions must react the moment a finger lands, before anything knows
// what the finger will do: stopping a flung card, highlighting a row, pausing a carousel. UIKit has no
// recognizer for that (a zero-duration long press comes closest and still waits for a tick, and it
// takes part in the arena). This one begins inside the touch-down's dispatch and stays out of the
// arena's contests: it neither prevents nor can be prevented.

/// A continuous recognizer that **begins** the instant a finger lands on its node and **ends** at the
/// first movement or lift (**cancelled** when the touch is cancelled).
///
/// Its handlers run inside the dispatch of the touch-down event: when ``/GraspCore/GestureEngine/handle(_:)-(TouchEvent)``
/// returns for that event, the handler has seen `began`. Typical use: stop an object in flight the
/// moment it is touched, then let a pan take over.
///
/// The recognizer takes no part in arbitration: ``canPrevent(_:)`` and ``canBePrevented(by:)`` both
/// return `false`, so it runs on top of a pan, a scroll, a tap, anything, and none of them waits for it
/// or loses to it. (An explicit ``/GraspCore/GestureRecognizer/require(toFail:)`` naming it is still honoured: that
/// is the app's own request.) It does not cancel the node's touches (``/GraspCore/GestureRecognizer/cancelsTouchesInView`` is
/// `false`).
///
/// It begins once per touch sequence: fingers that land after it began are ignored. A finger may
/// wander ``allowableMovement`` points before the recognizer ends; the default, 0, ends it at the first
/// reported movement. ``activationMargin`` is infinite: its threshold is zero.
open class TouchDownGestureRecognizer: GestureRecognizer {
    // The stored properties below live out of line, in an `Unchecked` box: Unchecked.swift says why
    // and what it buys.
    private let touchDownFields = Unchecked(TouchDownFields())
    private struct TouchDownFields {
        var allowableMovement: Double = GestureDefaults.touchDownAllowableMovement
    }

    /// How far a finger may move from where it landed before the recognizer ends. Default
    /// ``/GraspCore/GestureDefaults/touchDownAllowableMovement`` (0); a negative or NaN value counts as 0.
    public final var allowableMovement: Double {
        get { touchDownFields.value.allowableMovement }
        set {
            touchDownFields.value.allowableMovement = newValue
            if !(allowableMovement >= 0) { touchDownFields.value.allowableMovement = 0 }
        }
    }

    /// Where the finger that began the gesture landed, in window coordinates, once it began.
    public private(set) var landingLocation: Point?

    private var landingPoints = TouchPoints()

    /// Creates a touch-down recognizer; it does not cancel its node's touches.
    override public init(name: String = "") {
        super.init(name: name)
        cancelsTouchesInView = false
    }

    /// Its threshold is zero: it is past it by any measure, so it is resolved first among proposals.
    override open var activationMargin: Double { .infinity }

    override open func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard state == .possible else {
            for touch in touches { ignore(touch) }
            return
        }
        for touch in touches { landingPoints[touch.id] = touch.location }
        landingLocation = Self.centroid(of: touches)
        state = .began
    }

    override open func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        guard state.isInProgress else { return }
        for touch in touches {
            guard let start = landingPoints[touch.id] else { continue }
            if touch.location.distance(to: start) > allowableMovement {
                state = .ended
                return
            }
        }
    }

    override open func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        if state.isInProgress { state = .ended }
    }

    override open func touchesCancelled(_ touches: [Touch], with event: TouchEvent) {
        if state.isInProgress { state = .cancelled } else if state == .possible { state = .failed }
    }

    /// Returns `false`: a touch-down recognizer never makes another recognizer fail.
    override open func canPrevent(_ other: GestureRecognizer) -> Bool { false }

    /// Returns `false`: no other recognizer can stop a touch-down recognizer from beginning.
    override open func canBePrevented(by other: GestureRecognizer) -> Bool { false }

    override open func reset() {
        super.reset()
        landingPoints.removeAll()
        landingLocation = nil
    }
}
