import RACTrace
import RACCore
import Testing
@testable import ObjCInterpreter

/// The order in which a traced run enters RAC's own blocks (and operators), per operator,
/// against an order derived by reading ReactiveObjC at 1af6617: each expected list walks the
/// code path with file:line citations. Every snippet subscribes with `-subscribeNext:` on the
/// main thread, which fixes the path all of them share:
///
/// - `-subscribeNext:` wraps the block in a RACSubscriber with no error or completed block
///   (RACSignal.m:275) and calls `-subscribe:` (RACSignal.m:276); operators subscribe with
///   `-subscribeNext:error:completed:` the same way (RACSignal.m:292-293).
/// - RACDynamicSignal's `-subscribe:` (RACDynamicSignal.m:36) makes the subscription's
///   compound disposable (:39) and a RACPassthroughSubscriber (:40), whose init hands that
///   disposable to the subscriber (RACPassthroughSubscriber.m:64); a RACSubscriber adds it to
///   its own (RACSubscriber.m:99) and adds to it the purge block (RACSubscriber.m:105). Then it
///   schedules the didSubscribe block on the subscription scheduler (RACDynamicSignal.m:43),
///   which runs it at once because the main thread has a current scheduler
///   (RACSubscriptionScheduler.m:37-40, RACScheduler.m:97). The disposable didSubscribe returns
///   is added to the subscription's after didSubscribe returns (RACDynamicSignal.m:44-45).
/// - `+return:` and `+empty` (RACSignal.m:89, :85) subscribe without a passthrough: the
///   subscription scheduler runs sendNext + sendCompleted (RACReturnSignal.m:84-86) or
///   sendCompleted (RACEmptySignal.m:57-58) at once, so their subscriber gets no purge block.
/// - A RACSubscriber's `-sendCompleted` copies its completed block, disposes its compound
///   disposable, then calls the block (RACSubscriber.m:87-91). That compound holds, in its two
///   inline slots disposed in order (RACCompoundDisposable.m:21, :238-240), the block that
///   clears the subscriber's blocks (RACSubscriber.m:44, added at :54-55) and then the
///   subscription's compound (RACSubscriber.m:99), whose first child is the purge block.
///
/// The subscription scheduler's blocks (RACDynamicSignal.m:43, RACReturnSignal.m:84,
/// RACEmptySignal.m:57) are library blocks like any other: every library block ReactiveObjC
/// runs is listed.
@Suite struct LibraryBlockOrderTests {
    /// A library block as a trace names it, and where it begins in ReactiveObjC.
    struct Block: Equatable, Sendable, CustomStringConvertible {
        var name: String
        var rac: String
        var description: String { "\(name) (\(rac))" }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        /// Objective-C that defines `result` from `source` (and `other`).
        var operatorSource: String
        /// The library blocks entered, in order, as ReactiveObjC's code path enters them.
        var expected: [Block]
        var testDescription: String { name }
    }

    static func block(_ name: String, _ rac: String) -> Block { Block(name: name, rac: rac) }

    /// Sends 1, 2, then completes, from its didSubscribe block.
    static let source = """
        RACSignal *source = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
            [subscriber sendNext:@1];
            [subscriber sendNext:@2];
            [subscriber sendCompleted];
            return nil;
        }];
        RACSignal *other = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
            [subscriber sendNext:@3];
            [subscriber sendCompleted];
            return nil;
        }];
        """

    static let subscription = """
        [result subscribeNext:^(id x) {
            NSLog(@"%@", x);
        }];
        """

    // MARK: Paths the cases share

    /// A RACSubscriber subscribed to a RACDynamicSignal receives completed: disposing its
    /// compound runs RACSubscriber.m:44's block, then the subscription's compound runs the
    /// purge block (RACSubscriber.m:105), before the completed block (RACSubscriber.m:87-91).
    static let subscriberCompletes = [
        block("subscriber.clearBlocks", "RACSubscriber.m:44"),
        block("subscriber.purge", "RACSubscriber.m:105"),
    ]

    /// A RACDynamicSignal is subscribed: `-subscribe:` hands its block (RACDynamicSignal.m:43)
    /// to the subscription scheduler, which runs it at once on the main thread
    /// (RACSubscriptionScheduler.m:40); the block calls didSubscribe (RACDynamicSignal.m:44).
    static let dynamicSignalSubscribed = [
        block("dynamicSignal.subscribe", "RACDynamicSignal.m:43"),
    ]

    /// The binding block returned `+return: x` (RACSignal.m:153): addSignal (RACSignal.m:156,
    /// :124) subscribes to it (:130); RACReturnSignal's block on the subscription scheduler
    /// (RACReturnSignal.m:84) sends x to the next block (:130), which
    /// forwards to the reader's block, then completes (RACReturnSignal.m:85-86): the subscriber
    /// has no passthrough, so only RACSubscriber.m:44's block runs before the completed block
    /// (:135), whose completeSignal (:137, :115) decrements signalCount from 2 to 1 and only
    /// removes the inner disposable (:120).
    static let returnedSignalDelivers = [
        block("bind.addSignal", "RACSignal.m:124"),
        block("returnSignal.subscribe", "RACReturnSignal.m:84"),
        block("bind.addSignal.next", "RACSignal.m:130"),
        block("subscriber.clearBlocks", "RACSubscriber.m:44"),
        block("bind.addSignal.completed", "RACSignal.m:135"),
        block("bind.completeSignal", "RACSignal.m:115"),
    ]

    /// The binding block returned `+empty`: as `returnedSignalDelivers`, but RACEmptySignal
    /// only completes (RACEmptySignal.m:57-58), so no next block runs.
    static let emptySignalCompletes = [
        block("bind.addSignal", "RACSignal.m:124"),
        block("emptySignal.subscribe", "RACEmptySignal.m:57"),
        block("subscriber.clearBlocks", "RACSubscriber.m:44"),
        block("bind.addSignal.completed", "RACSignal.m:135"),
        block("bind.completeSignal", "RACSignal.m:115"),
    ]

    /// The bound signal's source completes: its RACSubscriber is disposed
    /// (`subscriberCompletes`), then -bind:'s completed block (RACSignal.m:165) calls
    /// completeSignal (:167), which takes signalCount to 0 (:116) and completes the reader's
    /// subscriber (:117), a RACSubscriber behind a passthrough (`subscriberCompletes` again;
    /// it has no completed block, RACSignal.m:275).
    static let sourceCompletesBind = subscriberCompletes + [
        block("bind.source.completed", "RACSignal.m:165"),
        block("bind.completeSignal", "RACSignal.m:115"),
    ] + subscriberCompletes

    /// -bind: is subscribed: its createSignal: block (RACSignal.m:108) runs
    /// (`dynamicSignalSubscribed`), calls the block given to -bind: for the binding block
    /// (:109), then subscribes to the source (:148), a RACDynamicSignal here.
    static let bindSubscribed = dynamicSignalSubscribed + [
        block("bind.didSubscribe", "RACSignal.m:108"),
    ]

    /// -flattenMap: (RACStream.m:73) calls -bind: (RACStream.m:76, RACSignal.m:93); once
    /// subscribed, -bind: calls flattenMap's block (RACSignal.m:109, RACStream.m:76), which
    /// returns the binding block (RACStream.m:77), before subscribing to the source.
    static let flattenMapCreated = [
        block("flattenMap", "RACStream.m:73"),
        block("bind", "RACSignal.m:93"),
    ]
    static let flattenMapSubscribed = bindSubscribed + [
        block("flattenMap.bindBlock", "RACStream.m:76"),
    ] + dynamicSignalSubscribed

    /// A value reaches -bind:'s next block (RACSignal.m:148), which calls flattenMap's binding
    /// block (RACSignal.m:153, RACStream.m:77).
    static let flattenMapValue = [
        block("bind.source.next", "RACSignal.m:148"),
        block("flattenMap.binding", "RACStream.m:77"),
    ]

    // MARK: The cases

    static let cases: [Case] = [
        Case(
            name: "bind:",
            operatorSource: """
                RACSignal *result = [source bind:^RACSignalBindBlock {
                    return ^RACSignal *(id value, BOOL *stop) {
                        return [RACSignal return:value];
                    };
                }];
                """,
            // -bind: (RACSignal.m:93) returns the createSignal: signal (:108). Subscribed, its
            // block runs (`bindSubscribed`), calls the reader's bind block (:109) and
            // subscribes to source (:148), whose didSubscribe sends 1: the next block (:148)
            // calls the reader's binding block (:153), which returns +return: 1, delivered
            // through addSignal (`returnedSignalDelivers`); 2 the same; then source completes
            // (`sourceCompletesBind`).
            expected: [block("bind", "RACSignal.m:93")] + bindSubscribed + dynamicSignalSubscribed
                + [block("bind.source.next", "RACSignal.m:148")] + returnedSignalDelivers
                + [block("bind.source.next", "RACSignal.m:148")] + returnedSignalDelivers
                + sourceCompletesBind
        ),
        Case(
            name: "concat:",
            operatorSource: "RACSignal *result = [source concat:other];",
            // -concat: (RACSignal.m:178) returns the createSignal: signal (:179). Subscribed,
            // its block subscribes to source (:182); 1 and 2 reach the next block (:182), which
            // sends them on (:183). Source completes: its subscriber is disposed
            // (`subscriberCompletes`), then the completed block (:186) subscribes `other` with
            // concat's own subscriber (:187): other's passthrough wraps that passthrough, which
            // adds the new subscription's disposable to its own and no purge block
            // (RACPassthroughSubscriber.m:100-103). other sends 3 straight through and
            // completes, which completes the reader's subscriber (`subscriberCompletes`).
            expected: [block("concat", "RACSignal.m:178")] + dynamicSignalSubscribed + [
                block("concat.didSubscribe", "RACSignal.m:179"),
            ] + dynamicSignalSubscribed + [
                block("concat.source.next", "RACSignal.m:182"),
                block("concat.source.next", "RACSignal.m:182"),
            ] + subscriberCompletes + [
                block("concat.source.completed", "RACSignal.m:186"),
            ] + dynamicSignalSubscribed + subscriberCompletes
        ),
        Case(
            name: "zipWith:",
            operatorSource: "RACSignal *result = [source zipWith:other];",
            // -zipWith: (RACSignal.m:196) returns the createSignal: signal (:199). Subscribed,
            // its block subscribes to self first (:228): 1 and 2 each go to the next block
            // (:228), which queues the value and calls sendNext (:231, :214), which returns as
            // otherValues is empty (:217). self completes (`subscriberCompletes`), the completed
            // block (:235) calls sendCompletedIfNecessary (:238, :206): two values wait and
            // other has not completed, so nothing is sent. Then other is subscribed (:242):
            // 3 reaches the next block (:242), sendNext (:245, :214) sends (1, 3) and calls
            // sendCompletedIfNecessary (:224) — 2 still waits. other completes
            // (`subscriberCompletes`), its completed block (:249) calls
            // sendCompletedIfNecessary (:252), which completes the reader's subscriber (:210,
            // `subscriberCompletes`). Only then does didSubscribe return its
            // disposableWithBlock: (:256); the subscription's compound is already disposed, so
            // adding it disposes it at once (RACDynamicSignal.m:45, RACCompoundDisposable.m:144,
            // :172), running its block.
            expected: [block("zipWith", "RACSignal.m:196")] + dynamicSignalSubscribed + [
                block("zipWith.didSubscribe", "RACSignal.m:199"),
            ] + dynamicSignalSubscribed + [
                block("zipWith.self.next", "RACSignal.m:228"),
                block("zipWith.sendNext", "RACSignal.m:214"),
                block("zipWith.self.next", "RACSignal.m:228"),
                block("zipWith.sendNext", "RACSignal.m:214"),
            ] + subscriberCompletes + [
                block("zipWith.self.completed", "RACSignal.m:235"),
                block("zipWith.sendCompletedIfNecessary", "RACSignal.m:206"),
            ] + dynamicSignalSubscribed + [
                block("zipWith.other.next", "RACSignal.m:242"),
                block("zipWith.sendNext", "RACSignal.m:214"),
                block("zipWith.sendCompletedIfNecessary", "RACSignal.m:206"),
            ] + subscriberCompletes + [
                block("zipWith.other.completed", "RACSignal.m:249"),
                block("zipWith.sendCompletedIfNecessary", "RACSignal.m:206"),
            ] + subscriberCompletes + [
                block("zipWith.dispose", "RACSignal.m:256"),
            ]
        ),
        Case(
            name: "flattenMap:",
            operatorSource: """
                RACSignal *result = [source flattenMap:^RACSignal *(id value) {
                    return [RACSignal return:value];
                }];
                """,
            // `flattenMapCreated`, `flattenMapSubscribed`; per value `flattenMapValue`: the
            // binding block calls the reader's block (RACStream.m:78), whose +return: is
            // delivered through addSignal (`returnedSignalDelivers`); then
            // `sourceCompletesBind`.
            expected: flattenMapCreated + flattenMapSubscribed
                + flattenMapValue + returnedSignalDelivers
                + flattenMapValue + returnedSignalDelivers
                + sourceCompletesBind
        ),
        Case(
            name: "map:",
            operatorSource: """
                RACSignal *result = [source map:^id(NSNumber *value) {
                    return @(value.integerValue * 10);
                }];
                """,
            // -map: (RACStream.m:92) calls -flattenMap: with its block (RACStream.m:97). Per
            // value the binding block calls that block (RACStream.m:78), which calls the
            // reader's and wraps the result in +return: (RACStream.m:98).
            expected: [block("map", "RACStream.m:92")] + flattenMapCreated + flattenMapSubscribed
                + flattenMapValue + [block("map.block", "RACStream.m:97")] + returnedSignalDelivers
                + flattenMapValue + [block("map.block", "RACStream.m:97")] + returnedSignalDelivers
                + sourceCompletesBind
        ),
        Case(
            name: "filter:",
            operatorSource: """
                RACSignal *result = [source filter:^BOOL(NSNumber *value) {
                    return value.integerValue > 1;
                }];
                """,
            // -filter: (RACStream.m:122) calls -flattenMap: with its block (RACStream.m:127).
            // 1 fails the reader's predicate (RACStream.m:128), so the block returns +empty
            // (:131), which addSignal subscribes to and which only completes
            // (`emptySignalCompletes`); 2 passes and returns +return: 2 (:129).
            expected: [block("filter", "RACStream.m:122")] + flattenMapCreated + flattenMapSubscribed
                + flattenMapValue + [block("filter.block", "RACStream.m:127")] + emptySignalCompletes
                + flattenMapValue + [block("filter.block", "RACStream.m:127")] + returnedSignalDelivers
                + sourceCompletesBind
        ),
        Case(
            name: "take:",
            operatorSource: "RACSignal *result = [source take:1];",
            // -take: (RACStream.m:173) calls -bind: (:178). Subscribed, -bind: calls take's
            // block (RACSignal.m:109, RACStream.m:178) for the binding block (:181). 1 reaches
            // -bind:'s next block (RACSignal.m:148); the binding block takes it, sets *stop
            // (RACStream.m:184) and returns +return: 1 (:185), delivered through addSignal
            // (`returnedSignalDelivers`, signalCount back to 1). Then, as stop is set,
            // RACSignal.m:158 disposes the source's serial disposable — still empty, because
            // the source's subscription is assigned to it only after -subscribeNext: returns
            // (:171) — and completeSignal (:159) takes signalCount to 0: the reader's
            // subscriber completes (:117, `subscriberCompletes`) and -bind:'s compound is
            // disposed (:118) with no block to run. The source is still subscribed, so 2
            // still reaches -bind:'s next block, which returns at once because the compound
            // is disposed (:150). The source completes (`subscriberCompletes`) and the
            // completed block (:165) calls completeSignal once more (:167), which only tries
            // to remove a disposable from the disposed compound (:120).
            expected: [
                block("take", "RACStream.m:173"),
                block("bind", "RACSignal.m:93"),
            ] + bindSubscribed + [
                block("take.bindBlock", "RACStream.m:178"),
            ] + dynamicSignalSubscribed + [
                block("bind.source.next", "RACSignal.m:148"),
                block("take.binding", "RACStream.m:181"),
            ] + returnedSignalDelivers + [
                block("bind.completeSignal", "RACSignal.m:115"),
            ] + subscriberCompletes + [
                block("bind.source.next", "RACSignal.m:148"),
            ] + subscriberCompletes + [
                block("bind.source.completed", "RACSignal.m:165"),
                block("bind.completeSignal", "RACSignal.m:115"),
            ]
        ),
        Case(
            name: "map: of concat:",
            operatorSource: """
                RACSignal *result = [[source concat:other] map:^id(NSNumber *value) {
                    return @(value.integerValue * 10);
                }];
                """,
            // -concat: runs first (RACSignal.m:178), then -map: on its result. Subscribed,
            // -bind:'s block calls flattenMap's block, then subscribes to the concat signal
            // (RACSignal.m:148), whose createSignal: block (:179) subscribes to source (:182).
            // Each of 1 and 2 goes through concat's next block (:182), which sends it to
            // -bind:'s next block (:183, :148), and on as in -map:. Source completes: its
            // subscriber is disposed (`subscriberCompletes`); concat's completed block (:186)
            // subscribes `other` with concat's passthrough (:187), whose 3 goes straight to
            // -bind:'s next block. other's completion reaches -bind:'s subscriber through two
            // passthroughs; disposing it runs RACSubscriber.m:44's block and the purge block
            // of concat's subscription (other's subscription, inside it, holds none:
            // RACPassthroughSubscriber.m:100-103), then -bind:'s completed block
            // (`sourceCompletesBind`).
            expected: [block("concat", "RACSignal.m:178"), block("map", "RACStream.m:92")]
                + flattenMapCreated + flattenMapSubscribed
                + [block("concat.didSubscribe", "RACSignal.m:179")] + dynamicSignalSubscribed
                + [block("concat.source.next", "RACSignal.m:182")] + flattenMapValue
                + [block("map.block", "RACStream.m:97")] + returnedSignalDelivers
                + [block("concat.source.next", "RACSignal.m:182")] + flattenMapValue
                + [block("map.block", "RACStream.m:97")] + returnedSignalDelivers
                + subscriberCompletes + [block("concat.source.completed", "RACSignal.m:186")]
                + dynamicSignalSubscribed + flattenMapValue + [block("map.block", "RACStream.m:97")] + returnedSignalDelivers
                + sourceCompletesBind
        ),
        Case(
            name: "not",
            operatorSource: "RACSignal *result = [source not];",
            // -not (RACSignal+Operations.m:1280) is -map: (RACStream.m:92) with a block
            // (ops:1281) that map's own block (RACStream.m:97) calls for each value before
            // +return:ing its result: the -map: path with that block after map.block.
            expected: [block("not", "RACSignal+Operations.m:1280"), block("map", "RACStream.m:92")]
                + flattenMapCreated + flattenMapSubscribed
                + flattenMapValue + [block("map.block", "RACStream.m:97"), block("not.map", "RACSignal+Operations.m:1281")]
                + returnedSignalDelivers
                + flattenMapValue + [block("map.block", "RACStream.m:97"), block("not.map", "RACSignal+Operations.m:1281")]
                + returnedSignalDelivers
                + sourceCompletesBind
        ),
        Case(
            name: "initially:",
            operatorSource: "RACSignal *result = [source initially:^{}];",
            // -initially: (ops:301) returns +defer: (ops:931) of a block (ops:304). Subscribed,
            // defer's createSignal: block (ops:934) calls it — it calls the reader's block and
            // returns the receiver — and subscribes the subscriber to the receiver
            // (ops:935), whose values and completion go straight through defer's
            // passthrough to the reader's subscriber (`subscriberCompletes`).
            expected: [block("initially", "RACSignal+Operations.m:301")] + dynamicSignalSubscribed + [
                block("defer.didSubscribe", "RACSignal+Operations.m:934"),
                block("initially.defer", "RACSignal+Operations.m:304"),
            ] + dynamicSignalSubscribed + subscriberCompletes
        ),
        Case(
            name: "takeUntil:",
            operatorSource: "RACSignal *result = [source takeUntil:other];",
            // -takeUntil: (ops:733) subscribes to the trigger first (ops:741). `other` sends 3
            // at once: the trigger's next block (ops:741) runs triggerCompletion (ops:736),
            // which disposes the still empty compound and completes the reader's subscriber
            // (`subscriberCompletes`). `other` completes: its own subscriber is disposed
            // (`subscriberCompletes`), then the completed block (ops:743) runs
            // triggerCompletion again, whose sendCompleted the reader's disposed passthrough
            // drops. The compound is disposed, so the receiver is never subscribed (ops:749).
            expected: [block("takeUntil", "RACSignal+Operations.m:733")] + dynamicSignalSubscribed + [
                block("takeUntil.didSubscribe", "RACSignal+Operations.m:734"),
            ] + dynamicSignalSubscribed + [
                block("takeUntil.trigger.next", "RACSignal+Operations.m:741"),
                block("takeUntil.triggerCompletion", "RACSignal+Operations.m:736"),
            ] + subscriberCompletes + subscriberCompletes + [
                block("takeUntil.trigger.completed", "RACSignal+Operations.m:743"),
                block("takeUntil.triggerCompletion", "RACSignal+Operations.m:736"),
            ]
        ),
    ]

    /// The library (not the reader's) enter steps of a traced run of `testCase`.
    static func libraryEnters(_ testCase: Case) -> [RACTraceStep] {
        libraryEnters(of: [source, testCase.operatorSource, subscription].joined(separator: "\n"))
    }

    /// The library (not the reader's) enter steps of a traced run of `snippet`.
    static func libraryEnters(of snippet: String, sourceLocation: SourceLocation = #_sourceLocation) -> [RACTraceStep] {
        let run = Snippet.run(snippet)
        #expect(run.status == .success, "\(run.diagnostics)", sourceLocation: sourceLocation)
        return run.steps.filter { $0.kind == .enter && $0.user != true }
    }

    /// Expects `steps` to enter `expected`'s blocks in its order, each carrying the
    /// ReactiveObjC location read off ReactiveObjC for the list and its RACCore location.
    static func expectEntered(_ steps: [RACTraceStep], _ expected: [Block], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(steps.map { $0.name ?? "?" } == expected.map(\.name), sourceLocation: sourceLocation)
        guard steps.count == expected.count else { return }
        for (step, block) in zip(steps, expected) where step.name == block.name {
            #expect(step.engine?.hasPrefix("Sources/RACCore/") == true, "\(block.name): engine \(step.engine ?? "nil")",
                    sourceLocation: sourceLocation)
            // The block's own `RACBlockName` location, which the recorder reads, must agree
            // with the line read off ReactiveObjC for the expected list.
            #expect(step.rac == block.rac, "\(block.name)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: cases)
    func libraryBlocksAreEnteredInReactiveObjCsOrder(_ testCase: Case) {
        let entered = Self.libraryEnters(testCase).map { $0.name ?? "?" }
        #expect(entered == testCase.expected.map(\.name))
    }

    @Test(arguments: cases)
    func everyLibraryEnterCarriesItsReactiveObjCLocation(_ testCase: Case) throws {
        let entered = Self.libraryEnters(testCase)
        try #require(entered.count == testCase.expected.count, "the order test says where they differ")
        Self.expectEntered(entered, testCase.expected)
    }
}
