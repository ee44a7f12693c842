// Why this file exists: the dispatch cases measure synthetic streams; a user comparing Grasp with another
// library wants the cost on exactly their own input. This is one trace ready to replay through a fresh
// scene, with everything that is not the engine's work (reading the file, building the events and the
// scene, printing) done before the measured call, so that `grasp bench --trace` and
// `scripts/callgrind trace:FILE` time and count the engine alone.

import Grasp
import GraspTrace

/// A trace's events, a fresh scene and a replayer, ready for one measured replay.
public struct TraceWorkload {
    /// The trace's events, built before measuring.
    public let events: [TouchEvent]
    /// The scene the events go to, built for the trace's viewport.
    public let scene: any Scene
    /// The tick rate and tail of the replay.
    public let replayer: TraceReplayer

    /// Prepares `trace` for a replay into a new scene called `sceneName`; `nil` if there is no such scene.
    public init?(trace: Trace, sceneNamed sceneName: String, replayer: TraceReplayer = TraceReplayer(frameRate: 120, tail: 5)) {
        let viewport = trace.viewport.map { Size(width: $0.width, height: $0.height) } ?? SceneReplay.defaultViewport
        guard let scene = SceneCatalog.makeScene(named: sceneName, viewport: viewport) else { return nil }
        self.init(events: trace.touchEvents(), scene: scene, replayer: replayer)
    }

    /// Prepares `events` for a replay into `scene`.
    public init(events: [TouchEvent], scene: any Scene, replayer: TraceReplayer = TraceReplayer(frameRate: 120, tail: 5)) {
        self.events = events
        self.scene = scene
        self.replayer = replayer
    }

    /// The measured work: every event to the scene's engine, and the scene's ticks between them and after
    /// the last one, as `grasp replay` sends them, with no observer and no output.
    public func run() {
        replayer.replay(events, handle: scene.engine.handle, tick: scene.tick)
    }

    /// The measured work without the clock: every event to the scene's engine and nothing else (no tick,
    /// so no timer fires and no animation steps). Its cost per event is the engine's dispatch alone, the
    /// figure to compare with another library's touch handling.
    public func dispatchOnly() {
        let engine = scene.engine
        for event in events { engine.handle(event) }
    }

    /// How many ticks ``run()`` sends (counted without replaying).
    public var tickCount: Int {
        var ticks = 0
        replayer.replay(events, handle: { _ in }, tick: { _ in ticks += 1 })
        return ticks
    }
}
