import ArgumentParser

/// The `grasp` command.
@main
struct GraspCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "grasp", abstract: "The Grasp gesture engine.",
        subcommands: [LabCommand.self])
}
