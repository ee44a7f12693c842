// Why this file exists: the fuzz target and the regression tests must put a byte string through
// exactly the same checks, so that a crashing input kept from a fuzz run is a test that means the same
// thing. The checks live here: the trace reader (strict and repairing) with a write–read round trip and
// a replay under the invariant monitor, and the engine fed directly by the bytes as a chaos stream.

import Foundation
import Grasp
import GraspTrace
import GraspFoundationCompat

/// Puts arbitrary bytes through the trace reader and the engine, and reports every broken promise.
public enum ByteInputCheck {
    /// The most steps of an engine stream that are run (a fuzzer's long inputs add time, not cases).
    public static let maximumSteps = 128
    /// The most events of a trace that are replayed, for the same reason.
    public static let maximumEvents = 500

    /// What the first byte selects.
    public enum Mode: String, Sendable, CaseIterable {
        /// The rest is a trace file, read strictly.
        case strictTrace
        /// The rest is a trace file, read with repair.
        case repairingTrace
        /// The rest is a chaos stream (eight bytes per word) fed to the engine.
        case engineStream
    }

    /// The mode the first byte selects: 0 strict trace, 1 repairing trace, anything else an engine stream.
    public static func mode(of bytes: [UInt8]) -> Mode {
        switch bytes.first ?? 2 {
        case 0: .strictTrace
        case 1: .repairingTrace
        default: .engineStream
        }
    }

    /// Runs the checks for `bytes` and returns the problems found (empty when every promise held).
    ///
    /// The promises: reading never crashes, and fails only with a `TraceError`; a trace that reads is
    /// valid, writes and reads back to the same trace (after rounding), and replays through a random
    /// scene without breaking an engine invariant; an engine stream breaks no invariant.
    public static func problems(in bytes: [UInt8]) -> [String] {
        let body = Array(bytes.dropFirst())
        switch mode(of: bytes) {
        case .strictTrace: return traceProblems(body, options: [])
        case .repairingTrace: return traceProblems(body, options: .repair)
        case .engineStream:
            let words = Array(body.withUnsafeBytes { ChaosRun.words(from: $0) }.prefix(maximumSteps + 1))
            let run = ChaosRun(words: words)
            return run.isClean ? [] : ["engine stream broke invariants:\n" + ChaosRun.reproduction(words)]
        }
    }

    static func traceProblems(_ body: [UInt8], options: TraceReadingOptions) -> [String] {
        let trace: Trace
        do {
            trace = try Trace(jsonData: Data(body), fileName: "fuzz.json", options: options)
        } catch {
            _ = error.description
            return []
        }
        var problems: [String] = []
        do { try trace.validate(fileName: "fuzz.json") } catch { problems.append("a trace that was read does not validate: \(error)") }
        let rounded = trace.rounded()
        do {
            let again = try Trace(jsonData: rounded.jsonData(), fileName: "again.json")
            if again != rounded { problems.append("a trace written and read back differs") }
        } catch {
            problems.append("a trace written by jsonData() cannot be read back: \(error)")
        }
        let scene = ChaosScene(seed: UInt64(truncatingIfNeeded: body.count))
        let monitor = InvariantMonitor(engine: scene.engine)
        for event in trace.touchEvents().prefix(maximumEvents) {
            scene.engine.handle(event)
            monitor.checkpoint()
        }
        monitor.drain()
        problems += monitor.violations.map { "replaying the trace broke an invariant: \($0)" }
        return problems
    }
}
