/// Renders steps as the text `racstep trace --format text` prints and lessons embed: one
/// line per step, indented by nesting, reading like an article's narration.
///
/// ```
///   12     → block 10 bind.source.next [bindSignal]  RACSignal.m:148 ⇄ RACSignal+Bind.swift:96  @3
///   13       → block 3 map.block  @9
/// ```
///
/// Each line is written as bytes into a buffer, so a long trace streams (`write(_:to:)`)
/// without a string per step.
public enum RACTraceTextFormat {
    public static func render<Steps: Sequence>(_ steps: Steps) -> String where Steps.Element == RACTraceStep {
        var writer = RACTraceByteWriter()
        for step in steps { write(step, into: &writer) }
        return writer.text
    }

    /// Writes the log's lines, calling `sink` with each filled chunk (about 64 KB): what
    /// `render` returns, without holding all of it.
    public static func write(_ log: RACTraceLog, to sink: (UnsafeRawBufferPointer) -> Void) {
        var writer = RACTraceByteWriter()
        for step in log {
            write(step, into: &writer)
            if writer.isFull { writer.drain(to: sink) }
        }
        writer.drain(to: sink)
    }

    /// One step as a line: number, indentation, what happened, and the source line.
    public static func line(_ step: RACTraceStep) -> String {
        var writer = RACTraceByteWriter()
        line(step, into: &writer)
        return writer.text
    }

    /// What happened at a step, without number, indentation or line.
    public static func describe(_ step: RACTraceStep) -> String {
        var writer = RACTraceByteWriter()
        describe(step, into: &writer)
        return writer.text
    }

    private static func write(_ step: RACTraceStep, into writer: inout RACTraceByteWriter) {
        line(step, into: &writer)
        writer.byte(UInt8(ascii: "\n"))
    }

    private static func line(_ step: RACTraceStep, into writer: inout RACTraceByteWriter) {
        let number = step.step
        var digits = 1, rest = number / 10
        while rest > 0 { digits += 1; rest /= 10 }
        for _ in digits..<max(digits, 4) { writer.byte(UInt8(ascii: " ")) }
        writer.integer(number)
        writer.bytes("  ")
        for _ in 0..<step.depth { writer.bytes("  ") }
        describe(step, into: &writer)
        if let line = step.line {
            writer.bytes("  @")
            writer.integer(line)
        }
    }

    private static func describe(_ step: RACTraceStep, into w: inout RACTraceByteWriter) {
        switch step.event {
        case .create(let object, let className, let signal):
            w.bytes("create "); w.string(signal ?? object); w.bytes(" ("); w.string(className); w.bytes(")")
        case .passthrough(let object, let signal, let subscriber):
            w.bytes("create "); w.string(object); w.bytes(" (RACPassthroughSubscriber) between "); w.string(signal)
            w.bytes(" and "); w.string(subscriber)
        case .subscribe(let signal, _, let subscriber, let subscriberClass):
            w.bytes("subscribe "); w.string(signal); w.bytes(" ← "); w.string(subscriber); w.bytes(" ("); w.string(subscriberClass)
            w.bytes(")")
        case .enter(let block):
            w.bytes("→ "); blockLabel(block, into: &w); locations(block, into: &w)
        case .exit(let block):
            w.bytes("← "); blockLabel(block, into: &w)
        case .next(let delivery, let value):
            w.bytes("next "); w.string(value); w.bytes(" → "); receiver(delivery, into: &w); dropped(delivery, into: &w)
        case .error(let delivery, let error):
            w.bytes("error "); w.string(error); w.bytes(" → "); receiver(delivery, into: &w); dropped(delivery, into: &w)
        case .completed(let delivery):
            w.bytes("completed → "); receiver(delivery, into: &w); dropped(delivery, into: &w)
        case .dispose(let object, let className, let parent, let ranBlock):
            w.bytes("dispose "); w.string(object); w.bytes(" ("); w.string(className); w.bytes(")")
            if ranBlock { w.bytes(" runs its block") }
            if let parent { w.bytes(" in "); w.string(parent) }
        case .dealloc(let object, let className, let signal):
            w.bytes("dealloc "); w.string(object); w.bytes(" ("); w.string(className); w.bytes(")")
            if let signal { w.bytes(" of "); w.string(signal) }
        case .log(let text):
            w.bytes("log \""); w.string(text); w.bytes("\"")
        }
    }

    /// `block 6 bind.didSubscribe [bindSignal]`, `block 3 map:`, or `block map.block` when
    /// unnumbered.
    public static func blockLabel(_ block: RACTraceStep.Block) -> String {
        var writer = RACTraceByteWriter()
        blockLabel(block, into: &writer)
        return writer.text
    }

    private static func blockLabel(_ block: RACTraceStep.Block, into w: inout RACTraceByteWriter) {
        w.bytes("block")
        if let number = block.number { w.bytes(" "); w.integer(number) }
        if !block.name.isEmpty { w.bytes(" "); w.string(block.name) }
        if let signal = block.signal { w.bytes(" ["); w.string(signal); w.bytes("]") }
    }

    /// Where an engine block is written: `  RACSignal.m:108 ⇄ RACSignal+Bind.swift:42` (RAC's
    /// file, then ours by file name; the JSON format has our full path).
    private static func locations(_ block: RACTraceStep.Block, into w: inout RACTraceByteWriter) {
        guard block.rac != nil || block.engine != nil else { return }
        w.bytes("  ")
        if let rac = block.rac {
            w.string(rac)
            if block.engine != nil { w.bytes(" ⇄ ") }
        }
        if let engine = block.engine {
            // The file name: what follows the last `/` (all of it without one).
            w.string(engine.split(separator: "/").last.map(String.init) ?? engine)
        }
    }

    private static func receiver(_ delivery: RACTraceStep.Delivery, into w: inout RACTraceByteWriter) {
        w.string(delivery.receiver); w.bytes(" ("); w.string(delivery.receiverClass); w.bytes(")")
        if let signal = delivery.signal { w.bytes(" of "); w.string(signal) }
    }

    /// Why an event went no further: a passthrough drops it once its subscription is disposed;
    /// a `RACSubscriber` has no block for it (or its blocks were cleared by disposal).
    private static func dropped(_ delivery: RACTraceStep.Delivery, into w: inout RACTraceByteWriter) {
        guard delivery.dropped else { return }
        w.bytes(delivery.receiverClass == "RACSubscriber" ? " (no block)" : " (dropped: disposed)")
    }
}
