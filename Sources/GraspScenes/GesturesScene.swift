// Why this file exists: the inspector lets every recognizer run to the end at once, which no app does.
// This scene is the common set an app starts from: the seven everyday gestures on one surface, with the
// pairs that belong together recognizing together and the rest competing. It is also the set a gesture
// library ships by default (Hammer.js 2.0.8's preset has the same seven and the same three pairs), so the
// browser benchmark compares like with like on it.

import Grasp

/// The seven everyday gestures on one root node covering the viewport, competing as an app's would.
///
/// The recognizers, by name: `tap`, `doubleTap` (2 taps), `longPress`, `pan` (any number of fingers),
/// `swipe` (all four directions, 1 finger), `pinch` and `rotation`.
///
/// Three pairs recognize simultaneously: `pinch` with `rotation`, `pan` with `swipe`, and `tap` with
/// `doubleTap` (a tap is reported at once; it does not wait for the double tap to fail). Any other two
/// exclude each other: the first to begin or recognize wins the touches, and the others fail or are
/// cancelled, so a long press that turns into a drag is a long press only, and a pan that becomes a pinch
/// stays a pan.
///
/// Reported values, as the inspector's: `translation` and `velocity` (pan), `scale` and `velocity`
/// (pinch), `rotation` and `velocity` (rotation), `direction` (swipe, once recognized), `location` (taps,
/// long press).
public final class GesturesScene: Scene {
    /// `gestures`.
    public static let name = "gestures"

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
    /// A pinch.
    public let pinch = PinchGestureRecognizer(name: "pinch")
    /// A rotation.
    public let rotation = RotationGestureRecognizer(name: "rotation")

    /// The recognizers in the order listed above.
    public var recognizers: [GestureRecognizer] {
        [tap, doubleTap, longPress, pan, swipe, pinch, rotation]
    }

    /// Builds the scene for a viewport of `viewport` points.
    public init(viewport: Size) {
        rootNode = Node(name: "gestures", frame: Rect(origin: .zero, size: viewport))
        engine = GestureEngine(rootNode: rootNode)
        doubleTap.numberOfTapsRequired = 2
        swipe.direction = .all
        for recognizer in recognizers { rootNode.addGestureRecognizer(recognizer) }
        pinch.allowSimultaneousRecognition(with: rotation)
        pan.allowSimultaneousRecognition(with: swipe)
        tap.allowSimultaneousRecognition(with: doubleTap)
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
