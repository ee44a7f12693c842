// Why this file exists: the lab builds a scene for every session and every scene switch, and a
// long-running lab must give each one back when it is done. A scene whose closures keep it (or its
// engine, nodes or recognizers) alive would leak a little per session; these tests drive every scene
// through the recorded traces, let go of it, and check that nothing of it is left.

import Foundation
import Grasp
import GraspScenes
import GraspTrace
import GraspFoundationCompat
import Testing

@Suite("Scene lifetime")
struct SceneLifetimeTests {
    /// Weak references to a scene's objects, taken while it is alive.
    final class Remains {
        weak var scene: AnyObject?
        weak var engine: GestureEngine?
        weak var root: Node?
        var recognizers: [Weak] = []
        struct Weak { weak var object: GestureRecognizer? }

        var leftovers: [String] {
            var names: [String] = []
            if scene != nil { names.append("the scene") }
            if engine != nil { names.append("its engine") }
            if root != nil { names.append("its root node") }
            names += recognizers.compactMap { $0.object.map { "recognizer \"\($0.name)\"" } }
            return names
        }
    }

    @Test("every scene is freed once its host lets go of it, after every recorded trace",
          arguments: SceneCatalog.names)
    func sceneIsFreed(name: String) throws {
        let remains = Remains()
        try drive(name, noting: remains)
        #expect(remains.leftovers.isEmpty, "\(name) left \(remains.leftovers.joined(separator: ", ")) alive")
    }

    /// Builds the scene, notes its objects in `remains`, and replays every recorded trace into it; the
    /// scene goes out of scope when this returns.
    private func drive(_ name: String, noting remains: Remains) throws {
        do {
            let scene = try #require(SceneCatalog.makeScene(named: name, viewport: Size(width: 800, height: 600)))
            remains.scene = scene
            remains.engine = scene.engine
            remains.root = scene.rootNode
            remains.recognizers = scene.recognizers.map { Remains.Weak(object: $0) }
            let files = Trace.files(in: TraceFixture.tracesDirectory).map(\.lastPathComponent)
            for file in files {
                let trace = try Trace(contentsOf: TraceFixture.tracesDirectory.appendingPathComponent(file))
                _ = SceneReplay.run(trace.touchEvents(startingAt: scene.engine.currentTime + 1), in: scene)
            }
        }
    }
}
