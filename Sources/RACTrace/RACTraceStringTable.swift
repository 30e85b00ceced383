/// A log's string table as the bytes a trace writer copies, each string encoded once: as its
/// UTF-8 for the text format, as a JSON string (quotes and escapes included) for JSON.
///
/// The same few strings recur on most steps (a block's name, its engine and ReactiveObjC
/// locations, a signal's name). Checking every occurrence for characters to escape was a fifth
/// of `racstep trace --format json`, and fetching each `String` (a retain and release, a check
/// that its UTF-8 is contiguous) a tenth of the text trace; a step now copies bytes.
struct RACTraceStringTable {
    /// Every string's bytes, one after another; never written to once the table is made, so
    /// the buffers it hands out stay valid as long as the table.
    private var bytes = RACTraceByteWriter()
    /// Where each string's bytes end in `bytes`, by string id.
    private var ends: [Int] = []

    /// The strings as their UTF-8.
    static func utf8(_ strings: [String]) -> RACTraceStringTable {
        RACTraceStringTable(strings) { $0.string($1) }
    }

    /// The strings as JSON strings.
    static func json(_ strings: [String]) -> RACTraceStringTable {
        RACTraceStringTable(strings) { $0.jsonString($1) }
    }

    private init(_ strings: [String], encode: (inout RACTraceByteWriter, String) -> Void) {
        ends.reserveCapacity(strings.count)
        for string in strings {
            encode(&bytes, string)
            ends.append(bytes.written.count)
        }
    }

    subscript(id: Int32) -> UnsafeRawBufferPointer {
        let index = Int(id), start = index == 0 ? 0 : ends[index - 1]
        return UnsafeRawBufferPointer(rebasing: bytes.written[start..<ends[index]])
    }
}
