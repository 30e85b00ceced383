import Foundation
import Synchronization
import RACTrace
import Testing
import LessonsTestSupport
import Lessons
@testable import SiteGenerator

/// The run, verify and weave steps as `SitePipeline.snippets` composes them for one build:
/// a distinct snippet runs once however many lessons copy it, its run is verified against
/// every copy before it is woven, and only a verified run is woven and cached. The classic
/// snippet prints `1`, `2` (RACSignal.m:157-160 at 1af6617; ClassicBind).
@Suite struct SitePipelineTests {
    /// The interpreter, counting its runs.
    final class CountingRunner: SnippetRunner, Sendable {
        let runs = Mutex(0)
        func run(source: String, fileName: String, numbering: RACBlockNumbering?, library: RACLibrary) throws(SnippetFailure) -> SnippetRun {
            runs.withLock { $0 += 1 }
            return try InterpreterRunner().run(source: source, fileName: fileName, numbering: numbering, library: library)
        }
        var cacheIdentity: String? { InterpreterRunner().cacheIdentity }
    }

    /// Lessons written to a scratch directory, one per (name, text), and loaded.
    static func lessons(_ texts: [(String, String)], in root: URL) throws -> [(lesson: Lesson, locale: SiteLocale)] {
        try texts.map { name, text in
            let file = root.appendingPathComponent(name)
            try text.write(to: file, atomically: true, encoding: .utf8)
            return (try LessonLoader.load(file: file.path), .english)
        }
    }

    static func pipeline(_ runner: SnippetRunner, cache: SnippetCache? = nil) throws -> SitePipeline {
        SiteBuilder(runner: runner, theme: try Theme(directory: SiteBuilderTests.themeDirectory), cache: cache).pipeline
    }

    @Test func aSnippetInTwoLessonsRunsOnceAndIsVerifiedAgainstEach() throws {
        let root = try SiteBuilderTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let lessons = try Self.lessons([("01-right.md", SiteBuilderTests.lessonText(output: "1\n2\n")),
                                        ("02-wrong.md", SiteBuilderTests.lessonText(output: "1\n3\n"))], in: root)
        let runner = CountingRunner()
        #expect {
            _ = try Self.pipeline(runner).snippets(lessons)
        } throws: { error in
            // The second lesson expects 3 where the run prints 2: the verify step fails there only.
            guard let failure = error as? SiteStep.Failure, failure.step == .verify else { return false }
            return failure.message.hasPrefix(root.appendingPathComponent("02-wrong.md").path + ":")
                && !failure.message.contains("01-right.md")
        }
        #expect(runner.runs.withLock { $0 } == 1)
    }

    @Test func onlyAVerifiedRunIsWovenAndCached() throws {
        let root = try SiteBuilderTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let cacheDirectory = root.appendingPathComponent("cache")
        let cache = SnippetCache(directory: cacheDirectory, engineVersion: "test")
        // The entries in the cache's packs.
        func cached() -> [SnippetPack.Entry] {
            SnippetCacheTests.packs(cacheDirectory).flatMap { SnippetPackTests.entries(cacheDirectory.appendingPathComponent($0)) ?? [] }
        }

        let wrong = try Self.lessons([("01-bind.md", SiteBuilderTests.lessonText(output: "1\n3\n"))], in: root)
        #expect(throws: SiteStep.Failure.self) { try Self.pipeline(CountingRunner(), cache: cache).snippets(wrong) }
        // The pack is written on another thread (`RunStep.flush`); its build waits for it.
        cache.awaitFlush()
        #expect(cached().isEmpty)

        let right = try Self.lessons([("01-bind.md", SiteBuilderTests.lessonText(output: "1\n2\n"))], in: root)
        let woven = try Self.pipeline(CountingRunner(), cache: cache).snippets(right)
        #expect(woven.map { $0.map(\.output) } == [["1\n2\n"]])
        #expect(woven[0][0].woven.beforeExercises.contains("<section class=\"snippet"))
        cache.awaitFlush()
        #expect(cached().count == 1)
        // The next build's run step finds it: nothing runs.
        let runner = CountingRunner()
        #expect(try Self.pipeline(runner, cache: cache).snippets(right) == woven)
        #expect(runner.runs.withLock { $0 } == 0)
    }

    @Test func aRunThatFailsIsTheRunStepsFailureAtEveryCopy() throws {
        let root = try SiteBuilderTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let broken = "---\ntitle: T\nsummary: S.\n---\n**Pause before the output.** What?\n\n```objc run name=broken\nRACSignal *s = [RACSignal return:@1]\n```\n\n```output\n```\n"
        let lessons = try Self.lessons([("01-a.md", broken), ("02-b.md", broken)], in: root)
        #expect {
            _ = try Self.pipeline(CountingRunner()).snippets(lessons)
        } throws: { error in
            guard let failure = error as? SiteStep.Failure, failure.step == .run else { return false }
            // Each copy is told at its own lesson's line, in lesson order.
            let first = failure.message.range(of: root.appendingPathComponent("01-a.md").path + ":8:")
            let second = failure.message.range(of: root.appendingPathComponent("02-b.md").path + ":8:")
            return first != nil && second != nil && first!.lowerBound < second!.lowerBound
        }
    }
}
