/// The buffer the trace writers fill: bytes appended in place and drained to a sink in
/// chunks of about 64 KB, so a trace of any length is written in constant memory.
struct RACTraceByteWriter {
    private var buffer: [UInt8] = []
    private static let chunk = 1 << 16

    init() {
        buffer.reserveCapacity(Self.chunk + 4096)
    }

    var isFull: Bool { buffer.count >= Self.chunk }

    /// What was written, as text (for a single line).
    var text: String { String(decoding: buffer, as: UTF8.self) }

    @inline(__always) mutating func byte(_ byte: UInt8) {
        buffer.append(byte)
    }

    @inline(__always) mutating func bytes(_ text: StaticString) {
        buffer.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func string(_ text: String) {
        buffer.append(contentsOf: text.utf8)
    }

    /// Decimal, as `String(value)` writes it.
    mutating func integer(_ value: Int) {
        guard value >= 0 else {
            buffer.append(contentsOf: String(value).utf8)
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
            buffer.append(contentsOf: digits[at...])
        }
    }

    /// `text` as a JSON string the way `JSONEncoder` writes one with `.withoutEscapingSlashes`:
    /// `"` and `\` escaped, the control characters as `\b \f \n \r \t` or `\u00XX`, everything
    /// else as its UTF-8.
    mutating func jsonString(_ text: String) {
        buffer.append(UInt8(ascii: "\""))
        // Most strings need no escape: copied whole.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            buffer.append(contentsOf: text.utf8)
            buffer.append(UInt8(ascii: "\""))
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): buffer.append(UInt8(ascii: "\\")); buffer.append(byte)
            case UInt8(ascii: "\\"): buffer.append(UInt8(ascii: "\\")); buffer.append(byte)
            case 0x08: buffer.append(UInt8(ascii: "\\")); buffer.append(UInt8(ascii: "b"))
            case 0x0C: buffer.append(UInt8(ascii: "\\")); buffer.append(UInt8(ascii: "f"))
            case 0x0A: buffer.append(UInt8(ascii: "\\")); buffer.append(UInt8(ascii: "n"))
            case 0x0D: buffer.append(UInt8(ascii: "\\")); buffer.append(UInt8(ascii: "r"))
            case 0x09: buffer.append(UInt8(ascii: "\\")); buffer.append(UInt8(ascii: "t"))
            case 0x00..<0x20:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                buffer.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                           hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: buffer.append(byte)
            }
        }
        buffer.append(UInt8(ascii: "\""))
    }

    mutating func drain(to sink: (UnsafeRawBufferPointer) -> Void) {
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBytes(sink)
        buffer.removeAll(keepingCapacity: true)
    }
}
