// Why this file exists: every reference interaction must be reachable by name (`grasp replay --scene
// NAME`), draw something (coloured, named nodes), name its recognizers, and show up in the replay's
// frames lines, including the frames line the flick prints at the catch.

import Foundation
import Grasp
import GraspScenes
import GraspTrace
import GraspFoundationCompat
import Testing

@Suite("Interaction scenes in the catalog and the replay")
struct InteractionCatalogTests {
    let viewport = Size(width: 1000, height: 700)

    @Test func everySceneIsListedByNameWithTheInspectorFirst() {
        #expect(SceneCatalog.names == [
            "inspector", "gestures", "flick", "flick-linear", "drag", "moveme", "moveme-longpress", "stream", "gallery",
            "list", "box-in-list", "carousels", "drag-drop", "collapsing-header", "sheet", "refresh", "swipe-actions",
            "reorder", "navigation", "controls", "context-menu",
        ])
        #expect(SceneCatalog.defaultName == "inspector")
        #expect(SceneCatalog.scene(named: "moveme-longpress") == LongPressMoveMeScene.self)
        #expect(SceneCatalog.makeScene(named: "gestures", viewport: viewport) is GesturesScene)
        #expect(SceneCatalog.makeScene(named: "moveme-longpress", viewport: viewport) is LongPressMoveMeScene)
        #expect(SceneCatalog.makeScene(named: "gallery", viewport: viewport) is GalleryScene)
        #expect(SceneCatalog.makeScene(named: "list", viewport: viewport) is ListScene)
        #expect(SceneCatalog.makeScene(named: "box-in-list", viewport: viewport) is BoxInListScene)
        #expect(SceneCatalog.makeScene(named: "carousels", viewport: viewport) is CarouselsScene)
        #expect(SceneCatalog.makeScene(named: "collapsing-header", viewport: viewport) is CollapsingHeaderScene)
        #expect(SceneCatalog.makeScene(named: "controls", viewport: viewport) is ControlsScene)
    }

    @Test(arguments: ["flick", "flick-linear", "drag", "moveme", "moveme-longpress", "stream", "gallery", "list", "box-in-list", "carousels", "drag-drop", "collapsing-header", "sheet", "refresh", "swipe-actions", "navigation", "controls", "context-menu"])
    func everySceneDrawsNamedColouredNodesAndNamesItsRecognizers(name: String) throws {
        let scene = try #require(SceneCatalog.makeScene(named: name, viewport: viewport))
        #expect(scene.rootNode.frame == Rect(origin: .zero, size: viewport))
        let frames = scene.reportedFrames()
        #expect(!frames.isEmpty)
        for (nodeName, _) in frames {
            #expect(scene.rootNode.descendant(named: nodeName)?.backgroundColor != nil, "\(name): \(nodeName) has no colour")
        }
        let names = scene.recognizers.map(\.name)
        #expect(Set(names).count == names.count && !names.contains(""))
        for recognizer in scene.recognizers {
            #expect(recognizer.node.map { scene.rootNode.isAncestor(of: $0) } == true, "\(name): \(recognizer.name) is not in the tree")
            #expect(!scene.values(of: recognizer).isEmpty, "\(name): \(recognizer.name) reports nothing")
        }
    }

    @Test func theFlickReplayPrintsTheCaughtFramesAtTheTouchDown() throws {
        let trace = try sharedTrace("flick-then-catch")
        let records = try #require(SceneReplay.run(trace, sceneNamed: "flick"))
        let touchDown = try #require(trace.samples.first { $0.pointer == 2 && $0.phase == .down }?.t)
        // The touch-down's state change reports the box's position at that instant …
        let positions = records.compactMap { record -> Double? in
            guard case .stateChange(let c) = record, c.gesture == "touchDown", c.state == "began", c.time == touchDown else { return nil }
            if case .number(let x)? = c.values.first(where: { $0.name == "position" })?.value { return x }
            return nil
        }
        let caught = try #require(positions.first)
        // … and a frames line at the same time shows the box there, as does the final frames line.
        let stops = records.compactMap { record -> [ReplayFrame]? in
            guard case .frames(let time, let frames) = record, time == touchDown else { return nil }
            return frames
        }
        #expect(stops.count == 1)
        #expect(stops.first?.first { $0.name == "box" }?.frame.midX == caught)
        guard case .frames(_, let final)? = records.last else {
            Issue.record("the last record is not a frames line")
            return
        }
        #expect(final.first { $0.name == "box" }?.frame == Rect(x: caught - 50, y: 300, width: 100, height: 100))
        #expect(records.last?.jsonLine.contains("\"box\": [") == true)
    }
}

@Suite("Interaction scenes in degenerate viewports")
struct DegenerateViewportTests {
    @Test(arguments: [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 40, height: 30), Size(width: -100, height: -50)])
    func everySceneSurvivesEveryRecordedTrace(viewport: Size) throws {
        let files = Trace.files(in: TraceFixture.tracesDirectory).map(\.lastPathComponent)
        for file in files {
            let trace = try Trace(contentsOf: TraceFixture.tracesDirectory.appendingPathComponent(file))
            for name in SceneCatalog.names where name != SceneCatalog.defaultName {
                let scene = try #require(SceneCatalog.makeScene(named: name, viewport: viewport))
                let records = SceneReplay.run(trace.touchEvents(), in: scene)
                guard case .frames(_, let frames)? = records.last else {
                    Issue.record("\(name) in \(viewport) with \(file): no final frames line")
                    continue
                }
                for frame in frames {
                    let r = frame.frame
                    #expect([r.origin.x, r.origin.y, r.width, r.height].allSatisfy { $0.isFinite },
                            "\(name) in \(viewport) with \(file): \(frame.name) at \(r)")
                }
            }
        }
    }
}
