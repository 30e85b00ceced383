/// Text with each run of whitespace made one space and none at either end, as the search
/// index keeps a lesson's words: what `split(whereSeparator: \.isWhitespace)` then
/// `joined(separator: " ")` makes. That breaks the whole text into `Character`s and looks up
/// each one's Unicode properties: a twentieth of a site build, for the 200-lesson bench.
/// Here the text's UTF-8 bytes are read instead, with the White_Space scalars written out.
///
/// A `Character` is whitespace when its first scalar is, so the two differ only where a
/// whitespace scalar shares a grapheme with a neighbour (Unicode's UAX #29): a mark or a
/// joiner after a space (GB9, GB9a), a prepended scalar before one (GB9b). Such a neighbour
/// is neither ASCII nor CJK, and only those are asked about; a text with one goes the
/// `Character` way.
enum WhitespaceRuns {
    static func collapsed(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            bytesCollapsed(bytes).map { String(decoding: $0, as: UTF8.self) }
        } ?? text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The collapsed bytes, or nil when a whitespace scalar has a neighbour it could share a
    /// grapheme with.
    private static func bytesCollapsed(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var pendingSpace = false
        // The last scalar read: whether it was a space that joins a following mark, or a
        // scalar neither ASCII nor CJK (which could be prepended to a following space).
        var previousJoinsMark = false
        var previousOther: UInt32?
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            let scalar = scalarValue(bytes, at: index, length: length)
            let kind = Self.kind(scalar)
            if kind == .other, previousJoinsMark, extendsGrapheme(scalar) { return nil }
            switch kind {
            case .space(let joinsMark):
                if joinsMark, let previous = previousOther, isPrepend(previous) { return nil }
                pendingSpace = !result.isEmpty
                previousJoinsMark = joinsMark
                previousOther = nil
            case .plain, .other:
                if pendingSpace { result.append(UInt8(ascii: " ")) }
                pendingSpace = false
                result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]))
                previousJoinsMark = false
                previousOther = kind == .other ? scalar : nil
            }
            index += length
        }
        return result
    }

    private enum Kind: Equatable {
        /// White_Space; `joinsMark` unless a control, which always ends its grapheme.
        case space(joinsMark: Bool)
        /// ASCII or CJK: never a mark, never prepended.
        case plain
        /// Anything else: may be a combining mark or a prepended one.
        case other
    }

    private static func kind(_ scalar: UInt32) -> Kind {
        switch scalar {
        case 0x09...0x0D, 0x85, 0x2028, 0x2029: .space(joinsMark: false)
        case 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x202F, 0x205F, 0x3000: .space(joinsMark: true)
        // CJK punctuation, kana, ideographs and full-width forms, less their combining marks
        // (U+302A–U+302F, U+3099–U+309A, U+FF9E–U+FF9F).
        case 0..<0x80, 0x3001...0x3029, 0x3030...0x3098, 0x309B...0x30FF, 0x3400...0x9FFF, 0xFF00...0xFF9D, 0xFFA0...0xFFEF: .plain
        default: .other
        }
    }

    /// Whether a space and `value` after it are one grapheme (a mark, a joiner).
    private static func extendsGrapheme(_ value: UInt32) -> Bool { oneGrapheme(0x20, value) }

    /// Whether `value` and a space after it are one grapheme (a prepended scalar).
    private static func isPrepend(_ value: UInt32) -> Bool { oneGrapheme(value, 0x20) }

    /// Asked of the standard library itself, so the answer is its Unicode version's: every
    /// space that can share a grapheme is Grapheme_Cluster_Break Other, as U+0020 is.
    private static func oneGrapheme(_ first: UInt32, _ second: UInt32) -> Bool {
        guard let first = Unicode.Scalar(first), let second = Unicode.Scalar(second) else { return true }
        var scalars = String.UnicodeScalarView()
        scalars.append(first)
        scalars.append(second)
        return String(scalars).count == 1
    }

    private static func scalarValue(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, length: Int) -> UInt32 {
        guard length > 1, index + length <= bytes.count else { return UInt32(bytes[index]) }
        var value = UInt32(bytes[index]) & (0xFF >> (length + 1))
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return value
    }
}
