import ArgumentParser
import Foundation
import Lessons
import ObjCInterpreter
import RACTrace

/// `racstep diff A.m [B.m] [--rac V]…`: two runs' traces aligned (`TraceDiff`).
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Run two snippets (or one under two RACs) and print their traces aligned, divergences marked.",
        discussion: """
            The traces are aligned on what both runs share, the snippet's own blocks and its printed \
            output, then RAC's steps between them. `--rac` once applies to both runs; twice, to a then b \
            (`racstep diff x.m --rac reactiveobjc --rac 2.5`). Exits 0 when the runs take the same steps, \
            1 when they diverge, 2 when a snippet cannot run.
            """)

    @Argument(help: "The first snippet (a).")
    var fileA: String

    @Argument(help: "The second snippet (b); the first again when left out.")
    var fileB: String?

    @Option(name: .customLong("rac"), parsing: .singleValue,
            help: ArgumentHelp("The RAC of both runs, or given twice, of a then b: \(RACLibrary.optionValues).", valueName: "VERSION"))
    var racs: [String] = []

    @Option(help: "text (aligned listing) or json (one document).")
    var format: TraceCommand.Format = .text

    func validate() throws {
        guard racs.count <= 2 else { throw ValidationError("--rac is given once (both runs) or twice (a, then b)") }
        for rac in racs where RACLibrary(option: rac) == nil {
            throw ValidationError("--rac expects one of \(RACLibrary.optionValues) (got '\(rac)')")
        }
    }

    func run() throws {
        let libraries = racs.compactMap(RACLibrary.init(option:))
        let a = try side(fileA, libraries.first ?? .reactiveObjC)
        let b = try side(fileB ?? fileA, libraries.last ?? .reactiveObjC)
        let diff = TraceDiff(a, b)
        Console.write(format == .json ? diff.json : diff.text)
        if diff.firstDivergence != nil { throw ExitCode(1) }
    }

    /// Runs one snippet; a snippet that fails to run prints its diagnostics and exits 2.
    private func side(_ file: String, _ library: RACLibrary) throws -> TraceDiff.Side {
        var input = try SnippetInput.parse([file])
        input.rac = library.rawValue
        let run: InterpreterRun
        do {
            run = try input.run(recordsTrace: true)
        } catch let error as RACStepError {
            Console.writeError(error.description + "\n")
            throw ExitCode(2)
        }
        guard run.status == .success else {
            Console.writeError(run.diagnostics)
            throw ExitCode(2)
        }
        let title = file + (library == .reactiveObjC ? "" : " --rac \(library.rawValue)") + " (\(library.displayName))"
        return TraceDiff.Side(title: title, steps: run.steps, sourceLines: run.file.text.components(separatedBy: "\n"))
    }
}
