import Testing
import ObjCFrontend

/// Diagnostics as JSON: the fields the playground's API and `--diagnostics json` give, with
/// line and column as the clang-style renderer derives them.
@Suite struct DiagnosticJSONTests {
    @Test func anUnclosedBracketWithItsNote() throws {
        // The ']' is missing at the end (1:15, as clang puts it: after the last token); the
        // note points at the '[' it would close (1:1).
        let file = SourceFile(path: "t.m", text: "[x foo:[y bar]")
        let error = try #require(throws: DiagnosticError.self) { try Parser.parse(file) }
        #expect(DiagnosticJSON.render(error.diagnostics, in: file) == """
            {"diagnostics":[{"column":15,"id":"expectedToken","line":1,"message":"expected ']'","notes":\
            [{"column":1,"id":"toMatch","line":1,"message":"to match this '['"}],"severity":"error"}]}

            """)
    }

    @Test func aDocumentOfSeveralFilesNamesEach() throws {
        // `racstep verify` over many lessons: the same document, each diagnostic with its
        // `file` (sorted first among the keys); a one-file document has no `file` key.
        let a = SourceFile(path: "a.m", text: "[x foo:[y bar]"), b = SourceFile(path: "b.m", text: "x = ;")
        let errors = try [a, b].map { file in try #require(throws: DiagnosticError.self) { try Parser.parse(file) } }
        #expect(DiagnosticJSON.render(errors) == """
            {"diagnostics":[{"column":15,"file":"a.m","id":"expectedToken","line":1,"message":"expected ']'","notes":\
            [{"column":1,"id":"toMatch","line":1,"message":"to match this '['"}],"severity":"error"},\
            {"column":5,"file":"b.m","id":"expectedExpression","line":1,"message":"expected expression","notes":[],"severity":"error"}]}

            """)
        #expect(!DiagnosticJSON.render(errors[1].diagnostics, in: b).contains("\"file\""))
    }

    @Test func columnsCountBytesAsTheTextRendererDoes() throws {
        // "中文" is six UTF-8 bytes: the ';' is expected at byte column 17, as clang says.
        let file = SourceFile(path: "t.m", text: "NSLog(@\"中文\") x;")
        let error = try #require(throws: DiagnosticError.self) { try Parser.parse(file) }
        let json = DiagnosticJSON(error.primary, in: file)
        #expect(json.line == 1)
        #expect(json.column == 17)
        #expect(DiagnosticRenderer().render(error.primary, in: file).hasPrefix("t.m:1:17: error: \(json.message)\n"))
    }
}
