// Why this file exists: the engine must remember, for each touch, which node it hit, which recognizers
// it is bound to, and what the node has been told so far, because recognizers may delay or cancel the
// node's own touch calls. A `TouchRecord` is that memory, one per touch, until everything about the
// touch has been delivered.

// `@usableFromInline`, with its touch: a recognizer's `touches` in any module reads it inline (see
// TrackedTouches.swift).
@usableFromInline final class TouchRecord: UncheckedFields<TouchRecordFields> {
    /// The latest state of the touch.
    @inlinable var touch: Touch { _read { yield fields.touch } _modify { yield &fields.touch } }
    /// The node the touch hit when it landed.
    let hitNode: Node?
    /// The recognizers bound to the touch, in binding order (kept after the touch ends, for delivery
    /// decisions that are still pending).
    var recognizers: [GestureRecognizer] { _read { yield fields.recognizers } _modify { yield &fields.recognizers } }
    /// The indirect input this touch follows (a scroll, a trackpad transform: see ScrollDispatch.swift and
    /// TransformDispatch.swift); `nil` for a contact.
    var indirect: IndirectInput? { _read { yield fields.indirect } _modify { yield &fields.indirect } }
    /// Whether the touch has ended or been cancelled.
    var isFinished: Bool { _read { yield fields.isFinished } _modify { yield &fields.isFinished } }

    /// Whether the node has received `touchesBegan` for this touch.
    var nodeBegan: Bool { _read { yield fields.nodeBegan } _modify { yield &fields.nodeBegan } }
    /// Whether the node's delivery was cancelled (it got `touchesCancelled`, or never will hear of the touch).
    var nodeCancelled: Bool { _read { yield fields.nodeCancelled } _modify { yield &fields.nodeCancelled } }
    /// Calls held back by `delaysTouchesBegan`, in order.
    var nodeBuffer: [(phase: TouchPhase, touch: Touch, event: TouchEvent)] { _read { yield fields.nodeBuffer } _modify { yield &fields.nodeBuffer } }
    /// An end held back by `delaysTouchesEnded`.
    var heldEnd: (touch: Touch, event: TouchEvent)? { _read { yield fields.heldEnd } _modify { yield &fields.heldEnd } }

    init(touch: Touch, hitNode: Node?) {
        self.hitNode = hitNode
        super.init(fields: TouchRecordFields(touch: touch))
    }

    /// Whether nothing about this touch remains to be delivered.
    var isSettled: Bool { isFinished && nodeBuffer.isEmpty && heldEnd == nil }

    /// Whether a recognizer bound to this touch still holds back the node's `touchesBegan`.
    var isBeganDelayed: Bool {
        recognizers.contains { $0.delaysTouchesBegan && $0.storedState == .possible && $0.nodeReference.isSet && $0.isEnabled }
    }

    /// Whether a recognizer bound to this touch still holds back the node's `touchesEnded`.
    var isEndDelayed: Bool {
        recognizers.contains { $0.delaysTouchesEnded && $0.storedState == .possible && $0.nodeReference.isSet && $0.isEnabled }
    }
}

/// Input without a contact that the engine follows as touches of its own, bound only to the recognizers
/// that take it (``GestureRecognizer/takes(_:)``) and never heard by nodes.
public enum IndirectInput: Equatable, Sendable {
    /// A scroll of this type, followed as one touch: pans that allow the type take it.
    case scroll(ScrollTypeMask)
    /// A trackpad pinch or rotation, followed as two touches: pinches and rotations take them.
    case transform
}

/// The stored fields of a `TouchRecord`, kept in its unchecked `fields` (see Unchecked.swift).
@usableFromInline struct TouchRecordFields {
    @usableFromInline var touch: Touch
    var recognizers: [GestureRecognizer] = []
    var isFinished: Bool = false
    var indirect: IndirectInput?
    var nodeBegan: Bool = false
    var nodeCancelled: Bool = false
    var nodeBuffer: [(phase: TouchPhase, touch: Touch, event: TouchEvent)] = []
    var heldEnd: (touch: Touch, event: TouchEvent)?
}
