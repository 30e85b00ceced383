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
        case .create:
            if step.name == "RACPassthroughSubscriber" {
                return "create \(step.object ?? "?") \(paren(step.name)) between \(step.signal ?? "?") and \(step.target ?? "?")"
            }
            if let signal = step.signal { return "create \(signal) \(paren(step.name))" }
            return "create \(step.object ?? "?") \(paren(step.name))"
        case .subscribe:
            return "subscribe \(step.signal ?? "?") ← \(step.target ?? "?") \(paren(step.name))"
        case .enter:
            return "→ " + blockLabel(step) + locations(step)
        case .exit:
            return "← " + blockLabel(step)
        case .next:
            return "next \(step.value ?? "(null)") → \(receiver(step))" + dropped(step)
        case .error:
            return "error \(step.value ?? "(null)") → \(receiver(step))" + dropped(step)
        case .completed:
            return "completed → \(receiver(step))" + dropped(step)
        case .dispose:
            var text = "dispose \(step.object ?? "?") \(paren(step.name))"
            if step.flag == true { text += " runs its block" }
            if let parent = step.target { text += " in \(parent)" }
            return text
        case .dealloc:
            var text = "dealloc \(step.object ?? "?") \(paren(step.name))"
            if let signal = step.signal { text += " of \(signal)" }
            return text
        case .log:
            return "log \"\(step.text ?? "")\""
        }
    }

    /// `block 6 bind.didSubscribe (bindSignal)`, `block 3`, or `block (line 9)` when unnumbered.
    public static func blockLabel(_ step: RACTraceStep) -> String {
        var text = "block"
        if let number = step.block { text += " \(number)" }
        if let name = step.name, !name.isEmpty { text += " \(name)" }
        if let signal = step.signal { text += " [\(signal)]" }
        return text
    }

    /// Where an engine block is written: `  RACSignal.m:108 ⇄ RACSignal+Bind.swift:42` (RAC's
    /// file, then ours by file name; the JSON format has our full path).
    private static func locations(_ step: RACTraceStep) -> String {
        guard step.rac != nil || step.engine != nil else { return "" }
        let engine = step.engine.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
        return "  " + [step.rac, engine].compactMap { $0 }.joined(separator: " ⇄ ")
    }

    private static func receiver(_ step: RACTraceStep) -> String {
        var text = "\(step.target ?? "?") \(paren(step.name))"
        if let signal = step.signal { text += " of \(signal)" }
        return text
    }

    /// Why an event went no further: a passthrough drops it once its subscription is disposed;
    /// a `RACSubscriber` has no block for it (or its blocks were cleared by disposal).
    private static func dropped(_ step: RACTraceStep) -> String {
        guard step.flag == true else { return "" }
        return step.name == "RACSubscriber" ? " (no block)" : " (dropped: disposed)"
    }

    private static func paren(_ text: String?) -> String { "(\(text ?? "?"))" }
}
