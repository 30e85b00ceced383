/// Classifies every byte of a source for syntax highlighting, built on the lexer.
///
/// The spans tile the text with no gaps (whitespace included), so the site can rebuild the source
/// exactly by concatenating them and wrap each one in a styled element. Classification is a
/// token-level guess, like an editor's, and never fails: text the lexer rejects is `.invalid`.
public enum Highlighter {
    public static func highlight(_ file: SourceFile) -> [HighlightSpan] {
        let tokens = Lexer.tokenize(file).tokens
        var spans: [HighlightSpan] = []
        var brackets: [String] = []
        for (index, token) in tokens.enumerated() {
            for trivia in token.leadingTrivia {
                spans.append(HighlightSpan(kind: kind(of: trivia.kind), range: trivia.range))
            }
            guard token.kind != .endOfFile else { break }
            let previous = index > 0 ? tokens[index - 1] : nil
            let next = tokens[min(index + 1, tokens.count - 1)]
            spans.append(HighlightSpan(kind: kind(of: token, previous: previous, next: next, innermost: brackets.last),
                                       range: token.range))
            if token.kind == .punctuator {
                if ["(", "[", "{"].contains(token.text) { brackets.append(token.text) }
                if [")", "]", "}"].contains(token.text), !brackets.isEmpty { brackets.removeLast() }
            }
        }
        return spans
    }

    private static func kind(of trivia: Trivia.Kind) -> HighlightKind {
        switch trivia {
        case .whitespace: .whitespace
        case .lineComment, .blockComment: .comment
        case .preprocessor: .preprocessor
        }
    }

    private static let constantKeywords: Set<String> = ["self", "super", "nil", "Nil", "NULL", "YES", "NO", "true", "false"]

    private static func kind(of token: Token, previous: Token?, next: Token, innermost: String?) -> HighlightKind {
        switch token.kind {
        case .keyword where next.isPunctuatorOrKeyword(":") && innermost == "[":
            return .selectorPart
        case .keyword:
            return CTypes.baseWords.contains(token.text) ? .type : .keyword
        case .atKeyword:
            return .atKeyword
        case .punctuator where token.text == "@":
            return .atKeyword
        case .atString, .stringLiteral, .characterLiteral:
            return .string
        case .integerLiteral, .floatLiteral:
            return .number
        case .punctuator:
            return .punctuation
        case .invalid, .endOfFile:
            return .invalid
        case .identifier:
            return identifierKind(token, previous: previous, next: next, innermost: innermost)
        }
    }

    private static func identifierKind(_ token: Token, previous: Token?, next: Token, innermost: String?) -> HighlightKind {
        if next.isPunctuatorOrKeyword(":") && (innermost == "[" || innermost == nil) { return .selectorPart }
        if innermost == "[", next.isPunctuatorOrKeyword("]"), let previous, endsOperand(previous) { return .selectorPart }
        if constantKeywords.contains(token.text) { return .keyword }
        if CTypes.knownNames.contains(token.text) { return .type }
        if CTypes.mayBeTypeName(token.text) {
            let receiver = previous?.isPunctuatorOrKeyword("[") == true && (next.kind == .identifier || next.kind == .keyword)
            if receiver || next.isPunctuatorOrKeyword("*") || next.isPunctuatorOrKeyword("<") || next.kind == .identifier {
                return .type
            }
        }
        return .identifier
    }

    /// Whether a token can end a receiver, so an identifier after it is a unary selector.
    private static func endsOperand(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .integerLiteral, .floatLiteral, .stringLiteral, .atString, .characterLiteral, .atKeyword: true
        case .punctuator: token.text == "]" || token.text == ")"
        default: false
        }
    }
}

/// One classified stretch of source.
public struct HighlightSpan: Hashable, Sendable {
    public var kind: HighlightKind
    public var range: SourceRange

    public init(kind: HighlightKind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

/// The classes a theme styles; the raw value doubles as a CSS class name.
public enum HighlightKind: String, Hashable, Sendable, CaseIterable {
    case keyword, type, string, number, comment, identifier
    case selectorPart = "selector-part"
    case atKeyword = "at-keyword"
    case punctuation, preprocessor, whitespace, invalid
}
