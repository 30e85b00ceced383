import RACTrace
import RACCore

/// A run's steps told as an article would: friendlier than `RACTraceTextFormat.describe`,
/// which it starts from, plus what was on the stack and what triggered each disposal.
public struct Narration {
    public var steps: [RACTraceStep]

    public init(steps: [RACTraceStep]) {
        self.steps = steps
    }

    /// One step as a sentence (plain text; escape before use in HTML).
    public static func sentence(_ step: RACTraceStep) -> String {
        switch step.kind {
        case .create:
            if step.name == "RACPassthroughSubscriber" {
                return "creates \(step.object ?? "?") (RACPassthroughSubscriber) between \(step.signal ?? "?") and \(step.target ?? "?")"
            }
            if let signal = step.signal { return "creates signal \(signal) (\(step.name ?? "?"))" }
            return "creates \(step.object ?? "?") (\(step.name ?? "?"))"
        case .subscribe:
            return "subscribes \(step.target ?? "?") (\(step.name ?? "?")) to \(step.signal ?? "?")"
        case .enter:
            return "runs " + blockPhrase(step)
        case .exit:
            return "returns from " + blockPhrase(step, withSignal: false)
        case .next, .error, .completed:
            let what: String
            switch step.kind {
            case .next: what = "next \(step.value ?? "(null)")"
            case .error: what = "error \(step.value ?? "(null)")"
            default: what = "completed"
            }
            var text: String
            if let signal = step.signal, step.name?.hasSuffix("Subject") == true {
                // A subject is sent to itself: name it by its variable, as the snippet does.
                text = "sends \(what) to \(signal) (\(step.name ?? "?") \(step.target ?? "?"))"
            } else {
                text = "sends \(what) to \(step.target ?? "?") (\(step.name ?? "?"))"
                if let signal = step.signal { text += " of \(signal)" }
            }
            if step.flag == true { text += " — dropped: that subscriber is already disposed" }
            return text
        case .dispose:
            var text = "disposes \(step.object ?? "?") (\(step.name ?? "?"))"
            if let parent = step.target { text += ", part of \(parent)" }
            if step.flag == true { text += ", which runs its block" }
            return text
        case .dealloc:
            var text = "deallocates \(step.object ?? "?") (\(step.name ?? "?"))"
            if let signal = step.signal { text += " of \(signal)" }
            return text
        case .log:
            return "logs “\(step.text ?? "")”"
        }
    }

    /// `block 6 (bind.didSubscribe) of bound`, or `the createSignal: block` when unnumbered.
    public static func blockPhrase(_ step: RACTraceStep, withSignal: Bool = true) -> String {
        var text: String
        if let number = step.block {
            text = "block \(number)"
            if let name = step.name, !name.isEmpty { text += " (\(name))" }
        } else {
            text = "the \(step.name ?? "anonymous") block"
        }
        if withSignal, let signal = step.signal { text += " of \(signal)" }
        return text
    }

    /// Subscriber id → the display name of the signal it subscribed to, from `subscribe`
    /// steps: events sent straight to a subscriber (no passthrough, e.g. by `+return:`)
    /// carry no signal of their own.
    public static func signalsBySubscriber(_ steps: [RACTraceStep]) -> [String: String] {
        var map: [String: String] = [:]
        for step in steps where step.kind == .subscribe {
            if let subscriber = step.target, let signal = step.signal { map[subscriber] = signal }
        }
        return map
    }

    /// The signal an event step belongs to.
    public static func signal(of step: RACTraceStep, _ subscribers: [String: String]) -> String? {
        step.signal ?? step.target.flatMap { subscribers[$0] }
    }

    /// `6 bind.didSubscribe` — a stack entry.
    public static func stackLabel(_ step: RACTraceStep) -> String {
        [step.block.map(String.init), step.name].compactMap { $0 }.joined(separator: " ")
    }

    /// The blocks open at each step (after the step), outermost first.
    public func stacks() -> [[RACTraceStep]] {
        var stack: [RACTraceStep] = []
        return steps.map { step in
            if step.kind == .enter { stack.append(step) }
            if step.kind == .exit, !stack.isEmpty { stack.removeLast() }
            return stack
        }
    }

    /// A disposal and what set it off.
    public struct Disposal: Equatable {
        public var step: RACTraceStep
        /// "in block 7 (bind.completeSignal) of bound, after completed to subscriber#2", or
        /// "at the top level of the snippet".
        public var trigger: String
    }

    public func disposals() -> [Disposal] {
        var stack: [RACTraceStep] = []
        var lastTerminal: RACTraceStep?
        var result: [Disposal] = []
        let subscribers = Self.signalsBySubscriber(steps)
        for step in steps {
            switch step.kind {
            case .enter:
                stack.append(step)
            case .exit:
                if !stack.isEmpty { stack.removeLast() }
            case .error, .completed:
                lastTerminal = step
            case .dispose:
                var trigger = stack.last.map { "in " + Self.blockPhrase($0) } ?? "at the top level of the snippet"
                // A terminal event inside the innermost open block is what RAC disposes for.
                if let event = lastTerminal, event.step > (stack.last?.step ?? 0) {
                    trigger += ", after \(event.kind.rawValue) to \(event.target ?? "?")"
                    if let signal = Self.signal(of: event, subscribers) { trigger += " of \(signal)" }
                }
                result.append(Disposal(step: step, trigger: trigger))
            default:
                break
            }
        }
        return result
    }
}
