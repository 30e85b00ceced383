import ArgumentParser
import Foundation
import ObjCInterpreter
import RACCore

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
        case .json: Console.write(TraceJSON.render(result.steps))
        }
        try Console.finish(result)
    }
}

/// `--format json`: one JSON object per line, keys sorted, absent fields left out.
enum TraceJSON {
    static func render(_ steps: [RACTraceStep]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return steps.map { step in
            let data = (try? encoder.encode(step)) ?? Data()
            return String(decoding: data, as: UTF8.self) + "\n"
        }.joined()
    }
}
