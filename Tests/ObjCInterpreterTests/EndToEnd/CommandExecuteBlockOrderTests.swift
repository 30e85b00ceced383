import RACTrace
import Testing
@testable import ObjCInterpreter

/// The order in which `-[RACCommand execute:]` enters RAC's blocks while it runs, derived by
/// reading RACCommand.m at 1af6617 (and the operators it composes, whose own orders
/// `CommandOperatorBlockOrderTests`, `LibraryBlockOrderTests`, `SubjectBlockOrderTests`,
/// `SchedulerBlockOrderTests` and `ZipBlockOrderTests` walk), for a command made with
/// `-initWithSignalBlock:` and executed once.
///
/// What `-initWithEnabled:signalBlock:` (RACCommand.m:80) left subscribed, in order, when
/// `-execute:` runs:
/// - `addedExecutionSignalsSubject` has three subscribers: `errors`' -flattenMap: (:101-113,
///   connected at :113), then `immediateExecuting`'s -flattenMap: (:115-130) twice — once
///   for `executing` (:132-138, connected by -replayLast), once for `immediateEnabled`
///   (:151-155: -combineLatest: subscribes `moreExecutionsAllowed`, whose +if:then:else:
///   switched to `[immediateExecuting not]` when `allowsConcurrentExecutionSubject`
///   -startWith:'s NO arrived, :140-143). `executionSignals` (:89) has no subscriber.
/// - `immediateExecuting` is `[[[flattenMap scan…] map…] startWith:@NO]`: its -startWith:'s
///   +return: has completed, so -concat: passes the -map:'s values straight on; -scan: holds 0.
/// - `immediateEnabled`'s replay subject (capacity 1) holds YES (`+return: YES`
///   -combineLatest:'d with NOT 0 executions) and has one subscriber: `enabled`'s
///   `[immediateEnabled skip:1]` (:159), which has skipped the replayed YES.
@Suite struct CommandExecuteBlockOrderTests {
    typealias Block = LibraryBlockOrderTests.Block
    typealias Paths = LibraryBlockOrderTests
    static func block(_ name: String, _ rac: String) -> Block { Block(name: name, rac: rac) }

    /// The `+return:` a binding block made delivers its value (addSignal, RACReturnSignal.m:84,
    /// RACSignal.m:130) …
    static let returnedValue = Array(Paths.returnedSignalDelivers.prefix(3))
    /// … and completes (RACReturnSignal.m:86, RACSignal.m:135, :115).
    static let returnedCompletes = Array(Paths.returnedSignalDelivers.dropFirst(3))

    /// A `-map:`'s -bind: gets a value and its map block (RACStream.m:97) calls `block`.
    static func mapValue(_ block: Block) -> [Block] {
        Paths.flattenMapValue + [Self.block("map.block", "RACStream.m:97"), block]
    }

    /// `BOOL enabled = [[self.immediateEnabled first] boolValue]` (RACCommand.m:172): -first
    /// (`CommandOperatorBlockOrderTests.first`) of the replay subject, whose scheduled block
    /// (RACReplaySubject.m:57) replays YES into -take: 1's -bind: at once; take's binding
    /// block stops, so -bind: completes -first's subscriber. The replay block then subscribes
    /// the -bind:'s subscriber to the subject as well (:72); when -subscribeNext: returns,
    /// -bind: assigns that subscription to its disposed serial disposable (RACSignal.m:171),
    /// which disposes it (`subjectSubscriptionDisposed`), and the RACSubscriber, in no
    /// subject's copy, goes (RACSubscriber.m:60-61, :44).
    static let firstOfImmediateEnabled: [Block] = {
        var blocks = [
            block("first", "RACSignal+Operations.m:858"),
            block("firstOrDefault", "RACSignal+Operations.m:862"),
            block("firstOrDefaultWithSuccessAndError", "RACSignal+Operations.m:866"),
            block("take", "RACStream.m:173"),
            block("bind", "RACSignal.m:93"),
        ]
        blocks += Paths.bindSubscribed + [block("take.bindBlock", "RACStream.m:178")]
        blocks += [
            block("replaySubject.subscribe", "RACReplaySubject.m:57"),
            block("bind.source.next", "RACSignal.m:148"),
            block("take.binding", "RACStream.m:181"),
        ]
        blocks += returnedValue + [block("firstOrDefaultWithSuccessAndError.next", "RACSignal+Operations.m:877")]
        blocks += returnedCompletes + [block("bind.completeSignal", "RACSignal.m:115")] + Paths.subscriberCompletes
        blocks += [block("firstOrDefaultWithSuccessAndError.completed", "RACSignal+Operations.m:898")]
        blocks += SubjectBlockOrderTests.subjectSubscriptionDisposed + SubjectBlockOrderTests.subscriberDeallocates
        return blocks
    }()

    /// `[[signal ignoreValues] catch:…]` (RACCommand.m:103-107) and `[[[signal catchTo:…]
    /// then:…] startWith:@1]` (:117-122), made by the flattenMap blocks.
    static let ignoreValuesCreated = CommandOperatorBlockOrderTests.ignoreValuesCreated
    static let errorsSignalMade = [block("command.errors.flattenMap", "RACCommand.m:102")] + ignoreValuesCreated
        + [block("catch", "RACSignal+Operations.m:241")]
    static let executingSignalMade = [
        block("command.executing.flattenMap", "RACCommand.m:116"),
        block("catchTo", "RACSignal+Operations.m:264"),
        block("catch", "RACSignal+Operations.m:241"),
        block("then", "RACSignal+Operations.m:596"),
    ] + ignoreValuesCreated + [
        block("concat", "RACSignal.m:178"),
        block("startWith", "RACStream.m:152"),
        block("concat", "RACSignal.m:178"),
    ]

    /// The execution's replay subject is subscribed: it has nothing to replay and has not
    /// terminated, so its block (RACReplaySubject.m:57) subscribes as a subject (:72).
    static let executionSubscribed = [block("replaySubject.subscribe", "RACReplaySubject.m:57")]
    /// -ignoreValues' -bind: is subscribed (`flattenMapSubscribed` up to its source).
    static let ignoreValuesSubscribed = Paths.bindSubscribed + [block("flattenMap.bindBlock", "RACStream.m:76")]
    /// -catch:'s block (ops:244) subscribes its receiver.
    static let catchSubscribed = Paths.dynamicSignalSubscribed + [block("catch.didSubscribe", "RACSignal+Operations.m:244")]

    /// `errors`': `[[execution ignoreValues] catch:…]`.
    static let catchOfExecutionSubscribed = catchSubscribed + ignoreValuesSubscribed + executionSubscribed

    /// `errors`' subscriber gets the execution (RACSubject.m:94): the flattenMap block makes
    /// the signal (RACCommand.m:102-107) and addSignal subscribes it (RACSignal.m:124, :130).
    static let errorsGetsTheExecution = [block("subject.sendNext", "RACSubject.m:94")] + Paths.flattenMapValue
        + errorsSignalMade + [block("bind.addSignal", "RACSignal.m:124")] + catchOfExecutionSubscribed

    /// One `immediateExecuting` gets the execution (RACSubject.m:94): the flattenMap block
    /// makes its signal, addSignal subscribes it: -startWith:'s -concat: (RACSignal.m:179)
    /// subscribes `+return: @1` (RACReturnSignal.m:84), whose 1 goes through -concat:'s next
    /// block (:182) to addSignal's (:130), on to -scan:'s binding block (RACStream.m:279, :264,
    /// RACCommand.m:124: 0 + 1) and its `+return:`, then -map:'s block (RACCommand.m:127: YES)
    /// and its `+return:`, which sends YES into `downstream`. The two `+return:`s complete
    /// (innermost first), then `+return: @1` does (its subscriber has no passthrough) and
    /// -concat:'s completed block (:186) subscribes the -then: signal,
    /// `[[[execution catchTo:…] ignoreValues] concat:…]` (ops:599-601): its -concat:
    /// subscribes -ignoreValues, which subscribes -catchTo:'s -catch:, which subscribes the
    /// execution's replay subject.
    static func immediateExecutingGetsTheExecution(downstream: [Block]) -> [Block] {
        var blocks = [block("subject.sendNext", "RACSubject.m:94")] + Paths.flattenMapValue + executingSignalMade
        blocks += [block("bind.addSignal", "RACSignal.m:124")] + Paths.dynamicSignalSubscribed
        blocks += [
            block("concat.didSubscribe", "RACSignal.m:179"),
            block("returnSignal.subscribe", "RACReturnSignal.m:84"),
            block("concat.source.next", "RACSignal.m:182"),
            block("bind.addSignal.next", "RACSignal.m:130"),
            block("bind.source.next", "RACSignal.m:148"),
            block("scan.binding", "RACStream.m:279"),
            block("scanWithStart.reduceBlock", "RACStream.m:264"),
            block("command.executing.scan", "RACCommand.m:124"),
        ]
        blocks += returnedValue + mapValue(block("command.executing.map", "RACCommand.m:127")) + returnedValue
        blocks += downstream + returnedCompletes + returnedCompletes
        blocks += [
            block("subscriber.clearBlocks", "RACSubscriber.m:44"),
            block("concat.source.completed", "RACSignal.m:186"),
        ]
        blocks += Paths.dynamicSignalSubscribed + [block("concat.didSubscribe", "RACSignal.m:179")]
        blocks += ignoreValuesSubscribed + catchSubscribed + executionSubscribed
        return blocks
    }

    /// `executing`'s copy: YES reaches `-deliverOn:`'s next block (ops:1018), which only
    /// schedules it on the main thread (RACCommand.m:133).
    static let executingDownstream = [block("deliverOn.source.next", "RACSignal+Operations.m:1018")]

    /// `for (id value in self)` (RACSequence.m:209) over a two-element tuple's sequence, which
    /// enumerates as RACSequence does (RACTupleSequence.m has no
    /// `-countByEnumeratingWithState:objects:count:`): the first call (RACSequence.m:288) keeps
    /// the sequence (:318, setSequence :300), then per element reads it (:325, getSequence
    /// :296), takes its head, and keeps its tail (:342); the third read finds the empty
    /// sequence's nil head, so it completes (:330-331, complete :307), which lets go of the
    /// sequence (:309). Both values are in the buffer before the loop's body runs; the next
    /// call returns 0 at once (:289).
    static let tupleOfTwoEnumerated = [
        block("sequence.enumerate.setSequence", "RACSequence.m:300"),
        block("sequence.enumerate.getSequence", "RACSequence.m:296"),
        block("sequence.enumerate.setSequence", "RACSequence.m:300"),
        block("sequence.enumerate.getSequence", "RACSequence.m:296"),
        block("sequence.enumerate.setSequence", "RACSequence.m:300"),
        block("sequence.enumerate.getSequence", "RACSequence.m:296"),
        block("sequence.enumerate.complete", "RACSequence.m:307"),
        block("sequence.enumerate.setSequence", "RACSequence.m:300"),
    ]

    /// `immediateEnabled`'s copy: YES goes through `-not` (ops:1281: NO) and its `+return:`,
    /// the -takeUntil: of -switchToLatest (ops:750), -switchToLatest's addSignal next block
    /// (RACSignal.m:130), -combineLatestWith:'s other next block (ops:430), whose sendNext
    /// (ops:407) sends (YES, NO): +join:block:'s last map (RACStream.m:214), then `-and`'s
    /// (ops:1289), which folds the tuple's sequence (`tupleOfTwoEnumerated`, then
    /// RACSequence.m:241, ops:1293, twice: YES && YES, then YES && NO) to NO; -takeUntil: of
    /// `rac_willDeallocSignal` (ops:750) sends it to the replay subject (RACSubject.m:94),
    /// whose one subscriber, -skip: 1, has skipped its one value already (RACStream.m:164)
    /// and returns `+return: NO`, which reaches `enabled`'s -deliverOn: (ops:1018). The four
    /// `+return:`s complete, innermost first.
    static let immediateEnabledDownstream: [Block] = {
        var blocks = mapValue(block("not.map", "RACSignal+Operations.m:1281")) + returnedValue
        blocks += [
            block("takeUntil.self.next", "RACSignal+Operations.m:750"),
            block("bind.addSignal.next", "RACSignal.m:130"),
            block("combineLatestWith.other.next", "RACSignal+Operations.m:430"),
            block("combineLatestWith.sendNext", "RACSignal+Operations.m:407"),
        ]
        blocks += mapValue(block("join.unwrap", "RACStream.m:214")) + returnedValue
        blocks += mapValue(block("and.map", "RACSignal+Operations.m:1289")) + tupleOfTwoEnumerated
        blocks += [
            block("sequence.all.reduce", "RACSequence.m:241"),
            block("and.all", "RACSignal+Operations.m:1293"),
            block("sequence.all.reduce", "RACSequence.m:241"),
            block("and.all", "RACSignal+Operations.m:1293"),
        ]
        blocks += returnedValue + [
            block("takeUntil.self.next", "RACSignal+Operations.m:750"),
            block("subject.sendNext", "RACSubject.m:94"),
            block("bind.source.next", "RACSignal.m:148"),
            block("skip.binding", "RACStream.m:164"),
        ]
        blocks += returnedValue + [block("deliverOn.source.next", "RACSignal+Operations.m:1018")]
        blocks += returnedCompletes + returnedCompletes + returnedCompletes + returnedCompletes
        return blocks
    }()

    /// A command made with `-initWithSignalBlock:`, executed once; the run goes on to the end.
    static let executedOnce = """
        RACCommand *command = [[RACCommand alloc] initWithSignalBlock:^RACSignal *(id input) {
            return [RACSignal return:input];
        }];
        [command execute:@1];
        """

    @Test func executeEntersItsBlocksInReactiveObjCsOrder() throws {
        let run = Snippet.run(Self.executedOnce)
        #expect(run.status == .success, "\(run.diagnostics)")
        let start = try #require(run.steps.firstIndex { $0.kind == .enter && $0.name == "execute" })
        let depth = run.steps[start].depth
        let end = try #require(run.steps[start...].firstIndex { $0.kind == .exit && $0.name == "execute" && $0.depth == depth })
        let entered = run.steps[start...end].filter { $0.kind == .enter && $0.user != true }

        // -execute: (RACCommand.m:169): `firstOfImmediateEnabled` (:172); the reader's signal
        // block (:182); -subscribeOn: (:191, ops:1034) and -multicast: (:192, ops:953) of a
        // new replay subject; the subject's three subscribers get it (:194); -connect
        // (:196, RACMulticastConnection.m:53) subscribes the replay subject to -subscribeOn:,
        // whose block (ops:1035) only schedules the subscription.
        var expected = [Self.block("execute", "RACCommand.m:169")] + Self.firstOfImmediateEnabled
        expected += [
            Self.block("subscribeOn", "RACSignal+Operations.m:1034"),
            Self.block("multicast", "RACSignal+Operations.m:953"),
        ]
        expected += Self.errorsGetsTheExecution
        expected += Self.immediateExecutingGetsTheExecution(downstream: Self.executingDownstream)
        expected += Self.immediateExecutingGetsTheExecution(downstream: Self.immediateEnabledDownstream)
        expected += [Self.block("connect", "RACMulticastConnection.m:53")] + Paths.dynamicSignalSubscribed
        expected += [Self.block("subscribeOn.didSubscribe", "RACSignal+Operations.m:1035")]
        Paths.expectEntered(entered, expected)
    }

    @Test func aCommandGoesInsideItsSwizzledDealloc() throws {
        let run = Snippet.run("""
            RACCommand *command = [[RACCommand alloc] initWithSignalBlock:^RACSignal *(id input) {
                return [RACSignal return:input];
            }];
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        // -initWithEnabled:signalBlock: asks for `rac_willDeallocSignal` (RACCommand.m:154), so
        // RACCommand's -dealloc is swizzled (NSObject+RACDeallocating.m:94): when `command`
        // goes, the swizzled block (:37) disposes `rac_deallocDisposable` (:39), whose block
        // completes `rac_willDeallocSignal` (:80-81), then runs RACCommand's own -dealloc (:50),
        // which completes the two subjects (RACCommand.m:76-77, RACSubject.m:110) inside it.
        let start = try #require(run.steps.firstIndex { $0.kind == .enter && $0.name == "deallocating.newDealloc" })
        let depth = run.steps[start].depth
        #expect(run.steps[start].rac == "NSObject+RACDeallocating.m:37")
        let end = try #require(run.steps[start...].firstIndex { $0.kind == .exit && $0.depth == depth })
        let inside = run.steps[(start + 1)..<end].filter { $0.kind == .enter && $0.depth == depth + 1 }.map { $0.name ?? "?" }
        #expect(inside.first == "willDeallocSignal.sendCompleted")
        #expect(inside.filter { $0 == "subject.sendCompleted" }.count == 2)
    }
}
