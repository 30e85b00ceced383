import ArgumentParser

/// `racstep`: the root command.
public struct RACStepCommand: AsyncParsableCommand {
    public static let version = "0.1.0"

    public static let configuration = CommandConfiguration(
        commandName: "racstep",
        abstract: "See how ReactiveCocoa's RACSignal works inside: run, trace and step through RAC snippets.",
        version: version,
        subcommands: [RunCommand.self, TraceCommand.self, StepCommand.self, VerifyCommand.self, SiteCommand.self,
                      ServeCommand.self, DiffCommand.self, TraceWorkerCommand.self]
    )

    public init() {}
}
