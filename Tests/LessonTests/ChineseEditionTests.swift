import Foundation
import Testing
import Lessons

/// The Chinese edition (`lessons/zh/NN-slug.md`) is the English lesson of the same file name in
/// other prose: the same snippets, the same expectation blocks and the same block numbering,
/// byte for byte, and the same change-and-predict tasks (each changing the same snippet into the
/// same reference change with the same expectation block), so a reader switching languages
/// steps through the very same runs. These tests
/// keep the two from drifting: an English lesson added or changed without its translation fails.
@Suite struct ChineseEditionTests {
    static let directory = LessonSnippetTests.lessonsDirectory + "/zh"

    static func names(in directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).filter(LessonLoader.isLessonFileName).sorted()
    }

    @Test func everyEnglishLessonHasAChineseCounterpartAndNoOther() throws {
        let english = try Self.names(in: LessonSnippetTests.lessonsDirectory)
        let chinese = try Self.names(in: Self.directory)
        #expect(!english.isEmpty)
        for name in english where !chinese.contains(name) {
            Issue.record("lessons/\(name) has no Chinese edition lessons/zh/\(name)")
        }
        for name in chinese where !english.contains(name) {
            Issue.record("lessons/zh/\(name) translates no lesson: lessons/\(name) does not exist")
        }
    }

    static let pairs: [String] = (try? names(in: directory)) ?? []

    @Test(arguments: pairs)
    func sameSnippetsExpectationsAndNumbering(_ name: String) throws {
        let english = try LessonLoader.load(file: "\(LessonSnippetTests.lessonsDirectory)/\(name)")
        let chinese = try LessonLoader.load(file: "\(Self.directory)/\(name)")
        #expect(chinese.numbering == english.numbering, "zh/\(name): front matter 'numbering' differs from the English")
        #expect(chinese.snippets.map(\.id) == english.snippets.map(\.id), "zh/\(name): snippets differ in names or order")
        for (zh, en) in zip(chinese.snippets, english.snippets) where zh.id == en.id {
            #expect(zh.source == en.source, "zh/\(name) › \(zh.id): the source differs from the English")
            #expect(zh.output?.text == en.output?.text, "zh/\(name) › \(zh.id): the output block differs from the English")
            #expect(zh.trace?.text == en.trace?.text, "zh/\(name) › \(zh.id): the trace block differs from the English")
        }
        // The tasks too: the same snippet changed the same way, the same property asked about.
        #expect(chinese.tasks.map(\.id) == english.tasks.map(\.id), "zh/\(name): tasks differ in names or order")
        for (zh, en) in zip(chinese.tasks, english.tasks) where zh.id == en.id {
            #expect(zh.of == en.of && zh.check == en.check, "zh/\(name) › \(zh.id): of= or checks= differs from the English")
            #expect(zh.source == en.source, "zh/\(name) › \(zh.id): the reference change differs from the English")
            #expect(zh.expectation?.text == en.expectation?.text, "zh/\(name) › \(zh.id): the expectation block differs from the English")
            #expect(zh.words != en.words && zh.reveal != en.reveal, "zh/\(name) › \(zh.id): the words or the reveal are not translated")
        }
        #expect(chinese.title != english.title, "zh/\(name): the title is not translated")
        #expect(chinese.summary != english.summary, "zh/\(name): the summary is not translated")
    }
}
