import Testing
import Lessons
import LessonsTestSupport
import RACCore
import RACTrace
@testable import SiteGenerator

/// The questions are derived from the recorded run; each expected answer below is what
/// ReactiveObjC's code (1af6617) does at that point, not what our trace printed.
@Suite struct ExerciseTests {
    static func run(_ source: String) throws -> SnippetRun {
        try InterpreterRunner().run(source: source, fileName: "t.m", numbering: .classic)
    }

    static func exercise(_ kind: Exercise.Kind, _ run: SnippetRun) throws -> Exercise {
        try #require(Exercise.chosen(steps: run.steps, treeChanges: run.treeChanges, locale: .english).first { $0.kind == kind })
    }

    /// The classic `-bind:` runs 5 at the `bind:` call, then 6 when `bound` is subscribed to.
    /// 5 → 6 is what counting predicts, so the question is put at 6: `-bind:`'s didSubscribe
    /// (RACSignal.m:108) first calls the reader's bind block, `RACSignalBindBlock bindingBlock
    /// = block();` (:109), which is block 2; `completeSignal` (7) and `addSignal` (8) are only
    /// defined there (:115, :124), and the source, whose createSignal: block is 1, is
    /// subscribed to only after them (:148).
    @Test func nextBlockAfterBindsDidSubscribeIsTheBindBlock() throws {
        let run = try Self.run(ClassicBind.source)
        let exercise = try Self.exercise(.nextBlock, run)
        let asked = run.steps[exercise.askAt - 1]
        #expect(asked.kind == .enter && asked.block == 6 && asked.name == "bind.didSubscribe")
        #expect(exercise.subject == "block 6 (bind.didSubscribe) of bound")
        #expect(exercise.answerStep.kind == .enter && exercise.answerStep.block == 2)
        // No numbered block runs between the question and its answer.
        #expect(!run.steps[exercise.askAt..<(exercise.answerStep.step - 1)].contains { $0.kind == .enter && $0.block != nil })
        // Wrong choices: 7, the number counting predicts, then the numbers nearest 2 (1 and
        // 3); shown in number order.
        #expect(exercise.choices == ["block 1 (createSignal:)", "block 2 (bind:)", "block 3 (block)", "block 7 (bind.completeSignal)"])
        #expect(exercise.answerText == "block 2 (bind:)")
        // Block 2 runs inside 6, which runs inside the block RACDynamicSignal's -subscribe:
        // hands the subscription scheduler (RACDynamicSignal.m:43).
        #expect(exercise.why == "block 6 (bind.didSubscribe) of bound ← the dynamicSignal.subscribe block of bound")
    }

    /// A signal that sends 1, completes, and returns a disposable that logs. RACSubscriber's
    /// -sendCompleted disposes the subscriber's disposable before it calls the completed block
    /// (RACSubscriber.m:88-91), but the createSignal: block has not returned yet, so its
    /// disposable is not in the subscription's compound disposable; RACDynamicSignal adds it
    /// once the block returns (RACDynamicSignal.m:44-45), and a disposed compound disposable
    /// disposes what is added to it (RACCompoundDisposable.m:172). So: "next 1",
    /// "completed", "disposed", each from its own NSLog.
    static let loggedDisposal = """
    RACSignal *s = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        [subscriber sendNext:@1];
        [subscriber sendCompleted];
        return [RACDisposable disposableWithBlock:^{
            NSLog(@"disposed");
        }];
    }];
    [s subscribeNext:^(id x) {
        NSLog(@"next %@", x);
    } completed:^{
        NSLog(@"completed");
    }];

    """

    /// The first line printed by another NSLog than the line before it: "completed" after
    /// "next 1"; the wrong choices are the output's other lines, in output order.
    @Test func nextLineIsTheFirstPrintedByAnotherStatement() throws {
        let run = try Self.run(Self.loggedDisposal)
        #expect(run.output == "next 1\ncompleted\ndisposed\n")
        let exercise = try Self.exercise(.nextLine, run)
        #expect(exercise.subject == "next 1")
        #expect(exercise.choices == ["next 1", "completed", "disposed"])
        #expect(exercise.answerText == "completed")
        #expect(exercise.answerStep.kind == .log && exercise.answerStep.line == 11)
        #expect(exercise.askAt == exercise.answerStep.step - 1)
    }

    /// The classic bind's output, 1 then 2, comes from one NSLog: with no line from another
    /// statement, the question is the first change of line.
    @Test func nextLineFallsBackToTheFirstChange() throws {
        let exercise = try Self.exercise(.nextLine, Self.run(ClassicBind.source))
        #expect(exercise.subject == "1")
        #expect(exercise.choices == ["1", "2"])
        #expect(exercise.answer == 1)
    }

    /// In the classic bind nothing is disposed until the first `+return:` signal completes:
    /// RACReturnSignal's scheduled block sends the value, then completed (RACReturnSignal.m:85-86),
    /// and RACSubscriber's -sendCompleted disposes that subscriber's own compound disposable
    /// (RACSubscriber.m:88). `bound`'s and `source`'s subscriptions are disposed only when the
    /// source completes and `completeSignal` sees the count reach 0 (RACSignal.m:116-118).
    @Test func firstDisposalIsTheReturnSignalsSubscriber() throws {
        let run = try Self.run(ClassicBind.source)
        let exercise = try Self.exercise(.firstDisposal, run)
        let before = run.steps[exercise.askAt - 1]
        // +return: sends straight to the subscriber: the signal is the one it subscribed to.
        #expect(before.kind == .completed && before.name == "RACSubscriber")
        #expect(Narration.signal(of: before, Narration.signalsBySubscriber(run.steps)) == "+return: 1")
        #expect(exercise.answerStep.kind == .dispose && exercise.answerStep.name == "RACCompoundDisposable")
        #expect(exercise.answerText.hasSuffix("(RACCompoundDisposable), \(before.target!)"))
        // Wrong choices from across the dispose order: the subscription to bound (disposed
        // last of those a subscriber or subscription owns), the one to source, and the second
        // +return: signal's subscriber's.
        #expect(exercise.choices.count == 4)
        #expect(exercise.choices.contains { $0.hasSuffix("subscription to bound") })
        #expect(exercise.choices.contains { $0.hasSuffix("subscription to source") })
        #expect(exercise.why?.hasPrefix("in the returnSignal.subscribe block of +return: 1, after completed to") == true)
    }

    /// A page asks no question twice: a second run of the classic `-bind:` on the page gets
    /// each kind's next candidate. Its first `nextBlock` candidate (6, then 2) was asked; the
    /// next surprising change is 2, then 1: the bind block (2) only returns the binding block,
    /// and bind's didSubscribe then subscribes to the source (RACSignal.m:148), whose
    /// createSignal: block (1) runs at once. The output, 1 then 2, has one change of line,
    /// and a run has one first disposal: both were asked, so those kinds are skipped.
    @Test func aSecondSnippetOnThePageAsksTheNextCandidates() throws {
        let run = try Self.run(ClassicBind.source)
        let candidates = Exercise.candidates(steps: run.steps, treeChanges: run.treeChanges, locale: .english)
        var asked: Set<Exercise.Identity> = []
        let first = Exercise.chosen(from: candidates, skipping: &asked)
        #expect(first == Exercise.chosen(steps: run.steps, treeChanges: run.treeChanges, locale: .english))
        #expect(first.map(\.kind) == [.nextBlock, .nextLine, .firstDisposal])
        let second = Exercise.chosen(from: candidates, skipping: &asked)
        #expect(second.map(\.kind) == [.nextBlock])
        let block = try #require(second.first)
        #expect(block.subject == "block 2 (bind:)")
        #expect(block.answerText == "block 1 (createSignal:)")
        #expect(block.askAt == first[0].answerStep.step)
        // A third copy: the next surprising change is 1, then 10: block 1 sends 1 to the
        // subscriber bind's didSubscribe gave the source, whose next block is 10 (RACSignal.m:148).
        let third = Exercise.chosen(from: candidates, skipping: &asked)
        #expect(third.map(\.subject) == ["block 1 (createSignal:)"])
        #expect(third.map(\.answerText) == ["block 10 (bind.source.next)"])
        #expect(asked.count == 5)
    }

    /// Questions start in the reader's code: a block of theirs, or a library block at most two
    /// deep below one (or below the top level). In the classic `-bind:`, addSignal (8) runs
    /// inside source.next (10), inside the reader's block 1: two library blocks, counting
    /// itself, so a question may start at 8. addSignal.next (9) runs inside RACReturnSignal's
    /// scheduled block (RACReturnSignal.m:84), inside 8, inside 10: four, so none starts at 9.
    @Test func noQuestionStartsDeepInTheLibrary() throws {
        let run = try Self.run(ClassicBind.source)
        let candidates = Exercise.candidates(steps: run.steps, treeChanges: run.treeChanges, locale: .english)
        let subjects = candidates.filter { $0.kind == .nextBlock }.map(\.subject)
        #expect(!subjects.contains { $0.hasPrefix("block 9 ") })
        #expect(subjects.contains { $0.hasPrefix("block 8 ") })
        #expect(subjects.count <= Exercise.candidatesPerKind)
        #expect(Set(subjects).count == subjects.count)
    }

    @Test func sameRunSameQuestions() throws {
        let first = try Self.run(ClassicBind.source), second = try Self.run(ClassicBind.source)
        #expect(Exercise.chosen(steps: first.steps, treeChanges: first.treeChanges, locale: .english)
            == Exercise.chosen(steps: second.steps, treeChanges: second.treeChanges, locale: .english))
    }

    /// A run with one line, no numbered block and nothing disposed has nothing to ask.
    @Test func nothingToAskWithoutChoices() throws {
        let run = try Self.run("NSLog(@\"only\");\n")
        #expect(Exercise.chosen(steps: run.steps, treeChanges: run.treeChanges, locale: .english).isEmpty)
    }

    /// The Chinese edition asks the same questions of the same run, in its own words: the
    /// choices and reasons name the same blocks and disposables (see the English tests above
    /// for why these are the answers).
    @Test func theChineseEditionAsksTheSameQuestionsInChinese() throws {
        let run = try Self.run(ClassicBind.source)
        let english = Exercise.chosen(steps: run.steps, treeChanges: run.treeChanges, locale: .english)
        let chinese = Exercise.chosen(steps: run.steps, treeChanges: SnippetWeaver(locale: .chinese).treeChanges(run), locale: .chinese)
        #expect(chinese.map(\.kind) == english.map(\.kind))
        #expect(chinese.map(\.answer) == english.map(\.answer))
        #expect(chinese.map(\.answerStep) == english.map(\.answerStep))
        let block = try #require(chinese.first { $0.kind == .nextBlock })
        #expect(block.subject == "bound 的 block 6（bind.didSubscribe）")
        #expect(block.choices == ["block 1（createSignal:）", "block 2（bind:）", "block 3（block）", "block 7（bind.completeSignal）"])
        #expect(block.why == "bound 的 block 6（bind.didSubscribe） ← bound 的 dynamicSignal.subscribe block")
        let disposal = try #require(chinese.first { $0.kind == .firstDisposal })
        #expect(disposal.choices.contains { $0.hasSuffix("（RACCompoundDisposable），对 bound 的订阅") })
        #expect(disposal.why?.hasPrefix("在 +return: 1 的 returnSignal.subscribe block 中，在向 +return: 1 的 subscriber#5 发送 completed 之后") == true)
    }
}
