import Testing
import ObjCFrontend

@Suite struct HighlighterTests {
    @Test(arguments: ExampleSnippets.all.map(\.code) + ["x = `;\n/* open", "@\"unterminated\n中；", ""])
    func spansTileTheSourceExactly(_ code: String) {
        let file = SourceFile(path: "t.m", text: code)
        let spans = Highlighter.highlight(file)
        var offset = 0
        for span in spans {
            #expect(span.range.start == offset)
            offset = span.range.end
        }
        #expect(offset == file.bytes.count)
        #expect(spans.map { file.text(in: $0.range) }.joined() == code)
    }

    @Test func classifiesEachKind() {
        let code = "#import <A.h>\n// note\n__block RACSignal *s = [RACSignal return:@1]; [s replay]; int n = 0x1F; if (YES) NSLog(@\"%@\", \"c\");"
        let file = SourceFile(path: "t.m", text: code)
        let kinds = Highlighter.highlight(file).filter { $0.kind != .whitespace }.map { "\(file.text(in: $0.range))=\($0.kind.rawValue)" }
        #expect(kinds == [
            "#import <A.h>=preprocessor", "// note=comment", "__block=keyword", "RACSignal=type", "*=punctuation",
            "s=identifier", "==punctuation", "[=punctuation", "RACSignal=type", "return=selector-part", ":=punctuation",
            "@=at-keyword", "1=number", "]=punctuation", ";=punctuation", "[=punctuation", "s=identifier",
            "replay=selector-part", "]=punctuation", ";=punctuation", "int=type", "n=identifier", "==punctuation",
            "0x1F=number", ";=punctuation", "if=keyword", "(=punctuation", "YES=keyword", ")=punctuation",
            "NSLog=identifier", "(=punctuation", "@\"%@\"=string", ",=punctuation", "\"c\"=string", ")=punctuation",
            ";=punctuation",
        ])
    }
}

@Suite struct RobustnessTests {
    /// Past the nesting limit the parser reports clang's bracket-depth error instead of overflowing the stack.
    @Test(arguments: [
        (String(repeating: "(", count: 5000), "x"),
        (String(repeating: "[", count: 5000), "x"),
        (String(repeating: "^{", count: 5000), ""),
        (String(repeating: "{", count: 5000), ""),
        (String(repeating: "if (x) ", count: 5000), ";"),
        (String(repeating: "!", count: 5000), "x;"),
        (String(repeating: "x = ", count: 5000), "1;"),
        (String(repeating: "@[", count: 5000), ""),
        (String(repeating: "a ? b : ", count: 5000), "c;"),
    ])
    func deepNestingIsADiagnostic(_ prefix: String, _ suffix: String) throws {
        let file = SourceFile(path: "t.m", text: prefix + suffix)
        let error = try #require(throws: DiagnosticError.self) { try Parser.parse(file) }
        #expect(error.primary.id == .nestingTooDeep)
        #expect(error.primary.message == "bracket nesting level exceeded maximum of 256")
    }

    @Test func nestingBelowTheLimitParses() throws {
        let depth = 60
        let code = String(repeating: "(", count: depth) + "x" + String(repeating: ")", count: depth) + ";"
            + String(repeating: "[", count: depth) + "x" + String(repeating: " f]", count: depth) + ";"
        #expect(try Parser.parse(SourceFile(path: "t.m", text: code)).statements.count == 2)
    }

    /// Every prefix of a real snippet must end in a value or a diagnostic, never a crash or hang.
    @Test func everyPrefixOfAnExampleTerminates() {
        let code = ExampleSnippets.all[1].code
        let bytes = Array(code.utf8)
        for length in stride(from: 0, through: bytes.count, by: 3) {
            let prefix = String(decoding: bytes[0..<length], as: UTF8.self)
            _ = try? Parser.parse(SourceFile(path: "t.m", text: prefix))
        }
    }
}
