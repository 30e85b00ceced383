import Testing
@testable import Lessons
import LessonsTestSupport

/// Links into a lesson's players, checked against the run. The steps named below are where
/// ReactiveObjC's code path puts each block for the classic example's first value: subscribing
/// runs `bound`'s `dynamicSignal.subscribe` (RACDynamicSignal.m:43), step 8, then block 6
/// (RACSignal.m:108), step 9; block 6 calls block 2 (L109), step 10, and subscribes to `source`
/// through its passthrough (steps 12–15), whose block 1 runs at step 16; `sendNext:` passes
/// the passthrough and the `RACSubscriber` (17, 18) into block 10 (L148), step 19. Then block 3
/// (20), makes the `+return:` signal (21), returns (22), block 8 (L124) at 23 subscribes to it,
/// and its `subscribe` (RACReturnSignal.m:84) sends the value into block 9 (L130) at 28, which
/// forwards it to block 4 (31–33) and returns at 34; only then does the `+return:` signal send
/// `completed` (RACReturnSignal.m:86), step 35, with block 8 the innermost numbered block, and
/// `-sendCompleted` disposes that subscriber's compound disposable (RACSubscriber.m:88), step
/// 36. Block 1's `sendNext:@1` reaches the source's passthrough at step 17; block 8's local
/// subscriber is released as `addSignal` returns, step 45.
@Suite struct StepLinksTests {
    static func lesson(_ prose: String) throws -> Lesson {
        try LessonLoader.parse("---\ntitle: T\nsummary: S\n---\n```objc run name=bound\n\(ClassicBind.source)```\n\n\(prose)\n",
                               file: "l.md")
    }

    static func problems(_ prose: String) throws -> [String] {
        let lesson = try lesson(prose)
        let run = try ClassicBind.runner.run(source: lesson.snippets[0].source, fileName: "x", numbering: .classic)
        return StepLinks.problems(lesson, runs: ["bound": run]).map(\.description)
    }

    @Test func linksThatNameTheBlockRunningThereAreFine() throws {
        #expect(try Self.problems("""
        [block 6](#bound-step-9), [block 2](#bound-step-10), [block 1](#bound-step-16), [block 10](#bound-step-19), \
        [block 9 has returned](#bound-step-34), [while block 8 runs](#bound-step-35), [块 4](#bound-step-31), [a step](#bound-step-8)
        """).isEmpty)
    }

    @Test func linksThatSayWhatHappensThereAreFine() throws {
        #expect(try Self.problems("""
        [block 1 sends 1](#bound-step-17), [the `+return:` signal completes](#bound-step-35), \
        [sends `completed`](#bound-step-35), [its subscriber is disposed](#bound-step-36), \
        [被释放](#bound-step-45), [block 8 completes it](#bound-step-35)
        """).isEmpty)
    }

    @Test func aLinkWhoseWordsSayWhatDoesNotHappenThereIsAnError() throws {
        #expect(try Self.problems("Here [block 9 sends 1](#bound-step-28).") == ["""
        l.md:22:25: error: link to step 28 of snippet 'bound' claims a value sent, but step 28 is of kind 'enter': \
        → block 9 bind.addSignal.next [+return: 1]
        Here [block 9 sends 1](#bound-step-28).
                                ^

        """])
        // Columns count UTF-8 bytes, as clang's do ("销毁" is six); the caret goes under the link.
        #expect(try Self.problems("[销毁](#bound-step-35)") == ["""
        l.md:22:11: error: link to step 35 of snippet 'bound' claims a disposal, but step 35 is of kind 'completed': \
        completed → subscriber#5 (RACSubscriber)
        [销毁](#bound-step-35)
                ^

        """])
    }

    @Test func theInnermostNumberedBlockRunsThere() throws {
        let run = try ClassicBind.runner.run(source: ClassicBind.source, fileName: "x", numbering: .classic)
        #expect(StepLinks.block(at: 1, of: run.steps) == nil)
        #expect(StepLinks.block(at: 8, of: run.steps) == nil)
        #expect(StepLinks.block(at: 9, of: run.steps) == 6)
        #expect(StepLinks.block(at: 34, of: run.steps) == 9)
        #expect(StepLinks.block(at: 35, of: run.steps) == 8)
    }

    @Test func aLinkNamingAnotherBlockIsAnErrorAtItsSnippet() throws {
        #expect(try Self.problems("Then [block 9 completes](#bound-step-35).") == ["""
        l.md:22:27: error: link to step 35 of snippet 'bound' names block 9, but block 8 is running there
        Then [block 9 completes](#bound-step-35).
                                  ^

        """])
        #expect(try Self.problems("[block 6](#bound-step-8)") == ["""
        l.md:22:12: error: link to step 8 of snippet 'bound' names block 6, but no numbered block is running there
        [block 6](#bound-step-8)
                   ^

        """])
    }

    @Test func aStepTheRunDoesNotHaveOrASnippetNotOnThePageIsAnError() throws {
        let run = try ClassicBind.runner.run(source: ClassicBind.source, fileName: "x", numbering: .classic)
        let problems = try Self.problems("[end](#bound-step-\(run.steps.count + 1)) [x](#other-step-1) `[block 1](#bound-step-99)`")
        #expect(problems.map { $0.prefix(while: { $0 != "\n" }) } == [
            "l.md:22:8: error: link to step \(run.steps.count + 1) of snippet 'bound', whose run has \(run.steps.count) steps",
            "l.md:22:\(26 + String(run.steps.count + 1).count): error: link to a step of snippet 'other', which is not on this page",
        ])
    }
}
