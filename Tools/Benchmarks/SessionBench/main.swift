// Why this file exists: the browser figure times `scene.touches(…)` through grasp.js, which runs the
// WebAssembly API's scene session (checks, the lab session's host loop, the log of state changes a frame
// reports) around the engine; `grasp bench --trace` times the engine alone, in wall-clock time. To tell
// what WebAssembly costs from what the session costs, on a machine that others share, this program times
// both natively on the same trace and scene, in the thread's CPU time as well as the wall clock:
// - the same calls as the page: one `SceneSession.touches(at:_:)` per touch event, the touches built
//   before the clock starts, as Tools/Benchmarks/Browser/bench.js sends them (to the `gestures` scene,
//   the one the page compares, unless another is named);
// - the engine alone: `TraceWorkload.dispatchOnly()` and `run()`, what `grasp bench --trace` times.
// Each with and without the frame ticks (120 Hz between the events, 5 s after the last). It prints one
// JSON object; scripts/wasm-figures puts its figures beside the browser's.
//
//     SessionBench TRACE [runs] [scene]   runs: 1 to 100, default 7; each figure is the median of the runs
import Foundation
import Grasp
import GraspFoundationCompat
import GraspScenes
import GraspTrace
import GraspWasm

@main
enum SessionBench {
    /// One touch event of the trace: its time in milliseconds and the contacts that changed.
    struct Event {
        var tMs: Double
        var touches: [SceneSession.Touch]
    }

    /// One run's cost: wall-clock and thread CPU nanoseconds.
    struct Cost {
        var wall: Double
        var cpu: Double
    }

    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard (1...3).contains(arguments.count), let runs = arguments.count >= 2 ? Int(arguments[1]) : 7, (1...100).contains(runs) else {
            fail("usage: SessionBench TRACE [runs] [scene]   (runs: 1 to 100, default 7; scene: default gestures)", status: 2)
        }
        let sceneName = arguments.count == 3 ? arguments[2] : GesturesScene.name
        guard SceneCatalog.scene(named: sceneName) != nil else {
            fail("SessionBench: no scene called \"\(sceneName)\"; the scenes are: \(SceneCatalog.names.joined(separator: ", "))", status: 2)
        }
        let trace: Trace
        do {
            trace = try Trace(contentsOf: URL(fileURLWithPath: arguments[0]))
        } catch {
            fail("SessionBench: \(error)", status: 1)
        }
        let viewport = trace.viewport ?? Trace.Viewport(width: 1000, height: 700)
        let events = touchEvents(of: trace)
        let ticks = frameTicks(of: events, frameRate: 120, tail: 5)
        guard !events.isEmpty, let probe = TraceWorkload(trace: trace, sceneNamed: sceneName) else {
            fail("SessionBench: \(arguments[0]) has no touches", status: 1)
        }
        func session() throws(GraspAPIError) -> SceneSession {
            try SceneSession(named: sceneName, width: viewport.width, height: viewport.height)
        }
        func workload() -> TraceWorkload {
            TraceWorkload(trace: trace, sceneNamed: sceneName) ?? probe
        }
        do throws(GraspAPIError) {
            let figures: [(String, [Cost])] = [
                ("session", try repeated(runs) { () throws(GraspAPIError) in
                    let scene = try session()
                    return try measure { () throws(GraspAPIError) in
                        for event in events { try scene.touches(at: event.tMs, event.touches) }
                    }
                }),
                ("sessionWithTicks", try repeated(runs) { () throws(GraspAPIError) in
                    let scene = try session()
                    return try measure { () throws(GraspAPIError) in
                        var k = 0
                        for (index, event) in events.enumerated() {
                            while k < ticks.before[index] { try scene.tick(at: ticks.times[k]); k += 1 }
                            try scene.touches(at: event.tMs, event.touches)
                        }
                        while k < ticks.times.count { try scene.tick(at: ticks.times[k]); k += 1 }
                    }
                }),
                ("engine", try repeated(runs) { () throws(GraspAPIError) in
                    let replay = workload()
                    return try measure { () throws(GraspAPIError) in replay.dispatchOnly() }
                }),
                ("engineWithTicks", try repeated(runs) { () throws(GraspAPIError) in
                    let replay = workload()
                    return try measure { () throws(GraspAPIError) in replay.run() }
                }),
            ]
            let count = Double(events.count)
            func median(_ values: [Double]) -> Int { Int((values.sorted()[values.count / 2] / count).rounded()) }
            let members = figures.map { name, costs in
                "\"\(name)\": {\"wall\": \(median(costs.map { $0.wall })), \"cpu\": \(median(costs.map { $0.cpu }))}"
            }
            print("{\"touchEvents\": \(events.count), \"engineTouchEvents\": \(probe.events.count), \"ticks\": \(ticks.times.count), \"runs\": \(runs), "
                  + members.joined(separator: ", ") + "}")
        } catch {
            fail("SessionBench: \(error)", status: 1)
        }
    }

    /// The trace's contact samples as touch events: the samples that share a time form one event.
    static func touchEvents(of trace: Trace) -> [Event] {
        var events: [Event] = []
        for sample in trace.samples {
            guard let phase = sample.phase.touchPhase else { continue }
            let touch = SceneSession.Touch(id: sample.pointer, phase: phase, x: sample.x, y: sample.y)
            if let last = events.last, last.tMs == sample.t * 1000 {
                events[events.count - 1].touches.append(touch)
            } else {
                events.append(Event(tMs: sample.t * 1000, touches: [touch]))
            }
        }
        return events
    }

    /// The frame ticks of a replay, from the core's `FrameClock` as `TraceReplayer` drives it, in
    /// milliseconds; `before[i]` is the number of ticks sent before event `i`.
    static func frameTicks(of events: [Event], frameRate: Double, tail: Double) -> (times: [Double], before: [Int]) {
        guard let first = events.first, let last = events.last else { return ([], []) }
        var clock = FrameClock(frameRate: frameRate, origin: first.tMs / 1000)
        var times: [Double] = []
        var before: [Int] = []
        for event in events {
            clock.send(at: event.tMs / 1000, tick: { times.append($0 * 1000) }) { before.append(times.count) }
        }
        clock.tickFrames(through: last.tMs / 1000 + tail) { times.append($0 * 1000) }
        return (times, before)
    }

    /// The nanoseconds, on the wall clock and in this thread's CPU time, that `body` takes.
    static func measure(_ body: () throws(GraspAPIError) -> Void) throws(GraspAPIError) -> Cost {
        let wall = ContinuousClock.now
        let cpu = threadCPUTime()
        try body()
        let cpuElapsed = threadCPUTime() - cpu
        let (seconds, attoseconds) = (ContinuousClock.now - wall).components
        return Cost(wall: Double(seconds) * 1e9 + Double(attoseconds) / 1e9, cpu: cpuElapsed)
    }

    /// This thread's CPU time, in nanoseconds.
    static func threadCPUTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    }

    /// `runs` results of `run`.
    static func repeated(_ runs: Int, _ run: () throws(GraspAPIError) -> Cost) throws(GraspAPIError) -> [Cost] {
        var results: [Cost] = []
        for _ in 0..<runs { results.append(try run()) }
        return results
    }

    static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(status)
    }
}
