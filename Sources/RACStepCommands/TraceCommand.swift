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
        // Streamed: a trace of millions of steps is never held as one string.
        case .text: RACTraceTextFormat.write(result.trace, to: Console.write(bytes:))
        case .json: RACTraceJSON.write(result.trace, to: Console.write(bytes:))
        }
        try Console.finish(result, format: input.diagnostics)
    }
}
