/// Turns source bytes into tokens. A value-type cursor: copying it saves a position.
///
/// The lexer never fails: a bad character becomes an `.invalid` token and an unterminated literal
/// or comment runs to the end of its line or file, each with a diagnostic at its exact location.
/// That keeps the highlighter able to colour any text and lets the parser report the first problem.
public struct Lexer: Sendable {
    public let file: SourceFile
    private let bytes: [UInt8]
    /// The offset of the next unread byte.
    public private(set) var offset = 0
    public private(set) var diagnostics: [Diagnostic] = []

    public init(_ file: SourceFile) {
        self.file = file
        self.bytes = file.bytes
    }

    /// Every token of `file`, ending with one `.endOfFile` token that carries the trailing trivia.
    public static func tokenize(_ file: SourceFile) -> (tokens: [Token], diagnostics: [Diagnostic]) {
        var lexer = Lexer(file)
        var tokens: [Token] = []
        while true {
            let token = lexer.next()
            tokens.append(token)
            if token.kind == .endOfFile { return (tokens, lexer.diagnostics) }
        }
    }

    // MARK: The byte cursor

    func peek(_ ahead: Int = 0) -> UInt8? {
        offset + ahead < bytes.count ? bytes[offset + ahead] : nil
    }

    @discardableResult
    mutating func eat() -> UInt8? {
        guard offset < bytes.count else { return nil }
        offset += 1
        return bytes[offset - 1]
    }

    mutating func report(_ message: DiagnosticMessage, _ range: SourceRange) {
        diagnostics.append(Diagnostic(message, range: range))
    }

    // MARK: Tokens

    /// The next token with its leading trivia; `.endOfFile` forever once the text is used up.
    public mutating func next() -> Token {
        let trivia = lexTrivia()
        let start = offset
        let kind = lexTokenBody()
        return Token(kind: kind, text: file.text(in: SourceRange(start: start, end: offset)),
                     range: SourceRange(start: start, end: offset), leadingTrivia: trivia)
    }

    private mutating func lexTokenBody() -> TokenKind {
        guard let byte = peek() else { return .endOfFile }
        let start = offset
        switch byte {
        case _ where Self.isIdentifierStart(byte):
            lexIdentifier()
            return Keywords.all.contains(file.text(in: SourceRange(start: start, end: offset))) ? .keyword : .identifier
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return lexNumber()
        case UInt8(ascii: "."):
            if let next = peek(1), Self.isDigit(next) { return lexNumber() }
        case UInt8(ascii: "\""):
            lexQuoted(UInt8(ascii: "\""))
            return .stringLiteral
        case UInt8(ascii: "'"):
            lexQuoted(UInt8(ascii: "'"))
            return .characterLiteral
        case UInt8(ascii: "@"):
            eat()
            if peek() == UInt8(ascii: "\"") {
                lexQuoted(UInt8(ascii: "\""))
                return .atString
            }
            if let next = peek(), Self.isIdentifierStart(next) {
                lexIdentifier()
                return .atKeyword
            }
            return .punctuator
        default:
            break
        }
        if let length = Punctuators.longestMatch(in: bytes, at: offset) {
            offset += length
            return .punctuator
        }
        lexInvalidCharacter()
        return .invalid
    }

    private mutating func lexIdentifier() {
        while let byte = peek(), Self.isIdentifierContinue(byte) { eat() }
    }

    /// A pp-number: digits, letters, dots and signed exponents, classified afterwards. Checking
    /// suffixes and digits is the parser's job, where the literal's value is needed.
    private mutating func lexNumber() -> TokenKind {
        let start = offset
        let isHex = peek() == UInt8(ascii: "0") && (peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "X"))
        var isFloat = false
        while let byte = peek() {
            let exponent: Set<UInt8> = isHex ? [UInt8(ascii: "p"), UInt8(ascii: "P")] : [UInt8(ascii: "e"), UInt8(ascii: "E")]
            if exponent.contains(byte), offset > start + (isHex ? 1 : 0),
               let sign = peek(1), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                isFloat = true
                offset += 2
            } else if byte == UInt8(ascii: ".") {
                isFloat = true
                eat()
            } else if Self.isIdentifierContinue(byte) {
                if exponent.contains(byte) { isFloat = true }
                eat()
            } else {
                break
            }
        }
        return isFloat ? .floatLiteral : .integerLiteral
    }

    /// A string or character literal; escapes are skipped here and decoded by `LiteralDecoder`.
    private mutating func lexQuoted(_ quote: UInt8) {
        let start = offset
        eat()
        while let byte = peek(), byte != UInt8(ascii: "\n") {
            eat()
            if byte == quote { return }
            if byte == UInt8(ascii: "\\"), peek() != nil, peek() != UInt8(ascii: "\n") { eat() }
        }
        report(.missingTerminatingQuote(Character(Unicode.Scalar(quote))), .point(start))
    }

    private mutating func lexInvalidCharacter() {
        let start = offset
        let byte = eat()!
        if byte >= 0x80 {
            while let next = peek(), next & 0xC0 == 0x80 { eat() }
            report(.nonASCIICharacter, SourceRange(start: start, end: offset))
        } else {
            report(.invalidCharacter(String(UnicodeScalar(byte))), SourceRange(start: start, end: offset))
        }
    }

    // MARK: Trivia

    private mutating func lexTrivia() -> [Trivia] {
        var pieces: [Trivia] = []
        while let byte = peek() {
            let start = offset
            let kind: Trivia.Kind
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r") || byte == 0x0B || byte == 0x0C {
                while let next = peek(), [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C].contains(next) { eat() }
                kind = .whitespace
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
                while let next = peek(), next != UInt8(ascii: "\n") { eat() }
                kind = .lineComment
            } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                offset += 2
                while peek() != nil, !(peek() == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) { eat() }
                if peek() == nil {
                    report(.unterminatedBlockComment, .point(start))
                } else {
                    offset += 2
                }
                kind = .blockComment
            } else if byte == UInt8(ascii: "#"), isAtLineStart(start) {
                lexDirective()
                kind = .preprocessor
            } else {
                break
            }
            let range = SourceRange(start: start, end: offset)
            pieces.append(Trivia(kind: kind, range: range, text: file.text(in: range)))
        }
        return pieces
    }

    /// Whether only spaces and tabs precede `position` on its line, where a `#` starts a directive.
    private func isAtLineStart(_ position: Int) -> Bool {
        var index = position - 1
        while index >= 0 {
            switch bytes[index] {
            case UInt8(ascii: "\n"): return true
            case UInt8(ascii: " "), UInt8(ascii: "\t"): index -= 1
            default: return false
            }
        }
        return true
    }

    /// A directive runs to the end of the line, continued by a trailing backslash.
    private mutating func lexDirective() {
        while let byte = peek(), byte != UInt8(ascii: "\n") {
            eat()
            if byte == UInt8(ascii: "\\"), peek() == UInt8(ascii: "\n") { eat() }
        }
    }

    // MARK: Character classes

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Letters, `_` and `$` (clang accepts `$` in identifiers).
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
    }

    static func isIdentifierContinue(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }
}
