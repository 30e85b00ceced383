/// What kind of lexeme a token is. Punctuators and keywords are told apart by `Token.text`.
public enum TokenKind: Hashable, Sendable {
    case identifier
    /// A C or Objective-C keyword (`if`, `int`, `__block`, `_Nullable`, …).
    case keyword
    /// `@` glued to a word: `@autoreleasepool`, `@YES`, `@weakify`, `@selector`, `@end`.
    case atKeyword
    /// An Objective-C string literal, `@"…"`, spelled with its `@` and quotes.
    case atString
    /// A C string literal, `"…"`, spelled with its quotes.
    case stringLiteral
    case characterLiteral
    case integerLiteral
    case floatLiteral
    /// An operator or separator, including a lone `@` (as in `@(`, `@[`, `@{`, `@1`).
    case punctuator
    /// A character the lexer could not use; a diagnostic was reported for it.
    case invalid
    case endOfFile
}

/// Text between tokens. Kept rather than dropped because block labels live in comments and the
/// highlighter must rebuild the source exactly.
public struct Trivia: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case whitespace
        case lineComment
        case blockComment
        /// A `#import`, `#include` or `#define` line, which the frontend ignores.
        case preprocessor
    }

    public var kind: Kind
    public var range: SourceRange
    public var text: String
}

/// One lexeme with its exact spelling, byte range and the trivia before it.
public struct Token: Hashable, Sendable {
    public var kind: TokenKind
    public var text: String
    public var range: SourceRange
    public var leadingTrivia: [Trivia]

    public init(kind: TokenKind, text: String, range: SourceRange, leadingTrivia: [Trivia] = []) {
        self.kind = kind
        self.text = text
        self.range = range
        self.leadingTrivia = leadingTrivia
    }

    /// Whether this is the punctuator or keyword spelled `text` (never a literal that happens to match).
    public func isPunctuatorOrKeyword(_ text: String) -> Bool {
        (kind == .punctuator || kind == .keyword) && self.text == text
    }

    /// The comments before this token, in source order.
    public var leadingComments: [Trivia] {
        leadingTrivia.filter { $0.kind == .lineComment || $0.kind == .blockComment }
    }
}

/// The words the lexer reports as `.keyword`. `self`, `super`, `id`, `nil`, `YES`, `in` and
/// `nullable` stay identifiers, as in clang, because they are only special in some positions.
enum Keywords {
    static let all: Set<String> = [
        "if", "else", "for", "while", "do", "switch", "case", "default", "return", "break",
        "continue", "goto", "sizeof", "typedef", "struct", "union", "enum", "static", "extern",
        "const", "volatile", "register", "auto", "inline", "restrict", "signed", "unsigned",
        "void", "char", "short", "int", "long", "float", "double", "_Bool",
        "__block", "__weak", "__strong", "__unsafe_unretained", "__autoreleasing", "__kindof",
        "__nullable", "__nonnull", "_Nullable", "_Nonnull", "_Null_unspecified",
        "typeof", "__typeof__", "__typeof",
    ]
}
