// Why this file exists: `grasp replay` runs a recorded or synthesized trace through a scene and prints
// what every recognizer did, as a timeline for people or JSON lines for tools.
import ArgumentParser
import Foundation
@_spi(GraspInternal) import GraspLabSession
import Grasp
import GraspScenes
import GraspTrace
import GraspFoundationCompat

/// `grasp replay TRACE [--scene NAME] [--format text|jsonl|svg] [--jsonl-version 5|6] [--frames stops|every|every=N] [--platform ios|android] [--repair]`.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Replay a trace through a scene and print every recognizer's state changes.",
        discussion: """
            The trace is a grasp-trace JSON file (format version 1 or 2; a version 2 trace's hover, scroll and transform samples are replayed too). The scene is ticked at the frame rate \
            between samples, so timers fire on time, and for --tail seconds after the last sample. \
            With --format jsonl, every state change is one JSON object per line, and the scene's node frames \
            follow every animation stop and the end of the trace (and, with --frames every or every=N, every \
            tick or every N-th tick). The JSON lines are version 6 (frames lines carry the stretch of a scroll \
            view on Android's physics, the only change from version 5, so on iOS's physics the lines are \
            version 5's); --jsonl-version 5 prints version 5 (no stretch) on any platform. With --format svg, one self-contained SVG timeline: a lane per \
            recognizer, the touches and the moving nodes on one time axis.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, jsonl, svg
    }

    /// The platform whose constants and scroll physics the scene's engine follows.
    enum Platform: String, ExpressibleByArgument, CaseIterable {
        case ios, android

        var profile: PlatformProfile { self == .android ? .android : .iOS }
    }

    @Argument(help: "The trace file to replay.", completion: .file(extensions: ["json"]))
    var trace: String

    @Option(help: "The scene to replay into: \(SceneCatalog.names.joined(separator: ", ")).")
    var scene: String = SceneCatalog.defaultName

    @Option(help: "The output format: text (a timeline), jsonl (one JSON object per line) or svg (a picture of the timeline).")
    var format: Format = .text

    @Option(name: .customLong("jsonl-version"), help: "The version of the JSON lines: 6 (the default; frames lines carry the stretch on Android's physics) or 5 (the lines before the stretch).")
    var jsonlVersion: Int = ReplayRecord.jsonLinesVersion

    @Option(help: "When frames lines are printed besides every animation stop and the end: stops (no more), every (every tick) or every=N (every N-th tick).")
    var frames: String = "stops"

    @Option(help: "The platform profile of the scene's engine: ios (UIKit's, the default) or android (Android's slop, timeouts, fling limits, fling curve and stretch overscroll).")
    var platform: Platform = .ios

    @Flag(help: "Repair pointer lifecycles (drop impossible samples, cancel dangling pointers) instead of rejecting the trace; repairs are reported on standard error.")
    var repair = false

    @Option(help: "Ticks per second between samples.")
    var frameRate: Double = ReplayLines.defaultFrameRate

    @Option(help: "Seconds to keep ticking after the last sample, so that timers fire and animations (a flick's glide) come to rest.")
    var tail: Double = ReplayLines.defaultTail

    func validate() throws {
        if let problem = ReplayLines.framesProblem(frames) ?? ReplayLines.versionProblem(jsonlVersion) ?? ReplayLines.problem(scene: scene, frameRate: frameRate, tail: tail) {
            throw ValidationError(problem)
        }
    }

    func run() throws {
        let url = URL(fileURLWithPath: trace)
        var report = TraceRepairReport(fileName: url.lastPathComponent)
        let loaded: Trace
        do {
            loaded = try Trace(contentsOf: url, options: repair ? [.repair] : [], repairReport: &report)
        } catch {
            let lines = ReplayLines.errorLines(for: error, repair: repair)
            FileHandle.standardError.write(Data("\(lines.error)\n".utf8))
            if let hint = lines.hint { FileHandle.standardError.write(Data("\(hint)\n".utf8)) }
            throw ExitCode(1)
        }
        if !report.isEmpty {
            FileHandle.standardError.write(Data("grasp replay: repaired \(url.lastPathComponent):\n\(report)\n".utf8))
        }
        if format == .svg {
            let replayer = TraceReplayer(frameRate: frameRate, tail: tail)
            guard let svg = ReplaySVG.render(loaded, sceneNamed: scene, name: url.lastPathComponent, replayer: replayer) else {
                throw ValidationError("no scene called \"\(scene)\"")
            }
            print(svg, terminator: "")
            return
        }
        let framePolicy = ReplayFramePolicy(argument: frames) ?? .atStops
        if format == .jsonl {
            // The JSON lines are a contract: the WebAssembly build prints them through the same code.
            guard let lines = ReplayLines.jsonLines(loaded, scene: scene, frameRate: frameRate, tail: tail, frames: framePolicy, profile: platform.profile,
                                                  version: jsonlVersion) else {
                throw ValidationError("no scene called \"\(scene)\"")
            }
            print(lines, terminator: "")
            return
        }
        guard let records = ReplayLines.records(loaded, scene: scene, frameRate: frameRate, tail: tail, frames: framePolicy, profile: platform.profile) else {
            throw ValidationError("no scene called \"\(scene)\"")
        }
        print("\(url.lastPathComponent) in scene \"\(scene)\": \(loaded.samples.count) samples, \(String(format: "%.3f", loaded.samples.last?.t ?? 0)) s")
        // Version 2 input beyond contacts is replayed too; say how much of each.
        let inputs = loaded.engineInputs()
        let hovers = inputs.count { if case .hover = $0 { true } else { false } }
        let scrolls = inputs.count { if case .scroll = $0 { true } else { false } }
        let transforms = inputs.count { if case .transform = $0 { true } else { false } }
        let keys = inputs.count { if case .key = $0 { true } else { false } }  // version 3
        if hovers + scrolls + transforms + keys > 0 {
            print("inputs: \(inputs.count - hovers - scrolls - transforms - keys) touch events, \(hovers) hover, \(scrolls) scroll, \(transforms) transform reports"
                + (keys > 0 ? ", \(keys) key reports" : ""))
        }
        for record in records {
            print(record.textLine)
        }
    }
}

/// `grasp scenes`: lists the scenes.
struct ScenesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "scenes", abstract: "List the scenes.")

    func run() {
        for name in SceneCatalog.names { print(name) }
    }
}
