import Testing
import ObjCFrontend

/// `Expression.forEachSubexpression`: the expressions directly inside one, left to right.
@Suite struct ExpressionSubexpressionsTests {
    /// The source text of each direct subexpression of the expression `code`.
    private func children(_ code: String) throws -> [String] {
        let text = code + ";"
        let parent = try expression(code)
        var found: [String] = []
        parent.forEachSubexpression { child in
            let utf8 = Array(text.utf8)
            found.append(String(decoding: utf8[child.range.start..<child.range.end], as: UTF8.self))
        }
        return found
    }

    @Test func eachKindHandsOverItsDirectChildrenInOrder() throws {
        #expect(try children("a + b * c") == ["a", "b * c"])
        #expect(try children("x = y") == ["x", "y"])
        #expect(try children("c ? d : e") == ["c", "d", "e"])
        #expect(try children("c ?: e") == ["c", "e"])
        #expect(try children("[s sendNext:@(i) extra:j]") == ["s", "@(i)", "j"])
        #expect(try children("f(a, b)") == ["f", "a", "b"])
        #expect(try children("@[a, b]") == ["a", "b"])
        #expect(try children("@{k: v}") == ["k", "v"])
        #expect(try children("t[0]") == ["t", "0"])
        #expect(try children("p.first") == ["p"])
        #expect(try children("(int)x") == ["x"])
        #expect(try children("!x") == ["x"])
    }

    @Test func leavesAndBlockLiteralsHaveNone() throws {
        #expect(try children("x") == [])
        #expect(try children("42") == [])
        #expect(try children("@\"text\"") == [])
        #expect(try children("^{ int n = 1; }") == [])
        // `[super …]` has no receiver expression.
        #expect(try children("[super viewDidLoad]") == [])
    }
}
