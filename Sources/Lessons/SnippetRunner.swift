import Foundation
import RACTrace
import ObjCFrontend

/// What running one snippet produced: the console, the trace and the disposable tree's changes.
public struct SnippetRun: Sendable {
    /// Console output, exact: `"\n"`-terminated lines.
    public var output: String
    public var steps: [RACTraceStep]
    public var treeChanges: [RACTreeChange]
    /// What `racstep trace --format text` prints.
    public var traceText: String
    /// The RAC the snippet ran on, whose lines the steps' `rac` locations are.
    public var library: RACLibrary

    public init(output: String, steps: [RACTraceStep], treeChanges: [RACTreeChange], traceText: String,
                library: RACLibrary = .reactiveObjC) {
        self.library = library
        self.output = output
        self.steps = steps
        self.treeChanges = treeChanges
        self.traceText = traceText
    }
}

/// A snippet that did not run: its parse or runtime errors as values, located in the snippet's
/// own text, so whoever shows them can place them where the snippet lives (a lesson maps them
/// to its own lines, `LessonVerifier.runFailure`).
public struct SnippetFailure: Error, CustomStringConvertible {
    /// At least one.
    public var diagnostics: [Diagnostic]
    /// The snippet as it ran, which `diagnostics` index.
    public var file: SourceFile
    /// After an uncaught exception, the runtime's last console line (`*** Terminating app due
    /// to uncaught exception …`); nil for RACStep's own errors.
    public var terminationLine: String?

    public init(diagnostics: [Diagnostic], file: SourceFile, terminationLine: String? = nil) {
        self.diagnostics = diagnostics
        self.file = file
        self.terminationLine = terminationLine
    }

    /// As `racstep run` prints it: clang-style, then the termination line.
    public var description: String {
        DiagnosticRenderer().render(diagnostics, in: file) + (terminationLine.map { $0 + "\n" } ?? "")
    }
}

/// Runs Objective-C RAC snippets. The real runner is the interpreter; `defaultRunner()` is
/// the one place that chooses it.
public protocol SnippetRunner {
    /// Fails only with the snippet's own diagnostics: a runner has no other way to fail.
    /// `library`: the RAC the engine translates for this run (a fence's `rac=`).
    func run(source: String, fileName: String, numbering: RACBlockNumbering?, library: RACLibrary) throws(SnippetFailure) -> SnippetRun

    /// Everything besides a snippet's source and numbering that decides what a successful run
    /// returns, the same in every process: part of the key a cached run is found by (the
    /// site's `SnippetCache`). Nil, the default, for a runner whose runs must not be cached.
    var cacheIdentity: String? { get }

    /// Calls `body` for every index in `0..<iterations` on every core, as
    /// `DispatchQueue.concurrentPerform` does (the default): how a batch whose bodies run
    /// snippets is best spread, which the interpreter knows (`InterpreterRunner`).
    func concurrentPerform(iterations: Int, _ body: @Sendable (Int) -> Void)
}

extension SnippetRunner {
    public var cacheIdentity: String? { nil }

    public func concurrentPerform(iterations: Int, _ body: @Sendable (Int) -> Void) {
        DispatchQueue.concurrentPerform(iterations: iterations, execute: body)
    }

    /// A run on ReactiveObjC, the default.
    public func run(source: String, fileName: String, numbering: RACBlockNumbering?) throws(SnippetFailure) -> SnippetRun {
        try run(source: source, fileName: fileName, numbering: numbering, library: .reactiveObjC)
    }
}

/// The runner `racstep verify`, `racstep site`, `racstep serve` and the LessonTests use: the one
/// place that chooses it.
public func defaultRunner() -> SnippetRunner {
    InterpreterRunner()
}
