import ArgumentParser
import Foundation
import ObjCInterpreter
import RACCore
import RACTrace

/// `racstep trace FILE`: the whole recorded run.
struct TraceCommand: ParsableCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Run a snippet and print every step: blocks entered, events sent, disposals, output.")

    @OptionGroup var input: SnippetInput

    @Option(help: "text (for people and lessons) or json (one object per line).")
    var format: Format = .text

    func run() throws {
        let result: InterpreterRun
        do {
            result = try input.run(recordsTrace: true)
        } catch let error as RACStepError {
            Console.writeError(error.description + "\n")
            throw ExitCode(1)
        }
        switch format {
        case .text: Console.write(result.traceText)
        case .json: Console.write(RACTraceJSON.render(result.steps))
        }
        try Console.finish(result, format: input.diagnostics)
    }
}
