// Why this file exists: the `grasp` command's root; each subcommand lives in its own file.
import ArgumentParser

/// The `grasp` command.
@main
struct GraspCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "grasp",
        abstract: "Grasp, a gesture-recognition engine: replay touch traces through its scenes, or drive them live in the lab.",
        subcommands: [ReplayCommand.self, ScenesCommand.self, LatencyCommand.self, LabCommand.self]
    )
}
