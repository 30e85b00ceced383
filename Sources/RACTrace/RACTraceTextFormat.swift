/// Renders steps as the text `racstep trace --format text` prints and lessons embed: one
/// line per step, indented by nesting, reading like an article's narration.
///
/// ```
///   12     → block 10 bind.source.next [bindSignal]  RACSignal.m:148 ⇄ RACSignal+Bind.swift:96  @3
///   13       → block 3 map.block  @9
/// ```
public enum RACTraceTextFormat {
    public static func render(_ steps: [RACTraceStep]) -> String {
        steps.map(line).joined(separator: "\n") + (steps.isEmpty ? "" : "\n")
    }

    /// One step as a line: number, indentation, what happened, and the source line.
    public static func line(_ step: RACTraceStep) -> String {
        let number = String(step.step)
        let padded = String(repeating: " ", count: max(0, 4 - number.count)) + number
        var text = padded + "  " + String(repeating: "  ", count: step.depth) + describe(step)
        if let line = step.line { text += "  @\(line)" }
        return text
    }

    /// What happened at a step, without number, indentation or line.
    public static func describe(_ step: RACTraceStep) -> String {
        switch step.event {
        case .create(let object, let className, let signal):
            return "create \(signal ?? object) (\(className))"
        case .passthrough(let object, let signal, let subscriber):
            return "create \(object) (RACPassthroughSubscriber) between \(signal) and \(subscriber)"
        case .subscribe(let signal, _, let subscriber, let subscriberClass):
            return "subscribe \(signal) ← \(subscriber) (\(subscriberClass))"
        case .enter(let block):
            return "→ " + blockLabel(block) + locations(block)
        case .exit(let block):
            return "← " + blockLabel(block)
        case .next(let delivery, let value):
            return "next \(value) → \(receiver(delivery))" + dropped(delivery)
        case .error(let delivery, let error):
            return "error \(error) → \(receiver(delivery))" + dropped(delivery)
        case .completed(let delivery):
            return "completed → \(receiver(delivery))" + dropped(delivery)
        case .dispose(let object, let className, let parent, let ranBlock):
            var text = "dispose \(object) (\(className))"
            if ranBlock { text += " runs its block" }
            if let parent { text += " in \(parent)" }
            return text
        case .dealloc(let object, let className, let signal):
            var text = "dealloc \(object) (\(className))"
            if let signal { text += " of \(signal)" }
            return text
        case .log(let text):
            return "log \"\(text)\""
        }
    }

    /// `block 6 bind.didSubscribe [bindSignal]`, `block 3 map:`, or `block map.block` when
    /// unnumbered.
    public static func blockLabel(_ block: RACTraceStep.Block) -> String {
        var text = "block"
        if let number = block.number { text += " \(number)" }
        if !block.name.isEmpty { text += " \(block.name)" }
        if let signal = block.signal { text += " [\(signal)]" }
        return text
    }

    /// Where an engine block is written: `  RACSignal.m:108 ⇄ RACSignal+Bind.swift:42` (RAC's
    /// file, then ours by file name; the JSON format has our full path).
    private static func locations(_ block: RACTraceStep.Block) -> String {
        guard block.rac != nil || block.engine != nil else { return "" }
        let engine = block.engine.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
        return "  " + [block.rac, engine].compactMap { $0 }.joined(separator: " ⇄ ")
    }

    private static func receiver(_ delivery: RACTraceStep.Delivery) -> String {
        var text = "\(delivery.receiver) (\(delivery.receiverClass))"
        if let signal = delivery.signal { text += " of \(signal)" }
        return text
    }

    /// Why an event went no further: a passthrough drops it once its subscription is disposed;
    /// a `RACSubscriber` has no block for it (or its blocks were cleared by disposal).
    private static func dropped(_ delivery: RACTraceStep.Delivery) -> String {
        guard delivery.dropped else { return "" }
        return delivery.receiverClass == "RACSubscriber" ? " (no block)" : " (dropped: disposed)"
    }
}
