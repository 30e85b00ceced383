import RACTrace

/// A run's steps told as an article would: friendlier than `RACTraceTextFormat.describe`,
/// which it starts from, plus what was on the stack and what triggered each disposal.
public struct Narration {
    public var steps: [RACTraceStep]

    public init(steps: [RACTraceStep]) {
        self.steps = steps
    }

    /// One step as a sentence in `locale`'s words (plain text; escape before use in HTML).
    public static func sentence(_ step: RACTraceStep, in locale: SiteLocale) -> String {
        let object = step.object ?? "?", target = step.target ?? "?", signal = step.signal ?? "?", type = step.name ?? "?"
        switch step.kind {
        case .create:
            if step.name == "RACPassthroughSubscriber" {
                return locale.format(.narrateCreatePassthrough, ["object": object, "signal": signal, "target": target])
            }
            if step.signal != nil { return locale.format(.narrateCreateSignal, ["signal": signal, "class": type]) }
            return locale.format(.narrateCreate, ["object": object, "class": type])
        case .subscribe:
            return locale.format(.narrateSubscribe, ["target": target, "class": type, "signal": signal])
        case .enter:
            return locale.format(.narrateEnter, ["block": blockPhrase(step, in: locale)])
        case .exit:
            return locale.format(.narrateExit, ["block": blockPhrase(step, withSignal: false, in: locale)])
        case .next, .error, .completed:
            let what: String
            switch step.kind {
            case .next: what = "next \(step.value ?? "(null)")"
            case .error: what = "error \(step.value ?? "(null)")"
            default: what = "completed"
            }
            var text: String
            if step.signal != nil, step.name?.hasSuffix("Subject") == true {
                // A subject is sent to itself: name it by its variable, as the snippet does.
                text = locale.format(.narrateSendToSubject, ["what": what, "signal": signal, "class": type, "target": target])
            } else {
                text = locale.format(step.signal == nil ? .narrateSend : .narrateSendOf,
                                     ["what": what, "target": target, "class": type, "signal": signal])
            }
            if step.flag == true { text += locale[.narrateDropped] }
            return text
        case .dispose:
            var text = locale.format(.narrateDispose, ["object": object, "class": type])
            if let parent = step.target { text += locale.format(.narratePartOf, ["parent": parent]) }
            if step.flag == true { text += locale[.narrateRunsBlock] }
            return text
        case .dealloc:
            return locale.format(step.signal == nil ? .narrateDealloc : .narrateDeallocOf,
                                 ["object": object, "class": type, "signal": signal])
        case .log:
            return locale.format(.narrateLog, ["text": step.text ?? ""])
        }
    }

    /// Every step's sentence, in step order, each as `sentence` words it; but a block's enter
    /// and exit, whose sentences say only its number, name and signal, are worded once per
    /// block: a long run enters the same few blocks thousands of times, and each enter took
    /// three `SiteLocale.format`s.
    public static func sentences(_ steps: [RACTraceStep], in locale: SiteLocale) -> [String] {
        struct Said: Hashable {
            var entering: Bool
            var number: Int?
            var name: String
            var signal: String?
        }
        var said: [Said: String] = [:]
        return steps.map { step in
            guard let block = step.enteredBlock else { return sentence(step, in: locale) }
            let key = Said(entering: step.kind == .enter, number: block.number, name: block.name, signal: block.signal)
            if let known = said[key] { return known }
            let text = sentence(step, in: locale)
            said[key] = text
            return text
        }
    }

    /// `block 6 (bind.didSubscribe) of bound`, or `the createSignal: block` when unnumbered
    /// (in English; `locale` says it its own way).
    public static func blockPhrase(_ step: RACTraceStep, withSignal: Bool = true, in locale: SiteLocale) -> String {
        let text: String
        if let number = step.block {
            if let name = step.name, !name.isEmpty {
                text = locale.format(.narrateNumberedBlock, ["n": String(number), "name": name])
            } else {
                text = locale.format(.jsBlockTitle, ["n": String(number)])
            }
        } else {
            text = locale.format(.narrateNamedBlock, ["name": step.name ?? "anonymous"])
        }
        guard withSignal, let signal = step.signal else { return text }
        return locale.format(.narrateBlockOfSignal, ["block": text, "signal": signal])
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

    /// The blocks open at each step (after the step), outermost first, as indices into
    /// `steps`: a step is a dozen strings, and copying them into every step's stack was most
    /// of what a long run's questions cost.
    public func stacks() -> [[Int]] {
        var stack: [Int] = []
        return steps.indices.map { index in
            if steps[index].kind == .enter { stack.append(index) }
            if steps[index].kind == .exit, !stack.isEmpty { stack.removeLast() }
            return stack
        }
    }

    /// A disposal and what set it off.
    public struct Disposal: Equatable {
        public var step: RACTraceStep
        /// "in block 7 (bind.completeSignal) of bound, after completed to subscriber#2", or
        /// "at the top level of the snippet" (in the words of the locale it was told in).
        public var trigger: String
    }

    public func disposals(in locale: SiteLocale) -> [Disposal] {
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
                var trigger = stack.last.map { locale.format(.narrateInBlock, ["block": Self.blockPhrase($0, in: locale)]) }
                    ?? locale[.narrateTopLevel]
                // A terminal event inside the innermost open block is what RAC disposes for.
                if let event = lastTerminal, event.step > (stack.last?.step ?? 0) {
                    let signal = Self.signal(of: event, subscribers)
                    trigger += locale.format(signal == nil ? .narrateAfter : .narrateAfterOf,
                                             ["event": event.kind.rawValue, "target": event.target ?? "?", "signal": signal ?? ""])
                }
                result.append(Disposal(step: step, trigger: trigger))
            default:
                break
            }
        }
        return result
    }
}
