import RACTrace
import Testing
@testable import ObjCInterpreter

/// The order in which the operators RACCommand builds its signals from, and `-execute:`
/// calls, enter RAC's blocks, each alone, derived by reading ReactiveObjC at 1af6617 for
/// `LibraryBlockOrderTests`' source and subscription (and its shared paths). RACCommand.m:89-162
/// composes `-catchTo:`, `-then:`, `-startWith:`, `-scanWithStart:reduce:`,
/// `-distinctUntilChanged`, `-ignoreValues`, `-replayLast` (and `-deliverOn:`, `-not`,
/// `-takeUntil:`, `+combineLatest:`, `-take:`, `-concat:`, tested beside them); `-execute:`
/// calls `-first` (RACCommand.m:172), `-subscribeOn:` and `-multicast:` (:190-192).
@Suite struct CommandOperatorBlockOrderTests {
    typealias Case = LibraryBlockOrderTests.Case
    typealias Paths = LibraryBlockOrderTests
    static func block(_ name: String, _ rac: String) -> LibraryBlockOrderTests.Block { .init(name: name, rac: rac) }

    /// -ignoreValues (ops:1241) is -filter: (RACStream.m:122) of a block (ops:1242) that
    /// says NO to every value: each value goes through filter's block (RACStream.m:127) and
    /// the +empty it returns (RACStream.m:131, `emptySignalCompletes`).
    static let ignoreValuesCreated = [block("ignoreValues", "RACSignal+Operations.m:1241"), block("filter", "RACStream.m:122")]
        + Paths.flattenMapCreated
    static let valueIgnored = Paths.flattenMapValue + [
        block("filter.block", "RACStream.m:127"),
        block("ignoreValues.block", "RACSignal+Operations.m:1242"),
    ] + Paths.emptySignalCompletes

    static let cases: [Case] = [
        Case(
            name: "startWith:",
            operatorSource: "RACSignal *result = [source startWith:@0];",
            // -startWith: (RACStream.m:152) is `[[RACSignal return:0] concat:self]` (:153,
            // RACSignal.m:178). Subscribed, -concat:'s block (:179) subscribes to the +return:
            // (:182), whose block (RACReturnSignal.m:84) sends 0 through the next block (:182)
            // and completes: its subscriber has no passthrough, so only its blocks are cleared
            // (RACSubscriber.m:44) before the completed block (:186) subscribes source with
            // -concat:'s passthrough, whose values and completion go straight to the reader's
            // subscriber (`subscriberCompletes`).
            expected: [block("startWith", "RACStream.m:152"), block("concat", "RACSignal.m:178")]
                + Paths.dynamicSignalSubscribed + [
                    block("concat.didSubscribe", "RACSignal.m:179"),
                    block("returnSignal.subscribe", "RACReturnSignal.m:84"),
                    block("concat.source.next", "RACSignal.m:182"),
                    block("subscriber.clearBlocks", "RACSubscriber.m:44"),
                    block("concat.source.completed", "RACSignal.m:186"),
                ] + Paths.dynamicSignalSubscribed + Paths.subscriberCompletes
        ),
        Case(
            name: "ignoreValues",
            operatorSource: "RACSignal *result = [source ignoreValues];",
            // `ignoreValuesCreated`, `flattenMapSubscribed`, `valueIgnored` for 1 and 2, then
            // `sourceCompletesBind`.
            expected: ignoreValuesCreated + Paths.flattenMapSubscribed + valueIgnored + valueIgnored
                + Paths.sourceCompletesBind
        ),
        Case(
            name: "scanWithStart:reduce:",
            operatorSource: """
                RACSignal *result = [source scanWithStart:@0 reduce:^id(NSNumber *running, NSNumber *next) {
                    return @(running.integerValue + next.integerValue);
                }];
                """,
            // -scanWithStart:reduce: (RACStream.m:259) calls -scanWithStart:reduceWithIndex:
            // (:263, :270) with a block (:264), which calls -bind: (:275). Subscribed, -bind:
            // calls scan's block (RACSignal.m:109, RACStream.m:275) for the binding block
            // (:279). Per value the binding block calls the index block (:280, :264), which
            // calls the reader's, and returns +return: of the sum (:281,
            // `returnedSignalDelivers`); then `sourceCompletesBind`.
            expected: [
                block("scanWithStart", "RACStream.m:259"),
                block("scanWithStartReduceWithIndex", "RACStream.m:270"),
                block("bind", "RACSignal.m:93"),
            ] + Paths.bindSubscribed + [block("scan.bindBlock", "RACStream.m:275")] + Paths.dynamicSignalSubscribed
                + [
                    block("bind.source.next", "RACSignal.m:148"),
                    block("scan.binding", "RACStream.m:279"),
                    block("scanWithStart.reduceBlock", "RACStream.m:264"),
                ] + Paths.returnedSignalDelivers + [
                    block("bind.source.next", "RACSignal.m:148"),
                    block("scan.binding", "RACStream.m:279"),
                    block("scanWithStart.reduceBlock", "RACStream.m:264"),
                ] + Paths.returnedSignalDelivers + Paths.sourceCompletesBind
        ),
        Case(
            name: "distinctUntilChanged",
            operatorSource: "RACSignal *result = [source distinctUntilChanged];",
            // -distinctUntilChanged (RACStream.m:338) calls -bind: (:341). Subscribed, -bind:
            // calls its block for the binding block (:345). 1 is the first value and 2
            // differs from 1, so each is +return:ed (:350, `returnedSignalDelivers`); then
            // `sourceCompletesBind`.
            expected: [block("distinctUntilChanged", "RACStream.m:338"), block("bind", "RACSignal.m:93")]
                + Paths.bindSubscribed + [block("distinctUntilChanged.bindBlock", "RACStream.m:341")]
                + Paths.dynamicSignalSubscribed + [
                    block("bind.source.next", "RACSignal.m:148"),
                    block("distinctUntilChanged.binding", "RACStream.m:345"),
                ] + Paths.returnedSignalDelivers + [
                    block("bind.source.next", "RACSignal.m:148"),
                    block("distinctUntilChanged.binding", "RACStream.m:345"),
                ] + Paths.returnedSignalDelivers + Paths.sourceCompletesBind
        ),
        Case(
            name: "catchTo:",
            operatorSource: "RACSignal *result = [source catchTo:[RACSignal empty]];",
            // -catchTo: (ops:264) is -catch: (ops:241, :265). Subscribed, its block (ops:244)
            // subscribes to source; 1 and 2 reach the next block (ops:247); source completes
            // (`subscriberCompletes`), its completed block (ops:253) completes the reader's
            // subscriber (`subscriberCompletes`). The block then returns its
            // disposableWithBlock: (ops:257) to the disposed subscription, which disposes it
            // at once (RACDynamicSignal.m:45, RACCompoundDisposable.m:144).
            expected: [block("catchTo", "RACSignal+Operations.m:264"), block("catch", "RACSignal+Operations.m:241")]
                + Paths.dynamicSignalSubscribed + [block("catch.didSubscribe", "RACSignal+Operations.m:244")]
                + Paths.dynamicSignalSubscribed + [
                    block("catch.source.next", "RACSignal+Operations.m:247"),
                    block("catch.source.next", "RACSignal+Operations.m:247"),
                ] + Paths.subscriberCompletes + [block("catch.source.completed", "RACSignal+Operations.m:253")]
                + Paths.subscriberCompletes + [block("catch.dispose", "RACSignal+Operations.m:257")]
        ),
        Case(
            name: "then:",
            operatorSource: """
                RACSignal *result = [source then:^RACSignal *{
                    return [RACSignal return:@3];
                }];
                """,
            // -then: (ops:596) is `[[self ignoreValues] concat:[RACSignal defer:block]]`
            // (ops:599-601; +defer: makes a createSignal: signal, ops:931). Subscribed,
            // -concat:'s block (RACSignal.m:179) subscribes to -ignoreValues
            // (`flattenMapSubscribed`), which drops 1 and 2 (`valueIgnored`) and completes
            // -concat:'s subscriber (`sourceCompletesBind`); -concat:'s completed block (:186)
            // subscribes the +defer: signal, whose block (ops:934) calls the reader's and
            // subscribes its +return: (RACReturnSignal.m:84) with defer's passthrough: 3 and the
            // completion reach the reader's subscriber (`subscriberCompletes`).
            expected: [block("then", "RACSignal+Operations.m:596")] + ignoreValuesCreated
                + [block("concat", "RACSignal.m:178")] + Paths.dynamicSignalSubscribed
                + [block("concat.didSubscribe", "RACSignal.m:179")] + Paths.flattenMapSubscribed
                + valueIgnored + valueIgnored + Paths.sourceCompletesBind
                + [block("concat.source.completed", "RACSignal.m:186")] + Paths.dynamicSignalSubscribed + [
                    block("defer.didSubscribe", "RACSignal+Operations.m:934"),
                    block("returnSignal.subscribe", "RACReturnSignal.m:84"),
                ] + Paths.subscriberCompletes
        ),
        Case(
            name: "replayLast",
            operatorSource: "RACSignal *result = [source replayLast];",
            // -replayLast (ops:968) calls -multicast: (ops:971, :953) with a replay subject of
            // capacity 1 and -connect (ops:972, RACMulticastConnection.m:53), which subscribes
            // the subject to source (:57): a passthrough hands the subscription's disposable to
            // the subject (RACPassthroughSubscriber.m:64), which adds its purge block
            // (RACSubject.m:120). 1 and 2 reach no subscriber (RACSubject.m:94 runs for none);
            // the completion disposes the subject's compound (RACReplaySubject.m:100,
            // RACSubject.m:108), and so the subscription's, running the purge block. Subscribed,
            // the replay subject's scheduled block (RACReplaySubject.m:57) sends 2 and the
            // completion (:62, :68) straight to the reader's subscriber, whose compound holds
            // only the block clearing its blocks (RACSubscriber.m:44).
            expected: [
                block("replayLast", "RACSignal+Operations.m:968"),
                block("multicast", "RACSignal+Operations.m:953"),
                block("connect", "RACMulticastConnection.m:53"),
            ] + Paths.dynamicSignalSubscribed + [
                block("subject.purge", "RACSubject.m:120"),
                block("replaySubject.subscribe", "RACReplaySubject.m:57"),
                block("subscriber.clearBlocks", "RACSubscriber.m:44"),
            ]
        ),
    ]

    @Test(arguments: cases)
    func commandOperatorsEnterTheirBlocksInReactiveObjCsOrder(_ testCase: Case) {
        Paths.expectEntered(Paths.libraryEnters(testCase), testCase.expected)
    }

    @Test func first() {
        let steps = Paths.libraryEnters(of: Paths.source + """
            NSLog(@"%@", [source first]);
            """)
        // -first (ops:858) is -firstOrDefault: (ops:859, :862), which is
        // -firstOrDefault:success:error: (ops:863, :866): it subscribes to -take: 1 (ops:877,
        // RACStream.m:173). 1 goes through the binding block, which sets *stop
        // (RACStream.m:184) and returns +return: 1, delivered to the next block (ops:877)
        // (`returnedSignalDelivers`); -bind: then completes (RACSignal.m:158-159, :115-117):
        // the subscriber behind its passthrough completes (`subscriberCompletes`), then its
        // completed block (ops:898) runs. 2 reaches -bind:'s next block, which returns at once
        // (RACSignal.m:150); source completes (`subscriberCompletes`, RACSignal.m:165, :167).
        let delivered = Paths.returnedSignalDelivers
        var expected = [
            Self.block("first", "RACSignal+Operations.m:858"),
            Self.block("firstOrDefault", "RACSignal+Operations.m:862"),
            Self.block("firstOrDefaultWithSuccessAndError", "RACSignal+Operations.m:866"),
            Self.block("take", "RACStream.m:173"),
            Self.block("bind", "RACSignal.m:93"),
        ]
        expected += Paths.bindSubscribed + [Self.block("take.bindBlock", "RACStream.m:178")] + Paths.dynamicSignalSubscribed
        expected += [Self.block("bind.source.next", "RACSignal.m:148"), Self.block("take.binding", "RACStream.m:181")]
        expected += Array(delivered.prefix(3))
        expected += [Self.block("firstOrDefaultWithSuccessAndError.next", "RACSignal+Operations.m:877")]
        expected += Array(delivered.dropFirst(3))
        expected += [Self.block("bind.completeSignal", "RACSignal.m:115")] + Paths.subscriberCompletes
        expected += [
            Self.block("firstOrDefaultWithSuccessAndError.completed", "RACSignal+Operations.m:898"),
            Self.block("bind.source.next", "RACSignal.m:148"),
        ]
        expected += Paths.subscriberCompletes
        expected += [Self.block("bind.source.completed", "RACSignal.m:165"), Self.block("bind.completeSignal", "RACSignal.m:115")]
        Paths.expectEntered(steps, expected)
    }
}
