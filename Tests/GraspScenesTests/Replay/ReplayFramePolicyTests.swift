// Why this file exists: `--frames every` and `--frames every=N` are part of the JSON-lines contract: one
// frames line after every tick (or every N-th), on top of the default lines at animation stops and at
// the end. These tests pin the counts against the replayer's own tick count.

import Grasp
import GraspScenes
import GraspTrace
import Testing

@Suite("Replay frame policy")
struct ReplayFramePolicyTests {
    func flick() -> Trace {
        var synthesizer = TraceSynthesizer(sampleRate: 120)
        synthesizer.drag(from: Point(x: 150, y: 350), to: Point(x: 450, y: 350), duration: 0.15)
        synthesizer.tap(at: Point(x: 800, y: 350), after: 0.3)
        return synthesizer.trace(viewport: Trace.Viewport(width: 1000, height: 700))
    }

    func framesLines(_ records: [ReplayRecord]) -> [Double] {
        records.compactMap { if case .frames(let time, _) = $0 { time } else { nil } }
    }

    @Test(arguments: [1, 2, 3, 7])
    func everyNthTickAddsOneFramesLinePerNthTick(n: Int) throws {
        let trace = flick()
        let replayer = TraceReplayer(frameRate: 120, tail: 2)
        var ticks: [Double] = []
        replayer.replay(trace.touchEvents(), handle: { _ in }, tick: { ticks.append($0) })
        let plain = try #require(SceneReplay.run(trace, sceneNamed: "flick", replayer: replayer))
        let every = try #require(SceneReplay.run(trace, sceneNamed: "flick", replayer: replayer, frames: .everyTick(n)))
        #expect(ticks.count > 100)
        #expect(framesLines(every).count == framesLines(plain).count + ticks.count / n)
        // The added lines are at the n-th, 2n-th, … ticks; the state changes are the same.
        let added = Set(framesLines(every)).subtracting(framesLines(plain))
        #expect(added.isSubset(of: Set(ticks.enumerated().filter { ($0.offset + 1) % n == 0 }.map(\.element))))
        #expect(every.filter { if case .stateChange = $0 { true } else { false } } == plain.filter { if case .stateChange = $0 { true } else { false } })
        #expect(every.last == plain.last)
    }

    @Test func theArgumentIsParsed() {
        #expect(ReplayFramePolicy(argument: "stops") == .atStops)
        #expect(ReplayFramePolicy(argument: "every") == .everyTick(1))
        #expect(ReplayFramePolicy(argument: "every=4") == .everyTick(4))
        for bad in ["every=0", "every=-1", "every=", "all", "every=x", ""] { #expect(ReplayFramePolicy(argument: bad) == nil) }
        #expect(ReplayFramePolicy.everyTick(4).description == "every=4")
    }
}
