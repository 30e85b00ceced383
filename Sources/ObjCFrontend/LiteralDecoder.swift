/// Decodes literal spellings into values: C escapes, integer radixes and suffixes, floats.
///
/// The lexer only finds where a literal ends; decoding happens here so that a bad suffix or digit
/// is reported once, when the parser builds the literal node.
enum LiteralDecoder {
    /// The bytes of a quoted literal's body with escapes resolved. `spelling` includes the quotes
    /// (and a leading `@` for Objective-C strings).
    static func decodeQuoted(_ spelling: String, at start: Int) throws(DiagnosticList) -> [UInt8] {
        var bytes = Array(spelling.utf8)
        var base = start
        if bytes.first == UInt8(ascii: "@") { bytes.removeFirst(); base += 1 }
        guard bytes.count >= 2 else { return [] }
        let body = bytes[1..<(bytes.count - 1)]
        var result: [UInt8] = []
        var index = body.startIndex
        while index < body.endIndex {
            let byte = body[index]
            index += 1
            guard byte == UInt8(ascii: "\\"), index < body.endIndex else {
                result.append(byte)
                continue
            }
            let escape = body[index]
            index += 1
            switch escape {
            case UInt8(ascii: "n"): result.append(0x0A)
            case UInt8(ascii: "t"): result.append(0x09)
            case UInt8(ascii: "r"): result.append(0x0D)
            case UInt8(ascii: "a"): result.append(0x07)
            case UInt8(ascii: "b"): result.append(0x08)
            case UInt8(ascii: "f"): result.append(0x0C)
            case UInt8(ascii: "v"): result.append(0x0B)
            case UInt8(ascii: "e"): result.append(0x1B)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(escape - UInt8(ascii: "0"))
                var count = 1
                while count < 3, index < body.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(body[index]) {
                    value = value * 8 + UInt32(body[index] - UInt8(ascii: "0"))
                    index += 1
                    count += 1
                }
                result.append(UInt8(truncatingIfNeeded: value))
            case UInt8(ascii: "x"):
                var value: UInt32 = 0
                var digits = 0
                while index < body.endIndex, let digit = hexValue(body[index]) {
                    value = value &* 16 &+ UInt32(digit)
                    index += 1
                    digits += 1
                }
                if digits == 0 {
                    let offset = base + 1 + (index - body.startIndex) - 2
                    throw DiagnosticList([Diagnostic(.invalidHexEscape, range: .point(offset))])
                }
                result.append(UInt8(truncatingIfNeeded: value))
            case UInt8(ascii: "u"), UInt8(ascii: "U"):
                let width = escape == UInt8(ascii: "u") ? 4 : 8
                var value: UInt32 = 0
                var digits = 0
                while digits < width, index < body.endIndex, let digit = hexValue(body[index]) {
                    value = value &* 16 &+ UInt32(digit)
                    index += 1
                    digits += 1
                }
                result.append(contentsOf: Array(String(Character(Unicode.Scalar(value) ?? "\u{FFFD}")).utf8))
            default:
                // clang only warns about an unknown escape and keeps the character.
                result.append(escape)
            }
        }
        return result
    }

    /// A character constant's value; multi-character constants pack bytes big-endian, as clang does.
    static func decodeCharacter(_ spelling: String, range: SourceRange) throws(DiagnosticList) -> UInt32 {
        let bytes = try decodeQuoted(spelling, at: range.start)
        guard !bytes.isEmpty else { throw DiagnosticList([Diagnostic(.emptyCharacterConstant, range: .point(range.start))]) }
        if let scalar = String(decoding: bytes, as: UTF8.self).unicodeScalars.first, bytes.count > 1, scalar.value > 0x7F,
           String(decoding: bytes, as: UTF8.self).unicodeScalars.count == 1 {
            return scalar.value
        }
        return bytes.reduce(UInt32(0)) { $0 &<< 8 | UInt32($1) }
    }

    /// An integer constant's value and its suffix-derived type.
    static func decodeInteger(_ spelling: String, range: SourceRange) throws(DiagnosticList) -> IntegerLiteral {
        let lower = spelling.lowercased()
        var radix = 10
        var digitsStart = lower.startIndex
        if lower.hasPrefix("0x") {
            radix = 16
            digitsStart = lower.index(lower.startIndex, offsetBy: 2)
        } else if lower.hasPrefix("0b") {
            radix = 2
            digitsStart = lower.index(lower.startIndex, offsetBy: 2)
        } else if lower.hasPrefix("0"), lower.count > 1 {
            radix = 8
        }
        let body = lower[digitsStart...]
        let digits = body.prefix { $0.isHexDigit && (radix == 16 || $0.isNumber) }
        let suffix = String(spelling.suffix(body.count - digits.count))
        let suffixRange = SourceRange(start: range.end - suffix.utf8.count, end: range.end)
        guard let (isUnsigned, longness) = integerSuffix(suffix.lowercased()), !(digits.isEmpty && radix != 8) else {
            throw DiagnosticList([Diagnostic(.invalidSuffix(suffix, isFloating: false), range: .point(suffixRange.start))])
        }
        if radix == 8, let bad = digits.firstIndex(where: { $0 == "8" || $0 == "9" }) {
            let offset = range.start + digits.distance(from: digits.startIndex, to: bad)
            throw DiagnosticList([Diagnostic(.invalidOctalDigit(digits[bad]), range: .point(offset))])
        }
        guard let value = UInt64(digits.isEmpty ? "0" : String(digits), radix: radix) else {
            throw DiagnosticList([Diagnostic(.integerTooLarge, range: range)])
        }
        return IntegerLiteral(value: value, isUnsigned: isUnsigned, longness: longness, spelling: spelling)
    }

    /// `u`, `l`, `ll` in any order and case: whether unsigned, and 0 (int), 1 (long) or 2 (long long).
    private static func integerSuffix(_ suffix: String) -> (Bool, Int)? {
        switch suffix {
        case "": (false, 0)
        case "u": (true, 0)
        case "l": (false, 1)
        case "ul", "lu": (true, 1)
        case "ll": (false, 2)
        case "ull", "llu": (true, 2)
        default: nil
        }
    }

    /// A floating constant's value and whether an `f` suffix makes it a `float`.
    static func decodeFloat(_ spelling: String, range: SourceRange) throws(DiagnosticList) -> (Double, isFloat: Bool) {
        var body = spelling
        var isFloat = false
        let isHex = spelling.lowercased().hasPrefix("0x")
        if let last = body.last, "fFlL".contains(last), !(isHex && "fF".contains(last) && !body.lowercased().contains("p")) {
            isFloat = last == "f" || last == "F"
            body.removeLast()
        }
        guard let value = Double(body) else {
            let numeric = body.prefix { $0.isNumber || $0 == "." || $0 == "e" || $0 == "E" || $0 == "+" || $0 == "-" || (isHex && ($0.isHexDigit || $0 == "x" || $0 == "X" || $0 == "p" || $0 == "P")) }
            let suffix = String(spelling.dropFirst(numeric.count))
            throw DiagnosticList([Diagnostic(.invalidSuffix(suffix, isFloating: true),
                                             range: .point(range.start + numeric.utf8.count))])
        }
        return (value, isFloat)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// Diagnostics thrown inside the frontend before the file is attached to make a `DiagnosticError`.
struct DiagnosticList: Error {
    var diagnostics: [Diagnostic]

    init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }
}
