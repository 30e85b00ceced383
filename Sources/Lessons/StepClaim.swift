import RACTrace

/// What a step link's words say happens at its step: a value sent, a completion, an error, a
/// disposal, a deallocation, or scheduled work running.
///
/// `[the zip completes](#zipper-step-90)` is a claim about the run, and a step number read off
/// a trace goes stale the day the run changes, so `racstep verify` reads the claim off the
/// link's text, in either edition's words, and checks that the step it points to is one of that
/// kind (`StepLinks.problems`). Identifiers are not claims: `sendCompletedIfNecessary` names a
/// block, and a word only counts whole, so it does not claim a completion.
public enum StepClaim: String, CaseIterable, Sendable {
    case next, completed, error, dispose, dealloc, schedule

    /// The words that make each claim: English words whole and in any case, Chinese as written
    /// (the articles' 发送, 完成, 销毁, 释放, 调度). `error` and `completed` are also the trace's
    /// own words, which the Chinese edition writes in English.
    private var words: Regex<Substring> {
        switch self {
        case .next: #/(?i)\b(?:sends?|sent|sending|deliver(?:s|ed|ing)?|receives?|received|forward(?:s|ed|ing)?)\b|发送|发出|送出|收到|转发/#
        case .completed: #/(?i)\b(?:complet(?:e|es|ed|ing|ion))\b|完成/#
        case .error: #/(?i)\b(?:errors?|errored|fail(?:s|ed|ing)?|failure)\b|出错|错误|失败/#
        case .dispose: #/(?i)\b(?:dispos(?:e|es|ed|ing|al))\b|销毁/#
        case .dealloc: #/(?i)\b(?:dealloc(?:ated|ates|ation)?|freed|released)\b|释放/#
        case .schedule: #/(?i)\b(?:schedul(?:e|es|ed|ing)|queued|enqueue[sd]?)\b|调度|入队/#
        }
    }

    /// The claims `text` (a link's words, code spans included) makes. A word for sending
    /// claims a value only when no terminal event is named beside it: "sends `completed`" claims
    /// the completion.
    public static func claims(in text: String) -> [StepClaim] {
        let found = allCases.filter { text.contains($0.words) }
        return found.contains(.completed) || found.contains(.error) ? found.filter { $0 != .next } : found
    }

    /// Whether `step` is what this claim says happens. The trace records scheduled work when
    /// it runs: the entry of a scheduler's block (`scheduler.dispatchAsync`, `delay.schedule`…)
    /// or of a `dispatch_async`ed one; a timer's cancellation is not scheduling.
    public func holds(at step: RACTraceStep) -> Bool {
        switch (self, step.event) {
        case (.next, .next), (.completed, .completed), (.error, .error), (.dispose, .dispose), (.dealloc, .dealloc):
            return true
        case (.schedule, .enter(let block)):
            let name = block.name.lowercased()
            return (name.contains("schedul") || name.contains("dispatch")) && !name.contains("cancel")
        default:
            return false
        }
    }

    /// How a diagnostic names the claim.
    var phrase: String {
        switch self {
        case .next: "a value sent"
        case .completed: "a completion"
        case .error: "an error"
        case .dispose: "a disposal"
        case .dealloc: "a deallocation"
        case .schedule: "scheduled work running"
        }
    }
}
