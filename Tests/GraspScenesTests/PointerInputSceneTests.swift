// Why this file exists: issue #15 asks that a trace of each pointer input kind replays through the
// inspector (hover, wheel, trackpad scroll, trackpad pinch) and that a trackpad pinch works in the
// gallery. Each test synthesizes one kind, replays it through the scene as `grasp replay` does, and
// checks what the recognizers reported.

import Grasp
import GraspScenes
import GraspTesting
import GraspTrace
import Testing

@Suite("Pointer input through the scenes")
struct PointerInputSceneTests {
    /// The reported states of each recognizer (repeated `changed` folded) after replaying `build`.
    func outcome<S: Scene>(_ scene: S, _ build: (inout TraceSynthesizer) -> Void) -> [String: [String]] {
        let host = SceneTestHost(scene, rate: 120)
        host.replay(tail: 2, build)
        return Dictionary(host.entries.map { ($0.recognizer, host.summary(of: $0.recognizer)) }) { first, _ in first }
    }

    @Test func aHoverPathBeginsChangesAndEndsTheInspectorsHover() {
        let scene = InspectorScene(viewport: Size(width: 1000, height: 700))
        let log = outcome(scene) { $0.hover(from: Point(x: 100, y: 100), to: Point(x: 600, y: 300), duration: 0.3) }
        #expect(log["hover"] == ["began", "changed", "ended"])
        #expect(log["pan"] == nil && log["tap"] == nil)  // hover takes no part in the touch arena
    }

    @Test func wheelStepsAndATrackpadScrollDriveTheInspectorsPan() {
        let scene = InspectorScene(viewport: Size(width: 1000, height: 700))
        let log = outcome(scene) {
            $0.scroll(at: Point(x: 500, y: 350), by: Trace.ScrollDelta(dx: 0, dy: -300), duration: 0.2)
        }
        #expect(log["pan"]?.first == "began" && log["pan"]?.last == "ended")
        #expect(log["tap"] == nil && log["longPress"] == nil)
    }

    @Test func aTrackpadPinchDrivesTheInspectorsPinchAndRotation() {
        let scene = InspectorScene(viewport: Size(width: 1000, height: 700))
        var ended: (scale: Double, rotation: Double) = (0, 0)
        scene.pinch.addHandler { if $0.state == .ended { ended.scale = $0.scale } }
        scene.rotation.addHandler { if $0.state == .ended { ended.rotation = $0.rotation } }
        let log = outcome(scene) { $0.trackpadPinch(at: Point(x: 500, y: 350), scale: 2, rotation: 0.5, duration: 0.3) }
        #expect(log["pinch"] == ["began", "changed", "ended"])
        #expect(log["rotation"] == ["began", "changed", "ended"])
        #expect(abs(ended.scale - 2) < 1e-3 && abs(ended.rotation - 0.5) < 1e-3)
    }

    @Test func aTrackpadPinchZoomsAGalleryPage() {
        let scene = GalleryScene(viewport: Size(width: 1000, height: 700))
        let log = outcome(scene) { $0.trackpadPinch(at: Point(x: 300, y: 200), scale: 2, duration: 0.3) }
        #expect(log["pinch"] == ["began", "changed", "ended"])
        #expect(abs(scene.zoomViews[0].zoomScale - 2) < 1e-3)  // the trace's deltas are written to 6 digits
        #expect(!scene.isDismissed && scene.currentPage == 0)
    }
}
