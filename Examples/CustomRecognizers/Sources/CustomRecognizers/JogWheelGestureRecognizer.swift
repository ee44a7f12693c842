// A continuous recognizer: one finger turning around the center of its node, as on a jog wheel.

import Grasp

/// One finger turning around the center of the recognizer's node, as on a jog wheel.
///
/// It begins once the finger has turned ``threshold`` radians either way, changes on every move, and ends
/// when the finger lifts. A finger lifted before the threshold fails it; a second finger cancels it (or
/// fails it, before it began).
public final class JogWheelGestureRecognizer: GestureRecognizer {
    /// How far the finger turns before the gesture begins, in radians. Default 0.25.
    public var threshold = 0.25
    /// The angle turned since the finger landed, in radians; clockwise is positive (y grows downwards).
    public private(set) var angle = 0.0
    private var bearing = 0.0

    override public func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard numberOfTouches == 1 else {
            state = state.isInProgress ? .cancelled : .failed
            return
        }
        bearing = currentBearing()
    }

    override public func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        turn()
        if state == .possible {
            if abs(angle) >= threshold { state = .began }
        } else if state.isInProgress {
            state = .changed
        }
    }

    override public func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        turn()   // the lift arrives with the finger's last move: count it
        state = state.isInProgress ? .ended : .failed
    }

    override public func reset() {
        super.reset()
        angle = 0
    }

    /// The finger's direction from the node's center, in radians.
    private func currentBearing() -> Double {
        let offset = location(in: node) - (node?.bounds.center ?? .zero)
        return GraspMath.atan2(offset.y, offset.x)
    }

    /// Adds the turn since the last sample, the short way round.
    private func turn() {
        let now = currentBearing()
        var step = now - bearing
        if step > .pi { step -= 2 * .pi } else if step < -.pi { step += 2 * .pi }
        angle += step
        bearing = now
    }
}
