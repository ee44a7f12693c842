// Why this file exists: replaying a trace into a scene and collecting what happened is shared by
// `grasp replay`, the tests and the lab's "replay this recording" check. It lives here once.

import Grasp
import GraspTrace

/// Replays a trace into a scene and collects every state change and frame report.
public enum SceneReplay {
    /// The viewport a trace without one is replayed in: 1000×700 points, the recorded traces' page size.
    public static let defaultViewport = Size(width: 1000, height: 700)

    /// Replays `trace` into a new scene called `sceneName` and returns the records in order: every
    /// input it records, hover, scroll and transform samples included (``/GraspTrace/Trace/engineInputs(startingAt:)``).
    ///
    /// The scene is built for the trace's viewport (or ``defaultViewport``). Events go to the scene's
    /// engine; the scene is ticked at `replayer`'s frame rate between events and for its tail after the
    /// last one. Every state change of every recognizer is recorded with the values the scene reports,
    /// every event a control of the scene sends is recorded (``ReplayRecord/controlEvent(_:)``), frames are
    /// recorded at every animation stop, and once more at the end.
    ///
    /// With `frames` set to ``ReplayFramePolicy/everyTick(_:)``, frames are also recorded after every
    /// n-th tick.
    ///
    /// - Returns: `nil` if there is no scene called `sceneName`.
    public static func run(_ trace: Trace, sceneNamed sceneName: String, replayer: TraceReplayer = TraceReplayer(), frames framePolicy: ReplayFramePolicy = .atStops) -> [ReplayRecord]? {
        run(trace, sceneNamed: sceneName, replayer: replayer, frames: framePolicy, profile: .iOS)
    }

    /// The same, with the scene's engine on `profile` (``/GraspCore/PlatformProfile/android`` replays on Android's
    /// constants and physics); on ``/GraspCore/PlatformProfile/iOS`` exactly ``run(_:sceneNamed:replayer:frames:)``.
    public static func run(_ trace: Trace, sceneNamed sceneName: String, replayer: TraceReplayer = TraceReplayer(), frames framePolicy: ReplayFramePolicy = .atStops, profile: PlatformProfile) -> [ReplayRecord]? {
        let viewport = trace.viewport.map { Size(width: $0.width, height: $0.height) } ?? defaultViewport
        guard let scene = SceneCatalog.makeScene(named: sceneName, viewport: viewport) else { return nil }
        if profile != .iOS { scene.engine.platformProfile = profile }
        return run(trace.engineInputs(), in: scene, replayer: replayer, frames: framePolicy)
    }

    /// Replays `events` into `scene` and returns the records in order; `frames` as in
    /// ``run(_:sceneNamed:replayer:frames:)``.
    public static func run(_ events: [TouchEvent], in scene: any Scene, replayer: TraceReplayer = TraceReplayer(), frames framePolicy: ReplayFramePolicy = .atStops) -> [ReplayRecord] {
        run(events.map(EngineInput.touch), in: scene, replayer: replayer, frames: framePolicy)
    }

    /// Replays `inputs` (touch events, hover, scroll and transform reports) into `scene` and returns the
    /// records in order; `frames` as in ``run(_:sceneNamed:replayer:frames:)``.
    public static func run(_ inputs: [EngineInput], in scene: any Scene, replayer: TraceReplayer = TraceReplayer(), frames framePolicy: ReplayFramePolicy = .atStops) -> [ReplayRecord] {
        var records: [ReplayRecord] = []
        let token = scene.engine.addStateObserver { change in
            let recognizer = change.recognizer
            let values = scene.values(of: recognizer).sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
            records.append(.stateChange(ReplayStateChange(
                time: change.timestamp, gesture: recognizer.name, state: change.reportedName,
                location: recognizer.location(in: nil), touches: recognizer.numberOfTouches, values: values)))
        }
        defer { scene.engine.removeObserver(token) }
        // The scene keeps this observer for its lifetime, so it must not keep the scene alive: it reaches
        // the scene through a holder that lets go of it when the run returns (after which nothing reads
        // `records` any more).
        let holder = SceneHolder(scene)
        defer { holder.scene = nil }
        scene.observeAnimationStops { time in
            guard let scene = holder.scene else { return }
            records.append(.frames(time: time, frames: frames(of: scene)))
        }
        scene.observeControlEvents { event in records.append(.controlEvent(event)) }
        var ticks = 0
        replayer.replay(inputs, handle: { scene.engine.handle($0) }) { now in
            scene.tick(now)
            ticks += 1
            if framePolicy.reportsFrames(atTick: ticks) { records.append(.frames(time: now, frames: frames(of: scene))) }
        }
        records.append(.frames(time: scene.engine.currentTime, frames: frames(of: scene)))
        return records
    }

    static func frames(of scene: any Scene) -> [ReplayFrame] {
        let indicators = scene.reportedScrollIndicators()
        let stretches = scene.reportedScrollStretches()
        return scene.reportedFrames().map { reported in
            ReplayFrame(name: reported.name, frame: reported.frame,
                        scrollIndicators: indicators.first { $0.name == reported.name }?.indicators ?? [],
                        stretch: stretches.first { $0.name == reported.name }?.stretch ?? .none)
        }
    }
}

/// A scene held only for the length of a replay (see `SceneReplay.run(_:in:replayer:frames:)`).
private final class SceneHolder {
    var scene: (any Scene)?
    init(_ scene: any Scene) { self.scene = scene }
}
