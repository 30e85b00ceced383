import Testing
import ObjCFrontend
@testable import Lessons

/// A snippet's own question: the paragraph before its fence that opens with a lead, moved out
/// of the prose into the snippet, and verify's error at a fence that has none.
@Suite struct SnippetQuestionTests {
    static func lesson(_ body: String) throws -> Lesson {
        try LessonLoader.parse("---\ntitle: T\nsummary: S\n---\n" + body, file: "l.md")
    }

    static let fence = "```objc run name=a\nNSLog(@\"a\");\n```\n"

    /// Lines 5-6 are prose, 8-9 the question (a paragraph of two lines), 11 the fence.
    @Test func theParagraphBeforeTheFenceIsTheSnippetsQuestionNotProse() throws {
        let lesson = try Self.lesson("Prose.\nMore prose.\n\n**Pause before the output.** What does\n`a` print?\n\n" + Self.fence)
        let question = try #require(lesson.snippets[0].question)
        #expect(question.lead == "**Pause before the output.**")
        #expect(question.text == "What does\n`a` print?")
        #expect(question.lineRange == 7..<9)
        #expect(lesson.segments == [.markdown("Prose.\nMore prose.\n\n", firstLine: 5), .snippet(0)])
    }

    @Test func theChineseLeadAsksToo() throws {
        let lesson = try Self.lesson("**读输出之前先停一下。** 会打印什么？\n\n" + Self.fence)
        #expect(lesson.snippets[0].question?.text == "会打印什么？")
        #expect(lesson.segments == [.snippet(0)])
    }

    /// A lead in an earlier paragraph, or the lead's words not at the paragraph's start, ask
    /// nothing of this snippet: the prose stays prose.
    @Test(arguments: [
        "**Pause before the output.** What prints?\n\nThen some prose.\n\n",
        "Some prose. **Pause before the output.** What prints?\n\n",
        "Pause before the output. What prints?\n\n",
    ])
    func onlyTheLastParagraphOpeningWithALeadAsks(_ prose: String) throws {
        let lesson = try Self.lesson(prose + Self.fence)
        #expect(lesson.snippets[0].question == nil)
        #expect(lesson.segments == [.markdown(prose, firstLine: 5), .snippet(0)])
    }

    /// Each snippet gets the question right before it, not one before an earlier snippet.
    @Test func eachSnippetHasItsOwn() throws {
        let lesson = try Self.lesson("**Pause before the output.** One?\n\n" + Self.fence + "\nProse between.\n\n"
            + Self.fence.replacingOccurrences(of: "name=a", with: "name=b"))
        #expect(lesson.snippets.map { $0.question?.text } == ["One?", nil])
        #expect(lesson.segments[1] == .markdown("\nProse between.\n\n", firstLine: 10))
    }

    /// verify's error sits at the fence of the snippet that asks nothing (line 13, column 1);
    /// the second of a comparison shares the first's question and is not reported.
    @Test func aSnippetWithoutAQuestionIsAnErrorAtItsFence() throws {
        let lesson = try Self.lesson("**Pause before the output.** One?\n\n" + Self.fence + "\nProse.\n\n"
            + Self.fence.replacingOccurrences(of: "name=a", with: "name=b"))
        #expect(SnippetQuestion.problems(lesson).map(\.description) == ["""
            l.md:13:1: error: snippet 'b' asks no question of its own: end the prose before its fence with a paragraph that \
            opens '**Pause before the output.**' or '**读输出之前先停一下。**' and asks what this run will show
            ```objc run name=b
            ^

            """])
        let compared = try Self.lesson("**Pause before the output.** Which differ?\n\n"
            + Self.fence.replacingOccurrences(of: "name=a", with: "name=a compare=b") + "\n"
            + Self.fence.replacingOccurrences(of: "name=a", with: "name=b"))
        #expect(SnippetQuestion.problems(compared).isEmpty)
    }

    /// A link in a question is prose the checks read: a hand-written lesson number there fails
    /// as it would anywhere else.
    @Test func theQuestionsLinksAreChecked() throws {
        let lesson = try Self.lesson("**Pause before the output.** As in lesson 3?\n\n" + Self.fence)
        #expect(LessonReferences.problems(lesson, lessonSlugs: []).map { $0.diagnostics[0].id } == [.handWrittenLessonNumber])
    }
}
