// Why this file exists: turning two fingers (rotating a photo, a map) is a continuous gesture of its
// own. This is UIKit's UIRotationGestureRecognizer: an angle slop before it begins, an angle that
// accumulates through ±π, and a release velocity in radians per second from GraspMotion's tracker.
// Which fingers it follows, and when, is the `TwoFingerTracker` it shares with pinch.

/// A continuous recognizer for two fingers turning, as `UIRotationGestureRecognizer`.
///
/// It follows the line from the first finger to the second, in landing order: the two fingers that
/// started the turn keep it, and a finger that lands later (a resting thumb, a palm) does not take it
/// over. ``rotation`` is how
/// far that line has turned since the fingers landed, in radians, **clockwise positive** on screen
/// (y grows down), as UIKit. Turns accumulate: the angle wraps past ±π without jumping, and two full
/// turns read 4π.
///
/// The gesture **begins** once the rotation reaches ``angleSlop`` in either direction (the slop is
/// part of ``rotation``, so an object turned by it follows the fingers exactly), reports **changed**
/// on every movement and **ends** when fewer than two fingers are left. When a finger of the pair
/// lifts and others remain, the earliest-landed of them joins the pair and the rotation continues from
/// the new pair without a jump.
///
/// ``velocity`` is the least-squares rate of change of ``rotation`` in radians per second: zero when
/// the fingers rested 40 ms or more before lifting, clamped to ``/GraspCore/GestureDefaults/rotationMaximumVelocity``.
open class RotationGestureRecognizer: GestureRecognizer {
    /// The slop, the pair, its angle and the turn so far: one stored value, so that a move is one
    /// access to it.
    private var turn: PairTurn { _read { yield turnFields.value } _modify { yield &turnFields.value } }
    /// The box of `turn`, accessed without dynamic exclusivity checks (Unsafe/Unchecked.swift): no
    /// access to it calls code outside the recognizer.
    private let turnFields = Unchecked(PairTurn())

    /// The rotation in radians since the fingers landed, clockwise positive. You may set it (to 0,
    /// say, to read increments); velocity tracking then restarts.
    public final var rotation: Double {
        get { turn.total }
        set {
            guard newValue.isFinite else { return }
            turn.restart(at: newValue, time: currentTime)
        }
    }

    /// How far the fingers must turn, in radians, before the gesture begins. Default
    /// ``/GraspCore/GestureDefaults/rotationAngleSlop``; a negative or NaN slop counts as 0.
    public final var angleSlop: Double {
        get { turn.fingers.slop }
        set { turn.fingers.slop = newValue }
    }

    /// The rate of change of ``rotation``, in radians per second, at the engine's current time.
    public final var velocity: Double { state == .possible ? 0 : turn.fingers.velocity(at: currentTime) }

    /// How far past its slop the rotation was at the sample that crossed it: (|rotation| − slop) / slop.
    override open var activationMargin: Double { turn.fingers.crossingMargin }

    /// Follows the first two of `touches`; a new pair's angle is where the turn continues from.
    final func follow(_ touches: some Collection<Touch>) {
        turn.follow(touches)
    }

    /// Adds the pair's turn since the last measurement; begins or reports a change as needed. Returns
    /// whether the rotation changed.
    final func measure(reportingChange: Bool) -> Bool {
        apply(turn.measure(touches, state: state, reportingChange: reportingChange, at: currentTime),
              reportingChange: reportingChange)
    }

    override open func touchesBegan(_ touches: [Touch], with event: TouchEvent) { fingersLanded() }
    override open func touchesMoved(_ touches: [Touch], with event: TouchEvent) { fingersMoved() }
    override open func touchesEnded(_ touches: [Touch], with event: TouchEvent) { fingersLifted(touches) }
    override open func touchesCancelled(_ touches: [Touch], with event: TouchEvent) { fingersCancelled(touches) }

    /// `angle` brought into [−π, π).
    static func wrapped(_ angle: Double) -> Double {
        var a = angle
        while a >= .pi { a -= 2 * .pi }
        while a < -.pi { a += 2 * .pi }
        return a
    }

    override open func reset() {
        super.reset()
        turn.reset()
        trackpadSlop.restore(&angleSlop)
    }

    /// The slop set aside while a trackpad transform drives the rotation (see
    /// ``/GraspCore/GestureEngine/handle(_:)-(TransformEvent)``): a trackpad rotation begins at its first change.
    private var trackpadSlop = SuspendedSlop()

    /// A rotation takes a trackpad transform's touches.
    open override func takes(_ input: IndirectInput) -> Bool { input == .transform }
    /// A trackpad transform's touches were bound: no slop until the rotation resets.
    open override func didBind(to input: IndirectInput) {
        trackpadSlop.suspend(&angleSlop)
    }
}

/// A rotation's pair of fingers, the angle of the line between them at the last measurement, and the
/// turn accumulated since they landed.
private struct PairTurn {
    /// The turn so far, in radians, clockwise positive.
    var total = 0.0
    /// The pair's angle at the last measurement.
    var lastAngle = 0.0
    /// The first two fingers, the angle slop, and the rotation's samples.
    var fingers = TwoFingerTracker(.firstTwo, slop: GestureDefaults.rotationAngleSlop,
                                   maximumVelocity: GestureDefaults.rotationMaximumVelocity, hold: GestureDefaults.rotationHoldAngle)

    /// Follows the first two of `touches`; a new pair's angle is where the turn continues from.
    mutating func follow(_ touches: some Collection<Touch>) {
        guard fingers.follow(touches), let angle = fingers.angle(in: touches) else { return }
        lastAngle = angle
    }

    /// Adds the pair's turn in `touches` since the last measurement.
    mutating func measure(_ touches: some Collection<Touch>, state: GestureRecognizerState, reportingChange: Bool,
                          at time: Double) -> TwoFingerStep {
        guard fingers.isFollowing, let angle = fingers.angle(in: touches) else { return .none }
        let delta = RotationGestureRecognizer.wrapped(angle - lastAngle)
        lastAngle = angle
        total += delta
        if state == .possible {
            guard fingers.reachesSlop(total) else { return .none }
            fingers.cross(total, value: total, at: time)
            return .began
        }
        guard state.isInProgress else { return .none }
        fingers.record(total, changed: delta != 0, reportingChange: reportingChange, at: time)
        return .moved(changed: delta != 0)
    }

    /// The app set the rotation: it reads `value` from now on, and velocity tracking restarts.
    mutating func restart(at value: Double, time: Double) {
        total = value
        fingers.restartVelocity(at: value, time: time)
    }

    /// Back to no finger and no turn.
    mutating func reset() {
        total = 0
        fingers.reset()
        lastAngle = 0
    }
}

extension RotationGestureRecognizer: TwoFingerGesture {}
