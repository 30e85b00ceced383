import Foundation
import Testing
import Lessons

/// Every change-and-predict task of every lesson in `lessons/` and `lessons/zh/`: its reference
/// change run with the real runner, its property compared with the lesson's block and with the
/// original snippet's (a change must change what the task asks about) — the check `racstep
/// verify` makes, one test case per task. The blocks themselves were derived from ReactiveObjC's
/// code path, as each task's reveal says with its links.
@Suite struct LessonTaskTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var file: String
        var taskID: String
        var testDescription: String {
            "\(file.hasPrefix(ChineseEditionTests.directory) ? "zh/" : "")\((file as NSString).lastPathComponent) › \(taskID)"
        }
    }

    static let cases: [Case] = {
        do {
            return try LessonLoader.loadAll(paths: [LessonSnippetTests.lessonsDirectory, ChineseEditionTests.directory]).flatMap { lesson in
                lesson.tasks.map { Case(file: lesson.file, taskID: $0.id) }
            }
        } catch {
            return [Case(file: LessonSnippetTests.lessonsDirectory, taskID: "load error: \(error)")]
        }
    }()

    @Test(arguments: cases)
    func referenceChangeShowsItsPropertyAndChangesIt(_ testCase: Case) throws {
        let lesson = try LessonLoader.load(file: testCase.file)
        let task = try #require(lesson.tasks.first { $0.id == testCase.taskID })
        let verifier = LessonVerifier(runner: Lessons.defaultRunner())
        let snippet = try #require(lesson.snippets.first { $0.id == task.of })
        let original = try #require(verifier.verify(snippet, of: lesson).run)
        var single = lesson
        single.tasks = [task]
        for result in verifier.verifyTasks(of: single, originals: [task.of: original]) {
            #expect(result.run != nil)
            for problem in result.problems { Issue.record(Comment(rawValue: problem.description)) }
        }
    }

    /// Parts I–IV teach the core: each of their lessons asks at least two tasks, the rest one.
    @Test func everyLessonHasItsTasks() throws {
        let contents = try LessonContents.load(paths: [LessonSnippetTests.lessonsDirectory])
        for (part, lessons) in contents.parts.enumerated() {
            for file in lessons.files {
                let name = (file as NSString).lastPathComponent
                for directory in [LessonSnippetTests.lessonsDirectory, ChineseEditionTests.directory] {
                    let lesson = try LessonLoader.load(file: "\(directory)/\(name)")
                    let wanted = part < 4 ? 2 : 1
                    #expect(lesson.tasks.count >= wanted, "\(lesson.file): \(lesson.tasks.count) tasks, part \(part + 1) wants \(wanted)")
                }
            }
        }
    }
}
