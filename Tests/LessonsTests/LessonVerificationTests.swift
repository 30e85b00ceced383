import Foundation
import Testing
import LessonsTestSupport
@testable import Lessons

/// `racstep verify` end to end on files: report text, exit status, `--update` in place.
@Suite struct LessonVerificationTests {
    static func scratchLesson(_ text: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("racstep-verify-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("01-bind.md")
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test func updateThenVerifyPasses() throws {
        let file = try Self.scratchLesson(LessonVerifierTests.lesson(output: "stale\n", trace: nil))
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let directory = file.deletingLastPathComponent().path

        let failing = try LessonVerification.run(paths: [directory], runner: ClassicBind.runner, update: false)
        #expect(failing.failures == 1)
        #expect(failing.report.hasPrefix("\(directory)/01-bind.md:"))
        #expect(failing.report.hasSuffix("1 of 1 snippet failed\n"))

        let updated = try LessonVerification.run(paths: [directory], runner: ClassicBind.runner, update: true)
        #expect(updated.updatedFiles == ["\(directory)/01-bind.md"])
        // The output block rewritten; no trace block added to a snippet that had none.
        #expect(try String(contentsOf: file, encoding: .utf8) == LessonVerifierTests.lesson(output: "1\n2\n", trace: nil))

        let passing = try LessonVerification.run(paths: [directory], runner: ClassicBind.runner, update: false)
        #expect(passing.failures == 0)
        #expect(passing.report == "verified 1 snippet in 1 lesson\n")
    }

    @Test func aSnippetWithoutExpectationsIsOnlyRun() throws {
        let file = try Self.scratchLesson(LessonVerifierTests.lesson(output: nil, trace: nil))
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let summary = try LessonVerification.run(paths: [file.path], runner: ClassicBind.runner, update: false)
        #expect(summary.failures == 0)
        #expect(summary.report == """
        \(file.path):7:1: warning: snippet 'classic' has no output or trace block; only checked that it runs (record them with --update)
        ```objc run name=classic
        ^
        verified 1 snippet in 1 lesson

        """)
    }
}
