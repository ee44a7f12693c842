// Why this file exists: callgrind counts instructions exactly and repeatably, whatever else the machine is
// doing; wall-clock benchmarks cannot. This small program runs one dispatch case for a fixed number of
// steady-state events so that scripts/callgrind can divide the instructions spent in `handle` by the
// number of events.
//
//     DispatchProfile [case] [events] [dry]      case: onePan | inspector | deepTree | wideTree
//
// With `dry`, the events are built but not dispatched: the difference between a run and a dry run is the
// cost of dispatch alone (scripts/allocations uses it to count allocations per event).
import GraspScenes

@main
enum DispatchProfile {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        let names: [String: DispatchWorkload.Case] = ["onePan": .onePan, "inspector": .inspector, "deepTree": .deepTree, "wideTree": .wideTree]
        let workloadCase = names[arguments.first ?? "inspector"] ?? .inspector
        let count = arguments.dropFirst().first.flatMap { Int($0) } ?? 10_000
        let workload = DispatchWorkload(workloadCase, count: count)
        workload.prepare()
        if arguments.dropFirst(2).first != "dry" { run(workload) }
        print("\(workloadCase.rawValue): \(count) events")
    }

    /// The measured part: callgrind's `--toggle-collect` names this function.
    @inline(never)
    static func run(_ workload: DispatchWorkload) {
        for event in workload.events { workload.engine.handle(event) }
    }
}
