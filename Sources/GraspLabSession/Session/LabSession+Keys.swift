// Why this file exists: a key from the page (protocol version 5) is engine input like a touch: it is
// sent through the session's host loop at its engine time, after the frames before it, and recorded into
// the trace (format version 3) when a recording runs.

import Grasp
import GraspScenes
import GraspTrace

extension LabSession {
    /// Sends a key to the current scene's engine at engine time `time` (the page's `t` on the engine's
    /// clock), and records it.
    func applyKey(_ sample: KeySample, at time: Double, to scene: any Scene) {
        let event = KeyEvent(timestamp: time, key: sample.key, phase: sample.phase, isRepeat: sample.isRepeat,
                             modifierFlags: sample.modifiers, location: sample.location)
        clock.send(at: time, tick: scene.tick) { _ = scene.engine.handle(event) }
        recorder?.record(event)
    }
}
