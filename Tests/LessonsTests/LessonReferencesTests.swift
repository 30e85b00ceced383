import Foundation
import Testing
@testable import Lessons
import ObjCFrontend

@Suite struct LessonReferencesTests {
    static let text = """
    ---
    title: T
    summary: S
    ---
    As [lesson](06-bind.md) shows, and [Lesson](11-concat.md#the-walk) too; `[x](99-code.md)` is code.

    ```text
    [lesson](98-fenced.md) and lesson 4 in a fence are not prose
    ```
    """

    @Test func findsLinksToLessonsInProseOnly() throws {
        let lesson = try LessonLoader.parse(Self.text, file: "lessons/03-x.md")
        #expect(LessonReferences.references(in: lesson) == [
            .init(target: "06-bind", line: 5, column: 13),
            .init(target: "11-concat", line: 5, column: 45),
        ])
        #expect(LessonReferences.problems(lesson, lessonSlugs: ["06-bind", "11-concat"]).isEmpty)
    }

    @Test func aLinkToAMissingLessonIsAnErrorAtTheLink() throws {
        let lesson = try LessonLoader.parse(Self.text, file: "lessons/03-x.md")
        let problems = LessonReferences.problems(lesson, lessonSlugs: ["06-bind"])
        #expect(problems.map(\.description) == ["""
        lessons/03-x.md:5:45: error: link to a lesson that does not exist: '11-concat.md'
        As [lesson](06-bind.md) shows, and [Lesson](11-concat.md#the-walk) too; `[x](99-code.md)` is code.
                                                    ^

        """])
    }

    /// Columns count bytes and the caret's indent display cells, as every diagnostic's do
    /// (clang's convention): `见` is 3 bytes, 2 cells.
    @Test(arguments: [("see lesson 6 again", 5, 4, "lesson 6"), ("Lessons 6–18 read it", 1, 0, "Lessons 6"),
                      ("见第 11、12 课", 4, 2, "第 11、12 课"), ("第 6 课讲过", 1, 0, "第 6 课")])
    func aHandWrittenLessonNumberIsAnError(_ prose: String, _ column: Int, _ indent: Int, _ written: String) throws {
        let lesson = try LessonLoader.parse("---\ntitle: T\nsummary: S\n---\n\(prose)\n", file: "l.md")
        let problems = LessonReferences.problems(lesson, lessonSlugs: [])
        #expect(problems.map(\.description) == ["""
        l.md:5:\(column): error: hand-written lesson number '\(written)': link the lesson instead ([lesson](NN-slug.md)), and the site numbers it
        \(prose)
        \(String(repeating: " ", count: indent))^

        """])
    }

    /// `mayNumber` only spares the pattern lines it cannot match: every line of the repository's
    /// lessons, and lines made to sit on its edges (other spaces, the end of the line), get the
    /// same problems as when the pattern is tried on every line.
    @Test func theLineFilterPassesEveryLineThePatternMatches() throws {
        let lessons = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../lessons").standardized
        var lines = ["lesson\t6", "lessons\u{00A0}6", "Lessons\u{2003}12", "a lesson", "lesson", "lessons", "essons 5",
                     "[lesson](06-bind.md) 6", "第6课", "第 6、7 课", "课 第 6", "the lesson's 6", "lesson6", "lesson`s` 6"]
        for directory in [lessons, lessons.appendingPathComponent("zh")] {
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".md") {
                lines += try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8).split(separator: "\n").map(String.init)
            }
        }
        #expect(lines.count > 5_000)
        for line in lines where LessonReferences.blankingCode(line).contains(LessonReferences.handWritten) {
            #expect(LessonReferences.mayNumber(line), "\(line)")
        }
        #expect(!LessonReferences.mayNumber("[Lesson](06-bind.md) and [lesson](07-x.md)."))
    }

    @Test func stepNumbersAndLinkedLessonsAreNotHandWritten() throws {
        let lesson = try LessonLoader.parse("---\ntitle: T\nsummary: S\n---\n第 14–23 步。[](06-bind.md) and step 3 of a lesson.\n", file: "l.md")
        #expect(LessonReferences.problems(lesson, lessonSlugs: ["06-bind"]).isEmpty)
    }
}
