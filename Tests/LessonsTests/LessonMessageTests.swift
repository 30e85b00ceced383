import Testing
import ObjCFrontend
@testable import Lessons

/// The lessons' catalog, case by case: each renders clang-style and as JSON with its id.
@Suite struct LessonMessageTests {
    struct Row: CustomTestStringConvertible, Sendable {
        var message: LessonMessage
        var id: String
        var severity: String
        var text: String
        var testDescription: String { id }

        init(_ message: LessonMessage, _ id: String, _ text: String, severity: String = "error") {
            self.message = message
            self.id = id
            self.severity = severity
            self.text = text
        }
    }

    static let rows: [Row] = [
        Row(.noSuchFile, "lessonFileNotFound", "no such file or directory"),
        Row(.notUTF8, "lessonNotUTF8", "cannot read the file as UTF-8"),
        Row(.frontMatterMissing, "frontMatterMissing", "expected YAML front matter starting with '---' on the first line"),
        Row(.frontMatterUnterminated, "frontMatterUnterminated", "unterminated front matter: no closing '---'"),
        Row(.invalidYAML("did not find expected ',' or ']'"), "frontMatterInvalidYAML",
            "invalid YAML in front matter: did not find expected ',' or ']'"),
        Row(.duplicateFrontMatterKey(["title"]), "frontMatterDuplicateKey", "duplicate front matter key 'title'"),
        Row(.frontMatterNotAMapping, "frontMatterNotAMapping", "front matter must be a YAML mapping with 'title' and 'summary'"),
        Row(.fieldNotAString("title"), "frontMatterFieldType", "'title' must be a non-empty string"),
        Row(.numberingNotAMapping, "frontMatterFieldType", "'numbering' must map block names to numbers"),
        Row(.blockNumberNotAnInteger("bind"), "frontMatterFieldType", "block number for 'bind' must be an integer"),
        Row(.unknownFrontMatterKey("color"), "frontMatterUnknownKey", "unknown front matter key 'color' (expected title, summary, numbering)"),
        Row(.frontMatterFieldMissing("summary"), "frontMatterFieldMissing", "front matter is missing 'summary'"),
        Row(.duplicateSnippetName("a"), "duplicateSnippetName", "duplicate snippet name 'a'"),
        Row(.unterminatedFence("```"), "unterminatedFence", "unterminated code fence: no closing '```'"),
        Row(.unknownFenceAttribute("nmae=a"), "unknownFenceAttribute",
            "unknown attribute 'nmae=a' on a runnable fence (expected 'run', 'name=ID', 'rac=VERSION', 'compare=ID', 'figure=chain' or 'figure=tree@step-N')"),
        Row(.unknownRACVersion("3.0"), "unknownRACVersion", "unknown RAC version '3.0' (expected rac=reactiveobjc or rac=2.5)"),
        Row(.compareNotNext("b"), "compareNotNext",
            "compare=b must name the snippet right after this one (blank lines only between), which compares with no other"),
        Row(.snippetAsksNoQuestion("a"), "snippetAsksNoQuestion",
            "snippet 'a' asks no question of its own: end the prose before its fence with a paragraph that opens "
                + "'**Pause before the output.**' or '**读输出之前先停一下。**' and asks what this run will show"),
        Row(.outputMismatch("a"), "outputMismatch", "snippet 'a': output does not match"),
        Row(.traceMismatch("a"), "traceMismatch", "snippet 'a': trace does not match"),
        Row(.expectationMissing("a"), "expectationMissing",
            "snippet 'a' has no output or trace block; only checked that it runs (record them with --update)", severity: "warning"),
        Row(.snippetFailed("a"), "snippetFailed", "snippet 'a' failed to run", severity: "note"),
        Row(.divergence("line 2 of output: expected \"3\", got \"2\""), "firstDivergence",
            "line 2 of output: expected \"3\", got \"2\"", severity: "note"),
        // The diff's own last newline goes: the renderer ends every line it prints.
        Row(.expectationDiff(.output, diff: "--- expected\n+++ actual\n@@ -1 +1 @@\n-3\n+2\n"), "expectationDiff",
            "expected (-) and actual (+) output:\n--- expected\n+++ actual\n@@ -1 +1 @@\n-3\n+2", severity: "note"),
    ]

    @Test(arguments: rows)
    func rendersAsTextAndJSON(_ row: Row) {
        // Line 2, column 3 of a two-line lesson: the caret under its third character.
        let file = SourceFile(path: "l.md", text: "---\nab中d\n")
        let diagnostic = row.message.diagnostic(line: 2, column: 4, in: file)
        // Column 4 is the character after 中, which is three UTF-8 bytes: byte column 6. A
        // message of several lines shows its first in the header, the rest under the caret.
        let headline = row.text.prefix { $0 != "\n" }, rest = row.text.dropFirst(headline.count + 1)
        #expect(DiagnosticRenderer().render(diagnostic, in: file)
            == "l.md:2:6: \(row.severity): \(headline)\nab中d\n    ^\n" + (rest.isEmpty ? "" : rest + "\n"))
        let json = DiagnosticJSON(diagnostic, in: file)
        #expect([json.id, json.severity, json.message] == [row.id, row.severity, row.text])
        #expect((json.line, json.column) == (2, 6))
    }

    @Test func aFileThatCouldNotBeReadHasNoSourceLine() {
        #expect(LessonMessage.noSuchFile.error(reading: "missing.md").description == "missing.md:1:1: error: no such file or directory\n")
    }

    /// Each id names one problem: only the front matter's wrong-type fields share one.
    @Test func idsNameOneProblemEach() {
        var messages: [String: Int] = [:]
        for row in Self.rows { messages[row.id, default: 0] += 1 }
        #expect(messages.filter { $0.value > 1 }.keys.sorted() == ["frontMatterFieldType"])
        let parserIDs = [DiagnosticMessage.expectedExpression, .missingEnd, .toMatch("'['"), .nestingTooDeep(limit: 1)].map(\.id.rawValue)
        #expect(Set(messages.keys).isDisjoint(with: parserIDs))
    }
}
