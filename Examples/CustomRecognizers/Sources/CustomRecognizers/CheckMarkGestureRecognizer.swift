// A discrete recognizer: one finger drawing a check mark, recognized when it lifts.

import Grasp

/// One finger drawing a check mark (✓): down and to the right, then up and to the right, higher than it
/// came down, lifted within ``maximumDuration``.
///
/// It is recognized when the finger lifts, with the bottom of the check in ``turningPoint``. It fails when
/// the finger goes left, lifts before it has come down ``minimumDrop`` points and risen more than that, a
/// second finger lands, or the time runs out.
public final class CheckMarkGestureRecognizer: GestureRecognizer {
    override public var isDiscrete: Bool { true }
    /// How far the first stroke must come down, in points. Default 20.
    public var minimumDrop = 20.0
    /// How far left the finger may wander, in points. Default 10.
    public var allowableMovement = 10.0
    /// The longest the check may take, in seconds. Default 1.
    public var maximumDuration = 1.0
    /// The bottom of the check, in the node's space, once recognized; `nil` before.
    public private(set) var turningPoint: Point?
    private var start = Point.zero
    private var bottom = Point.zero
    private var rightmost = 0.0

    override public func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard numberOfTouches == 1 else {
            state = .failed
            return
        }
        start = location(in: nil)
        bottom = start
        rightmost = start.x
        setTimer("tooSlow", at: event.timestamp + maximumDuration)
    }

    override public func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        follow()
    }

    override public func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        follow()   // the lift arrives with the finger's last move
        guard state == .possible else { return }
        let drop = bottom.y - start.y
        let rise = bottom.y - location(in: nil).y
        if drop >= minimumDrop && rise > drop {
            turningPoint = node?.convertFromWindow(bottom) ?? bottom
            state = .recognized
        } else {
            state = .failed
        }
    }

    override public func timerFired(_ name: String, at time: Double) {
        if state == .possible { state = .failed }
    }

    override public func reset() {
        super.reset()
        turningPoint = nil
    }

    private func follow() {
        let point = location(in: nil)
        rightmost = max(rightmost, point.x)
        if point.y > bottom.y { bottom = point }   // the lowest point so far: the turn
        if point.x < rightmost - allowableMovement && state == .possible { state = .failed }
    }
}
