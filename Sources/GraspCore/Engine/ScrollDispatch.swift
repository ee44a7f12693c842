// Why this file exists: scroll input reaches recognizers as a drag. A scroll is followed as a touch of
// its own (the scroll's pointer) that lands under the cursor and moves by the scroll's deltas; only pans
// that allow the scroll's type are bound to it, and no node hears it. So a scroll goes through the same
// binding, arena and decide-then-notify path as a finger, and a scroll view's pan follows it with its
// own rules. The "Hover and Pointers" article states the rules.

/// A continuous scroll under way: where its touch landed and how far it has moved.
struct ScrollRecord {
    var pointer: TouchID
    var origin: Point
    var translation: Point
    var kind: TouchKind
}

extension GestureEngine {
    /// Dispatches a scroll report.
    ///
    /// A scroll is followed as a touch with the report's pointer as identity, landing under the cursor
    /// and moving by the deltas, bound only to the recognizers that take it (``GestureRecognizer/takes(_:)``:
    /// the pans whose `PanGestureRecognizer/allowedScrollTypesMask` allows its type, and any recognizer that
    /// overrides it) and take its ``ScrollEvent/kind``; nodes never hear it. Such a pan begins at
    /// the first delta that is not zero, whatever its slop (its other rules hold: a scroll view's pan
    /// still begins only along an axis it scrolls), and its translation is the sum of the deltas.
    ///
    /// - ``ScrollPhase/step``: the touch lands, moves by the delta and lifts, as three events at the
    ///   report's time; the pan's velocity is zero, so a scroll view moves by the step and stops.
    /// - ``ScrollPhase/began``, ``ScrollPhase/changed``, ``ScrollPhase/ended``, ``ScrollPhase/cancelled``:
    ///   the touch lands, moves, lifts or is cancelled; the pan ends with the scroll's velocity, from
    ///   which a scroll view glides as after a finger's release.
    /// - ``ScrollPhase/momentum``, ``ScrollPhase/momentumEnded``: only advance time (due timers fire). As
    ///   in UIKit, the glide a scroll view starts when the scroll ends stands for the hardware's momentum,
    ///   and a finger landing during it stops it as it stops any glide.
    ///
    /// A report whose location or delta is not finite is ignored.
    public func handle(_ event: ScrollEvent) {
        guard event.location.isFinite, event.delta.isFinite else { return }
        let time = event.timestamp
        let index = scrolls.firstIndex { $0.pointer == event.pointer }
        switch event.phase {
        case .step:
            guard index == nil else { return }
            sendScroll(.began, event.pointer, at: event.location, time, event, type: .discrete)
            if event.delta != .zero { sendScroll(.moved, event.pointer, at: event.location + event.delta, time, event) }
            sendScroll(.ended, event.pointer, at: event.location + event.delta, time, event)
        case .began, .changed:
            if let index {
                guard event.delta != .zero else { return }
                scrolls[index].translation += event.delta
                let record = scrolls[index]
                sendScroll(.moved, event.pointer, at: record.origin + record.translation, time, event)
            } else {
                scrolls.append(ScrollRecord(pointer: event.pointer, origin: event.location, translation: event.delta, kind: event.kind))
                sendScroll(.began, event.pointer, at: event.location, time, event, type: .continuous)
                if event.delta != .zero { sendScroll(.moved, event.pointer, at: event.location + event.delta, time, event) }
            }
        case .ended, .cancelled:
            guard let index else { return }
            var record = scrolls.remove(at: index)
            if event.phase == .ended && event.delta != .zero {
                record.translation += event.delta
                sendScroll(.moved, event.pointer, at: record.origin + record.translation, time, event)
            }
            sendScroll(event.phase == .ended ? .ended : .cancelled, event.pointer, at: record.origin + record.translation, time, event)
        case .momentum, .momentumEnded:
            tick(time)
        }
    }

    /// Sends one phase of a scroll's touch as a touch event; `type` marks the touch-down of a scroll.
    private func sendScroll(
        _ phase: TouchPhase, _ pointer: TouchID, at location: Point, _ time: Double, _ event: ScrollEvent,
        type: ScrollTypeMask? = nil
    ) {
        let touch = Touch(id: pointer, phase: phase, location: location, timestamp: time, kind: event.kind)
        indirectInput = type.map { .scroll($0) }
        indirectLocation = event.location
        defer { indirectInput = nil }
        handle(TouchEvent(timestamp: time, changedTouches: [touch], modifierFlags: event.modifierFlags))
    }
}
