/// Renders steps as the text `racstep trace --format text` prints and lessons embed: one
/// line per step, indented by nesting, reading like an article's narration.
///
/// ```
///   12     → block 10 bind.source.next [bindSignal]  RACSignal.m:148 ⇄ RACSignal+Bind.swift:96  @3
///   13       → block 3 map.block  @9
/// ```
///
/// Each line is written as bytes straight from a `RACTraceLog`'s records into a buffer, so a
/// long trace streams (`write(_:to:)`) without a step or a string made per step; a single
/// step is written through a log of one.
public enum RACTraceTextFormat {
    public static func render<Steps: Sequence>(_ steps: Steps) -> String where Steps.Element == RACTraceStep {
        var text = ""
        write(RACTraceLog(steps)) { text += String(decoding: $0, as: UTF8.self) }
        return text
    }

    /// The log's text, its library's header line first (`rac ReactiveCocoa 2.5 32364b9`) when
    /// it is not ReactiveObjC.
    public static func render(_ log: RACTraceLog) -> String {
        var text = ""
        write(log) { text += String(decoding: $0, as: UTF8.self) }
        return text
    }

    /// Writes the log's lines, calling `sink` with each filled chunk (about 64 KB): what
    /// `render` returns, without holding all of it.
    public static func write(_ log: RACTraceLog, to sink: (UnsafeRawBufferPointer) -> Void) {
        var writer = LineWriter(strings: .utf8(log.strings))
        if let header = log.library.traceHeader {
            for byte in (header + "\n").utf8 { writer.bytes.byte(byte) }
        }
        log.forEachRecord { record in
            writer.line(record)
            writer.bytes.byte(UInt8(ascii: "\n"))
            if writer.bytes.isFull { writer.bytes.drain(to: sink) }
        }
        writer.bytes.drain(to: sink)
    }

    /// One step as a line: number, indentation, what happened, and the source line.
    public static func line(_ step: RACTraceStep) -> String {
        let log = RACTraceLog([step])
        var writer = LineWriter(strings: .utf8(log.strings))
        writer.line(log.record(0))
        return writer.bytes.text
    }

    /// What happened at a step, without number, indentation or line.
    public static func describe(_ step: RACTraceStep) -> String {
        let log = RACTraceLog([step])
        var writer = LineWriter(strings: .utf8(log.strings))
        writer.describe(log.record(0))
        return writer.bytes.text
    }

    /// Writes records as lines, naming strings by their ids in the log's table.
    private struct LineWriter {
        var bytes = RACTraceByteWriter()
        let strings: RACTraceStringTable

        init(strings: RACTraceStringTable) {
            self.strings = strings
        }

        mutating func string(_ id: Int32) {
            bytes.append(strings[id])
        }

        mutating func line(_ r: RACTraceLog.Record) {
            let number = Int(r.step)
            var digits = 1, rest = number / 10
            while rest > 0 { digits += 1; rest /= 10 }
            for _ in digits..<max(digits, 4) { bytes.byte(UInt8(ascii: " ")) }
            bytes.integer(number)
            bytes.bytes("  ")
            for _ in 0..<r.depth { bytes.bytes("  ") }
            describe(r)
            if r.line >= 0 {
                bytes.bytes("  @")
                bytes.integer(Int(r.line))
            }
        }

        /// The slots hold what `RACTraceLog.append(_:)` puts there for each kind.
        mutating func describe(_ r: RACTraceLog.Record) {
            switch r.kind {
            case .create:
                bytes.bytes("create "); string(r.s2 >= 0 ? r.s2 : r.s0); bytes.bytes(" ("); string(r.s1); bytes.bytes(")")
            case .passthrough:
                bytes.bytes("create "); string(r.s0); bytes.bytes(" (RACPassthroughSubscriber) between "); string(r.s1)
                bytes.bytes(" and "); string(r.s2)
            case .subscribe:
                bytes.bytes("subscribe "); string(r.s0); bytes.bytes(" ← "); string(r.s2); bytes.bytes(" ("); string(r.s3)
                bytes.bytes(")")
            case .enter:
                bytes.bytes("→ "); blockLabel(r); locations(r)
            case .exit:
                bytes.bytes("← "); blockLabel(r)
            case .next:
                bytes.bytes("next "); string(r.s3); bytes.bytes(" → "); receiver(r)
            case .error:
                bytes.bytes("error "); string(r.s3); bytes.bytes(" → "); receiver(r)
            case .completed:
                bytes.bytes("completed → "); receiver(r)
            case .dispose:
                bytes.bytes("dispose "); string(r.s0); bytes.bytes(" ("); string(r.s1); bytes.bytes(")")
                if r.flag { bytes.bytes(" runs its block") }
                if r.s2 >= 0 { bytes.bytes(" in "); string(r.s2) }
            case .dealloc:
                bytes.bytes("dealloc "); string(r.s0); bytes.bytes(" ("); string(r.s1); bytes.bytes(")")
                if r.s2 >= 0 { bytes.bytes(" of "); string(r.s2) }
            case .log:
                bytes.bytes("log \""); string(r.s0); bytes.bytes("\"")
            }
        }

        /// `block 6 bind.didSubscribe [bindSignal]`, `block 3 map:`, or `block map.block` when
        /// unnumbered.
        mutating func blockLabel(_ r: RACTraceLog.Record) {
            bytes.bytes("block")
            if r.number != .min { bytes.bytes(" "); bytes.integer(Int(r.number)) }
            if !strings[r.s0].isEmpty { bytes.bytes(" "); string(r.s0) }
            if r.s1 >= 0 { bytes.bytes(" ["); string(r.s1); bytes.bytes("]") }
        }

        /// Where an engine block is written: `  RACSignal.m:108 ⇄ RACSignal+Bind.swift:42` (RAC's
        /// file, then ours by file name; the JSON format has our full path).
        mutating func locations(_ r: RACTraceLog.Record) {
            let rac = r.s2, engine = r.s3
            guard rac >= 0 || engine >= 0 else { return }
            bytes.bytes("  ")
            if rac >= 0 {
                string(rac)
                if engine >= 0 { bytes.bytes(" ⇄ ") }
            }
            if engine >= 0 {
                // The file name: what follows the last `/` (all of it without one).
                let path = strings[engine]
                let start = path.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? path.startIndex
                bytes.append(UnsafeRawBufferPointer(rebasing: path[start...]))
            }
        }

        /// The receiver, its class and signal, and why the event went no further if it did not:
        /// a passthrough drops it once its subscription is disposed; a `RACSubscriber` has no
        /// block for it (or its blocks were cleared by disposal).
        mutating func receiver(_ r: RACTraceLog.Record) {
            string(r.s0); bytes.bytes(" ("); string(r.s1); bytes.bytes(")")
            if r.s2 >= 0 { bytes.bytes(" of "); string(r.s2) }
            guard r.flag else { return }
            bytes.bytes(strings[r.s1].elementsEqual("RACSubscriber".utf8) ? " (no block)" : " (dropped: disposed)")
        }
    }
}
