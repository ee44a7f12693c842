// Why this file exists: the engine must remember, for each touch, which node it hit, which recognizers
// it is bound to, and what the node has been told so far, because recognizers may delay or cancel the
// node's own touch calls. A `TouchRecord` is that memory, one per touch, until everything about the
// touch has been delivered.

final class TouchRecord {
    /// The latest state of the touch.
    @exclusivity(unchecked) var touch: Touch
    /// The node the touch hit when it landed.
    let hitNode: Node?
    /// The recognizers bound to the touch, in binding order (kept after the touch ends, for delivery
    /// decisions that are still pending).
    @exclusivity(unchecked) var recognizers: [GestureRecognizer] = []
    /// Whether the touch has ended or been cancelled.
    @exclusivity(unchecked) var isFinished = false

    /// Whether the node has received `touchesBegan` for this touch.
    @exclusivity(unchecked) var nodeBegan = false
    /// Whether the node's delivery was cancelled (it got `touchesCancelled`, or never will hear of the touch).
    @exclusivity(unchecked) var nodeCancelled = false
    /// Calls held back by `delaysTouchesBegan`, in order.
    @exclusivity(unchecked) var nodeBuffer: [(phase: TouchPhase, touch: Touch, event: TouchEvent)] = []
    /// An end held back by `delaysTouchesEnded`.
    @exclusivity(unchecked) var heldEnd: (touch: Touch, event: TouchEvent)?

    init(touch: Touch, hitNode: Node?) {
        self.touch = touch
        self.hitNode = hitNode
    }

    /// Whether nothing about this touch remains to be delivered.
    var isSettled: Bool { isFinished && nodeBuffer.isEmpty && heldEnd == nil }

    /// Whether a recognizer bound to this touch still holds back the node's `touchesBegan`.
    var isBeganDelayed: Bool {
        recognizers.contains { $0.delaysTouchesBegan && $0.storedState == .possible && $0.nodeReference != nil && $0.isEnabled }
    }

    /// Whether a recognizer bound to this touch still holds back the node's `touchesEnded`.
    var isEndDelayed: Bool {
        recognizers.contains { $0.delaysTouchesEnded && $0.storedState == .possible && $0.nodeReference != nil && $0.isEnabled }
    }
}
