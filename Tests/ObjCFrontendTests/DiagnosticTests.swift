import Testing
import ObjCFrontend

@Suite struct ParseErrorTests {
    /// One snippet per error kind, with clang's line:column and wording.
    static let cases: [(String, String)] = [
        ("[subscriber sendNext:@1]\nx;", "1:25: expected ';' after expression"),
        ("int a = 1\nx;", "1:10: expected ';' at end of declaration"),
        ("return x\n", "1:9: expected ';' after return statement"),
        ("break }", "1:6: expected ';' after break statement"),
        ("do x; while (y)", "1:16: expected ';' after do/while statement"),
        ("[x foo:1;", "1:9: expected ']'"),
        ("[x foo", "1:7: expected ']'"),
        ("[x]", "1:3: expected selector for Objective-C method"),
        ("f(1;", "1:4: expected ')'"),
        ("x = ;", "1:5: expected expression"),
        ("x = ", "1:5: expected expression"),
        ("^{ x;", "1:6: expected '}'"),
        ("}", "1:1: extraneous closing brace ('}')"),
        ("if x) y;", "1:4: expected '(' after 'if'"),
        ("for (int i = 0 i < 3; i++) ;", "1:15: expected ';' at end of declaration"),
        ("@weakify self;", "1:10: expected '(' after '@weakify'"),
        ("@foo;", "1:1: unexpected '@' in program"),
        ("@ x;", "1:1: unexpected '@' in program"),
        ("a ? b;", "1:6: expected ':'"),
        ("x.;", "1:3: expected identifier"),
        ("@implementation Foo\n- (void)a {}\n", "3:1: missing '@end'"),
        ("- (void)a;", "1:11: expected method body"),
        ("switch (x) { y; }", "1:14: label at end of compound statement: expected 'case' or 'default'"),
        ("NSString *s = @\"abc;", "1:16: missing terminating '\"' character"),
        ("char *s = \"abc;", "1:11: missing terminating '\"' character"),
        ("x = 'a;", "1:5: missing terminating ''' character"),
        ("/* never closed", "1:1: unterminated /* comment"),
        ("x = `;", "1:5: invalid character '`' in source"),
        ("x = 1；", "1:6: non-ASCII characters are not allowed outside of literals and identifiers"),
        ("x = '';", "1:5: empty character constant"),
        ("x = 12abc;", "1:7: invalid suffix 'abc' on integer constant"),
        ("x = 1.5q;", "1:8: invalid suffix 'q' on floating constant"),
        ("x = 09;", "1:6: invalid digit '9' in octal constant"),
        ("x = 99999999999999999999;", "1:5: integer literal is too large to be represented in any integer type"),
        ("x = @\"\\x\";", "1:7: \\x used with no following hex digits"),
        ("// 中文注释\nx = ;", "2:5: expected expression"),
        ("NSLog(@\"中文\") x;", "1:17: expected ';' after expression"),
    ]

    @Test(arguments: cases)
    func reports(_ code: String, _ expected: String) {
        #expect(firstError(code) == expected)
    }

    @Test func unclosedBracketNotesTheOpening() throws {
        let file = SourceFile(path: "t.m", text: "[x foo:[y bar]")
        let error = try #require(throws: DiagnosticError.self) { try Parser.parse(file) }
        #expect(error.primary.notes.map(\.message) == ["to match this '['"])
        #expect(error.primary.notes.map(\.range) == [.point(0)])
    }

    @Test func missingSemicolonHasInsertionFixIt() throws {
        let file = SourceFile(path: "t.m", text: "x\n")
        let error = try #require(throws: DiagnosticError.self) { try Parser.parse(file) }
        #expect(error.primary.id == .expectedSemicolonAfterExpression)
        #expect(error.primary.fixIt == Diagnostic.FixIt(range: .point(1), replacement: ";"))
    }
}

@Suite struct DiagnosticRendererTests {
    @Test func rendersClangFormat() throws {
        let file = SourceFile(path: "file.m", text: "RACSignal *s;\n\n    [subscriber sendNext:@1]\n")
        let error = try #require(throws: DiagnosticError.self) { try Parser.parse(file) }
        #expect(error.description == """
            file.m:3:29: error: expected ';' after expression
                [subscriber sendNext:@1]
                                        ^

            """)
    }

    @Test func keepsTabsInTheCaretLine() throws {
        let file = SourceFile(path: "t.m", text: "\tx = \t;")
        let error = try #require(throws: DiagnosticError.self) { try Parser.parse(file) }
        #expect(error.description == "t.m:1:7: error: expected expression\n\tx = \t;\n\t    \t^\n")
    }

    @Test func placesCaretAfterWideCharacters() throws {
        let file = SourceFile(path: "t.m", text: "NSLog(@\"中\") x;")
        let error = try #require(throws: DiagnosticError.self) { try Parser.parse(file) }
        #expect(error.description == "t.m:1:14: error: expected ';' after expression\nNSLog(@\"中\") x;\n            ^\n")
    }

    @Test func rendersNotesAndFixIts() throws {
        let file = SourceFile(path: "t.m", text: "[x foo\n")
        let error = try #require(throws: DiagnosticError.self) { try Parser.parse(file) }
        #expect(error.description == """
            t.m:2:1: error: expected ']'

            ^
            t.m:1:1: note: to match this '['
            [x foo
            ^

            """)
        let fixed = DiagnosticRenderer(showsFixIts: true).render(
            Diagnostic(.expectedSemicolonAfterExpression, range: .point(2), fixIt: .init(range: .point(2), replacement: ";")),
            in: SourceFile(path: "t.m", text: "  x\n"))
        #expect(fixed == "t.m:1:3: error: expected ';' after expression\n  x\n  ^\n  ;\n")
    }

    @Test func underlinesRanges() {
        let file = SourceFile(path: "t.m", text: "x = 1；")
        let rendered = DiagnosticRenderer().render(Diagnostic(.nonASCIICharacter, range: SourceRange(start: 5, end: 8)), in: file)
        #expect(rendered == "t.m:1:6: error: non-ASCII characters are not allowed outside of literals and identifiers\nx = 1；\n     ^~\n")
    }

    @Test func aMessageOfSeveralLinesShowsTheRestUnderTheCaret() {
        // The header stays one `file:line:col:` line a tool can parse; the lines after the
        // message's first (verify's diff) follow the source line and caret, as written. A file
        // with no text to show puts them straight after the header.
        let note = Diagnostic(severity: .note, id: .expectationDiff, message: "differs:\n-3\n+2", range: .point(4))
        #expect(DiagnosticRenderer().render(note, in: SourceFile(path: "l.md", text: "a\nb\n")) == """
            l.md:3:1: note: differs:

            ^
            -3
            +2

            """)
        #expect(DiagnosticRenderer().render(note, in: SourceFile(path: "l.md", text: "")) == "l.md:1:1: note: differs:\n-3\n+2\n")
    }

    @Test func messageIDsAreStable() {
        #expect(DiagnosticMessage.expected("']'").id == .expectedToken)
        #expect(DiagnosticMessage.toMatch("'['").severity == .note)
        #expect(DiagnosticMessage.expectedExpression.severity == .error)
    }
}
