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
