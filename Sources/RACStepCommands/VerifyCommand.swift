import ArgumentParser
import Lessons

/// `racstep verify`: runs every lesson snippet and compares it with its expectation blocks.
public struct VerifyCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Run every lesson snippet and compare its output and trace with the lesson's expectation blocks.",
        discussion: """
        A snippet is a ```objc run fence; the ```output and ```trace blocks after it are what \
        it must print, exactly. On a mismatch, verify prints the lesson's file:line, the first \
        divergence (e.g. "step 9: expected block 7 to run, got block 10") and a unified diff, \
        and exits 1. --update rewrites only the expectation blocks, creating missing ones.
        """
    )

    @Argument(help: "Lesson files or directories of lessons.")
    public var paths: [String] = ["lessons"]

    @Flag(help: "Rewrite the expectation blocks from the actual runs instead of comparing.")
    public var update = false

    public init() {}

    public func run() throws {
        let summary: LessonVerification.Summary
        do {
            guard let runner = defaultRunner() else { throw RunnerUnavailable() }
            summary = try LessonVerification.run(paths: paths, runner: runner, update: update)
        } catch {
            // Loading errors are rendered diagnostics already (each ending its line); no
            // "Error:" prefix on top.
            let text = "\(error)"
            Console.writeError(text.hasSuffix("\n") ? text : text + "\n")
            throw ExitCode(1)
        }
        Console.write(summary.report)
        if summary.failures > 0 { throw ExitCode(1) }
    }
}

/// `Lessons.defaultRunner()` has no runner to give.
struct RunnerUnavailable: Error, CustomStringConvertible {
    var description: String { "error: \(missingRunnerMessage)" }
}
