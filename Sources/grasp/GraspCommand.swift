// Why this file exists: the `grasp` command's root; each subcommand lives in its own file.
import ArgumentParser

/// The `grasp` command.
@main
struct GraspCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "grasp",
        abstract: "Grasp, a gesture-recognition engine: replay touch traces through its scenes.",
        subcommands: [ReplayCommand.self, ScenesCommand.self, LatencyCommand.self]
    )
}
