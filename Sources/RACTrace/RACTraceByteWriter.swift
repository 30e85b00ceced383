/// The buffer the trace writers fill: bytes appended in place and drained to a sink in
/// chunks of about 64 KB, so a trace of any length is written in constant memory.
///
/// The bytes live in memory the writer allocates itself rather than in an array: every
/// step writes a dozen pieces, and an array checks its uniqueness and capacity, generically,
/// for each.
struct RACTraceByteWriter {
    /// The memory, freed with the writer.
    private final class Storage {
        var base: UnsafeMutablePointer<UInt8>
        var count = 0
        var capacity: Int

        init(capacity: Int) {
            base = .allocate(capacity: capacity)
            self.capacity = capacity
        }

        deinit { base.deallocate() }

        /// Room for `extra` more bytes.
        @inline(__always) func reserve(_ extra: Int) {
            guard count + extra > capacity else { return }
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: max(capacity * 2, count + extra))
            grown.update(from: base, count: count)
            base.deallocate()
            base = grown
            capacity = max(capacity * 2, count + extra)
        }

        @inline(__always) func append(_ bytes: UnsafeRawBufferPointer) {
            reserve(bytes.count)
            if let start = bytes.baseAddress { (base + count).update(from: start.assumingMemoryBound(to: UInt8.self), count: bytes.count) }
            count += bytes.count
        }
    }

    private let storage: Storage
    private static let chunk = 1 << 16

    init() {
        storage = Storage(capacity: Self.chunk + 4096)
    }

    var isFull: Bool { storage.count >= Self.chunk }

    /// What was written, as text (for a single line).
    var text: String { String(decoding: written, as: UTF8.self) }

    @inline(__always) mutating func byte(_ byte: UInt8) {
        storage.reserve(1)
        storage.base[storage.count] = byte
        storage.count += 1
    }

    @inline(__always) mutating func bytes(_ text: StaticString) {
        storage.append(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Bytes written elsewhere, such as a string of a `RACTraceStringTable`.
    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        storage.append(bytes)
    }

    /// What was written and not yet drained; valid until the writer next writes or drains.
    var written: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: storage.base, count: storage.count) }

    mutating func string(_ text: String) {
        var text = text
        text.withUTF8 { storage.append(UnsafeRawBufferPointer($0)) }
    }

    /// Decimal, as `String(value)` writes it.
    mutating func integer(_ value: Int) {
        guard value >= 0 else {
            string(String(value))
            return
        }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { digits in
            var at = digits.count, rest = value
            repeat {
                at -= 1
                digits[at] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            storage.append(UnsafeRawBufferPointer(rebasing: digits[at...]))
        }
    }

    /// `text` as a JSON string the way `JSONEncoder` writes one with `.withoutEscapingSlashes`:
    /// `"` and `\` escaped, the control characters as `\b \f \n \r \t` or `\u00XX`, everything
    /// else as its UTF-8.
    mutating func jsonString(_ text: String) {
        byte(UInt8(ascii: "\""))
        // Most strings need no escape: copied whole.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            string(text)
            byte(UInt8(ascii: "\""))
            return
        }
        for unit in text.utf8 {
            switch unit {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): byte(UInt8(ascii: "\\")); byte(unit)
            case 0x08: byte(UInt8(ascii: "\\")); byte(UInt8(ascii: "b"))
            case 0x0C: byte(UInt8(ascii: "\\")); byte(UInt8(ascii: "f"))
            case 0x0A: byte(UInt8(ascii: "\\")); byte(UInt8(ascii: "n"))
            case 0x0D: byte(UInt8(ascii: "\\")); byte(UInt8(ascii: "r"))
            case 0x09: byte(UInt8(ascii: "\\")); byte(UInt8(ascii: "t"))
            case 0x00..<0x20:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                bytes([UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(unit >> 4)], hex[Int(unit & 0xF)]])
            default: byte(unit)
            }
        }
        byte(UInt8(ascii: "\""))
    }

    /// The escape of a control character: a few bytes.
    private mutating func bytes(_ escape: [UInt8]) {
        escape.withUnsafeBytes { storage.append($0) }
    }

    mutating func drain(to sink: (UnsafeRawBufferPointer) -> Void) {
        guard storage.count > 0 else { return }
        sink(UnsafeRawBufferPointer(start: storage.base, count: storage.count))
        storage.count = 0
    }
}
