// Why this file exists: the specification of trackpad pinch and rotation as scenarios: transform reports
// drive pinch and rotation recognizers, whose scale, rotation and velocities read as for two fingers;
// pans, taps and nodes ignore them; pinches and rotations ignore scrolling.

@testable import Grasp
@testable import GraspCore
import Testing

@Suite("Trackpad transforms")
struct TrackpadTransformTests {
    @Test func aTrackpadPinchDrivesAPinch() {
        let d = GestureTestHost.pointer()
        let pinch = PinchGestureRecognizer(name: "pinch")
        var final: (Double, Double, Point)?
        pinch.addHandler { if $0.state == .ended { final = ($0.scale, $0.velocity, $0.location(in: nil)) } }
        d.rootNode.addGestureRecognizer(pinch)
        d.send(transformEvent(5, .began, at: 0))
        for i in 1...10 { d.send(transformEvent(5, .changed, scale: 1.05, at: 0.01 * Double(i))) }
        d.send(transformEvent(5, .ended, at: 0.105))
        #expect(d.reportedSummary("pinch") == ["began", "changed", "ended"])
        let expected = (1...10).reduce(1.0) { v, _ in v * 1.05 }
        #expect(abs(final!.0 - expected) < 1e-9)
        #expect(final!.1 > 3)                       // growing about 5 % every 10 ms
        #expect(abs(final!.2.x - 200) < 1e-9 && abs(final!.2.y - 400) < 1e-9)
        #expect(d.engine.activeTouches.isEmpty)
        #expect(pinch.spanSlop == GestureDefaults.pinchSpanSlop)   // back after the transform
    }

    @Test func aTransformGoesToTheNodeUnderTheCursor() {
        // A 100×100 photo at the cursor: the transform's touches are placed 100 pt either side of the
        // cursor, outside the photo, yet the photo's pinch takes them.
        let d = GestureTestHost.pointer()
        let photo = Node(name: "photo", frame: Rect(x: 150, y: 350, width: 100, height: 100))
        d.rootNode.addChild(photo)
        let pinch = PinchGestureRecognizer(name: "pinch")
        photo.addGestureRecognizer(pinch)
        d.send(transformEvent(5, .began, scale: 1.1, at: 0))
        d.send(transformEvent(5, .ended, at: 0.02))
        #expect(d.reportedStates("pinch") == ["began", "ended"])
    }

    @Test func aTrackpadRotationDrivesARotation() {
        let d = GestureTestHost.pointer()
        let rotation = RotationGestureRecognizer(name: "rotation")
        let pinch = PinchGestureRecognizer(name: "pinch")
        rotation.allowSimultaneousRecognition(with: pinch)
        var final: (Double, Double)?
        rotation.addHandler { if $0.state == .ended { final = ($0.rotation, $0.velocity) } }
        var pinchScale = 0.0
        pinch.addHandler { pinchScale = $0.scale }
        d.rootNode.addGestureRecognizer(rotation)
        d.rootNode.addGestureRecognizer(pinch)
        d.send(transformEvent(5, .began, at: 0))
        for i in 1...10 { d.send(transformEvent(5, .changed, rotation: 0.05, at: 0.01 * Double(i))) }
        d.send(transformEvent(5, .ended, at: 0.105))
        #expect(d.reportedSummary("rotation") == ["began", "changed", "ended"])
        #expect(abs(final!.0 - 0.5) < 1e-9)
        #expect(abs(final!.1 - 5) < 1)              // 0.05 rad every 10 ms
        // A transform drives both, as one gesture: the pinch runs along, its scale staying 1.
        #expect(d.reportedSummary("pinch") == ["began", "changed", "ended"])
        #expect(abs(pinchScale - 1) < 1e-9)
    }

    @Test func aCancelledTransformCancelsThePinch() {
        let d = GestureTestHost.pointer()
        let pinch = PinchGestureRecognizer(name: "pinch")
        d.rootNode.addGestureRecognizer(pinch)
        d.send(transformEvent(5, .began, scale: 1.2, at: 0))
        d.send(transformEvent(5, .changed, scale: 1.2, at: 0.01))
        d.send(transformEvent(5, .cancelled, at: 0.02))
        #expect(d.reportedSummary("pinch") == ["began", "changed", "cancelled"])
    }

    @Test func pansTapsAndNodesIgnoreTransforms() {
        let d = GestureTestHost.pointer()
        let node = RecordingNode(name: "node", frame: Rect(x: 0, y: 0, width: 400, height: 800))
        d.rootNode.addChild(node)
        let pan = PanGestureRecognizer(name: "pan")
        pan.allowedScrollTypesMask = .all
        let tap = TapGestureRecognizer(name: "tap")
        let pinch = PinchGestureRecognizer(name: "pinch")
        for r in [pan, tap, pinch] as [GestureRecognizer] { node.addGestureRecognizer(r) }
        d.send(transformEvent(5, .began, at: 0))
        for i in 1...5 { d.send(transformEvent(5, .changed, scale: 0.9, rotation: 0.02, at: 0.01 * Double(i))) }
        d.send(transformEvent(5, .ended, at: 0.06))
        #expect(d.reportedStates("pan").isEmpty && d.reportedStates("tap").isEmpty)
        #expect(d.reportedSummary("pinch") == ["began", "changed", "ended"])
        #expect(node.calls.isEmpty)
    }

    @Test func pinchesAndRotationsIgnoreScrollingAndAMouse() {
        let d = GestureTestHost.pointer()
        let pinch = PinchGestureRecognizer(name: "pinch")
        let rotation = RotationGestureRecognizer(name: "rotation")
        d.rootNode.addGestureRecognizer(pinch)
        d.rootNode.addGestureRecognizer(rotation)
        d.send(scrollEvent(3, .step, 0, -40, at: 0))
        d.send(scrollEvent(4, .began, 0, -5, at: 1))
        d.send(scrollEvent(4, .ended, 0, 0, at: 1.1))
        d.drag(finger: 1, from: Point(x: 100, y: 100), to: Point(x: 200, y: 200), startingAt: 2, duration: 0.1, rate: 100, lifting: false, kind: .mouse)
        d.touchUp(finger: 1, time: 2.11)
        #expect(!d.reportedStates("pinch").contains("began") && !d.reportedStates("rotation").contains("began"))
    }

    @Test func aPinchAllowingOnlyFingersIgnoresTheTrackpad() {
        let d = GestureTestHost.pointer()
        let pinch = PinchGestureRecognizer(name: "pinch")
        pinch.allowedTouchTypes = [.direct]
        d.rootNode.addGestureRecognizer(pinch)
        d.send(transformEvent(5, .began, scale: 1.5, at: 0))
        d.send(transformEvent(5, .ended, at: 0.05))
        #expect(d.reportedLog.isEmpty)
    }

    @Test func badReportsAreIgnored() {
        let d = GestureTestHost.pointer()
        let pinch = PinchGestureRecognizer(name: "pinch")
        d.rootNode.addGestureRecognizer(pinch)
        d.send(transformEvent(5, .began, scale: 0, at: 0))
        d.send(transformEvent(5, .began, scale: .nan, at: 0))
        d.send(transformEvent(5, .changed, rotation: .infinity, at: 0))
        #expect(d.reportedLog.isEmpty && d.engine.activeTouches.isEmpty)
    }
}
