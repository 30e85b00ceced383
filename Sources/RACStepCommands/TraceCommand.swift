import ArgumentParser
import Foundation
import ObjCInterpreter
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

    /// The disposable tree's changes too, after the steps: what a reader model needs to say
    /// which disposables are live at a step (the browser test's oracle) without the site.
    @Flag(help: "With --format json: after the steps, each change of the disposable tree (an object with afterStep, kind, parent, child …) on a line.")
    var tree = false

    func validate() throws {
        if tree && format != .json { throw ValidationError("--tree needs --format json") }
    }

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
        case .json:
            RACTraceJSON.write(result.trace, to: Console.write(bytes:))
            if tree { try writeTreeChanges(result.treeChanges) }
        }
        try Console.finish(result, format: input.diagnostics)
    }

    private func writeTreeChanges(_ changes: [RACTreeChange]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for change in changes {
            Console.write(String(decoding: try encoder.encode(change), as: UTF8.self) + "\n")
        }
    }
}
