// Why this file exists: the `grasp` command's root; each subcommand lives in its own file.
import ArgumentParser

/// The `grasp` command.
@main
struct GraspCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "grasp",
        abstract: "Grasp, a gesture-recognition engine: drive its scenes live in the lab, or replay touch traces through them.",
        subcommands: [LabCommand.self, ReplayCommand.self, TestCommand.self, ScenesCommand.self, LatencyCommand.self, BenchCommand.self]
    )
}
