// Why this file exists: protocol version 5 gives the lab the ways to scroll without a drag. A key from the
// page is engine input like a touch: it is sent through the session's host loop at its engine time, after
// the frames before it, and recorded into the trace (format version 3) when a recording runs. And a
// version 5 page, on a desktop, gets scrollbars: the scenes' scroll views take the pointer on their
// indicators, and the frames say how to draw them. A page of an earlier version sees neither.

import Grasp
import GraspJSON
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

    /// Makes the indicators of every scroll view under `node` scrollbars (version 5).
    static func makeScrollbars(in node: Node) {
        for child in node.children {
            if let scrollView = child as? ScrollView { scrollView.allowsIndicatorInteraction = true }
            makeScrollbars(in: child)
        }
    }

    /// Appends a scrollbar's members to the indicator being written (version 5): whether it is widened
    /// (hovered or pressed), whether it is pressed, and its track on the stage.
    func writeScrollbar(_ indicator: ScrollIndicator) {
        frameBuffer.append(indicator.isExpanded ? ",\"expanded\":true" : ",\"expanded\":false")
        frameBuffer.append(indicator.isPressed ? ",\"pressed\":true" : ",\"pressed\":false")
        if let track = indicator.trackFrame {
            frameBuffer.append(",\"track\":")
            appendRect(track)
        }
    }
}
