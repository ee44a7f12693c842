// Why this file exists: the scrolling scenes promise the same outcome at 60, 120 and 240 Hz, so their
// tests replay one synthesized gesture at each rate, with input sampled and frames ticked at that rate,
// and record what the scene reported (state changes with their values, animation stops) on the way.

import Grasp
import GraspScenes
import GraspTrace

/// A scene replayed at one rate: its state changes (with the values the scene reports) and stops.
final class ScrollingSceneRun<S: Scene> {
    struct Change {
        var recognizer: String
        var reported: String
        var time: Double
        var values: SceneValues
    }

    let scene: S
    let rate: Double
    private(set) var changes: [Change] = []
    private(set) var stops: [Double] = []
    /// Called after every frame tick, once the scene has advanced to that time.
    var afterTick: ((Double) -> Void)?

    init(_ scene: S, rate: Double) {
        self.scene = scene
        self.rate = rate
        scene.engine.addStateObserver { [unowned self] change in
            changes.append(Change(recognizer: change.recognizer.name, reported: change.reportedName,
                                  time: change.timestamp, values: self.scene.values(of: change.recognizer)))
        }
        scene.observeAnimationStops { [unowned self] in stops.append($0) }
    }

    /// Replays a gesture synthesized at the run's rate, starting `start` seconds after time 0 (so a
    /// second gesture can follow the first on the same clock), ticking frames at the rate and for
    /// `tail` seconds after.
    func play(startingAt start: Double = 0, tail: Double = 4, _ build: (inout TraceSynthesizer) -> Void) {
        var synthesizer = TraceSynthesizer(sampleRate: rate)
        build(&synthesizer)
        let events = synthesizer.trace().touchEvents(startingAt: start)
        TraceReplayer(frameRate: rate, tail: tail).replay(events, handle: scene.engine.handle) { [unowned self] now in
            scene.tick(now)
            afterTick?(now)
        }
    }

    /// The reported states of `name`, without repeated `changed`.
    func summary(of name: String) -> [String] {
        var out: [String] = []
        for c in changes where c.recognizer == name && !(c.reported == "changed" && out.last == "changed") { out.append(c.reported) }
        return out
    }

    /// The first change of `name` to `reported`.
    func first(_ name: String, _ reported: String) -> Change? {
        changes.first { $0.recognizer == name && $0.reported == reported }
    }

    /// The frame the scene reports for the node called `name`.
    func frame(_ name: String) -> Rect? {
        scene.reportedFrames().first { $0.name == name }?.frame
    }
}

let scrollingRates: [Double] = [60, 120, 240]
