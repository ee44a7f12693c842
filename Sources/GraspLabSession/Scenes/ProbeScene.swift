// Why this file exists: a lab with no scene catalog (or a test that wants a scene it controls) still
// needs something to touch. The probe scene is one box that follows, scales and turns with the
// fingers on it, through a single `TouchProbeRecognizer`.

import Grasp
import GraspGeometry
import GraspScenes

/// The lab's own scene: a box that follows the touches on it.
final class ProbeScene: Scene {
    /// The name the scene has on the menu.
    static let name = "probe"

    let rootNode: Node
    let engine: GestureEngine
    let box: Node
    let probe = TouchProbeRecognizer(name: "probe")

    required init(viewport: Size) {
        rootNode = Node(name: "stage", frame: Rect(x: 0, y: 0, width: viewport.width, height: viewport.height))
        rootNode.backgroundColor = Color(red: 0.11, green: 0.12, blue: 0.14)
        let side = 140.0
        box = Node(name: "box", frame: Rect(x: (viewport.width - side) / 2, y: (viewport.height - side) / 2, width: side, height: side))
        box.backgroundColor = .blue
        box.label = "probe"
        rootNode.addChild(box)
        engine = GestureEngine(rootNode: rootNode)
        box.addGestureRecognizer(probe)
        // The handler reaches the box through the recognizer's node and keeps the resting center in a
        // box of its own, so that it holds nothing that holds it (the scene holds the recognizer).
        let resting = RestingCenter(box.center)
        probe.addHandler { probe in
            guard let box = probe.node else { return }
            box.center = resting.center + probe.translation
            box.transform = AffineTransform(scaleX: probe.scale, y: probe.scale).rotated(by: probe.rotation)
            box.backgroundColor = probe.state.isInProgress ? .green : .blue
            if probe.state == .ended || probe.state == .cancelled {
                resting.center = box.center
                box.transform = .identity
            }
        }
    }

    var recognizers: [GestureRecognizer] { [probe] }

    func tick(_ now: Double) {
        engine.tick(now)
    }

    func values(of recognizer: GestureRecognizer) -> SceneValues {
        guard recognizer === probe else { return [:] }
        return [
            "touches": .number(Double(probe.numberOfTouches)),
            "translation": .point(probe.translation),
            "scale": .number(probe.scale),
            "rotation": .number(probe.rotation),
        ]
    }
}

/// Where the probe's box rests between gestures.
private final class RestingCenter {
    var center: Point

    init(_ center: Point) {
        self.center = center
    }
}
