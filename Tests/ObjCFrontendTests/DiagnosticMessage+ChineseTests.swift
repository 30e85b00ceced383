import Testing
import ObjCFrontend

/// The parser's catalog in Chinese (`/zh/play`): each error of `ParseErrorTests`' table in
/// Chinese at the same place with the same id, and a few worded exactly.
@Suite struct DiagnosticMessageChineseTests {
    static func primary(_ code: String) throws -> Diagnostic {
        let file = SourceFile(path: "t.m", text: code)
        return try #require(throws: DiagnosticError.self) { try Parser.parse(file) }.primary
    }

    static func isChinese(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
    }

    /// Every parse error the English table words has a Chinese message; the id, severity and
    /// range (what the editor marks) are the English diagnostic's.
    @Test(arguments: ParseErrorTests.cases.map(\.0))
    func everyParseErrorHasAChineseMessageAtTheSamePlace(_ code: String) throws {
        let english = try Self.primary(code)
        let chinese = english.localized(DiagnosticMessage.chinese)
        #expect(Self.isChinese(chinese.message), "\(chinese.message)")
        #expect(chinese.id == english.id)
        #expect(chinese.severity == english.severity)
        #expect(chinese.range == english.range)
    }

    /// (snippet, the Chinese message): the English ones are clang's, in `ParseErrorTests`.
    static let worded: [(String, String)] = [
        ("[subscriber sendNext:@1]\nx;", "表达式之后应为 ';'"),
        ("int a = 1\nx;", "声明末尾应为 ';'"),
        ("x = ;", "此处应为表达式"),
        ("}", "多余的右花括号（'}'）"),
        ("@implementation Foo\n- (void)a {}\n", "缺少 '@end'"),
        ("x = 12abc;", "整数常量的后缀 'abc' 无效"),
        ("/* never closed", "/* 注释没有结束"),
    ]

    @Test(arguments: worded)
    func wordsTheseExactly(_ code: String, _ expected: String) throws {
        #expect(try Self.primary(code).localized(DiagnosticMessage.chinese).message == expected)
    }

    /// The notes are translated with their diagnostic, and the clang-style text keeps its
    /// shape (location, source line, caret) around the Chinese words.
    @Test func notesAndTheRenderingAreInChinese() throws {
        let file = SourceFile(path: "t.m", text: "[x foo\n")
        let chinese = try Self.primary("[x foo\n").localized(DiagnosticMessage.chinese)
        #expect(DiagnosticRenderer().render(chinese, in: file) == """
            t.m:2:1: error: 此处应为 ']'

            ^
            t.m:1:1: note: 与这个 '[' 配对
            [x foo
            ^

            """)
    }

    /// A language without a table gives the English; translations take no part in equality
    /// (they follow from the id and arguments, as the English message does).
    @Test func otherLanguagesAreEnglishAndEqualityIgnoresTranslations() throws {
        let english = try Self.primary("x = ;")
        #expect(english.localized("fr").message == "expected expression")
        var untranslated = english
        untranslated.translations = [:]
        #expect(untranslated == english)
        #expect(english.localized(DiagnosticMessage.chinese) != english)
    }
}
