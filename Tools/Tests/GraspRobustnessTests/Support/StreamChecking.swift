// Test support: the random stream generator (built from PropertyBased generators, so that the
// library's shrinking works on it), a deterministic sweep over seeds, and the report a failing stream
// prints: its seed, the minimal words that still fail, the scene, the steps and the violations.
import Foundation
import Grasp
import GraspTesting
import PropertyBased
import Testing

/// Constants of the random-stream tests, with their reasons.
enum StreamConstants {
    /// Streams in the normal run: the issue asks for at least 10,000.
    static let normalStreamCount = 10_000
    /// Streams in the long run (`GRASP_LONG_RUN=1`): the issue asks for at least 1,000,000.
    static let longStreamCount = 1_000_000
    /// The longest stream (steps after the scene word): short streams keep the normal run fast, and
    /// most bugs need only a handful of steps.
    static let maximumSteps = 40
    /// How many test cases the streams are split into, so that Swift Testing can run them in parallel.
    static let shards = 4
    /// One sweep stream in this many also plays its index as a hand-off path (``HandOffRateCheck``: one
    /// arrangement, at 60, 120, 240 Hz and a jittered rate; 100 in the normal run, 10,000 in the long
    /// one). The normal run's stream suites took 11.4 and 13.2 s of CPU with it and 15.1 s without
    /// (debug, on a busy machine, 2026-11-28): no change that the machine's noise does not hide.
    static let handOffShare: UInt64 = 100
}

/// A random stream: the scene's seed, then 1 to `maximumSteps` step words.
let streamGenerator = Gen.uint64().array(of: 2...(StreamConstants.maximumSteps + 1))

/// Whether the long mode is on.
var isLongRun: Bool { ProcessInfo.processInfo.environment["GRASP_LONG_RUN"] == "1" }

/// How many streams the sweep runs: `GRASP_STREAMS` if set (to reproduce or explore), otherwise the
/// long or the normal count.
var streamCount: Int {
    if let text = ProcessInfo.processInfo.environment["GRASP_STREAMS"], let count = Int(text), count > 0 { return count }
    return isLongRun ? StreamConstants.longStreamCount : StreamConstants.normalStreamCount
}

/// The stream for sweep index `index`: PropertyBased's generator driven by a Xoshiro generator seeded
/// from the index, so that the sweep is the same on every run.
func stream(at index: UInt64) -> [UInt64] {
    var rng = Xoshiro(seed: (index, 0x4752_4153_5052_4F42, index &* 0x9E37_79B9_7F4A_7C15, 0x5354_5245_414D_5321))
    return streamGenerator.run(using: &rng)
}

/// Runs `words`; on a violation records an issue with the seed, the minimal failing words and the
/// reproduction. Returns whether the stream was clean.
@discardableResult
func checkStream(_ words: [UInt64], label: String, profile: PlatformProfile = .iOS, inputs: ChaosInputs = .touches,
                 sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    let run = ChaosRun(words: words, profile: profile, inputs: inputs)
    if run.isClean { return true }
    let minimal = ChaosRun.minimize(words, profile: profile, inputs: inputs)
    Issue.record(
        """
        \(label) broke \(run.violationCount) invariant check(s); first: \(run.violations.first?.description ?? "?")
        minimal reproduction (\(minimal.count - 1) step(s)):
        \(ChaosRun.reproduction(minimal, profile: profile, inputs: inputs))
        """, sourceLocation: sourceLocation)
    return false
}

/// Runs the sweep indices `range`, stopping at the first failing stream. One index in
/// `StreamConstants.handOffShare` also checks that the movers of a shared drag end in the same places at
/// every rate (``HandOffRateCheck``), on the arrangements in turn.
func sweep(_ range: Range<UInt64>) -> (streams: Int, steps: Int) {
    var steps = 0
    let arrangements = HandOffRateCheck.Arrangement.allCases
    for index in range {
        let words = stream(at: index)
        steps += words.count - 1
        let profile = sweepProfile(at: index), inputs = sweepInputs(at: index)
        let label = "stream \(index)\(profile == .iOS ? "" : " (Android)")\(inputs == .touches ? "" : " (keys, scrollbars)")"
        if !checkStream(words, label: label, profile: profile, inputs: inputs) { break }
        if index % StreamConstants.handOffShare == 0 {
            let arrangement = arrangements[Int(index / StreamConstants.handOffShare % UInt64(arrangements.count))]
            if let problem = HandOffRateCheck.check(seed: index, arrangement: arrangement) {
                Issue.record("stream \(index), hand-off: \(problem)")
                break
            }
        }
    }
    return (range.count, steps)
}

/// Keeps the words of the fresh stream being run in `artifacts/fresh-stream-in-progress.txt`, so that if a
/// stream ever hangs the engine, scripts/swift-tests (which stops a hung run) can print the stream to
/// replay with `GRASP_REPRO`. The file is removed when the test ends.
struct FreshStreamMarker {
    let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("artifacts/fresh-stream-in-progress.txt")

    func note(_ words: [UInt64]) {
        let text = words.map { "0x" + String($0, radix: 16) }.joined(separator: ", ") + "\n"
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? text.write(to: url, atomically: false, encoding: .utf8)
    }

    func clear() { try? FileManager.default.removeItem(at: url) }
}

/// The platform profile of the sweep's stream `index`: UIKit's for even indices, Android's (density
/// 2.625) for odd ones, so that the sweep covers both with the same number of streams.
func sweepProfile(at index: UInt64) -> PlatformProfile {
    index % 2 == 0 ? .iOS : androidSweepProfile
}

/// What the sweep's stream `index` mixes with its touches (beside the accessibility actions every stream
/// has): keys and scrollbar presses in every stream whose index is 2 or 3 modulo 4, so that each profile
/// gets as many streams with them as without; the other streams are those of before.
func sweepInputs(at index: UInt64) -> ChaosInputs {
    index % 4 >= 2 ? .all : .touches
}

/// Android's profile at a phone's density (2.625), for the sweep.
let androidSweepProfile = try! PlatformProfile.android(density: 2.625)
