// Why this file exists: a team that records traces wants them checked in CI without writing Swift.
// `grasp test PATH…` replays every trace under the paths against the expectations file beside it and
// prints one line per trace and a summary; `--record` freezes the current behaviour into those files.
// The logic is GraspTesting's `TraceTestSuite`; this is the command-line layer.

import ArgumentParser
import Foundation
import GraspScenes
import GraspTesting

/// `grasp test PATH… [--junit FILE] [--jobs N]` and `grasp test --record PATH… [--scene NAME] [--force]`.
struct TestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Replay traces against their expectations files (NAME.grasp-test.json), or record those files.",
        discussion: """
            Every .json file under the given folders is a trace, except expectations files (.grasp-test.json) \
            and the recorded traces' measurement sidecars (.expect.json). Prints PASS or FAIL per trace, the \
            differences of each failing one (expected against got, with the time), and "N passed, N failed". \
            Exits with status 0 when every trace passed, 1 otherwise. With --record, writes each trace's \
            expectations from its current behaviour instead, never replacing an existing file without --force.
            """)

    @Argument(help: "Trace files or folders of traces.", completion: .file())
    var paths: [String]

    @Option(help: "Write a JUnit XML report to this file.")
    var junit: String?

    @Option(help: "How many traces to replay at once (default: the number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "Write the expectations files from the current behaviour instead of checking them.")
    var record = false

    @Flag(help: "With --record, replace existing expectations files.")
    var force = false

    @Option(help: "With --record, the scene to replay into (default: the scene of the file being replaced, or the inspector).")
    var scene: String?

    @Option(help: "With --record, ticks per second between samples.")
    var frameRate: Double = 120

    @Option(help: "With --record, seconds of ticks after the last sample.")
    var tail: Double = 5

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("give at least one trace file or folder") }
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        if let scene, SceneCatalog.scene(named: scene) == nil {
            throw ValidationError("no scene called \"\(scene)\"; the scenes are: \(SceneCatalog.names.joined(separator: ", "))")
        }
        guard frameRate > 0, frameRate.isFinite, frameRate <= 10_000 else { throw ValidationError("--frame-rate must be a positive number of ticks per second, at most 10000") }
        guard tail >= 0, tail.isFinite, tail <= 3600 else { throw ValidationError("--tail must be between 0 and 3600 seconds") }
        if !record && (force || scene != nil) { throw ValidationError("--force and --scene go with --record") }
    }

    func run() async throws {
        let traces: [String]
        do {
            traces = try TraceTestSuite.traceFiles(in: paths)
        } catch {
            FileHandle.standardError.write(Data("grasp test: \(error)\n".utf8))
            throw ExitCode(1)
        }
        if record {
            var refused = 0
            for trace in traces {
                do {
                    let url = try TraceTestSuite.record(trace, scene: scene, frameRate: frameRate, tail: tail, force: force)
                    let shown = trace.hasSuffix(".json") ? String(trace.dropLast(5)) + TraceExpectations.fileSuffix : url.path
                    print("recorded \(shown)")
                } catch {
                    FileHandle.standardError.write(Data("grasp test: \(trace): \(error)\n".utf8))
                    refused += 1
                }
            }
            if refused > 0 { throw ExitCode(1) }
            return
        }
        if traces.isEmpty { FileHandle.standardError.write(Data("grasp test: no traces under \(paths.joined(separator: ", "))\n".utf8)) }
        let outcomes = await TraceTestSuite.test(traces, concurrency: jobs)
        for outcome in outcomes {
            print(outcome.line)
            for line in outcome.detailLines { print(line) }
        }
        print(TraceTestSuite.summary(outcomes))
        if let junit {
            let host = ProcessInfo.processInfo.hostName
            do {
                try Data(JUnitReport.xml(for: outcomes, hostname: host.isEmpty ? "localhost" : host).utf8).write(to: URL(fileURLWithPath: junit))
            } catch {
                FileHandle.standardError.write(Data("grasp test: cannot write \(junit): \(error.localizedDescription)\n".utf8))
                throw ExitCode(1)
            }
        }
        if outcomes.isEmpty || outcomes.contains(where: { !$0.passed }) { throw ExitCode(1) }
    }
}
