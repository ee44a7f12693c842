// Why this file exists: to see what each standard recognizer makes of a touch sequence, `grasp
// replay` needs one scene where all of them listen at once and none steals from another. The
// inspector is that scene, and the default one.

import Grasp

/// A scene with one recognizer of each standard kind on a root node covering the viewport, all
/// allowed to recognize simultaneously, so that each reports on its own.
///
/// The recognizers, by name: `tap`, `doubleTap` (2 taps), `longPress`, `pan`, `swipe` (all four
/// directions, 1 finger), `twoFingerSwipe` (all directions, 2 fingers), `pinch`, `rotation` and
/// `edgePan` (left edge), and `hover` (a pointer over the scene, outside the touch arena). `tap` does
/// not wait for `doubleTap` to fail: here they are independent. `pan` also takes wheel and trackpad
/// scrolling (`allowedScrollTypesMask` is `.all`), and `pinch` and `rotation` take trackpad pinches
/// and rotations, so a trace of every input kind replays through the inspector.
///
/// Reported values: `translation` and `velocity` (pan, edge pan), `scale` and `velocity` (pinch),
/// `rotation` and `velocity` (rotation), `direction` (swipes, once recognized), `location` (taps,
/// long press, hover).
public final class InspectorScene: Scene {
    /// `inspector`.
    public static let name = "inspector"

    /// The scene's engine.
    public let engine: GestureEngine
    /// The root node, covering the viewport.
    public let rootNode: Node

    /// One tap.
    public let tap = TapGestureRecognizer(name: "tap")
    /// Two taps.
    public let doubleTap = TapGestureRecognizer(name: "doubleTap")
    /// A long press with UIKit's defaults.
    public let longPress = LongPressGestureRecognizer(name: "longPress")
    /// A pan with any number of fingers.
    public let pan = PanGestureRecognizer(name: "pan")
    /// A one-finger swipe in any direction.
    public let swipe = SwipeGestureRecognizer(name: "swipe")
    /// A two-finger swipe in any direction.
    public let twoFingerSwipe = SwipeGestureRecognizer(name: "twoFingerSwipe")
    /// A pinch.
    public let pinch = PinchGestureRecognizer(name: "pinch")
    /// A rotation.
    public let rotation = RotationGestureRecognizer(name: "rotation")
    /// A pan from the left edge of the viewport.
    public let edgePan = ScreenEdgePanGestureRecognizer(name: "edgePan", edges: .left)
    /// The hover recognizer.
    public let hover = HoverGestureRecognizer(name: "hover")

    /// The recognizers in the order listed above.
    public var recognizers: [GestureRecognizer] {
        [tap, doubleTap, longPress, pan, swipe, twoFingerSwipe, pinch, rotation, edgePan, hover]
    }

    /// Builds the scene for a viewport of `viewport` points.
    public init(viewport: Size) {
        rootNode = Node(name: "inspector", frame: Rect(origin: .zero, size: viewport))
        engine = GestureEngine(rootNode: rootNode)
        doubleTap.numberOfTapsRequired = 2
        swipe.direction = .all
        twoFingerSwipe.direction = .all
        twoFingerSwipe.numberOfTouchesRequired = 2
        pan.allowedScrollTypesMask = .all
        let all = recognizers
        for recognizer in all { rootNode.addGestureRecognizer(recognizer) }
        for (i, a) in all.enumerated() {
            for b in all[(i + 1)...] { a.allowSimultaneousRecognition(with: b) }
        }
    }

    /// Advances the engine's clock to `now`.
    public func tick(_ now: Double) {
        engine.tick(now)
    }

    /// The values of `recognizer`, in the root node's (window) space.
    public func values(of recognizer: GestureRecognizer) -> SceneValues {
        standardValues(of: recognizer)
    }
}
