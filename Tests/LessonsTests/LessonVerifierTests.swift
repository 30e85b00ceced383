import Testing
import LessonsTestSupport
import RACCore
import ObjCFrontend
@testable import Lessons

@Suite struct LessonVerifierTests {
    static func lesson(output: String?, trace: String?) -> String {
        var text = "---\ntitle: Bind\nsummary: The classic example.\n---\n**Pause before the output.** Which values reach block 4?\n\n```objc run name=classic\n"
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

    /// A figure drawn after a step the run never reaches is an error at the snippet's fence.
    @Test func aFigureAfterTheLastStepIsAnError() throws {
        let steps = try Self.actual().steps.count
        let text = Self.lesson(output: "1\n2\n", trace: nil)
            .replacingOccurrences(of: "name=classic", with: "name=classic figure=tree@step-\(steps + 1) figure=tree@step-\(steps)")
        let problems = LessonVerifier(runner: ClassicBind.runner).verify(try LessonLoader.parse(text, file: "l.md"))[0].problems
        #expect(problems.map { $0.description.prefix(while: { $0 != "\n" }) } == [
            "l.md:7:1: error: snippet 'classic' asks for a figure at step \(steps + 1), but its run has \(steps) steps"])
    }

    @Test func aRAC25SnippetIsVerifiedAgainstItsOwnRun() throws {
        // The binding block returns `inner` twice; 2.5's `[signals removeObject:inner]`
        // (RACSignal.m:118 at v2.5) drops both entries when the first completes, so "done" is
        // printed after the first "tick" (and the second is dropped); ReactiveObjC counts, and
        // prints both ticks first (Tests/Fixtures/rac25/README.md has the full derivation).
        let source = """
            RACSignal *inner = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> s) {
                dispatch_async(dispatch_get_main_queue(), ^{ [s sendNext:@"tick"]; [s sendCompleted]; });
                return nil;
            }];
            RACSignal *source = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> s) {
                [s sendNext:@1]; [s sendNext:@2]; [s sendCompleted];
                return nil;
            }];
            [[source flattenMap:^RACSignal *(id x) { return inner; }] subscribeNext:^(id x) { NSLog(@"%@", x); } completed:^{ NSLog(@"done"); }];

            """
        func lesson(_ fence: String, _ output: String) throws -> Lesson {
            try LessonLoader.parse("---\ntitle: T\nsummary: S\n---\n```objc run \(fence)\n\(source)```\n\n```output\n\(output)```\n", file: "l.md")
        }
        let verifier = LessonVerifier(runner: ClassicBind.runner)
        #expect(verifier.verify(try lesson("rac=2.5", "tick\ndone\n"))[0].passed)
        #expect(verifier.verify(try lesson("", "tick\ntick\ndone\n"))[0].passed)
        #expect(!verifier.verify(try lesson("rac=2.5", "tick\ntick\ndone\n"))[0].passed)
    }

    @Test func anOutputMismatchNamesTheLineAndDiffs() throws {
        let lesson = try LessonLoader.parse(Self.lesson(output: "1\n3\n", trace: nil), file: "lessons/01-bind.md")
        let result = LessonVerifier(runner: ClassicBind.runner).verify(lesson)[0]
        let outputFence = 7 + ClassicBind.source.split(separator: "\n", omittingEmptySubsequences: false).count + 2
        // The error at the output block's fence. The source sends 1 then 2, and +return: passes
        // each straight through to block 4, so the run logs "1", "2": the texts part at the
        // block's second line (fence + 2), where the lesson says "3". The diff, under a note
        // at the fence, is UnifiedDiff's, one hunk with the whole two-line text.
        #expect(result.problems.map(\.description) == ["""
        lessons/01-bind.md:\(outputFence):1: error: snippet 'classic': output does not match
        ```output
        ^
        lessons/01-bind.md:\(outputFence + 2):1: note: line 2 of output: expected "3", got "2"
        3
        ^
        lessons/01-bind.md:\(outputFence):1: note: expected (-) and actual (+) output:
        ```output
        ^
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
        let mismatch = try #require(problem.diagnostics.first)
        // No output block: the trace block's fence follows the snippet's closing fence and a
        // blank line; its line `index` (0-based) is the lesson's fence + 1 + index.
        let traceFence = 7 + ClassicBind.source.split(separator: "\n", omittingEmptySubsequences: false).count + 2
        #expect(problem.file.location(of: mismatch.range.start).line == traceFence)
        #expect(mismatch.notes.map(\.id) == [.firstDivergence, .expectationDiff])
        #expect(mismatch.notes[0].message == "step \(index + 1): expected block 7 to run, got block 10")
        #expect(problem.file.location(of: mismatch.notes[0].range.start) == SourceLocation(line: traceFence + 1 + index, column: 1))
        #expect(mismatch.notes[1].message.hasPrefix("expected (-) and actual (+) trace:\n--- expected\n+++ actual\n@@ "))
        #expect(mismatch.notes[1].message.contains("\n-" + lines[index] + "\n"))
    }

    @Test func aShorterTraceSaysWhatIsMissing() {
        let divergence = Divergence.trace(expected: "   1  log \"a\"\n", actualText: "   1  log \"a\"\n   2  log \"b\"\n")
        #expect(divergence?.message == "step 2: expected the trace to end, got \"log \\\"b\\\"\"")
        // The expected text has one line: where it ended is its line 1 (0-based), the fence.
        #expect(divergence?.expectedLine == 1)
    }

    @Test func aFailingSnippetIsReportedAtItsLessonLines() throws {
        // A snippet in a list item, its fence indented three spaces (lesson line 8), which the
        // loader strips from each line. The parser stops at the ';' where the ']' belongs:
        // snippet line 2, column 21 ("[subject sendNext:@1" is 20 bytes), with a note at the
        // '[' it would close (2:1). In the lesson that is line 8 + 2 = 10, columns 21 + 3 and
        // 1 + 3; the note naming the snippet points at the fence's backticks (8:4).
        let text = "---\ntitle: Typo\nsummary: A broken snippet.\n---\n\n1. In a list:\n\n   ```objc run name=typo\n"
            + "   RACSubject *subject = [RACSubject subject];\n   [subject sendNext:@1;\n   ```\n"
        let lesson = try LessonLoader.parse(text, file: "l.md")
        let problem = try #require(LessonVerifier(runner: ClassicBind.runner).verify(lesson)[0].problems.first)
        #expect(problem.description == """
        l.md:10:24: error: expected ']'
           [subject sendNext:@1;
                               ^
        l.md:10:4: note: to match this '['
           [subject sendNext:@1;
           ^
        l.md:8:4: note: snippet 'typo' failed to run
           ```objc run name=typo
           ^

        """)
        #expect(problem.diagnostics.map(\.id) == [.expectedToken])
    }

    @Test func anUncaughtExceptionEndsWithTheRuntimesLine() throws {
        // A typo in a selector: the interpreter reports it at the snippet's line 2, column 10,
        // under the selector piece `sendNxt:` (8 characters: a caret and 7 tildes); the fence
        // is the lesson's line 6, so it is the lesson's line 8, at the same column. The real
        // runtime then ends the console with NSInvalidArgumentException's line for
        // -[RACSubject sendNxt:], which `racstep run` prints after the diagnostic too.
        let text = "---\ntitle: Typo\nsummary: A broken snippet.\n---\n\n```objc run name=typo\n"
            + "RACSubject *subject = [RACSubject subject];\n[subject sendNxt:@1];\n```\n"
        let lesson = try LessonLoader.parse(text, file: "l.md")
        let problem = try #require(LessonVerifier(runner: ClassicBind.runner).verify(lesson)[0].problems.first)
        #expect(problem.description.hasPrefix("""
        l.md:8:10: error: unrecognized selector 'sendNxt:' sent to an instance of RACSubject; did you mean 'sendNext:'?
        [subject sendNxt:@1];
                 ^~~~~~~
        l.md:6:1: note: snippet 'typo' failed to run
        ```objc run name=typo
        ^
        *** Terminating app due to uncaught exception 'NSInvalidArgumentException', \
        reason: '-[RACSubject sendNxt:]: unrecognized selector sent to instance 0x
        """))
        #expect(problem.description.hasSuffix("'\n"))
        #expect(problem.error.description.hasSuffix("^\n"), "the diagnostics alone stop before the runtime's line")
    }

    @Test func updateRewritesOnlyExpectationBlocks() throws {
        let run = try Self.actual()
        // Existing (stale) output block is replaced; no trace block is added to a snippet
        // whose author gave it only an output block.
        let text = Self.lesson(output: "stale\n", trace: nil)
        let lesson = try LessonLoader.parse(text, file: "l.md")
        let updated = LessonUpdater.updated(lesson, runs: ["classic": run])
        #expect(updated == Self.lesson(output: "1\n2\n", trace: nil))
        // A stale trace block is rewritten too.
        let traced = LessonUpdater.updated(try LessonLoader.parse(Self.lesson(output: "stale\n", trace: "stale\n"), file: "l.md"),
                                           runs: ["classic": run])
        #expect(traced == Self.lesson(output: "1\n2\n", trace: run.traceText))
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

    /// An insertion, a deletion and a change far apart, and a line added at the end: three
    /// hunks, as GNU `diff -u` (diffutils 3.8) prints them for the same two files.
    @Test func unifiedDiffSeveralHunksAsDiffUPrintsThem() {
        let lines = (1...40).map { "line \($0)" }
        var changed = lines
        changed.insert("new A", at: 2)
        changed.removeAll { $0 == "line 20" }
        changed[changed.firstIndex(of: "line 35")!] = "line thirty-five"
        changed.append("tail")
        let a = lines.joined(separator: "\n") + "\n", b = changed.joined(separator: "\n") + "\n"
        #expect(UnifiedDiff.render(expected: a, actual: b) == """
        --- expected
        +++ actual
        @@ -1,5 +1,6 @@
         line 1
         line 2
        +new A
         line 3
         line 4
         line 5
        @@ -17,7 +18,6 @@
         line 17
         line 18
         line 19
        -line 20
         line 21
         line 22
         line 23
        @@ -32,9 +32,10 @@
         line 32
         line 33
         line 34
        -line 35
        +line thirty-five
         line 36
         line 37
         line 38
         line 39
         line 40
        +tail

        """)
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
        #expect(Divergence.trace(expected: testCase.expected, actualText: testCase.actual)?.message == testCase.divergence)
    }
}
