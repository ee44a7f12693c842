// Why this file exists: callgrind counts instructions exactly and repeatably, whatever else the machine is
// doing; wall-clock benchmarks cannot. This small program runs one dispatch case for a fixed number of
// steady-state events so that scripts/callgrind can divide the instructions spent in `handle` by the
// number of events.
//
//     DispatchProfile [case] [events] [dry]      case: onePan | inspector | deepTree | wideTree | pans:N
//
// `pans:N` is the scaling case: N simultaneous pans on one node, one finger.
// With `dry`, the events are built but not dispatched: the difference between a run and a dry run is the
// cost of dispatch alone (scripts/allocations uses it to count allocations per event).
import GraspScenes

@main
enum DispatchProfile {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        let names: [String: DispatchWorkload.Case] = ["onePan": .onePan, "inspector": .inspector, "deepTree": .deepTree, "wideTree": .wideTree]
        let name = arguments.first ?? "inspector"
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
    }

    /// The measured part: callgrind's `--toggle-collect` names this function.
    @inline(never)
    static func run(_ workload: DispatchWorkload) {
        for event in workload.events { workload.engine.handle(event) }
    }
}
