import Foundation
import ObjCFrontend
import RACTrace

/// The JSON bodies `POST /api/trace` answers with, one type per outcome. Keys are sorted so a
/// reply is the same bytes on every run.
public enum PlaygroundReply {
    /// 200: the snippet ran. `trace` holds the events `racstep trace --format json` prints (one
    /// object per step); `html` is the snippet woven as a lesson weaves it (numbered source with
    /// block badges, player, engine pane, marble diagram), its player's data inside.
    public struct Traced: Codable, Sendable {
        public var output: String
        public var trace: [RACTraceStep]
        public var html: String
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

    /// The refusal's sentence for `limits`.
    public func message(_ limits: PlaygroundLimits) -> String {
        switch self {
        case .body: "the snippet is larger than \(limits.maxBodyBytes / 1024) KB"
        case .queue: "the server is busy: \(limits.maxQueuedRuns) runs are already waiting; try again shortly"
        case .time: "the run took longer than the time limit of \(limits.wallClock.formatted) and was stopped"
        case .cpuTime: "the run used more than the CPU time limit of \(limits.cpuSeconds) s and was stopped"
        case .memory: "the run needed more memory than its limit of \(limits.addressSpaceBytes >> 20) MB of address space"
        case .stack: "the run overflowed its stack (recursion too deep)"
        case .steps: "the run exceeded the step limit of \(limits.maxSteps) evaluation steps"
        case .depth: "the run exceeded the nesting depth limit of \(limits.maxDepth) block invocations (runaway recursion?)"
        case .output: "the run printed more than the output limit of \(limits.maxOutputBytes / 1024) KB"
        case .reply: "the run's trace is larger than the reply limit of \(limits.maxReplyBytes >> 20) MB"
        }
    }

    public func refusal(_ limits: PlaygroundLimits, diagnostics: [DiagnosticJSON] = []) -> Data {
        JSONBody.encode(PlaygroundReply.Refusal(error: message(limits), limit: self, diagnostics: diagnostics))
    }
}

extension Duration {
    /// "2 s", "1.5 s".
    var formatted: String {
        let seconds = Double(components.seconds) + Double(components.attoseconds) / 1e18
        return seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }
}
