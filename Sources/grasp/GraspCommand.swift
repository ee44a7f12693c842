import ArgumentParser

/// The `grasp` command.
@main
struct GraspCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "grasp", abstract: "The Grasp gesture engine.",
        subcommands: [LatencyCommand.self])
}
