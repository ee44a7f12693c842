// Why this file exists: the scenes that put the standard recognizers side by side (the inspector, the
// seven gestures) report the same values for the same kinds of recognizer; one function says what they are.

import Grasp

/// The values a standard recognizer reports, by name, in the root node's (window) space:
/// `translation` and `velocity` for a pan (an edge pan too), `scale` and `velocity` for a pinch,
/// `rotation` and `velocity` for a rotation, `direction` for a swipe once it recognized, `location` for
/// a tap, a long press or a hover; nothing for any other recognizer.
func standardValues(of recognizer: GestureRecognizer) -> SceneValues {
    switch recognizer {
    case let pan as PanGestureRecognizer:
        return ["translation": .point(pan.translation(in: nil)), "velocity": .point(pan.velocity(in: nil))]
    case let pinch as PinchGestureRecognizer:
        return ["scale": .number(pinch.scale), "velocity": .number(pinch.velocity)]
    case let rotation as RotationGestureRecognizer:
        return ["rotation": .number(rotation.rotation), "velocity": .number(rotation.velocity)]
    case let swipe as SwipeGestureRecognizer:
        guard let direction = swipe.recognizedDirection else { return [:] }
        return ["direction": .string(direction.description)]
    case is TapGestureRecognizer, is LongPressGestureRecognizer, is HoverGestureRecognizer:
        return ["location": .point(recognizer.location(in: nil))]
    default:
        return [:]
    }
}
