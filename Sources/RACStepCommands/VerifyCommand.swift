import ArgumentParser
import Lessons
import ObjCFrontend

/// `racstep verify`: runs every lesson snippet and compares it with its expectation blocks.
public struct VerifyCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Run every lesson snippet and compare its output and trace with the lesson's expectation blocks.",
        discussion: """
        A snippet is a ```objc run fence; the ```output and ```trace blocks after it are what \
        it must print, exactly. On a mismatch, verify prints an error at the lesson's \
        file:line:col, a note where the texts first diverge (e.g. "step 9: expected block 7 \
        to run, got block 10") and a note with their unified diff, and exits 1; a snippet \
        that fails to run gets its own errors at the lesson lines they point to. --update \
        rewrites only the expectation blocks, creating missing ones. With --diagnostics json \
        the problems go to stderr as one JSON document, shaped as `racstep run --diagnostics \
        json` prints them, each naming its lesson file; stdout keeps the totals.
        """
    )

    @Argument(help: "Lesson files or directories of lessons.")
    public var paths: [String] = ["lessons"]

    @Flag(help: "Rewrite the expectation blocks from the actual runs instead of comparing.")
    public var update = false

    @Option(help: "How problems are printed: text (clang style, on stdout) or json (DiagnosticJSON with each lesson's file, on stderr).")
    var diagnostics: SnippetInput.DiagnosticsFormat = .text

    public init() {}

    public func run() throws {
        let summary: LessonVerification.Summary
        do {
            summary = try LessonVerification.run(paths: paths, runner: defaultRunner(), update: update)
        } catch let error as DiagnosticError where diagnostics == .json {
            Console.writeError(DiagnosticJSON.render([error]))
            throw ExitCode(1)
        } catch {
            // Loading errors are rendered diagnostics already (each ending its line); no
            // "Error:" prefix on top.
            let text = "\(error)"
            Console.writeError(text.hasSuffix("\n") ? text : text + "\n")
            throw ExitCode(1)
        }
        switch diagnostics {
        case .text:
            Console.write(summary.report)
        case .json:
            if !summary.problems.isEmpty { Console.writeError(DiagnosticJSON.render(summary.problems.map(\.error))) }
            Console.write(summary.totals)
        }
        if summary.failures > 0 { throw ExitCode(1) }
    }
}
