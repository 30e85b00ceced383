import Testing
@testable import RACEngineSource

@Suite struct SwiftBracketScannerTests {
    static func tokens(_ text: String) -> [SwiftBracketScanner.Token] {
        var scanner = SwiftBracketScanner(text)
        var tokens: [SwiftBracketScanner.Token] = []
        while let token = scanner.next() { tokens.append(token) }
        return tokens
    }

    @Test(arguments: [
        #"f("{ ) ]")"#,                         // brackets in a string
        #"f("say \"}\" \\")"#,                  // escaped quote and backslash
        #"f("\(g(")")) }")"#,                   // an interpolation with a string inside
        ##"f(#"\"}"#)"##,                       // a raw string: \" is no escape
        ##"f(#"\#(g(1)) }"#)"##,               // a raw interpolation
        "f() // } a comment",
        "f(/* { /* nested } */ ] */)",
        "#if DEBUG\nf()",                       // a # that starts no string
    ])
    func skipsCommentsAndStrings(text: String) {
        let brackets = Self.tokens(text).filter { if case .lineEnd = $0 { return false } else { return true } }
        #expect(brackets == [.open("("), .close(")")])
    }

    @Test func countsLinesInsideCommentsAndStrings() {
        let text = "/* a\nb */ f(\"\"\"\n{\n\"\"\")\n}"
        #expect(Self.tokens(text) == [.open("("), .close(")"), .lineEnd(4), .close("}")])
        var scanner = SwiftBracketScanner(text, firstLine: 10)
        while scanner.next() != nil {}
        #expect(scanner.line == 14)
    }
}
