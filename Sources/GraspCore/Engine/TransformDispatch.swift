// Why this file exists: a trackpad pinch or rotation reaches the pinch and rotation recognizers as two
// fingers. The engine follows the gesture as two touches of its own, on either side of the cursor, whose
// span grows with the scale and whose line turns with the rotation; only pinches and rotations are bound
// to them, and no node hears them. So `scale`, `rotation` and their velocities read as for two fingers,
// through the same arena and decide-then-notify path. The "Hover and Pointers" article states the rules.

import GraspGeometry

/// A trackpad transform under way: its centre and the scale and rotation so far.
struct TransformRecord {
    var pointer: TouchID
    var second: TouchID
    var center: Point
    var scale: Double
    var rotation: Double
    var kind: TouchKind
}

extension GestureEngine {
    /// How far each of a transform's two touches is from the cursor at scale 1, in points.
    static let transformRadius = 100.0

    /// Dispatches a trackpad transform report.
    ///
    /// The gesture is followed as two touches (``TransformEvent/pointer`` and
    /// ``TransformEvent/secondTouch``) that land together 200 pt apart, level, centred on the cursor, and
    /// move as the scale and rotation accumulate: their span is 200 pt times the scale, their line turns by
    /// the rotation. Only the recognizers that take a transform (``GestureRecognizer/takes(_:)``: Grasp's
    /// `PinchGestureRecognizer`s and `RotationGestureRecognizer`s, and any recognizer that overrides it) on
    /// the node under the cursor and its ancestors that take its ``TransformEvent/kind`` are bound to
    /// them; nodes never hear them. A pinch or rotation driven by a transform has no slop (it
    /// begins at the first change, and its `PinchGestureRecognizer/scale` or
    /// `RotationGestureRecognizer/rotation` is the product of the scales or the sum of the rotations);
    /// its slop is back when it resets. ``TransformPhase/ended`` lifts both touches,
    /// ``TransformPhase/cancelled`` cancels them. A report with a value that is not finite, or a scale
    /// that is not positive, is ignored.
    public func handle(_ event: TransformEvent) {
        guard event.location.isFinite, event.scale.isFinite, event.scale > 0, event.rotation.isFinite else { return }
        let time = event.timestamp
        let index = transforms.firstIndex { $0.pointer == event.pointer }
        switch event.phase {
        case .began, .changed:
            if let index {
                guard event.scale != 1 || event.rotation != 0 else { return }
                transforms[index].scale *= event.scale
                transforms[index].rotation += event.rotation
                sendTransform(transforms[index], .moved, time, event)
            } else {
                var record = TransformRecord(
                    pointer: event.pointer, second: event.secondTouch, center: event.location, scale: 1, rotation: 0, kind: event.kind)
                sendTransform(record, .began, time, event)
                guard event.scale != 1 || event.rotation != 0 else { transforms.append(record); return }
                record.scale = event.scale
                record.rotation = event.rotation
                transforms.append(record)
                sendTransform(record, .moved, time, event)
            }
        case .ended, .cancelled:
            guard let index else { return }
            var record = transforms.remove(at: index)
            if event.phase == .ended && (event.scale != 1 || event.rotation != 0) {
                record.scale *= event.scale
                record.rotation += event.rotation
                sendTransform(record, .moved, time, event)
            }
            sendTransform(record, event.phase == .ended ? .ended : .cancelled, time, event)
        }
    }

    /// Sends both touches of a transform in `phase`, placed for its scale and rotation so far.
    private func sendTransform(_ record: TransformRecord, _ phase: TouchPhase, _ time: Double, _ event: TransformEvent) {
        let r = Self.transformRadius * record.scale
        let offset = Point(x: r * GraspMath.cos(record.rotation), y: r * GraspMath.sin(record.rotation))
        let touches = [
            Touch(id: record.pointer, phase: phase, location: record.center - offset, timestamp: time, kind: record.kind),
            Touch(id: record.second, phase: phase, location: record.center + offset, timestamp: time, kind: record.kind),
        ]
        if phase == .began {
            indirectInput = .transform
            indirectLocation = record.center
        }
        defer { indirectInput = nil }
        handle(TouchEvent(timestamp: time, changedTouches: touches, modifierFlags: event.modifierFlags))
    }
}
