// Why this file exists: the performance report needs the wall-clock cost of one touch event in each
// dispatch case, measured the way a host runs the engine (a release build, events pre-built, nothing else
// in the loop). `grasp bench` prints it; scripts/bench-report adds allocations, instructions and latency.
// It is a report, not a test: nothing asserts on these timings.

import ArgumentParser
import GraspScenes

/// `grasp bench`: nanoseconds per touch event for each dispatch case.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Print the wall-clock cost of one touch event in each dispatch case (build with -c release).")

    @Option(help: "Steady-state events per run.")
    var events: Int = 20_000

    @Option(help: "Runs per case; the median is printed.")
    var runs: Int = 7

    @Flag(help: "Print tab-separated values (case, ns per event) instead of a table.")
    var tsv = false

    func validate() throws {
        guard (100...10_000_000).contains(events) else { throw ValidationError("--events must be between 100 and 10000000") }
        guard (1...100).contains(runs) else { throw ValidationError("--runs must be between 1 and 100") }
    }

    func run() {
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
}
