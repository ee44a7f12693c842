// A tap that does not wait: made to wait for a double tap to fail (`require(toFail:)`), it still recognizes
// at the lift, provisionally, and hears later whether its recognition stood or was withdrawn, as Grasp's
// optimistic tap does.

import GraspCore

/// A one-finger tap (lifted within ``maximumMovement`` points of where it landed) that recognizes at the
/// lift even while a recognizer it requires to fail is still possible, and learns the outcome.
public final class EagerTapGestureRecognizer: GestureRecognizer {
    /// How far the finger may move and still tap, in points.
    public var maximumMovement = 10.0
    /// Whether the latest recognition is provisional: it went ahead and waits for the outcome.
    public private(set) var isProvisional = false
    /// The outcomes heard, in order: "confirmed", or "retracted by" and the winner's name.
    public private(set) var outcomes: [String] = []

    private var start = Point.zero

    /// A tap is discrete.
    override public var isDiscrete: Bool { true }
    /// It goes ahead of the recognizers it requires to fail.
    override public var proceedsProvisionally: Bool { true }

    /// The recognition is about to go ahead.
    override public func provisionalRecognitionWillCommit() { isProvisional = true }
    /// A recognizer it skipped began or recognized.
    override public func provisionalRecognitionWasRetracted(by winner: GestureRecognizer) {
        isProvisional = false
        outcomes.append("retracted by \(winner.name)")
    }
    /// Every recognizer it skipped failed.
    override public func provisionalRecognitionWasConfirmed() {
        isProvisional = false
        outcomes.append("confirmed")
    }

    override public func touchesBegan(_ touches: [Touch], with event: TouchEvent) {
        guard numberOfTouches == 1 else { state = .failed; return }
        start = location(in: nil)
    }

    override public func touchesMoved(_ touches: [Touch], with event: TouchEvent) {
        let offset = location(in: nil) - start
        if (offset.x * offset.x + offset.y * offset.y).squareRoot() > maximumMovement { state = .failed }
    }

    override public func touchesEnded(_ touches: [Touch], with event: TouchEvent) {
        if state == .possible { state = .recognized }
    }
}
