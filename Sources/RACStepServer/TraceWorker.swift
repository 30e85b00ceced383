import Foundation
import Lessons
import ObjCFrontend
import ObjCInterpreter
import RACTrace
import SiteGenerator
#if canImport(Glibc)
import Glibc
#endif

/// The child side of the playground's sandbox: `racstep` itself, started by `WorkerPool` and
/// kept for snippet after snippet (a hidden subcommand). It caps its own address space once and
/// its CPU time afresh for each snippet, runs each traced under the step, depth and output
/// limits, and answers each over its pipes (`WorkerChannel`). A snippet that crashes it (a stack
/// overflow, memory running out) takes down this process only; the server starts another.
public enum TraceWorker {
    /// Which reply follows, as the reply's header gives it (`WorkerChannel`).
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

    /// RLIMIT_AS on this process, lowered before any snippet is read: an allocation past it
    /// fails, and the worker dies of it (`SnippetSandbox.crashed` names the limit).
    public static func applyResourceLimits(_ limits: PlaygroundLimits) throws {
        try set(RLIMIT_AS, soft: rlim_t(limits.addressSpaceBytes), hard: rlim_t(limits.addressSpaceBytes))
        // No core files: a crash is an answer here, not something to debug.
        try set(RLIMIT_CORE, soft: 0, hard: 0)
    }

    /// RLIMIT_CPU counts the whole process's CPU time, and this process outlives its snippets:
    /// before each one the soft limit is moved to the time used so far plus `seconds`, so every
    /// snippet gets its own budget (at least `seconds`, under one more: the limit is in whole
    /// seconds). Past it the kernel sends SIGXCPU, which ends the worker.
    static func armCPUTime(_ seconds: Int) throws {
        var now = timespec()
        _ = clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
        let used = Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
        var current = rlimit()
        _ = getrlimit(__rlimit_resource_t(RLIMIT_CPU.rawValue), &current)
        try set(RLIMIT_CPU, soft: min(rlim_t((used + Double(seconds)).rounded(.up)), current.rlim_max), hard: current.rlim_max)
    }

    private static func set(_ resource: __rlimit_resource, soft: rlim_t, hard: rlim_t) throws {
        var limit = rlimit(rlim_cur: soft, rlim_max: hard)
        guard setrlimit(__rlimit_resource_t(resource.rawValue), &limit) == 0 else {
            throw WorkerError("setrlimit(\(resource.rawValue)) failed: \(String(cString: strerror(errno)))")
        }
    }

    /// Answers requests on standard input until it closes: the worker's life. The channel's
    /// descriptors are moved aside first, and standard output pointed at standard error, so
    /// nothing else the process prints can be taken for a reply.
    public static func serve(limits: PlaygroundLimits) throws {
        let input = dup(0), output = dup(1)
        guard input >= 0, output >= 0, dup2(2, 1) >= 0 else { throw WorkerError("dup: \(String(cString: strerror(errno)))") }
        let null = open("/dev/null", O_RDONLY)
        if null >= 0 {
            _ = dup2(null, 0)
            _ = close(null)
        }
        guard DescriptorWriter.write(Data((WorkerChannel.ready + "\n").utf8), to: output) else { return }
        let reader = DescriptorReader(descriptor: input)
        while true {
            let header: String
            do {
                header = try reader.line(deadline: nil)
            } catch DescriptorReader.Failure.end {
                return
            }
            guard let request = WorkerChannel.parseRequestHeader(header) else { throw WorkerError("not a request: \(header)") }
            let source = String(decoding: try reader.bytes(request.length, deadline: nil), as: UTF8.self)
            try armCPUTime(limits.cpuSeconds)
            let (outcome, body) = reply(to: source, limits: limits, locale: .edition(lang: request.lang), library: request.library)
            let message = WorkerChannel.reply(outcome: outcome.rawValue, residentBytes: residentBytes(), body: body)
            guard DescriptorWriter.write(message, to: output) else { return }
        }
    }

    /// This process's resident memory (/proc/self/statm's second field, in pages).
    static func residentBytes() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Runs `source` on `library`'s engine (what `racstep run --rac` chooses) and gives the reply
    /// and how it ended, in `locale`'s words.
    public static func reply(to source: String, limits: PlaygroundLimits, locale: SiteLocale = .english,
                             library: RACLibrary = .reactiveObjC) -> (Outcome, Data) {
        var options = InterpreterOptions()
        options.library = library
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
            // The engine pane and its source links follow the run's library (`SnippetRun.library`).
            let snippetRun = SnippetRun(output: run.outputText, steps: run.steps, treeChanges: run.treeChanges, traceText: "",
                                        library: library)
            let snippet = Snippet(id: "play", source: source, fenceLine: 0, lineRange: 0..<0)
            let html = SnippetWeaver(locale: locale).weave(snippet, run: snippetRun, numbering: options.numbering)
            return (.traced, JSONBody.encode(PlaygroundReply.Traced(rac: .init(library), output: run.outputText,
                                                                    trace: run.steps, html: html)))
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
