// Why this file exists: `grasp replay --format jsonl` is a contract tools read, and the WebAssembly build
// must print the same bytes for the same trace and flags. Both run the steps here: the checks of the
// scene, frame rate, tail and frames policy (with the command's own words), the replay, and the error text
// for a trace that cannot be read. The command adds only what a command line has (files, standard error,
// the text and SVG formats).

import Grasp
import GraspScenes
import GraspTrace

/// `grasp replay`'s steps, shared by the command and the WebAssembly API.
@_spi(GraspInternal) public enum ReplayLines {
    /// The default frame rate (ticks per second between samples).
    @_spi(GraspInternal) public static let defaultFrameRate = 120.0
    /// The default tail: seconds of ticks after the last sample.
    @_spi(GraspInternal) public static let defaultTail = 5.0

    /// Why the arguments cannot be used, in the command's words, or `nil` when they can.
    @_spi(GraspInternal) public static func problem(scene: String, frameRate: Double, tail: Double) -> String? {
        guard SceneCatalog.scene(named: scene) != nil else {
            return "no scene called \"\(scene)\"; the scenes are: \(SceneCatalog.names.joined(separator: ", "))"
        }
        guard frameRate > 0, frameRate.isFinite, frameRate <= 10_000 else {
            return "--frame-rate must be a positive number of ticks per second, at most 10000"
        }
        guard tail >= 0, tail.isFinite, tail <= 3600 else {
            return "--tail must be between 0 and 3600 seconds"
        }
        return nil
    }

    /// Why `frames` is not a frames policy, in the command's words, or `nil` when it is one.
    @_spi(GraspInternal) public static func framesProblem(_ frames: String) -> String? {
        ReplayFramePolicy(argument: frames) == nil ? "--frames must be stops, every or every=N with N at least 1, not \"\(frames)\"" : nil
    }

    /// The records of `trace` replayed into a new scene called `scene`, or `nil` when there is no such
    /// scene.
    /// The scene's engine is on `profile` (UIKit's by default; `grasp replay --platform android`).
    @_spi(GraspInternal) public static func records(_ trace: Trace, scene: String, frameRate: Double = defaultFrameRate, tail: Double = defaultTail,
                                frames: ReplayFramePolicy = .atStops, profile: PlatformProfile = .iOS) -> [ReplayRecord]? {
        SceneReplay.run(trace, sceneNamed: scene, replayer: TraceReplayer(frameRate: frameRate, tail: tail), frames: frames, profile: profile)
    }

    /// Why `version` is not a version of the JSON lines a replay prints, in the command's words, or `nil`
    /// when it is one (`--jsonl-version`).
    @_spi(GraspInternal) public static func versionProblem(_ version: Int) -> String? {
        let versions = ReplayRecord.jsonLinesVersions
        return versions.contains(version) ? nil
            : "--jsonl-version must be \(versions.map { String($0) }.joined(separator: " or ")) (the JSON lines' versions a replay prints), not \(version)"
    }

    /// What `grasp replay --format jsonl` prints for `trace`: one JSON object a line, each line ended by a
    /// newline, in `version` of the JSON lines (the latest by default; `--jsonl-version`). `nil` when there
    /// is no scene called `scene`.
    @_spi(GraspInternal) public static func jsonLines(_ trace: Trace, scene: String, frameRate: Double = defaultFrameRate, tail: Double = defaultTail,
                                  frames: ReplayFramePolicy = .atStops, profile: PlatformProfile = .iOS,
                                  version: Int = ReplayRecord.jsonLinesVersion) -> String? {
        guard let records = records(trace, scene: scene, frameRate: frameRate, tail: tail, frames: frames, profile: profile) else { return nil }
        var text = ""
        for record in records {
            text += record.jsonLine(version: version)
            text += "\n"
        }
        return text
    }

    /// The lines `grasp replay` writes to standard error when `error` stops it reading a trace: the error,
    /// then the hint to use `--repair` when repairing would fix it (and `repair` was not asked for).
    @_spi(GraspInternal) public static func errorLines(for error: TraceError, repair: Bool) -> (error: String, hint: String?) {
        ("grasp replay: \(error.description)", repair ? nil : error.repairHint.map { "(\($0))" })
    }
}
