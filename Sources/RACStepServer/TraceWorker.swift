import Foundation
import Lessons
import ObjCFrontend
import ObjCInterpreter
import RACTrace
import SiteGenerator
#if canImport(Glibc)
import Glibc
#endif

/// The child side of the playground's sandbox: `racstep` itself, started by `SnippetSandbox`
/// for one snippet (a hidden subcommand). It caps its own CPU time and address space, runs the
/// snippet traced under the step, depth and output limits, and prints one reply. A snippet
/// that crashes it (a stack overflow, memory running out) takes down this process only.
public enum TraceWorker {
    /// The exit status tells the server which reply is on standard output.
    public enum Outcome: Int32, Sendable {
        case traced = 0
        case snippetError = 10
        case limitReached = 11

        var status: Int {
            switch self {
            case .traced: 200
            case .snippetError: 400
            case .limitReached: 422
            }
        }
    }

    /// RLIMIT_CPU and RLIMIT_AS on this process, lowered before any snippet is read: the
    /// kernel then stops a run that spins (SIGXCPU) or allocates without end (allocation fails).
    public static func applyResourceLimits(_ limits: PlaygroundLimits) throws {
        func set(_ resource: Int32, soft: UInt, hard: UInt) throws {
            var limit = rlimit(rlim_cur: rlim_t(soft), rlim_max: rlim_t(hard))
            guard setrlimit(__rlimit_resource_t(UInt32(resource)), &limit) == 0 else {
                throw WorkerError("setrlimit(\(resource)) failed: \(String(cString: strerror(errno)))")
            }
        }
        try set(Int32(RLIMIT_CPU.rawValue), soft: UInt(limits.cpuSeconds), hard: UInt(limits.cpuSeconds + 1))
        try set(Int32(RLIMIT_AS.rawValue), soft: UInt(limits.addressSpaceBytes), hard: UInt(limits.addressSpaceBytes))
        // No core files: a crash is an answer here, not something to debug.
        try set(Int32(RLIMIT_CORE.rawValue), soft: 0, hard: 0)
    }

    /// Runs `source` and gives the reply and how it ended, in `locale`'s words.
    public static func reply(to source: String, limits: PlaygroundLimits, locale: SiteLocale = .english) -> (Outcome, Data) {
        var options = InterpreterOptions()
        options.maxSteps = limits.maxSteps
        options.maxDepth = limits.maxDepth
        options.maxOutputBytes = limits.maxOutputBytes
        options.recordsTrace = true
        let run = Interpreter.run(source: source, fileName: "snippet.m", options: options)
        // The diagnostics in the page's language (the catalogs' tables; English where a message has none).
        let localized = run.diagnosticValues.map { $0.localized(locale.lang) }
        let diagnostics = localized.map { DiagnosticJSON($0, in: run.file) }
        switch run.status {
        case .success:
            let snippetRun = SnippetRun(output: run.outputText, steps: run.steps, treeChanges: run.treeChanges, traceText: "")
            let snippet = Snippet(id: "play", source: source, fenceLine: 0, lineRange: 0..<0)
            let html = SnippetWeaver(locale: locale).weave(snippet, run: snippetRun, numbering: options.numbering)
            return (.traced, JSONBody.encode(PlaygroundReply.Traced(output: run.outputText, trace: run.steps, html: html)))
        case .parseError, .runtimeError:
            if let limit = run.diagnosticValues.first.flatMap({ limit(for: $0.id) }) {
                return (.limitReached, limit.refusal(limits, locale: locale, diagnostics: diagnostics))
            }
            let error = locale[run.status == .parseError ? .snippetDoesNotParse : .snippetStoppedWithError]
            return (.snippetError, JSONBody.encode(PlaygroundReply.SnippetError(
                error: error, diagnostics: diagnostics,
                rendered: DiagnosticRenderer().render(localized, in: run.file) + (run.terminationLine.map { $0 + "\n" } ?? ""),
                output: run.outputText)))
        }
    }

    /// The interpreter's limit diagnostics, as the playground names them.
    static func limit(for id: DiagnosticID) -> PlaygroundLimit? {
        switch id {
        // A test scheduler's runaway rescheduling is a runaway of steps, seen from the playground.
        case .stepLimitExceeded, .scheduledActionLimitExceeded: .steps
        case .depthLimitExceeded, .stackLimitExceeded: .depth
        case .outputLimitExceeded: .output
        default: nil
        }
    }
}

struct WorkerError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
