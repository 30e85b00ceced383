import Testing
@testable import ObjCFrontend

@Suite struct LexerTests {
    private func tokens(_ code: String) -> [Token] {
        Array(Lexer.tokenize(SourceFile(path: "t.m", text: code)).tokens.dropLast())
    }

    static let singleTokens: [(String, TokenKind)] = [
        ("subscriber", .identifier), ("_x1", .identifier), ("$x", .identifier),
        ("if", .keyword), ("__block", .keyword), ("_Nullable", .keyword), ("unsigned", .keyword),
        ("@autoreleasepool", .atKeyword), ("@synchronized", .atKeyword), ("@implementation", .atKeyword),
        ("@end", .atKeyword), ("@interface", .atKeyword), ("@weakify", .atKeyword), ("@strongify", .atKeyword),
        ("@selector", .atKeyword), ("@YES", .atKeyword), ("@NO", .atKeyword),
        ("@\"str\"", .atString), ("@\"a\\\"b\"", .atString), ("@\"中文\"", .atString),
        ("\"c\\n\\t\\\\\\u1234\\x41\\101\"", .stringLiteral), ("'a'", .characterLiteral), ("'\\''", .characterLiteral),
        ("42", .integerLiteral), ("0x1F", .integerLiteral), ("017", .integerLiteral), ("10u", .integerLiteral),
        ("10UL", .integerLiteral), ("10ll", .integerLiteral), ("1.5", .floatLiteral), ("1e3", .floatLiteral),
        (".5", .floatLiteral), ("1.5f", .floatLiteral), ("2.5F", .floatLiteral), ("1e-3", .floatLiteral),
        ("0x1p3", .floatLiteral),
    ]

    @Test(arguments: singleTokens)
    func lexesOneToken(_ code: String, _ kind: TokenKind) {
        let lexed = tokens(code)
        #expect(lexed.map(\.kind) == [kind])
        #expect(lexed.map(\.text) == [code])
    }

    static let punctuators = ["->", "++", "--", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "<<", ">>",
                              "...", "^", "&&", "||", "?", ":", "<=", ">=", "==", "!=", "!", "~", ".", ",", ";",
                              "(", ")", "[", "]", "{", "}", "@", "=", "<", ">", "+", "-", "*", "/", "%", "&", "|"]

    @Test(arguments: punctuators)
    func lexesPunctuator(_ text: String) {
        #expect(tokens(text).map(\.text) == [text])
        #expect(tokens(text).map(\.kind) == [.punctuator])
    }

    @Test func splitsLongestFirst() {
        #expect(tokens("a<<=b>>c->d").map(\.text) == ["a", "<<=", "b", ">>", "c", "->", "d"])
        #expect(tokens("@1 @-1 @2.5 @( @[ @{").map(\.text) == ["@", "1", "@", "-", "1", "@", "2.5", "@", "(", "@", "[", "@", "{"])
    }

    @Test func keepsCommentsAndDirectivesAsTrivia() {
        let lexed = tokens("#import <A/A.h>\n// one\nx /* two */ y")
        #expect(lexed.map(\.text) == ["x", "y"])
        #expect(lexed[0].leadingTrivia.map(\.kind) == [.preprocessor, .whitespace, .lineComment, .whitespace])
        #expect(lexed[0].leadingComments.map(\.text) == ["// one"])
        #expect(lexed[1].leadingComments.map(\.text) == ["/* two */"])
    }

    @Test func hashInsideALineIsNotADirective() {
        let (lexed, diagnostics) = Lexer.tokenize(SourceFile(path: "t.m", text: "x # y"))
        #expect(lexed.map(\.kind) == [.identifier, .invalid, .identifier, .endOfFile])
        #expect(diagnostics.map(\.message) == ["invalid character '#' in source"])
    }

    @Test func rangesAreByteOffsets() {
        let lexed = tokens("@\"中\" x")
        #expect(lexed.map(\.range) == [SourceRange(start: 0, end: 6), SourceRange(start: 7, end: 8)])
    }

    @Test func unterminatedStringStopsAtEndOfLine() {
        let (lexed, diagnostics) = Lexer.tokenize(SourceFile(path: "t.m", text: "\"abc\nx"))
        #expect(lexed.map(\.text) == ["\"abc", "x", ""])
        #expect(diagnostics.map(\.range) == [.point(0)])
    }
}

@Suite struct SourceFileTests {
    @Test func mapsOffsetsToLinesAndByteColumns() {
        let file = SourceFile(path: "t.m", text: "ab\n中x\n\nend")
        #expect(file.location(of: 0) == SourceLocation(line: 1, column: 1))
        #expect(file.location(of: 2) == SourceLocation(line: 1, column: 3))
        #expect(file.location(of: 3) == SourceLocation(line: 2, column: 1))
        #expect(file.location(of: 6) == SourceLocation(line: 2, column: 4))
        #expect(file.location(of: 9) == SourceLocation(line: 4, column: 1))
        #expect(file.location(of: 999) == SourceLocation(line: 4, column: 4))
        #expect(file.lineCount == 4)
    }

    @Test func returnsLineTextWithoutTerminators() {
        let file = SourceFile(path: "t.m", text: "one\r\n中文\n\nlast")
        #expect((1...4).map(file.lineText) == ["one", "中文", "", "last"])
        #expect(file.lineText(9) == "")
        #expect(file.text(in: SourceRange(start: 5, end: 8)) == "中")
    }
}
