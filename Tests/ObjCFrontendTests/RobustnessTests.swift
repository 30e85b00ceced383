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

    /// Seeded token soup: the parser must return or throw a diagnostic for every mix.
    @Test func randomTokenSoupTerminates() {
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
            _ = try? Parser.parse(SourceFile(path: "t.m", text: code))
            _ = Highlighter.highlight(SourceFile(path: "t.m", text: code))
        }
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
