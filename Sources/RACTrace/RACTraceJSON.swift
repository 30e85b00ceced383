/// `racstep trace --format json`: one JSON object per step and line, keys sorted, absent
/// fields left out — the flat view of `RACTraceStep` (its `Codable` form), byte for byte as
/// `JSONEncoder` with `.sortedKeys` and `.withoutEscapingSlashes` writes it.
///
/// Written straight from a `RACTraceLog`'s records into a buffer handed out in chunks: no
/// step, dictionary or string is made per step, so a trace of millions of steps streams.
///
/// A run of another RAC than ReactiveObjC starts with a header object naming it,
/// `{"commit":"32364b9…","rac":"ReactiveCocoa 2.5"}`, which has no `step`.
public enum RACTraceJSON {
    public static func render(_ steps: [RACTraceStep]) -> String {
        var text = ""
        write(RACTraceLog(steps)) { text += String(decoding: $0, as: UTF8.self) }
        return text
    }

    /// Writes the log as JSON lines, calling `sink` with each filled chunk (about 64 KB).
    public static func write(_ log: RACTraceLog, to sink: (UnsafeRawBufferPointer) -> Void) {
        var writer = RACTraceByteWriter()
        let strings = log.strings
        func key(_ name: StaticString) {
            writer.byte(UInt8(ascii: ","))
            writer.bytes(name)
        }
        func stringField(_ name: StaticString, _ id: Int32) {
            guard id >= 0 else { return }
            key(name)
            writer.jsonString(strings[Int(id)])
        }
        func literalField(_ name: StaticString, _ value: StaticString) {
            key(name)
            writer.bytes(value)
        }
        if log.library != .reactiveObjC {
            // The header: which RAC the run translated, before the first step.
            writer.bytes("{\"commit\":")
            writer.jsonString(log.library.commit)
            writer.bytes(",\"rac\":")
            writer.jsonString(log.library.displayName)
            writer.bytes("}\n")
        }
        log.forEachRecord { r in
            let isEnter = r.kind == .enter, isBlock = isEnter || r.kind == .exit
            let isDelivery = r.kind == .next || r.kind == .error || r.kind == .completed
            // Keys in sorted order: block caller depth engine event flag line name object rac
            // signal step target text user value.
            writer.bytes("{")
            var first = true
            if isBlock, r.number != .min {
                writer.bytes("\"block\":")
                writer.integer(Int(r.number))
                first = false
            }
            if isEnter, r.s4 >= 0 {
                if !first { writer.byte(UInt8(ascii: ",")) }
                writer.bytes("\"caller\":")
                writer.jsonString(strings[Int(r.s4)])
                first = false
            }
            if !first { writer.byte(UInt8(ascii: ",")) }
            writer.bytes("\"depth\":")
            writer.integer(Int(r.depth))
            if isEnter { stringField("\"engine\":", r.s3) }
            key("\"event\":")
            writer.bytes(eventNames[Int(r.kind.rawValue)])
            if isDelivery, r.flag { literalField("\"flag\":", "true") }
            if r.kind == .dispose { literalField("\"flag\":", r.flag ? "true" : "false") }
            if r.line >= 0 {
                key("\"line\":")
                writer.integer(Int(r.line))
            }
            switch r.kind {
            case .create, .dispose, .dealloc, .next, .error, .completed: stringField("\"name\":", r.s1)
            case .passthrough: literalField("\"name\":", "\"RACPassthroughSubscriber\"")
            case .subscribe: stringField("\"name\":", r.s3)
            case .enter, .exit: stringField("\"name\":", r.s0)
            case .log: break
            }
            switch r.kind {
            case .create, .passthrough, .dispose, .dealloc: stringField("\"object\":", r.s0)
            case .subscribe: stringField("\"object\":", r.s1)
            default: break
            }
            if isEnter { stringField("\"rac\":", r.s2) }
            stringField("\"signal\":", r.signal)
            key("\"step\":")
            writer.integer(Int(r.step))
            switch r.kind {
            case .passthrough, .subscribe, .dispose: stringField("\"target\":", r.s2)
            case .next, .error, .completed: stringField("\"target\":", r.s0)
            default: break
            }
            if r.kind == .log { stringField("\"text\":", r.s0) }
            if isBlock, r.flag { literalField("\"user\":", "true") }
            if r.kind == .next || r.kind == .error { stringField("\"value\":", r.s3) }
            writer.bytes("}\n")
            if writer.isFull { writer.drain(to: sink) }
        }
        writer.drain(to: sink)
    }

    /// Each kind's `event` value, quoted, by `RACTraceLog.Kind` raw value.
    private static let eventNames: [StaticString] = [
        "\"create\"", "\"create\"", "\"subscribe\"", "\"enter\"", "\"exit\"", "\"next\"", "\"error\"", "\"completed\"",
        "\"dispose\"", "\"dealloc\"", "\"log\"",
    ]
}
