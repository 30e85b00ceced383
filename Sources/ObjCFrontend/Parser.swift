/// A recursive-descent parser for the Objective-C that ReactiveCocoa articles write.
///
/// ```swift
/// let file = SourceFile(path: "snippet.m", text: code)
/// do {
///     let unit = try Parser.parse(file)
/// } catch let error as DiagnosticError {
///     print(error)   // clang-style: file.m:3:29: error: expected ';' after expression …
/// }
/// ```
///
/// It stops at the first error: an article snippet either runs or is shown with one precise
/// message. The grammar lives in `Parse+*.swift`, one area per file; this file is the token
/// cursor (`peek` / `eat` / `expect`) and the nesting guard.
public struct Parser {
    /// Deeper nesting is reported rather than risking the stack; clang's bracket limit is the same.
    public static let maximumNestingDepth = 256

    let file: SourceFile
    private let tokens: [Token]
    private var index = 0
    private var depth = 0
    /// `typedef`s seen so far, by name: later declarations that use the name get its type.
    var typedefs: [String: TypeName] = [:]

    init(file: SourceFile, tokens: [Token]) {
        self.file = file
        self.tokens = tokens
    }

    /// Parses a whole file: top-level statements, or method definitions (optionally inside
    /// `@implementation … @end`). Throws a `DiagnosticError` for the first lexical or syntax error.
    public static func parse(_ file: SourceFile) throws -> TranslationUnit {
        let (tokens, lexerDiagnostics) = Lexer.tokenize(file)
        if !lexerDiagnostics.isEmpty { throw DiagnosticError([lexerDiagnostics[0]], in: file) }
        var parser = Parser(file: file, tokens: tokens)
        do {
            return TranslationUnit(items: try parser.parseItems(), file: file)
        } catch let error as DiagnosticList {
            throw DiagnosticError(error.diagnostics, in: file)
        }
    }

    // MARK: The token cursor

    /// The token `ahead` places after the current one; `.endOfFile` past the end.
    func peek(_ ahead: Int = 0) -> Token {
        tokens[min(index + ahead, tokens.count - 1)]
    }

    /// Whether the current token is the punctuator or keyword `text`.
    func at(_ text: String) -> Bool {
        peek().isPunctuatorOrKeyword(text)
    }

    var atEnd: Bool { peek().kind == .endOfFile }

    /// Where the previous token ended: clang puts "expected ';'" there, not at the next line.
    var previousEnd: Int {
        index > 0 ? tokens[index - 1].range.end : 0
    }

    @discardableResult
    mutating func eat() -> Token {
        let token = tokens[index]
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    /// Consumes the punctuator or keyword `text` if it is next.
    mutating func eat(_ text: String) -> Token? {
        at(text) ? eat() : nil
    }

    /// Consumes `text` or throws `message` (default `expected 'text'`) at the current token,
    /// with a "to match this" note when `opening` says which bracket is unclosed.
    @discardableResult
    mutating func expect(_ text: String, _ message: DiagnosticMessage? = nil, matching opening: Token? = nil) throws -> Token {
        if let token = eat(text) { return token }
        let notes = opening.map { [Diagnostic.Note(.toMatch("'\($0.text)'"), range: .point($0.range.start))] } ?? []
        throw error(message ?? .expected("'\(text)'"), at: peek().range.start, notes: notes)
    }

    /// Expects a `;` that clang reports at the end of the previous token, with an insertion fix-it.
    mutating func expectSemicolon(_ message: DiagnosticMessage) throws {
        guard eat(";") == nil else { return }
        let point = SourceRange.point(previousEnd)
        throw DiagnosticList([Diagnostic(message, range: point, fixIt: .init(range: point, replacement: ";"))])
    }

    mutating func expectIdentifier() throws -> Token {
        guard peek().kind == .identifier else { throw error(.expectedIdentifier, at: peek().range.start) }
        return eat()
    }

    func error(_ message: DiagnosticMessage, at offset: Int, notes: [Diagnostic.Note] = []) -> DiagnosticList {
        DiagnosticList([Diagnostic(message, range: .point(offset), notes: notes)])
    }

    /// Saves the cursor for a speculative parse; `restore` rewinds to it.
    var position: Int { index }

    mutating func restore(_ position: Int) {
        index = position
    }

    // MARK: Nesting

    /// Runs `body` one nesting level deeper, failing cleanly past `maximumNestingDepth`.
    mutating func nested<T>(_ body: (inout Parser) throws -> T) throws -> T {
        guard depth < Self.maximumNestingDepth else {
            throw DiagnosticList([Diagnostic(.nestingTooDeep(limit: Self.maximumNestingDepth), range: .point(peek().range.start),
                                             notes: [.init(.nestingLimitHint, range: .point(peek().range.start))])])
        }
        depth += 1
        defer { depth -= 1 }
        return try body(&self)
    }
}
