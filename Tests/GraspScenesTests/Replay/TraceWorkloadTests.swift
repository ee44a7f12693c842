// Why this file exists: `grasp bench --trace` and `scripts/callgrind trace:FILE` time a trace's replay with
// everything else done beforehand; the measured call must still be the whole replay (the scene ends where
// `grasp replay` leaves it) and the dispatch-only variant must send every event and nothing else.

import Grasp
import GraspScenes
import GraspTrace
import Testing

@Suite("Trace workload")
struct TraceWorkloadTests {
    func throwAndCatch() -> Trace {
        var synthesizer = TraceSynthesizer(sampleRate: 120)
        synthesizer.drag(from: Point(x: 150, y: 350), to: Point(x: 450, y: 350), duration: 0.15)
        synthesizer.hold(at: Point(x: 800, y: 350), duration: 0.2, after: 0.3)
        return synthesizer.trace(viewport: Trace.Viewport(width: 1000, height: 700))
    }

    @Test func theMeasuredReplayEndsWhereGraspReplayEnds() throws {
        let trace = throwAndCatch()
        let replayer = TraceReplayer(frameRate: 120, tail: 1)
        let workload = try #require(TraceWorkload(trace: trace, sceneNamed: "flick", replayer: replayer))
        #expect(workload.events.count == trace.touchEvents().count)
        workload.run()
        let records = try #require(SceneReplay.run(trace, sceneNamed: "flick", replayer: replayer))
        guard case .frames(_, let frames) = records.last else { Issue.record("no final frames"); return }
        let box = try #require(workload.scene.reportedFrames().first { $0.name == "box" })
        #expect(frames.first { $0.name == "box" }?.frame == box.frame)
        var ticks = 0
        replayer.replay(trace.touchEvents(), handle: { _ in }, tick: { _ in ticks += 1 })
        #expect(workload.tickCount == ticks)
    }

    @Test func dispatchOnlySendsEveryEventAndNoTick() throws {
        let trace = throwAndCatch()
        let workload = try #require(TraceWorkload(trace: trace, sceneNamed: "inspector"))
        var began = 0
        workload.scene.engine.addStateObserver { if $0.reportedName == "began" { began += 1 } }
        workload.dispatchOnly()
        #expect(workload.scene.engine.currentTime == trace.samples.last?.t)
        #expect(began > 0)
        #expect(TraceWorkload(trace: trace, sceneNamed: "no-such-scene") == nil)
    }
}
