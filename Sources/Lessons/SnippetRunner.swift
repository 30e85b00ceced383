import RACTrace
import RACCore

/// What running one snippet produced: the console, the trace and the disposable tree's changes.
public struct SnippetRun: Sendable {
    /// Console output, exact: `"\n"`-terminated lines.
    public var output: String
    public var steps: [RACTraceStep]
    public var treeChanges: [RACTraceRecorder.TreeChange]
    /// What `racstep trace --format text` prints.
    public var traceText: String

    public init(output: String, steps: [RACTraceStep], treeChanges: [RACTraceRecorder.TreeChange], traceText: String) {
        self.output = output
        self.steps = steps
        self.treeChanges = treeChanges
        self.traceText = traceText
    }
}

/// A snippet that did not run: a parse or runtime error, already rendered clang-style.
public struct SnippetFailure: Error, CustomStringConvertible {
    /// Rendered diagnostic(s), `file:line:col: error: …` with source line and caret.
    public var message: String
    /// 1-based line and column in the snippet's source.
    public var line: Int
    public var column: Int

    public init(message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }

    public var description: String { message }
}

/// Runs Objective-C RAC snippets. The real runner is the interpreter; `defaultRunner()` is
/// the one place that chooses it.
public protocol SnippetRunner {
    func run(source: String, fileName: String, numbering: RACBlockNumbering?) throws -> SnippetRun

    /// Everything besides a snippet's source and numbering that decides what a successful run
    /// returns, the same in every process: part of the key a cached run is found by (the
    /// site's `SnippetCache`). Nil, the default, for a runner whose runs must not be cached.
    var cacheIdentity: String? { get }
}

extension SnippetRunner {
    public var cacheIdentity: String? { nil }
}

/// The runner `racstep verify`, `racstep site` and the LessonTests use: the one place that
/// chooses it.
///
/// Callers handle nil (no runner available) by refusing to run — the commands fail with
/// `missingRunnerMessage`, the LessonTests record a known issue — rather than pretend
/// lessons were verified.
public func defaultRunner() -> SnippetRunner? {
    InterpreterRunner()
}

/// Why there is no runner, for callers of `defaultRunner()` that get nil.
public let missingRunnerMessage = "no snippet runner: Lessons.defaultRunner() returned nil"
