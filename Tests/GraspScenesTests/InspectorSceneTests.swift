// Why this file exists: the inspector and the scene catalog are what `grasp replay` builds on; these
// tests pin their contract: names, recognizers, simultaneity, reported values and their JSON.

import Grasp
import GraspScenes
import Testing

@Suite("Inspector scene and catalog")
struct InspectorSceneTests {
    @Test func catalogListsTheInspectorAsDefault() {
        #expect(SceneCatalog.names.first == "inspector")
        #expect(SceneCatalog.defaultName == "inspector")
        #expect(SceneCatalog.scene(named: "inspector") == InspectorScene.self)
        #expect(SceneCatalog.makeScene(named: "inspector", viewport: Size(width: 10, height: 10)) is InspectorScene)
    }

    @Test func unknownSceneNamesGiveNil() {
        #expect(SceneCatalog.scene(named: "nope") == nil)
        #expect(SceneCatalog.makeScene(named: "", viewport: Size(width: 10, height: 10)) == nil)
    }

    @Test func rootNodeCoversTheViewport() {
        let scene = InspectorScene(viewport: Size(width: 1000, height: 700))
        #expect(scene.rootNode.frame == Rect(x: 0, y: 0, width: 1000, height: 700))
        #expect(scene.engine.rootNode === scene.rootNode)
    }

    @Test func recognizersHaveTheirNames() {
        let scene = InspectorScene(viewport: Size(width: 1000, height: 700))
        #expect(scene.recognizers.map(\.name) == [
            "tap", "doubleTap", "longPress", "pan", "swipe", "twoFingerSwipe", "pinch", "rotation", "edgePan", "hover",
        ])
        #expect(scene.recognizers.allSatisfy { $0.node === scene.rootNode })
        #expect(scene.doubleTap.numberOfTapsRequired == 2)
        #expect(scene.swipe.direction == .all && scene.swipe.numberOfTouchesRequired == 1)
        #expect(scene.twoFingerSwipe.direction == .all && scene.twoFingerSwipe.numberOfTouchesRequired == 2)
        #expect(scene.edgePan.edges == .left)
    }

    @Test func recognizersDoNotPreventEachOther() {
        // A long press that turns into a drag: the long press and the pan both run to the end.
        let scene = InspectorScene(viewport: Size(width: 1000, height: 700))
        var builder = TouchEventBuilder()
        var log: [String] = []
        scene.engine.addStateObserver { log.append("\($0.recognizer.name) \($0.reportedName)") }
        func send(_ t: Double, _ phase: TouchPhase, _ x: Double) {
            scene.tick(t)
            scene.engine.handle(builder.event(at: t, samples: [TouchSample(id: TouchID(1), phase: phase, location: Point(x: x, y: 300))])!)
        }
        send(0, .began, 300)
        scene.tick(0.6)
        send(0.7, .moved, 340)
        send(0.8, .ended, 340)
        #expect(log.contains("longPress began") && log.contains("longPress ended"))
        #expect(log.contains("pan began") && log.contains("pan ended"))
    }

    @Test func valuesPerRecognizer() {
        let scene = InspectorScene(viewport: Size(width: 1000, height: 700))
        #expect(Set(scene.values(of: scene.pan).keys) == ["translation", "velocity"])
        #expect(Set(scene.values(of: scene.edgePan).keys) == ["translation", "velocity"])
        #expect(Set(scene.values(of: scene.pinch).keys) == ["scale", "velocity"])
        #expect(Set(scene.values(of: scene.rotation).keys) == ["rotation", "velocity"])
        #expect(scene.values(of: scene.swipe).isEmpty)  // no direction before a recognition
        #expect(Set(scene.values(of: scene.tap).keys) == ["location"])
        #expect(scene.values(of: GestureRecognizer(name: "other")).isEmpty)
    }

    @Test func sceneValuesAsJSON() {
        #expect(SceneValue.number(2).json == "2")
        #expect(SceneValue.number(1.23456).json == "1.235")
        #expect(SceneValue.number(-0.5).json == "-0.5")
        #expect(SceneValue.number(.nan).json == "null")
        #expect(SceneValue.number(.infinity).json == "null")
        #expect(SceneValue.point(Point(x: 1.5, y: -300)).json == "[1.5, -300]")
        #expect(SceneValue.string("left").json == "\"left\"")
        #expect(SceneValue.string("a\"b\\c\nd\u{1}").json == "\"a\\\"b\\\\c\\nd\\u0001\"")
    }
}
