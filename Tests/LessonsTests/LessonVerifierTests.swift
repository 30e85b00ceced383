import Testing
import LessonsTestSupport
import RACCore
@testable import Lessons

@Suite struct LessonVerifierTests {
    static func lesson(output: String?, trace: String?) -> String {
        var text = "---\ntitle: Bind\nsummary: The classic example.\n---\nProse before.\n\n```objc run name=classic\n"
        text += ClassicBind.source + "```\n"
        if let output { text += "\n```output\n" + output + "```\n" }
        if let trace { text += "\n```trace\n" + trace + "```\n" }
        return text + "\nProse after.\n"
    }

    static func actual() throws -> SnippetRun {
        try ClassicBind.runner.run(source: ClassicBind.source, fileName: "x", numbering: .classic)
    }

    @Test func aMatchingSnippetPasses() throws {
        let run = try Self.actual()
        // The source sends 1 and 2; +return: passes each straight through to block 4.
        #expect(run.output == "1\n2\n")
        let lesson = try LessonLoader.parse(Self.lesson(output: "1\n2\n", trace: run.traceText), file: "lessons/01-bind.md")
        let results = LessonVerifier(runner: ClassicBind.runner).verify(lesson)
        #expect(results.count == 1)
        #expect(results[0].passed)
    }

    @Test func anOutputMismatchNamesTheLineAndDiffs() throws {
        let lesson = try LessonLoader.parse(Self.lesson(output: "1\n3\n", trace: nil), file: "lessons/01-bind.md")
        let result = LessonVerifier(runner: ClassicBind.runner).verify(lesson)[0]
        let outputFence = 7 + ClassicBind.source.split(separator: "\n", omittingEmptySubsequences: false).count + 2
        #expect(result.problems.map(\.description) == ["""
        lessons/01-bind.md:\(outputFence):1: error: snippet 'classic': output does not match
        ```output
        ^
          line 2 of output: expected "3", got "2"
        --- expected
        +++ actual
        @@ -1,2 +1,2 @@
         1
        -3
        +2

        """])
    }

    @Test func aTraceMismatchSaysWhichBlockRan() throws {
        let run = try Self.actual()
        // Pretend the lesson expected completeSignal (7) where the source's next handler (10)
        // runs: the first value reaches block 10 first (RAC: -bind:'s source subscription).
        var lines = run.traceText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let index = try #require(lines.firstIndex { $0.contains("→ block 10 ") })
        lines[index] = lines[index].replacingOccurrences(of: "→ block 10 ", with: "→ block 7 ")
        let lesson = try LessonLoader.parse(Self.lesson(output: nil, trace: lines.joined(separator: "\n")), file: "l.md")
        let problem = try #require(LessonVerifier(runner: ClassicBind.runner).verify(lesson)[0].problems.first)
        #expect(problem.divergence == "step \(index + 1): expected block 7 to run, got block 10")
        #expect(problem.detail.contains("-" + lines[index] + "\n"))
        #expect(problem.detail.hasPrefix("--- expected\n+++ actual\n@@ "))
    }

    @Test func aShorterTraceSaysWhatIsMissing() {
        let divergence = Divergence.trace(expected: "   1  log \"a\"\n", actualText: "   1  log \"a\"\n   2  log \"b\"\n")
        #expect(divergence == "step 2: expected the trace to end, got \"log \\\"b\\\"\"")
    }

    @Test func aFailingSnippetIsReportedAtItsLessonLine() throws {
        // A typo in a selector: the interpreter reports it at the snippet's line 2, column 10;
        // the fence is the lesson's line 6, so the verifier heads it with the lesson's line 8,
        // at the same column.
        let text = "---\ntitle: Typo\nsummary: A broken snippet.\n---\n\n```objc run name=typo\n"
            + "RACSubject *subject = [RACSubject subject];\n[subject sendNxt:@1];\n```\n"
        let lesson = try LessonLoader.parse(text, file: "l.md")
        let problem = try #require(LessonVerifier(runner: ClassicBind.runner).verify(lesson)[0].problems.first)
        #expect(problem.description.hasPrefix("l.md:8:10: error: snippet 'typo' failed to run\n[subject sendNxt:@1];\n         ^\n"))
        #expect(problem.description.contains("l.md#typo:2:10: error: unrecognized selector 'sendNxt:' sent to an instance of RACSubject; did you mean 'sendNext:'?"))
    }

    @Test func updateRewritesOnlyExpectationBlocks() throws {
        let run = try Self.actual()
        // Existing (stale) output block is replaced; the missing trace block is created after it.
        let text = Self.lesson(output: "stale\n", trace: nil)
        let lesson = try LessonLoader.parse(text, file: "l.md")
        let updated = LessonUpdater.updated(lesson, runs: ["classic": run])
        #expect(updated == Self.lesson(output: "1\n2\n", trace: run.traceText))
        // Updating again changes nothing.
        let again = LessonUpdater.updated(try LessonLoader.parse(updated, file: "l.md"), runs: ["classic": run])
        #expect(again == updated)
    }

    @Test func updateCreatesBothBlocksInOrder() throws {
        let run = try Self.actual()
        let lesson = try LessonLoader.parse(Self.lesson(output: nil, trace: nil), file: "l.md")
        #expect(LessonUpdater.updated(lesson, runs: ["classic": run]) == Self.lesson(output: "1\n2\n", trace: run.traceText))
    }

    @Test func updateLengthensTheFenceWhenOutputHasBackticks() throws {
        let lesson = try LessonLoader.parse("---\ntitle: T\nsummary: S\n---\n```objc run\nx\n```\n", file: "l.md")
        let run = SnippetRun(output: "```\n", steps: [], treeChanges: [], traceText: "")
        let updated = LessonUpdater.updated(lesson, runs: ["snippet-1": run])
        #expect(updated == "---\ntitle: T\nsummary: S\n---\n```objc run\nx\n```\n\n````output\n```\n````\n\n```trace\n```\n")
        #expect(try LessonLoader.parse(updated, file: "l.md").snippets[0].output?.text == "```\n")
    }

    @Test func unifiedDiffHunks() {
        let a = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let b = a.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(UnifiedDiff.render(expected: a, actual: b) == """
        --- expected
        +++ actual
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8

        """)
        #expect(UnifiedDiff.render(expected: a, actual: a) == "")
    }
}

@Suite struct TraceDivergenceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var expected: String
        var actual: String
        var divergence: String
        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "another block ran", expected: "   9      → block 7 bind.completeSignal  @2\n",
             actual: "   9      → block 10 bind.source.next  @2\n", divergence: "step 9: expected block 7 to run, got block 10"),
        Case(name: "another value", expected: "  13      next 2 → subscriber#3 (RACPassthroughSubscriber) of source  @2\n",
             actual: "  13      next 1 → subscriber#3 (RACPassthroughSubscriber) of source  @2\n",
             divergence: "step 13: expected next \"2\", got \"1\" → subscriber#3 (RACPassthroughSubscriber) of source"),
        Case(name: "another line", expected: "   2  log \"a\"  @3\n", actual: "   2  log \"a\"  @4\n",
             divergence: "step 2: expected source line 3, got 4 (log \"a\")"),
        Case(name: "another nesting", expected: "   2    log \"a\"\n", actual: "   2  log \"a\"\n",
             divergence: "step 2: expected nesting depth 1, got 0 (log \"a\")"),
        Case(name: "trace ended early", expected: "   1  log \"a\"\n   2  log \"b\"\n", actual: "   1  log \"a\"\n",
             divergence: "step 2: expected \"log \\\"b\\\"\", but the trace ended"),
    ]

    @Test(arguments: cases)
    func firstDivergence(_ testCase: Case) {
        #expect(Divergence.trace(expected: testCase.expected, actualText: testCase.actual) == testCase.divergence)
    }
}
