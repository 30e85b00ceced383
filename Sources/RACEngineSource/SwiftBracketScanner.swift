/// Walks Swift source for its brackets, skipping comments and string literals, so that
/// braces in a message (`"{"`) or a doc comment cannot end a block early.
///
/// Knows what RACCore's files use: `//` and nested `/* */` comments; `"…"`, `"""…"""` and
/// raw (`#"…"#`) strings, with escapes and `\(…)` interpolations (scanned as code, strings
/// inside them included).
struct SwiftBracketScanner {
    enum Token: Equatable {
        case open(Character)
        case close(Character)
        /// A line end outside comments and strings: the line it ends.
        case lineEnd(Int)
    }

    private let bytes: [UInt8]
    private var index = 0
    /// The 1-based line of `index`, counting from `firstLine`.
    private(set) var line: Int

    init(_ text: String, firstLine: Int = 1) {
        bytes = Array(text.utf8)
        line = firstLine
    }

    /// The next bracket or line end in code, or nil at the end of the text.
    mutating func next() -> Token? {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                return .lineEnd(line - 1)
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                if !skipString() { index += 1 }
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                index += 1
                return .open(Character(Unicode.Scalar(byte)))
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                index += 1
                return .close(Character(Unicode.Scalar(byte)))
            default:
                index += 1
            }
        }
        return nil
    }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private func matches(_ text: String, at offset: Int) -> Bool {
        var position = offset
        for byte in text.utf8 {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
        }
        return true
    }

    private mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") { line += 1 }
        index += 1
    }

    /// Swift block comments nest.
    private mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            if matches("/*", at: index) {
                depth += 1
                index += 2
            } else if matches("*/", at: index) {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                advance()
            }
        }
    }

    /// At `"` or a run of `#` before one: skips the literal and returns true; at a `#` that
    /// starts no string (`#if`, `#selector`), returns false and moves nowhere.
    private mutating func skipString() -> Bool {
        var hashes = 0
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        guard peek(hashes) == UInt8(ascii: "\"") else { return false }
        let pounds = String(repeating: "#", count: hashes)
        let multiline = matches("\"\"\"", at: index + hashes)
        index += hashes + (multiline ? 3 : 1)
        let closing = (multiline ? "\"\"\"" : "\"") + pounds
        let escape = "\\" + pounds
        while index < bytes.count {
            if matches(closing, at: index) {
                index += closing.utf8.count
                return true
            }
            if matches(escape, at: index) {
                index += escape.utf8.count
                if peek(0) == UInt8(ascii: "(") {
                    index += 1
                    skipInterpolation()
                } else if index < bytes.count {
                    advance()
                }
                continue
            }
            // An unterminated one-line string ends with its line.
            if !multiline, bytes[index] == UInt8(ascii: "\n") { return true }
            advance()
        }
        return true
    }

    /// After `\(`: code up to the matching `)`, its own strings and comments skipped.
    private mutating func skipInterpolation() {
        var depth = 1
        while let token = next() {
            switch token {
            case .open: depth += 1
            case .close: depth -= 1
            case .lineEnd: break
            }
            if depth == 0 { return }
        }
    }
}
