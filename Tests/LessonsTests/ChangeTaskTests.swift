import Foundation
import Testing
import LessonsTestSupport
import ObjCFrontend
@testable import Lessons

/// Change-and-predict tasks (```` ```objc change of=ID checks=KIND ````): how they are read,
/// the property each check reads off a run, and what `racstep verify` says about them.
@Suite struct ChangeTaskTests {
    static func lesson(fence: String = "objc change of=classic checks=output", change: String = ClassicBind.stopped,
                       block: String? = "```output\n1\n```\n", words: String = "**Stop after one.** Add `*stop = YES;`. Run it.\n",
                       reveal: String = "It prints `1` only: stop completes the bind.\n") -> String {
        var text = LessonVerifierTests.lesson(output: "1\n2\n", trace: nil)
        text += "\n## Change it and predict\n\n" + words + "\n```" + fence + "\n" + change + "```\n\n"
        if let block { text += block + "\n" }
        return text + reveal + "\n*Builds on* nothing.\n"
    }

    /// The line (1-based) of the `occurrence`-th line of `text` that starts with `prefix`.
    static func line(of prefix: String, in text: String, occurrence: Int = 1) -> Int {
        LessonLoader.splitLines(text).indices.filter { LessonLoader.splitLines(text)[$0].hasPrefix(prefix) }[occurrence - 1] + 1
    }

    @Test func aTaskIsReadWithItsWordsBlockAndReveal() throws {
        let text = Self.lesson()
        let lesson = try LessonLoader.parse(text, file: "l.md")
        let task = try #require(lesson.tasks.first)
        #expect(lesson.tasks.count == 1)
        #expect(task.id == "classic-change-1")
        #expect(task.of == "classic" && task.check == .output)
        #expect(task.source == ClassicBind.stopped)
        #expect(task.expectation?.text == "1\n")
        #expect(task.expectation?.kind == .output)
        #expect(task.words == "**Stop after one.** Add `*stop = YES;`. Run it.\n")
        #expect(task.wordsLine == Self.line(of: "**Stop after one.**", in: text))
        #expect(task.reveal == "It prints `1` only: stop completes the bind.\n")
        #expect(task.revealLine == Self.line(of: "It prints", in: text))
        #expect(task.fenceLine == Self.line(of: "```objc change", in: text))
        // The snippet (its question is its own, not prose), the heading, the task (words to
        // reveal), the credits.
        #expect(lesson.segments.count == 4)
        #expect(lesson.segments[0] == .snippet(0) && lesson.segments[2] == .task(0))
        guard case .markdown(let heading, _) = lesson.segments[1], case .markdown(let credits, _) = lesson.segments[3] else {
            Issue.record("expected prose around the task")
            return
        }
        #expect(heading.contains("## Change it and predict") && !heading.contains("Stop after one"))
        #expect(credits.contains("*Builds on*") && !credits.contains("It prints"))
    }

    @Test func aNameGivesTheTaskItsID() throws {
        let lesson = try LessonLoader.parse(Self.lesson(fence: "objc change of=classic checks=output name=stop"), file: "l.md")
        #expect(lesson.tasks.map(\.id) == ["stop"])
    }

    /// Each malformed task is refused where it is wrong, with the lesson's line and column.
    @Test(arguments: [
        ("objc change of=classic checks=output nmae=x", "l.md:FENCE:41: error: unknown attribute 'nmae=x' on a task's fence (expected 'change', 'of=ID', 'checks=KIND' or 'name=ID')"),
        ("objc change checks=output", "l.md:FENCE:4: error: a task's fence needs 'of=ID'"),
        ("objc change of=classic", "l.md:FENCE:4: error: a task's fence needs 'checks=output|blocks|disposals'"),
        ("objc change of=classic checks=lines", "l.md:FENCE:34: error: unknown check 'lines' (expected checks=output, checks=blocks, checks=disposals)"),
        ("objc change of=other checks=output", "l.md:FENCE:19: error: task changes snippet 'other', which is not above it in this lesson"),
        ("objc change of=classic checks=output name=classic", "l.md:FENCE:1: error: duplicate snippet name 'classic'"),
    ])
    func aMalformedFenceIsAnError(fence: String, expected: String) throws {
        let text = Self.lesson(fence: fence)
        let error = #expect(throws: DiagnosticError.self) { try LessonLoader.parse(text, file: "l.md") }
        let fenceLine = Self.line(of: "```objc change", in: text)
        #expect(error?.description.prefix(while: { $0 != "\n" }) == expected.replacingOccurrences(of: "FENCE", with: String(fenceLine))[...])
    }

    @Test func aTaskWithoutWordsOrRevealOrWithAnotherBlockIsAnError() throws {
        func firstLine(_ text: String) -> String? {
            do {
                _ = try LessonLoader.parse(text, file: "l.md")
                return nil
            } catch {
                return String("\(error)".prefix(while: { $0 != "\n" }))
            }
        }
        // Words: a heading right before the fence is not a task's words.
        let noWords = Self.lesson(words: "")
        #expect(firstLine(noWords) == "l.md:\(Self.line(of: "```objc change", in: noWords)):1: error: task 'classic-change-1' has no words: write what to change and predict in the paragraph before its fence")
        // Reveal: nothing after the block (the credits would be taken for it, so they go too).
        let noReveal = Self.lesson(reveal: "").replacingOccurrences(of: "*Builds on* nothing.\n", with: "")
        #expect(firstLine(noReveal) == "l.md:\(Self.line(of: "```", in: noReveal, occurrence: 8)):1: error: task 'classic-change-1' has no reveal: say why, in the paragraph after its expectation block")
        // A block of another kind than the check's: the task asks about one thing and shows another.
        let blocks = Self.lesson(fence: "objc change of=classic checks=blocks")
        #expect(firstLine(blocks) == "l.md:\(Self.line(of: "```output", in: blocks, occurrence: 2)):1: error: task 'classic-change-1' needs a ```blocks block after its fence: the property its reference change shows (record it with --update)")
    }

    // MARK: Properties

    /// The classic snippet's numbered blocks, in the classic numbering, as RAC's code path
    /// enters them: `-bind:` is `+createSignal:` (5 = `bind`'s own `-subscribe:` of the
    /// `+createSignal:` signal, RACSignal.m:108), whose didSubscribe (6) calls the bind block
    /// (2) and subscribes to the source (1); each value enters the source's next block (10),
    /// the binding block (3), addSignal (8), the returned signal's next (9), the reader's block
    /// (4) and, as `+return:` completes at once, completeSignal (7); the source's completion
    /// calls completeSignal once more (:165-167).
    @Test func blocksAreTheNumberedBlocksEnteredAsTraceNamesThem() throws {
        let run = try LessonVerifierTests.actual()
        var expected = "block 5 bind [source]\nblock 6 bind.didSubscribe [bound]\nblock 2 bind:\nblock 1 createSignal:\n"
        for value in 1...2 {
            expected += "block 10 bind.source.next\nblock 3 block\nblock 8 bind.addSignal\n"
            expected += "block 9 bind.addSignal.next [+return: \(value)]\nblock 4 subscribeNext:\nblock 7 bind.completeSignal [+return: \(value)]\n"
        }
        expected += "block 7 bind.completeSignal\n"
        #expect(ChangeTask.Check.blocks.property(of: run) == expected)
        #expect(ChangeTask.Check.output.property(of: run) == run.output)
    }

    /// A plain disposable disposed twice runs its block once (RACDisposable.m:67-82); a compound
    /// disposes its children, each `in` it (RACCompoundDisposable.m:212-248), and one added
    /// after it is disposed is disposed at once, by itself (:144-145, :172).
    @Test func disposalsAreEveryDisposalAsTraceSaysIt() throws {
        let run = try ClassicBind.runner.run(source: """
            RACDisposable *plain = [RACDisposable disposableWithBlock:^{}];
            [plain dispose];
            [plain dispose];
            RACCompoundDisposable *compound = [RACCompoundDisposable compoundDisposable];
            [compound addDisposable:[RACDisposable disposableWithBlock:^{}]];
            [compound dispose];
            [compound addDisposable:[RACDisposable disposableWithBlock:^{}]];

            """, fileName: "d.m", numbering: .classic)
        #expect(ChangeTask.Check.disposals.property(of: run) == """
            dispose disposable#1 (RACDisposable) runs its block
            dispose disposable#2 (RACCompoundDisposable)
            dispose disposable#3 (RACDisposable) runs its block in disposable#2
            dispose disposable#4 (RACDisposable) runs its block

            """)
    }

    // MARK: Verifying

    static func verify(_ text: String) throws -> [LessonVerifier.Problem] {
        let lesson = try LessonLoader.parse(text, file: "l.md")
        let verifier = LessonVerifier(runner: ClassicBind.runner)
        let originals = verifier.verify(lesson).reduce(into: [String: SnippetRun]()) { $0[$1.snippet.id] = $1.run }
        return verifier.verifyTasks(of: lesson, originals: originals).flatMap(\.problems)
    }

    @Test func aTaskWhoseChangeShowsItsBlockPasses() throws {
        #expect(try Self.verify(Self.lesson()).isEmpty)
    }

    @Test func aPropertyMismatchIsLocatedAtTheBlock() throws {
        let text = Self.lesson(block: "```output\n2\n```\n")
        let fence = Self.line(of: "```output", in: text, occurrence: 2)
        let problems = try Self.verify(text)
        #expect(problems.count == 1)
        let lines = problems.first?.description.split(separator: "\n").map(String.init) ?? []
        #expect(lines.first == "l.md:\(fence):1: error: task 'classic-change-1': the reference change's output does not match")
        #expect(lines.contains("l.md:\(fence + 1):1: note: line 1 of output: expected \"2\", got \"1\""))
    }

    @Test func aChangeThatChangesNothingIsAnError() throws {
        // The snippet unchanged, its output recorded: the same output as the snippet's own.
        let text = Self.lesson(change: ClassicBind.source, block: "```output\n1\n2\n```\n")
        let problems = try Self.verify(text)
        #expect(problems.map { $0.description.prefix(while: { $0 != "\n" }) } == [
            "l.md:\(Self.line(of: "```objc change", in: text)):1: error: task 'classic-change-1': this change changes nothing the task asks about (its output is snippet 'classic''s)"[...]])
    }

    @Test func aChangeWithoutItsBlockIsAnError() throws {
        let text = Self.lesson(block: nil)
        #expect(try Self.verify(text).map { $0.description.prefix(while: { $0 != "\n" }) } == [
            "l.md:\(Self.line(of: "```objc change", in: text)):1: error: task 'classic-change-1' needs a ```output block after its fence: the property its reference change shows (record it with --update)"[...]])
    }

    @Test func aChangeThatDoesNotRunIsLocatedInTheLesson() throws {
        let text = Self.lesson(change: ClassicBind.stopped.replacingOccurrences(of: "*stop = YES;", with: "*stop = YES"))
        let problem = try #require(try Self.verify(text).first)
        let rendered = problem.description
        // The missing semicolon is reported on the lesson's line of the changed statement.
        let line = Self.line(of: "        *stop = YES", in: text)
        #expect(rendered.hasPrefix("l.md:\(line):"))
        #expect(rendered.contains("note: task 'classic-change-1': the reference change failed to run"))
    }

    /// `--update` records the block of a task that has none; then the lesson verifies, and
    /// the totals count the reference change.
    @Test func updateRecordsTheBlockThenVerifyPasses() throws {
        let file = try LessonVerificationTests.scratchLesson(Self.lesson(block: nil))
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let failing = try LessonVerification.run(paths: [file.path], runner: ClassicBind.runner, update: false)
        #expect(failing.failures == 1)
        #expect(failing.report.hasSuffix("1 of 1 task failed\n"))
        _ = try LessonVerification.run(paths: [file.path], runner: ClassicBind.runner, update: true)
        // The task's block is the run's output (and the snippet gained its trace block, as
        // `--update` writes every missing block).
        #expect(try LessonLoader.load(file: file.path).tasks.first?.expectation?.text == "1\n")
        let passing = try LessonVerification.run(paths: [file.path], runner: ClassicBind.runner, update: false)
        #expect(passing.failures == 0)
        #expect(passing.tasks == 1)
        #expect(passing.report == "verified 1 snippet and 1 reference change in 1 lesson\n")
    }
}
