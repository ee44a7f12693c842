// Why this file exists: callgrind counts instructions exactly and repeatably, whatever else the machine is
// doing; wall-clock benchmarks cannot. This small program runs one dispatch case for a fixed number of
// steady-state events so that scripts/callgrind can divide the instructions spent in `handle` by the
// number of events.
//
//     DispatchProfile [case] [events] [dry]      case: onePan | inspector | deepTree | wideTree | pans:N
//                                                 | hammerPreset | hostPreset | hostPresetEvery | hostPresetKinds
//     DispatchProfile trace:FILE [scene] [dry]
//
// `pans:N` is the scaling case: N simultaneous pans on one node, one finger. `hammerPreset` is the browser
// benchmark's (Hammer.js's default preset and its seeded gestures, every event from the first touch-down);
// `hostPreset` is the same through the host API (GraspHost.pointer per pointer event, the records and the
// status written), what grasp_host_pointer runs in the page's module: the events grasp.js sends it (a move
// that leaves its pointer where it was is not sent unless a deadline is due by its time, 2026-11-30), where
// `hostPresetEvery` sends every event, as `hostPreset` did before that; `hostPresetKinds` sends
// `hostPreset`'s events through one function per kind (down, move, up), for scripts/callgrind to count each
// kind apart. `trace:FILE` sends a trace file's events to a scene (the inspector by default), dispatch
// only, as `grasp bench --trace` times it in its first figure; it prints the trace's number of touch
// events, which scripts/callgrind divides by.
// With `dry`, the events are built but not dispatched: the difference between a run and a dry run is the
// cost of dispatch alone (scripts/allocations uses it to count allocations per event).
import Foundation
import GraspScenes
import GraspTrace
import GraspFoundationCompat
import GraspHostAPI

@main
enum DispatchProfile {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        let names: [String: DispatchWorkload.Case] = ["onePan": .onePan, "inspector": .inspector, "deepTree": .deepTree, "wideTree": .wideTree,
                                                      "hammerPreset": .hammerPreset]
        let name = arguments.first ?? "inspector"
        if name == "hostPreset" || name == "hostPresetEvery" || name == "hostPresetKinds" {
            profileHost(count: arguments.dropFirst().first.flatMap { Int($0) } ?? 8160, dry: arguments.dropFirst(2).first == "dry",
                        every: name == "hostPresetEvery", byKind: name == "hostPresetKinds")
            return
        }
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

    /// The host path natively: Hammer.js's preset made through the host API, as grasp.js makes it for
    /// binding.js, and the benchmark's pointer samples each handed to `GraspHost.pointer`, as
    /// `grasp_host_pointer` hands them (the event records written, the status after each call).
    static func profileHost(count: Int, dry: Bool, every: Bool, byKind: Bool) {
        do {
            let host = try GraspHost(width: 390, height: 844)
            let node = try host.createNode(kind: 0)
            try host.addChild(node, to: GraspHost.rootHandle)
            try host.setFrame(node, x: 0, y: 0, width: 390, height: 844)
            func make(_ kind: GraspHost.RecognizerKind) throws -> Int32 { try host.createRecognizer(kind: kind.rawValue) }
            let rotation = try make(.rotation), pinch = try make(.pinch), swipe = try make(.swipe), pan = try make(.pan)
            let tap = try make(.tap), doubleTap = try make(.tap), press = try make(.longPress)
            try host.set(swipe, GraspHost.Option.direction.rawValue, 15)
            try host.set(doubleTap, GraspHost.Option.numberOfTapsRequired.rawValue, 2)
            try host.set(press, GraspHost.Option.minimumPressDuration.rawValue, 0.251)
            for recognizer in [rotation, pinch, swipe, pan, tap, doubleTap, press] { try host.addRecognizer(recognizer, to: node) }
            try host.allowSimultaneousRecognition(pinch, with: rotation)
            try host.allowSimultaneousRecognition(pan, with: swipe)
            try host.allowSimultaneousRecognition(doubleTap, with: tap)
            try host.require(tap, toFail: doubleTap)
            let samples = DispatchWorkload.hammerPointerSamples(count: count)
            if byKind {
                let counts = dry ? KindCounts() : runByKind(host, samples)
                print("host preset by kind: \(samples.count) events, \(counts.downs) downs, \(counts.moves) moves, \(counts.ups) ups sent")
                return
            }
            var records = 0
            if !dry { records = run(host, samples, every: every) }
            print("host preset: \(samples.count) events, \(records) records")
        } catch {
            print("DispatchProfile: \(error)")
            exit(1)
        }
    }

    /// The measured part of the host path (the same name, so the same `--toggle-collect` pattern). Unless
    /// `every`, a move that leaves its pointer where it was last sent is skipped when no deadline is due by
    /// its time, as grasp.js's pointer listener skips it (see `SentPositions`).
    @inline(never)
    static func run(_ host: GraspHost, _ samples: [HostSample], every: Bool) -> Int {
        var records = 0
        var sent = SentPositions()
        for sample in samples {
            if !every && sent.skips(sample, host) { continue }
            records += send(sample, to: host)
        }
        return records
    }

    /// The host path's events sorted by kind (`hostPresetKinds`): the same events as `run` without `every`,
    /// each kind's sent through a function of its own (`sendDown`, `sendMove`, `sendUp`), so that
    /// scripts/callgrind can count each kind's instructions apart by collecting inside one of them.
    @inline(never)
    static func runByKind(_ host: GraspHost, _ samples: [HostSample]) -> KindCounts {
        var counts = KindCounts()
        var sent = SentPositions()
        for sample in samples where !sent.skips(sample, host) {
            switch sample.phase {
            case 0: sendDown(sample, to: host, counting: &counts)
            case 1: sendMove(sample, to: host, counting: &counts)
            default: sendUp(sample, to: host, counting: &counts)
            }
        }
        return counts
    }

    /// How many pointer events of each kind `runByKind` sent (an up counts a cancel too).
    struct KindCounts {
        var downs = 0, moves = 0, ups = 0
    }

    // Each counts its kind in a field of its own, so that no two have the same code (the optimizer would
    // merge them, and callgrind would count them as one).
    @inline(never) static func sendDown(_ sample: HostSample, to host: GraspHost, counting counts: inout KindCounts) {
        counts.downs += 1
        _ = send(sample, to: host)
    }
    @inline(never) static func sendMove(_ sample: HostSample, to host: GraspHost, counting counts: inout KindCounts) {
        counts.moves += 1
        _ = send(sample, to: host)
    }
    @inline(never) static func sendUp(_ sample: HostSample, to host: GraspHost, counting counts: inout KindCounts) {
        counts.ups += 1
        _ = send(sample, to: host)
    }

    typealias HostSample = (t: Double, id: Int, phase: Int, x: Double, y: Double)

    /// One sample handed to the host as `grasp_host_pointer` hands it (the status written after a call that
    /// changed something); returns how many event records the call wrote.
    @inline(__always)
    static func send(_ sample: HostSample, to host: GraspHost) -> Int {
        let changes = host.changeCount
        try? host.pointer(at: sample.t, kind: 0, id: Double(sample.id), phase: Double(sample.phase), x: sample.x, y: sample.y)
        if host.changeCount != changes { host.writeStatus() }
        return host.events.count
    }

    /// Where each pointer was last sent, as grasp.js keeps it: by its id modulo 64 (the benchmark never has
    /// two pointers down whose ids share an entry, and a touch-down writes its entry).
    struct SentPositions {
        var last = [(x: Double, y: Double)](repeating: (.nan, .nan), count: 64)

        /// Whether grasp.js would not send `sample`: a move that leaves its pointer where it was last sent,
        /// with no deadline due by its time. Otherwise it is noted as sent.
        @inline(__always)
        mutating func skips(_ sample: HostSample, _ host: GraspHost) -> Bool {
            let sent = last[sample.id & 63]
            if sample.phase == 1, sent.x == sample.x, sent.y == sample.y, host.nextDeadline.map({ sample.t < $0 }) ?? true { return true }
            last[sample.id & 63] = (sample.x, sample.y)
            return false
        }
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
