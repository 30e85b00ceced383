import Testing
import Lessons
import LessonsTestSupport
import RACTrace
@testable import SiteGenerator

/// Every kind of step told in both editions. The trace's identifiers (ids, classes, block
/// names, signal names, values) pass through untouched; only the sentence around them is the
/// edition's, in the articles' words: 执行 block, 发送, 订阅, 销毁.
@Suite struct NarrationTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var event: RACTraceStep.Event
        var english: String
        var chinese: String
        var testDescription: String { english }
    }

    static let bindDidSubscribe = RACTraceStep.Block(name: "bind.didSubscribe", number: 6, signal: "bound", isUser: false)
    static let toSubscriber = RACTraceStep.Delivery(receiver: "subscriber#3", receiverClass: "RACSubscriber", signal: "source", dropped: false)

    static let cases: [Case] = [
        Case(event: .create(object: "signal#1", className: "RACDynamicSignal", signal: "source"),
             english: "creates signal source (RACDynamicSignal)", chinese: "创建信号 source（RACDynamicSignal）"),
        Case(event: .create(object: "disposable#2", className: "RACCompoundDisposable", signal: nil),
             english: "creates disposable#2 (RACCompoundDisposable)", chinese: "创建 disposable#2（RACCompoundDisposable）"),
        Case(event: .passthrough(object: "subscriber#2", signal: "bound", subscriber: "subscriber#1"),
             english: "creates subscriber#2 (RACPassthroughSubscriber) between bound and subscriber#1",
             chinese: "创建 subscriber#2（RACPassthroughSubscriber），位于 bound 与 subscriber#1 之间"),
        Case(event: .subscribe(signal: "bound", signalObject: "signal#2", subscriber: "subscriber#1", subscriberClass: "RACSubscriber"),
             english: "subscribes subscriber#1 (RACSubscriber) to bound", chinese: "subscriber#1（RACSubscriber）订阅 bound"),
        Case(event: .enter(bindDidSubscribe),
             english: "runs block 6 (bind.didSubscribe) of bound", chinese: "执行 bound 的 block 6（bind.didSubscribe）"),
        Case(event: .enter(.init(name: "createSignal:", number: nil, signal: nil, isUser: true)),
             english: "runs the createSignal: block", chinese: "执行 createSignal: block"),
        // No space between a full-width bracket and the Han text after it.
        Case(event: .exit(bindDidSubscribe),
             english: "returns from block 6 (bind.didSubscribe)", chinese: "从 block 6（bind.didSubscribe）返回"),
        Case(event: .next(toSubscriber, value: "1"),
             english: "sends next 1 to subscriber#3 (RACSubscriber) of source", chinese: "向 source 的 subscriber#3（RACSubscriber）发送 next 1"),
        Case(event: .next(.init(receiver: "subscriber#5", receiverClass: "RACSubscriber", signal: nil, dropped: false), value: "1"),
             english: "sends next 1 to subscriber#5 (RACSubscriber)", chinese: "向 subscriber#5（RACSubscriber）发送 next 1"),
        Case(event: .next(.init(receiver: "signal#1", receiverClass: "RACSubject", signal: "letters", dropped: false), value: "a"),
             english: "sends next a to letters (RACSubject signal#1)", chinese: "向 letters（RACSubject signal#1）发送 next a"),
        Case(event: .error(toSubscriber, error: "Error Domain=Login Code=401"),
             english: "sends error Error Domain=Login Code=401 to subscriber#3 (RACSubscriber) of source",
             chinese: "向 source 的 subscriber#3（RACSubscriber）发送 error Error Domain=Login Code=401"),
        Case(event: .completed(.init(receiver: "subscriber#1", receiverClass: "RACSubscriber", signal: "bound", dropped: true)),
             english: "sends completed to subscriber#1 (RACSubscriber) of bound — dropped: that subscriber is already disposed",
             chinese: "向 bound 的 subscriber#1（RACSubscriber）发送 completed——被丢弃：该订阅者已经被销毁"),
        Case(event: .dispose(object: "disposable#1", className: "RACDisposable", parent: "disposable#2", ranBlock: true),
             english: "disposes disposable#1 (RACDisposable), part of disposable#2, which runs its block",
             chinese: "销毁 disposable#1（RACDisposable），它是 disposable#2 的一部分，并执行它的 block"),
        Case(event: .dispose(object: "disposable#2", className: "RACCompoundDisposable", parent: nil, ranBlock: false),
             english: "disposes disposable#2 (RACCompoundDisposable)", chinese: "销毁 disposable#2（RACCompoundDisposable）"),
        Case(event: .dealloc(object: "subscriber#4", className: "RACPassthroughSubscriber", signal: "source"),
             english: "deallocates subscriber#4 (RACPassthroughSubscriber) of source",
             chinese: "释放 source 的 subscriber#4（RACPassthroughSubscriber）"),
        Case(event: .dealloc(object: "subscriber#5", className: "RACSubscriber", signal: nil),
             english: "deallocates subscriber#5 (RACSubscriber)", chinese: "释放 subscriber#5（RACSubscriber）"),
        // A logged line is the program's output: kept as it is, braces and all.
        Case(event: .log("{text} disposed"), english: "logs “{text} disposed”", chinese: "打印“{text} disposed”"),
    ]

    @Test(arguments: cases) func sentenceInEachEdition(_ testCase: Case) {
        let step = RACTraceStep(step: 1, depth: 0, line: 1, event: testCase.event)
        #expect(Narration.sentence(step, in: .english) == testCase.english)
        #expect(Narration.sentence(step, in: .chinese) == testCase.chinese)
    }

    /// Each kind of step is covered above, so a new kind cannot go untold in one edition.
    @Test func everyKindIsCovered() {
        let kinds = Set(Self.cases.map { RACTraceStep(step: 1, depth: 0, line: nil, event: $0.event).kind })
        #expect(kinds == Set(RACTraceStep.Kind.allCases))
    }

    /// The classic bind's first disposal: RACReturnSignal's scheduled block sends the value,
    /// then completed (RACReturnSignal.m:85-86), and RACSubscriber's -sendCompleted disposes
    /// the subscriber's own compound disposable (RACSubscriber.m:88) while that block is still
    /// the innermost one running; so the trigger names that block and the completed event.
    @Test func disposalTriggerInEachEdition() throws {
        let run = try ExerciseTests.run(ClassicBind.source)
        let english = try #require(Narration(steps: run.steps).disposals(in: .english).first)
        let chinese = try #require(Narration(steps: run.steps).disposals(in: .chinese).first)
        #expect(english.step == chinese.step)
        #expect(english.trigger == "in the returnSignal.subscribe block of +return: 1, after completed to subscriber#5 of +return: 1")
        #expect(chinese.trigger == "在 +return: 1 的 returnSignal.subscribe block 中，在向 +return: 1 的 subscriber#5 发送 completed 之后")
    }

    /// A disposal at the snippet's top level (the reader disposing what `subscribeNext:`
    /// returned) has no block to name.
    @Test func topLevelDisposalInEachEdition() throws {
        let run = try ExerciseTests.run("""
            RACSignal *never = [RACSignal never];
            RACDisposable *subscription = [never subscribeNext:^(id x) {}];
            [subscription dispose];
            """)
        let english = try #require(Narration(steps: run.steps).disposals(in: .english).first)
        let chinese = try #require(Narration(steps: run.steps).disposals(in: .chinese).first)
        #expect(english.trigger == "at the top level of the snippet")
        #expect(chinese.trigger == "在代码片段的顶层")
    }

    /// `sentences` words a block's enter and exit once per block and signal and reuses them:
    /// the very sentences `sentence` gives each step, in both editions, for runs that enter
    /// the same blocks again and again, and blocks of one name on two signals.
    @Test(arguments: SiteLocale.all) func sentencesAreEachStepsOwn(locale: SiteLocale) throws {
        for source in [ClassicBind.source, """
            RACSignal *a = [[RACSignal return:@1] map:^id(id x) { return x; }];
            RACSignal *b = [[RACSignal return:@2] map:^id(id x) { return x; }];
            [a subscribeNext:^(id x) { NSLog(@"%@", x); }];
            [b subscribeNext:^(id x) { NSLog(@"%@", x); }];
            """] {
            let steps = try ExerciseTests.run(source).steps
            #expect(steps.count(where: { $0.kind == .enter }) > Set(steps.compactMap { $0.kind == .enter ? $0.name : nil }).count)
            #expect(Narration.sentences(steps, in: locale) == steps.map { Narration.sentence($0, in: locale) })
        }
    }
}
