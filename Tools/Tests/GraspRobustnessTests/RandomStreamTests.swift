import Foundation
import Grasp
import GraspTesting
import PropertyBased
import Testing

/// Random event streams, valid and invalid, over random scenes with random relationships and changes
/// during handlers: every engine invariant holds for every one of them.
@Suite("Invariants under random streams")
struct RandomStreamTests {
    static let shardIndices = Array(0..<StreamConstants.shards)

    @Test("Every invariant holds for the deterministic sweep of streams", arguments: shardIndices)
    func deterministicSweep(shard: Int) {
        let total = UInt64(streamCount)
        let size = total / UInt64(StreamConstants.shards)
        let start = UInt64(shard) * size
        let end = shard == StreamConstants.shards - 1 ? total : start + size
        let result = sweep(start..<end)
        #expect(result.streams == Int(end - start))
    }

    @Test("Every invariant holds for fresh random streams (PropertyBased picks the seeds)")
    func freshStreams() async {
        let marker = FreshStreamMarker()
        await propertyCheck(count: isLongRun ? 10_000 : 200, input: streamGenerator) { words in
            marker.note(words)
            checkStream(words, label: "stream")
        }
        marker.clear()
    }
}

/// Replays one stream given as `GRASP_REPRO="0x…, 0x…"`, or the sweep's stream number N given as
/// `GRASP_REPRO_INDEX=N`, and prints its reproduction; does nothing without either variable.
@Test("Replay the stream in GRASP_REPRO")
func replayStreamFromEnvironment() {
    let environment = ProcessInfo.processInfo.environment
    if let index = environment["GRASP_REPRO_INDEX"].flatMap({ UInt64($0) }) {
        let words = stream(at: index), profile = sweepProfile(at: index), inputs = sweepInputs(at: index)
        print(ChaosRun.reproduction(words, profile: profile, inputs: inputs))
        checkStream(words, label: "stream \(index)", profile: profile, inputs: inputs)
        return
    }
    guard let text = environment["GRASP_REPRO"] else { return }
    let words = text.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "[" || $0 == "]" })
        .compactMap { UInt64($0.hasPrefix("0x") ? String($0.dropFirst(2)) : String($0), radix: $0.hasPrefix("0x") ? 16 : 10) }
    print(ChaosRun.reproduction(words))
    checkStream(words, label: "GRASP_REPRO")
}

/// The streams are not vacuous: over a few hundred of them every kind of bad input, every transition,
/// every kind of tree change and every ending of a control's touch happens.
@Suite("Reach of the random streams")
struct StreamReachTests {
    @Test("500 streams reach every diagnostic, every transition, every kind of tree change and every control touch ending")
    func reach() {
        var diagnostics: Set<EngineDiagnostic.Kind> = []
        var transitions: [String: Int] = [:]
        var mutations: Set<String> = []
        var controlEvents: [String: Int] = [:]
        for index in 0..<500 as Range<UInt64> {
            let run = ChaosRun(words: stream(at: index), keepsLog: true)
            controlEvents.merge(run.controlEventCounts, uniquingKeysWith: +)
            diagnostics.formUnion(run.diagnostics.map(\.kind))
            transitions.merge(run.transitionCounts, uniquingKeysWith: +)
            for line in run.log where !line.hasPrefix("event") && !line.hasPrefix("tick") && line != "drain" {
                mutations.insert(String(line.prefix { !$0.isNumber }))
            }
        }
        let allDiagnostics: Set<EngineDiagnostic.Kind> = [
            .timeWentBackwards, .nonFiniteTimestamp, .timestampOutOfRange, .nonFiniteLocation, .duplicateBegan,
            .unknownTouch, .locationClamped,
        ]
        #expect(diagnostics == allDiagnostics)
        for transition in ["possible→began", "began→changed", "changed→changed", "began→ended", "changed→ended",
                           "began→cancelled", "changed→cancelled", "possible→ended", "possible→failed"] {
            #expect(transitions[transition, default: 0] > 0, "\(transition) never happened")
        }
        #expect(mutations.count >= 9, "tree changes seen: \(mutations.sorted())")
        // Controls take part: their touches begin and end every way (the invariant that each touch-down
        // gets exactly one ending is checked in every stream).
        for event in ["touchDown", "touchUpInside", "touchUpOutside", "touchCancel"] {
            #expect(controlEvents[event, default: 0] > 0, "no control sent \(event): \(controlEvents)")
        }
    }

    @Test("2,000 streams reach every nested-scroll component and move each of them")
    func connections() {
        var scenes: [String: Int] = [:], moved: [String: Int] = [:]
        for index in 0..<2000 as Range<UInt64> {
            let words = stream(at: index)
            let scene = ChaosScene(seed: words[0])
            let kind = scene.collapsingHeader != nil ? "header" : scene.bottomSheet != nil ? "sheet" : scene.refreshControl != nil ? "refresh" : nil
            guard let kind else { continue }
            scenes[kind, default: 0] += 1
            if ChaosRun(words: words).connectionChanges > 0 { moved[kind, default: 0] += 1 }
        }
        for kind in ["header", "sheet", "refresh"] {
            #expect(scenes[kind, default: 0] >= 50, "\(kind): \(scenes)")
            #expect(moved[kind, default: 0] >= 1, "\(kind) never moved: \(moved) of \(scenes)")
        }
        print("connection scenes \(scenes), moved \(moved)")
    }
}
