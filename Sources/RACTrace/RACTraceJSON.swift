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
        var writer = LineWriter(strings: RACTraceStringTable.json(log.strings))
        if log.library != .reactiveObjC {
            // The header: which RAC the run translated, before the first step.
            writer.bytes.bytes("{\"commit\":")
            writer.bytes.jsonString(log.library.commit)
            writer.bytes.bytes(",\"rac\":")
            writer.bytes.jsonString(log.library.displayName)
            writer.bytes.bytes("}\n")
        }
        log.forEachRecord { record in
            writer.line(record)
            if writer.bytes.isFull { writer.bytes.drain(to: sink) }
        }
        writer.bytes.drain(to: sink)
    }

    /// Writes records as JSON lines, naming strings by their ids in the log's table.
    private struct LineWriter {
        var bytes = RACTraceByteWriter()
        let strings: RACTraceStringTable

        init(strings: RACTraceStringTable) {
            self.strings = strings
        }

        mutating func line(_ r: RACTraceLog.Record) {
            let isEnter = r.kind == .enter, isBlock = isEnter || r.kind == .exit
            let isDelivery = r.kind == .next || r.kind == .error || r.kind == .completed
            // Keys in sorted order: block caller depth engine event flag line name object rac
            // signal step target text user value.
            bytes.bytes("{")
            var first = true
            if isBlock, r.number != .min {
                bytes.bytes("\"block\":")
                bytes.integer(Int(r.number))
                first = false
            }
            if isEnter, r.s4 >= 0 {
                if !first { bytes.byte(UInt8(ascii: ",")) }
                bytes.bytes("\"caller\":")
                bytes.append(strings[r.s4])
                first = false
            }
            if !first { bytes.byte(UInt8(ascii: ",")) }
            bytes.bytes("\"depth\":")
            bytes.integer(Int(r.depth))
            if isEnter { stringField("\"engine\":", r.s3) }
            key("\"event\":")
            bytes.bytes(RACTraceJSON.eventNames[Int(r.kind.rawValue)])
            if isDelivery, r.flag { literalField("\"flag\":", "true") }
            if r.kind == .dispose { literalField("\"flag\":", r.flag ? "true" : "false") }
            if r.line >= 0 {
                key("\"line\":")
                bytes.integer(Int(r.line))
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
            bytes.integer(Int(r.step))
            switch r.kind {
            case .passthrough, .subscribe, .dispose: stringField("\"target\":", r.s2)
            case .next, .error, .completed: stringField("\"target\":", r.s0)
            default: break
            }
            if r.kind == .log { stringField("\"text\":", r.s0) }
            if isBlock, r.flag { literalField("\"user\":", "true") }
            if r.kind == .next || r.kind == .error { stringField("\"value\":", r.s3) }
            bytes.bytes("}\n")
        }

        private mutating func key(_ name: StaticString) {
            bytes.byte(UInt8(ascii: ","))
            bytes.bytes(name)
        }

        private mutating func stringField(_ name: StaticString, _ id: Int32) {
            guard id >= 0 else { return }
            key(name)
            bytes.append(strings[id])
        }

        private mutating func literalField(_ name: StaticString, _ value: StaticString) {
            key(name)
            bytes.bytes(value)
        }
    }

    /// Each kind's `event` value, quoted, by `RACTraceLog.Kind` raw value.
    private static let eventNames: [StaticString] = [
        "\"create\"", "\"create\"", "\"subscribe\"", "\"enter\"", "\"exit\"", "\"next\"", "\"error\"", "\"completed\"",
        "\"dispose\"", "\"dealloc\"", "\"log\"",
    ]
}
