// Why this file exists: the performance report needs the wall-clock cost of one touch event in each
// dispatch case, measured the way a host runs the engine (a release build, events pre-built, nothing else
// in the loop). `grasp bench` prints it; scripts/bench-report adds allocations, instructions and latency.
// It is a report, not a test: nothing asserts on these timings. With `--trace FILE`, it measures one given
// trace replayed through a scene instead, so that anyone can compare Grasp with another library on exactly
// the same input.

import ArgumentParser
import Foundation
import Grasp
import GraspScenes
import GraspTrace
import GraspFoundationCompat

/// `grasp bench`: nanoseconds per touch event for each dispatch case, or for one trace through a scene.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Print the wall-clock cost of one touch event in each dispatch case, or of a given trace (build with -c release).",
        discussion: """
            With --trace FILE [--scene NAME], the trace is read and its events and scenes are built before the \
            clock starts; the timed part is the replay alone (every event to the engine and the scene's ticks \
            between them, no output). Two figures: dispatch only (the events, no ticks) and with the ticks. \
            Each run replays the trace into enough fresh scenes to send at least --events events; the median \
            run is printed, divided by the number of touch events. scripts/callgrind trace:FILE [scene] \
            counts the instructions of the dispatch-only replay. With --motions, the cost of one frame of a \
            scroll view's motion: a tick of UIKit's glide and of Android's fling after the same flick of a \
            10,000-row list (--events ticks per run, spread over each motion).
            """)

    @Option(help: "Steady-state events per run.")
    var events: Int = 20_000

    @Option(help: "Runs per case; the median is printed.")
    var runs: Int = 7

    @Flag(help: "Print tab-separated values (case, ns per event) instead of a table.")
    var tsv = false

    @Flag(help: "Measure one frame of a scroll view's motion instead: a tick of UIKit's glide and of Android's fling after the same flick (a 10,000-row list at 2,000 pt/s).")
    var motions = false

    @Option(help: "Measure this trace file instead of the dispatch cases.", completion: .file(extensions: ["json"]))
    var trace: String?

    @Option(help: "With --trace, the scene to replay into: \(SceneCatalog.names.joined(separator: ", ")).")
    var scene: String = SceneCatalog.defaultName

    @Option(help: "With --trace, ticks per second between samples.")
    var frameRate: Double = 120

    @Option(help: "With --trace, seconds of ticks after the last sample.")
    var tail: Double = 5

    func validate() throws {
        guard (100...10_000_000).contains(events) else { throw ValidationError("--events must be between 100 and 10000000") }
        guard (1...100).contains(runs) else { throw ValidationError("--runs must be between 1 and 100") }
        guard SceneCatalog.scene(named: scene) != nil else {
            throw ValidationError("no scene called \"\(scene)\"; the scenes are: \(SceneCatalog.names.joined(separator: ", "))")
        }
        guard frameRate > 0, frameRate.isFinite, frameRate <= 10_000 else { throw ValidationError("--frame-rate must be a positive number of ticks per second, at most 10000") }
        guard tail >= 0, tail.isFinite, tail <= 3600 else { throw ValidationError("--tail must be between 0 and 3600 seconds") }
    }

    func run() throws {
        if let trace {
            try benchTrace(trace)
            return
        }
        if motions {
            benchMotions()
            return
        }
        if !tsv {
            print("| case | ns per event (median of \(runs) runs of \(events) events) |")
            print("|---|---:|")
        }
        for workloadCase in DispatchWorkload.Case.allCases {
            let ns = Self.nanosecondsPerEvent(workloadCase, events: events, runs: runs)
            let text = ns < 10 ? String(Double(Int(ns * 100)) / 100) : String(Int(ns.rounded()))
            print(tsv ? "\(workloadCase.rawValue)\t\(text)" : "| \(workloadCase.rawValue) | \(text) |")
        }
    }

    static func nanosecondsPerEvent(_ workloadCase: DispatchWorkload.Case, events: Int, runs: Int) -> Double {
        var samples: [Double] = []
        for _ in 0..<runs {
            let workload = DispatchWorkload(workloadCase, count: events)
            workload.prepare()
            let clock = ContinuousClock()
            let elapsed = clock.measure {
                for event in workload.events { workload.engine.handle(event) }
            }
            let (seconds, attoseconds) = elapsed.components
            samples.append((Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(events))
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    /// The motions a frame of which `--motions` measures: UIKit's glide after a flick (about 3.8 s) and
    /// Android's fling after the same flick (0.92 s), each on its own profile, the ticks spread over it.
    static let motionCases: [(name: String, profile: PlatformProfile, span: Double)] = [("glide", .iOS, 3.5), ("Android fling", .android, 0.9)]

    /// Nanoseconds per tick of each motion (median of the runs), a 10,000-row list flicked at 2,000 pt/s.
    func benchMotions() {
        if !tsv {
            print("| motion | ns per frame (median of \(runs) runs of \(events) ticks) |")
            print("|---|---:|")
        }
        for (name, profile, span) in Self.motionCases {
            var samples: [Double] = []
            for _ in 0..<runs {
                let workload = ScrollWorkload(rows: 10_000, profile: profile)
                let release = workload.flick()
                let step = span / Double(events)
                workload.engine.tick(release + step)
                let clock = ContinuousClock()
                let elapsed = clock.measure {
                    for k in 0..<events { workload.engine.tick(release + step * Double(k + 2)) }
                }
                let (seconds, attoseconds) = elapsed.components
                samples.append((Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(events))
            }
            samples.sort()
            let ns = Int(samples[samples.count / 2].rounded())
            print(tsv ? "\(name)\t\(ns)" : "| \(name) | \(ns) |")
        }
    }

    func benchTrace(_ path: String) throws {
        let loaded: Trace
        do {
            loaded = try Trace(contentsOf: URL(fileURLWithPath: path))
        } catch {
            FileHandle.standardError.write(Data("grasp bench: \(error)\n".utf8))
            throw ExitCode(1)
        }
        let replayer = TraceReplayer(frameRate: frameRate, tail: tail)
        guard let probe = TraceWorkload(trace: loaded, sceneNamed: scene, replayer: replayer), !probe.events.isEmpty else {
            FileHandle.standardError.write(Data("grasp bench: \(path) has no events\n".utf8))
            throw ExitCode(1)
        }
        let perRun = probe.events.count
        let replays = max(1, (events + perRun - 1) / perRun)
        func median(_ work: (TraceWorkload) -> Void) -> Double {
            var samples: [Double] = []
            for _ in 0..<runs {
                let workloads = (0..<replays).compactMap { _ in TraceWorkload(trace: loaded, sceneNamed: scene, replayer: replayer) }
                let clock = ContinuousClock()
                let elapsed = clock.measure {
                    for workload in workloads { work(workload) }
                }
                let (seconds, attoseconds) = elapsed.components
                samples.append((Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(perRun * replays))
            }
            samples.sort()
            return samples[samples.count / 2]
        }
        func text(_ ns: Double) -> String { ns < 10 ? String(format: "%.2f", ns) : String(Int(ns.rounded())) }
        let dispatch = text(median { $0.dispatchOnly() })
        let withTicks = text(median { $0.run() })
        let name = URL(fileURLWithPath: path).lastPathComponent
        if tsv {
            print("\(name)\t\(scene)\t\(perRun)\t\(probe.tickCount)\t\(dispatch)\t\(withTicks)")
        } else {
            print("| trace | scene | touch events | ticks | ns per event, dispatch only | ns per event, with the ticks |")
            print("|---|---|---:|---:|---:|---:|")
            print("| \(name) | \(scene) | \(perRun) | \(probe.tickCount) | \(dispatch) | \(withTicks) |")
            print("")
            print("Median of \(runs) runs of \(replays) replay\(replays == 1 ? "" : "s") into fresh scenes. Dispatch only: every event to the engine, no tick (no timer fires, no animation steps); with the ticks: as grasp replay runs it, \(probe.tickCount) ticks at \(frameRate) Hz included, divided by the touch events.")
        }
    }
}
