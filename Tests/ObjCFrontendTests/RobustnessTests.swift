import Testing
import ObjCFrontend

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

    /// Seeded token soup: the parser must return or throw a diagnostic (an error, with a
    /// message, located inside the text) for every mix, and the highlighter must colour only
    /// the text it was given — within a minute for the 1,500 mixes (they take well under a
    /// second when the parser makes progress on every token; a loop that does not would hang).
    @Test(.timeLimit(.minutes(1))) func randomTokenSoupTerminates() {
        let alphabet = ["[", "]", "(", ")", "{", "}", "^", "@", "@[", "@{", "@(", "x", "RACSignal", "*", ";", ":", ",",
                        "?", "=", "1", "@\"s\"", "if", "for", "in", "id", "<", ">", "-", "+", "@end", "@implementation",
                        "__block", "void", "// block 1\n", "/*", "\"", "'", ".", "->", "return", "switch", "case", "..."]
        var state: UInt64 = 0x9E3779B97F4A7C15
        for _ in 0..<1500 {
            var code = ""
            for _ in 0..<Int(state % 40) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                code += alphabet[Int((state >> 33) % UInt64(alphabet.count))] + " "
            }
            state = state &* 6364136223846793005 &+ 1442695040888963407
            expectParsesOrDiagnoses(code)
            for span in Highlighter.highlight(SourceFile(path: "t.m", text: code)) {
                #expect(span.range.start >= 0 && span.range.end <= code.utf8.count, "\(code)")
            }
        }
    }

    /// Every prefix of a real snippet must end in a value or a diagnostic (see
    /// `expectParsesOrDiagnoses`), never a crash or hang; the whole snippet parses.
    @Test(.timeLimit(.minutes(1))) func everyPrefixOfAnExampleTerminates() throws {
        let code = ExampleSnippets.all[1].code
        let bytes = Array(code.utf8)
        for length in stride(from: 0, through: bytes.count, by: 3) {
            expectParsesOrDiagnoses(String(decoding: bytes[0..<length], as: UTF8.self))
        }
        _ = try Parser.parse(SourceFile(path: "t.m", text: code))
    }

    /// What the parser owes any input: a translation unit, or a `DiagnosticError` whose primary
    /// diagnostic is an error with a message and a range inside the text (so it can be shown
    /// as `file:line:col: error:` with a caret under the text) — never another error.
    private func expectParsesOrDiagnoses(_ code: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        do {
            _ = try Parser.parse(SourceFile(path: "t.m", text: code))
        } catch let error as DiagnosticError {
            let primary = error.primary
            #expect(primary.severity == .error, "\(code)", sourceLocation: sourceLocation)
            #expect(!primary.message.isEmpty, "\(code)", sourceLocation: sourceLocation)
            #expect(0 <= primary.range.start && primary.range.start <= primary.range.end
                    && primary.range.end <= code.utf8.count, "\(primary.range) in \(code)", sourceLocation: sourceLocation)
        } catch {
            Issue.record("not a diagnostic: \(error) for \(code)", sourceLocation: sourceLocation)
        }
    }
}
