// Why this file exists: callgrind counts instructions exactly and repeatably, whatever else the machine is
// doing; wall-clock benchmarks cannot. This small program runs one dispatch case for a fixed number of
// steady-state events so that scripts/callgrind can divide the instructions spent in `handle` by the
// number of events.
//
//     DispatchProfile [case] [events] [dry]      case: onePan | inspector | deepTree | wideTree | pans:N
//                                                 | hammerPreset
//     DispatchProfile trace:FILE [scene] [dry]
//
// `pans:N` is the scaling case: N simultaneous pans on one node, one finger. `hammerPreset` is the browser
// benchmark's (Hammer.js's default preset and its seeded gestures, every event from the first touch-down). `trace:FILE` sends a trace
// file's events to a scene (the inspector by default), dispatch only, as `grasp bench --trace` times it
// in its first figure; it prints the trace's number of touch events, which scripts/callgrind divides by.
// With `dry`, the events are built but not dispatched: the difference between a run and a dry run is the
// cost of dispatch alone (scripts/allocations uses it to count allocations per event).
import Foundation
import GraspScenes
import GraspTrace
import GraspFoundationCompat

@main
enum DispatchProfile {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        let names: [String: DispatchWorkload.Case] = ["onePan": .onePan, "inspector": .inspector, "deepTree": .deepTree, "wideTree": .wideTree,
                                                      "hammerPreset": .hammerPreset]
        let name = arguments.first ?? "inspector"
        if name.hasPrefix("trace:") {
            profileTrace(path: String(name.dropFirst(6)), scene: arguments.dropFirst().first ?? "inspector", dry: arguments.dropFirst(2).first == "dry")
            return
        }
        let count = arguments.dropFirst().first.flatMap { Int($0) } ?? 10_000
        let workload: DispatchWorkload
        let label: String
        if name.hasPrefix("pans:"), let pans = Int(name.dropFirst(5)), pans > 0 {
            workload = DispatchWorkload(simultaneousPans: pans, count: count)
            label = "\(pans) simultaneous pans"
        } else {
            let workloadCase = names[name] ?? .inspector
            workload = DispatchWorkload(workloadCase, count: count)
            label = workloadCase.rawValue
        }
        workload.prepare()
        if arguments.dropFirst(2).first != "dry" { run(workload) }
        print("\(label): \(count) events")
        if let endings = workload.endings {
            print("ended: " + endings.counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        }
    }

    static func profileTrace(path: String, scene: String, dry: Bool) {
        guard let trace = try? Trace(contentsOf: URL(fileURLWithPath: path)),
              let workload = TraceWorkload(trace: trace, sceneNamed: scene) else {
            print("DispatchProfile: cannot load \(path) into scene \(scene)")
            exit(1)
        }
        if !dry { run(workload) }
        print("trace \(path) in \(scene): \(workload.events.count) events")
    }

    /// The measured part of a trace replay (the same name, so the same `--toggle-collect` pattern).
    @inline(never)
    static func run(_ workload: TraceWorkload) {
        workload.dispatchOnly()
    }

    /// The measured part: callgrind's `--toggle-collect` names this function.
    @inline(never)
    static func run(_ workload: DispatchWorkload) {
        for event in workload.events { workload.engine.handle(event) }
    }
}
