// Why this file exists: from protocol version 3 the page sends what a desktop has besides a pressed
// pointer: the pointer hovering, wheel steps, trackpad scrolling and trackpad pinches. Each becomes the
// engine's own report (hover, scroll, transform), sent through the session's host loop like a touch
// event, and recorded into the trace (format version 2) when a recording runs.

import Grasp
import GraspGeometry
import GraspScenes
import GraspTrace

extension LabSession {
    /// Sends one hover, wheel, scroll or transform sample to the engine at engine time `time`, and
    /// records it.
    @_spi(GraspInternal) public func applyIndirect(_ sample: PointerSample, at time: Double, to scene: any Scene) {
        let pointer = TouchID(sample.id)
        switch sample.phase {
        case .contact:
            return
        case .hover(let phase):
            let event = HoverEvent(timestamp: time, pointer: pointer, phase: phase, location: sample.location,
                                   kind: sample.kind, modifierFlags: sample.modifiers)
            send(at: time, to: scene) { $0.handle(event) }
            record { $0.record(event) }
        case .wheel:
            let event = ScrollEvent(timestamp: time, pointer: pointer, phase: .step, location: sample.location, delta: sample.delta,
                                    kind: sample.kind, modifierFlags: sample.modifiers)
            send(at: time, to: scene) { $0.handle(event) }
            record { $0.record(event) }
        case .scroll(let phase):
            let event = ScrollEvent(timestamp: time, pointer: pointer, phase: phase, location: sample.location, delta: sample.delta,
                                    kind: sample.kind, modifierFlags: sample.modifiers)
            send(at: time, to: scene) { $0.handle(event) }
            record { $0.record(event) }
        case .transform(let phase):
            let event = TransformEvent(timestamp: time, pointer: pointer, phase: phase, location: sample.location, scale: sample.scale,
                                       rotation: sample.rotation, kind: sample.kind, modifierFlags: sample.modifiers)
            send(at: time, to: scene) { $0.handle(event) }
            record { $0.record(event) }
        }
    }

    /// Sends a report through the host loop: the frames before `time` are ticked first.
    private func send(at time: Double, to scene: any Scene, _ dispatch: (GestureEngine) -> Void) {
        clock.send(at: time, tick: scene.tick) { dispatch(scene.engine) }
    }

    /// Records into the running recording, if any.
    private func record(_ body: (inout TraceRecorder) -> Void) {
        guard recorder != nil else { return }
        body(&recorder!)
    }
}
