import Foundation
import Testing
import Lessons
@testable import SiteGenerator

/// The render step's search index: each lesson's entry is made when the lesson is woven
/// (`RenderStep.searchEntry`) and the index joins them, so a rebuild encodes only the edited
/// lesson's text.
@Suite struct RenderStepTests {
    /// The joined entries are the script Foundation's `JSONEncoder` writes for the whole
    /// array (sorted keys, no spaces), made safe inside `<script>` (`HTML.scriptSafeJSON`):
    /// the encoder is the oracle, over text with every character either of them treats
    /// specially — markup, quotes, a backslash, a slash, a control character, a line separator,
    /// Chinese.
    @Test func theIndexIsTheEncodersArrayOfTheLessonsEntries() throws {
        let root = try SiteBuilderTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let texts = ["`</script><b>&amp;` \"quoted\" back\\slash a/b\ttab \u{2028} 信号 订阅 销毁", "", "plain"]
        var lessons: [(Lesson, String)] = []
        for (index, text) in texts.enumerated() {
            let file = root.appendingPathComponent("0\(index + 1)-bind.md")
            try SiteBuilderTests.lessonText(output: "1\n2\n")
                .replacingOccurrences(of: "title: Bind", with: "title: \"Bind <\(index)> & \\\"co\\\"\"")
                .write(to: file, atomically: true, encoding: .utf8)
            lessons.append((try LessonLoader.load(file: file.path), text))
        }
        let woven = lessons.map { lesson, text in
            WovenLesson(lesson: lesson, snippets: [], body: "", dataFiles: [:], searchEntry: RenderStep.searchEntry(lesson, text: text))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let whole = try encoder.encode(lessons.map { lesson, text in
            ["title": lesson.title, "summary": lesson.summary, "url": RenderStep.url(lesson), "text": text]
        })
        #expect(lessons[0].0.title == "Bind <0> & \"co\"")
        #expect(RenderStep.searchIndexScript(woven)
                == "window.RACSTEP_SEARCH_INDEX = " + HTML.scriptSafeJSON(String(decoding: whole, as: UTF8.self)) + ";\n")
        #expect(RenderStep.searchIndexScript([]) == "window.RACSTEP_SEARCH_INDEX = [];\n")
    }
}
