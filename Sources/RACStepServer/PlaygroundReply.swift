import Foundation
import ObjCFrontend
import RACTrace
import SiteGenerator

/// The JSON bodies `POST /api/trace` answers with, one type per outcome. Keys are sorted so a
/// reply is the same bytes on every run.
public enum PlaygroundReply {
    /// 200: the snippet ran. `rac` names the engine it ran on; `trace` holds the events
    /// `racstep trace --format json` prints (one object per step); `html` is the snippet woven as
    /// a lesson weaves it (numbered source with block badges, player, engine pane, marble
    /// diagram), its player's data inside.
    public struct Traced: Codable, Sendable {
        public var rac: TraceHeader
        public var output: String
        public var trace: [RACTraceStep]
        public var html: String
    }

    /// The engine a run translated, with the keys of the header line `racstep trace --format
    /// json --rac 2.5` starts with (`RACTraceJSON`); given for every run here, ReactiveObjC's too,
    /// so the page can name the engine whichever it is.
    public struct TraceHeader: Codable, Sendable, Equatable {
        /// The commit every `rac` location of the trace refers to.
        public var commit: String
        /// `ReactiveObjC`, `ReactiveCocoa 2.5`.
        public var rac: String

        public init(_ library: RACLibrary) {
            commit = library.commit
            rac = library.displayName
        }
    }

    /// 400: the snippet does not parse, or stopped with an error of its own (an uncaught
    /// exception, an unsupported API). `rendered` is the clang-style text `racstep run` prints.
    public struct SnippetError: Codable, Sendable {
        public var error: String
        public var diagnostics: [DiagnosticJSON]
        public var rendered: String
        /// What the snippet logged before it stopped.
        public var output: String
    }

    /// 413, 422, 503: a limit refused or stopped the run; `limit` names it.
    public struct Refusal: Codable, Sendable {
        public var error: String
        public var limit: PlaygroundLimit
        /// The located diagnostic, when the interpreter stopped the run at a line.
        public var diagnostics: [DiagnosticJSON]
    }
}

/// The limit that refused or stopped a run, with the HTTP status it answers.
public enum PlaygroundLimit: String, Codable, Sendable, CaseIterable {
    case body, queue, time, cpuTime = "cpu-time", memory, stack, steps, depth, output, reply

    public var status: Int {
        switch self {
        case .body: 413
        case .queue: 503
        case .time, .cpuTime, .memory, .stack, .steps, .depth, .output, .reply: 422
        }
    }

    /// The refusal's sentence for `limits`, in `locale`'s words (the page that asked).
    public func message(_ limits: PlaygroundLimits, locale: SiteLocale = .english) -> String {
        locale.format(text, ["amount": amount(limits)])
    }

    private var text: SiteText {
        switch self {
        case .body: .limitBody
        case .queue: .limitQueue
        case .time: .limitTime
        case .cpuTime: .limitCPUTime
        case .memory: .limitMemory
        case .stack: .limitStack
        case .steps: .limitSteps
        case .depth: .limitDepth
        case .output: .limitOutput
        case .reply: .limitReply
        }
    }

    /// The limit itself, as its sentence gives it.
    private func amount(_ limits: PlaygroundLimits) -> String {
        switch self {
        case .body: "\(limits.maxBodyBytes / 1024) KB"
        case .queue: "\(limits.maxQueuedRuns)"
        case .time: limits.wallClock.formatted
        case .cpuTime: "\(limits.cpuSeconds) s"
        case .memory: "\(limits.addressSpaceBytes >> 20) MB"
        case .stack: ""
        case .steps: "\(limits.maxSteps)"
        case .depth: "\(limits.maxDepth)"
        case .output: "\(limits.maxOutputBytes / 1024) KB"
        case .reply: "\(limits.maxReplyBytes >> 20) MB"
        }
    }

    public func refusal(_ limits: PlaygroundLimits, locale: SiteLocale = .english, diagnostics: [DiagnosticJSON] = []) -> Data {
        JSONBody.encode(PlaygroundReply.Refusal(error: message(limits, locale: locale), limit: self, diagnostics: diagnostics))
    }
}

extension Duration {
    /// "2 s", "1.5 s".
    var formatted: String {
        let seconds = Double(components.seconds) + Double(components.attoseconds) / 1e18
        return seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }
}
