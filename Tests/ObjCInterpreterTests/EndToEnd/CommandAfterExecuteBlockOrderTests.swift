import RACTrace
import Testing
@testable import ObjCInterpreter

/// The order in which RAC's blocks are entered after `-[RACCommand execute:]` returns, for
/// `CommandExecuteBlockOrderTests.executedOnce` run to the end, derived by reading RACCommand.m
/// at 1af6617 and the operators it composes (their own orders: `LibraryBlockOrderTests`,
/// `SubjectBlockOrderTests`, `SchedulerBlockOrderTests`).
///
/// How the list was derived. Every hop to the main thread is `-deliverOn:` or `-subscribeOn:`
/// of `RACScheduler.mainThreadScheduler`, whose `-schedule:` always `dispatch_async`s
/// (RACQueueScheduler.m:65), so nothing queued runs before the snippet's body has returned.
/// The queue, in the order its blocks were scheduled:
/// - A, during `-initWithEnabled:signalBlock:`: `executing`'s `-replayLast` connects at once
///   (RACCommand.m:132-137); its `-startWith:@NO` sends NO synchronously, then subscribes the
///   `-deliverOn:`, which subscribes `immediateExecuting`, whose own `-startWith:@NO` (:130)
///   reaches the deliverOn's next block (RACSignal+Operations.m:1018). `enabled` queues
///   nothing (its `-skip:1` skips the replayed YES), `errors` has no value, and
///   `executionSignals` no subscriber.
/// - B, C, D, during `-execute:` (`CommandExecuteBlockOrderTests`): `executing`'s YES, then
///   `enabled`'s NO (ops:1018), then `-subscribeOn:`'s subscription of the execution (ops:1035).
/// - E, when `command` goes at the end of the body: its swizzled `-dealloc`
///   (NSObject+RACDeallocating.m:37) completes `rac_willDeallocSignal` (:80), so
///   `immediateEnabled`'s `-takeUntil:` (RACCommand.m:154) completes it, and `enabled`'s
///   `[immediateEnabled skip:1]` completes into its `-deliverOn:` (ops:1026). RACCommand's
///   `-dealloc` (:75-78) then completes `addedExecutionSignalsSubject`, which completes neither
///   `errors`' nor `executing`'s `-flattenMap:`: each still waits for the execution's signal.
/// - F, G, H, while D runs: the execution's `+return: @1` completes; `errors`' `-flattenMap:`
///   has nothing left and completes into its `-deliverOn:` (F); `executing`'s `-then:` sends -1
///   (:119), summed to 0 and mapped to NO (G), then its `-flattenMap:` completes (H).
///
/// Each block's place was then read off the code of the operators involved, as each list
/// says; together the tests below walk every library block entered after `-execute:`
/// returns: 85 in the command's dealloc, 155 on the main queue.
@Suite struct CommandAfterExecuteBlockOrderTests {
    typealias Block = LibraryBlockOrderTests.Block
    typealias Paths = LibraryBlockOrderTests
    static func block(_ name: String, _ rac: String) -> Block { Block(name: name, rac: rac) }

    static let dispatchAsync = SchedulerBlockOrderTests.dispatchAsync
    /// `[subscriber sendNext:x]` scheduled by `-deliverOn:` (ops:1019) …
    static let deliverOnSendNext = block("deliverOn.sendNext", "RACSignal+Operations.m:1019")
    /// … and `[subscriber sendCompleted]` (ops:1027).
    static let deliverOnSendCompleted = block("deliverOn.sendCompleted", "RACSignal+Operations.m:1027")

    /// The library blocks entered after `-execute:` returns, one group per block entered at
    /// `-execute:`'s own depth (the swizzled dealloc, then one per main-queue block).
    static func afterExecute() throws -> [[RACTraceStep]] {
        let run = Snippet.run(CommandExecuteBlockOrderTests.executedOnce)
        #expect(run.status == .success, "\(run.diagnostics)")
        let start = try #require(run.steps.firstIndex { $0.kind == .enter && $0.name == "execute" })
        let depth = run.steps[start].depth
        let end = try #require(run.steps[start...].firstIndex { $0.kind == .exit && $0.name == "execute" && $0.depth == depth })
        var groups: [[RACTraceStep]] = []
        for step in run.steps[(end + 1)...] where step.kind == .enter && step.user != true {
            if step.depth == depth || groups.isEmpty { groups.append([step]) } else { groups[groups.count - 1].append(step) }
        }
        return groups
    }

    /// A value reaches `-distinctUntilChanged`'s -bind: (RACSignal.m:148) and its binding block
    /// (RACStream.m:345). The deliverOn's subscriber is that -bind:'s own: in `executing` and
    /// `enabled` the deliverOn is the second signal of a `-concat:`, which subscribes it with
    /// its own subscriber (RACSignal.m:187), so no concat block runs.
    static let distinctGetsAValue = [
        block("bind.source.next", "RACSignal.m:148"),
        block("distinctUntilChanged.binding", "RACStream.m:345"),
    ]

    /// A: NO equals the NO `executing`'s `-startWith:` (RACCommand.m:135) let through, so the
    /// binding block returns `+empty` (RACStream.m:346).
    static let executingsFirstNO = [dispatchAsync, deliverOnSendNext] + distinctGetsAValue + Paths.emptySignalCompletes

    /// B, C, G: a value unlike the last (`executing` YES after NO, `enabled` NO after the YES
    /// its `-take:1` let through, `executing` NO after YES) is returned (RACStream.m:350); its
    /// `+return:` sends it to the `-replayLast` subject, which has no subscriber.
    static let aChangeArrives = [dispatchAsync, deliverOnSendNext] + distinctGetsAValue + Paths.returnedSignalDelivers

    /// E, H: `-distinctUntilChanged`'s -bind: subscriber completes (`subscriberCompletes`), and
    /// -bind: completes (RACSignal.m:165, :115) the `-replayLast` subject, which disposes its
    /// disposable (RACSubject.m:108): the subscription it was given as a subscriber runs the
    /// block `-didSubscribeWithDisposable:` added (:120). It has no subscriber to enumerate.
    static let replayedSignalCompletes = [dispatchAsync, deliverOnSendCompleted] + Paths.subscriberCompletes + [
        block("bind.source.completed", "RACSignal.m:165"),
        block("bind.completeSignal", "RACSignal.m:115"),
        block("subject.purge", "RACSubject.m:120"),
    ]

    /// F: `errors`' deliverOn delivers straight to the `-publish` subject (the connection
    /// subscribed it, RACMulticastConnection.m:57), which completes as in E, H.
    static let errorsCompletes = [dispatchAsync, deliverOnSendCompleted, block("subject.purge", "RACSubject.m:120")]

    @Test func theCommandGoesThenTheMainQueueRunsItsBlocksInTheOrderTheyWereQueued() throws {
        let groups = try Self.afterExecute()
        // Each group's block and the first it enters: the swizzled dealloc first disposes
        // rac_deallocDisposable, whose block completes rac_willDeallocSignal
        // (NSObject+RACDeallocating.m:39, :80); each main-queue block (RACQueueScheduler.m:65)
        // runs the block it was given: A, B, C, D, E, F, G, H as queued (see the top).
        let outline = groups.flatMap { $0.prefix(2) }
        let subscribeOnSubscribe = Self.block("subscribeOn.subscribe", "RACSignal+Operations.m:1038")
        var expected = [
            Self.block("deallocating.newDealloc", "NSObject+RACDeallocating.m:37"),
            Self.block("willDeallocSignal.sendCompleted", "NSObject+RACDeallocating.m:80"),
        ]
        for first in [Self.deliverOnSendNext, Self.deliverOnSendNext, Self.deliverOnSendNext, subscribeOnSubscribe,
                      Self.deliverOnSendCompleted, Self.deliverOnSendCompleted, Self.deliverOnSendNext,
                      Self.deliverOnSendCompleted] {
            expected += [Self.dispatchAsync, first]
        }
        Paths.expectEntered(outline, expected)
    }

    static let clearBlocks = block("subscriber.clearBlocks", "RACSubscriber.m:44")
    static let bindSourceCompleted = [block("bind.source.completed", "RACSignal.m:165"), block("bind.completeSignal", "RACSignal.m:115")]
    static let addSignalCompleted = [block("bind.addSignal.completed", "RACSignal.m:135"), block("bind.completeSignal", "RACSignal.m:115")]
    /// -catch:'s completed block (ops:253) completes a subscriber whose subscription's compound
    /// ends with -catch:'s own disposable (ops:257), after the purge block.
    static let catchCompletes = [block("catch.source.completed", "RACSignal+Operations.m:253")] + Paths.subscriberCompletes
        + [block("catch.dispose", "RACSignal+Operations.m:257")]

    /// D's value: `+return: @1` (RACReturnSignal.m:84), subscribed by -subscribeOn:'s block
    /// (ops:1038), sends 1 to the execution's replay subject, which sends it to its two
    /// subscribers in the order they subscribed in -execute: (RACSubject.m:94): `errors`'
    /// -ignoreValues drops it; `executing`'s -catchTo: (ops:247) hands it to its -ignoreValues,
    /// which drops it. `immediateEnabled`'s copy of `immediateExecuting` went at dealloc.
    static let executionSendsItsValue = [block("subject.sendNext", "RACSubject.m:94")] + CommandOperatorBlockOrderTests.valueIgnored
        + [block("subject.sendNext", "RACSubject.m:94"), block("catch.source.next", "RACSignal+Operations.m:247")]
        + CommandOperatorBlockOrderTests.valueIgnored

    /// `errors`' subscriber of the execution completes (RACSubject.m:110): it clears its
    /// blocks, then its subject subscription runs the purge and removal blocks (the first of
    /// two subscribers: two tests, RACSubject.m:69). -ignoreValues' -bind: completes -catch:'s
    /// subscriber, -catch: the flattenMap's inner subscriber; that was the flattenMap's last
    /// signal (its source completed at dealloc), so -bind: completes the -deliverOn:'s
    /// subscriber, which queues F (ops:1026).
    static let errorsExecutionEnds = [block("subject.sendCompleted", "RACSubject.m:110"), clearBlocks]
        + SubjectBlockOrderTests.disposedSubjectSubscription(tests: 2) + bindSourceCompleted + Paths.subscriberCompletes
        + catchCompletes + addSignalCompleted + Paths.subscriberCompletes
        + [block("deliverOn.source.completed", "RACSignal+Operations.m:1026")]

    /// `executing`'s subscriber of the execution completes (now the subject's only one: one
    /// test). -catch: completes -then:'s -ignoreValues, whose -bind: completes -concat:'s
    /// subscriber: -concat:'s completed block (RACSignal.m:186-187) subscribes
    /// `[RACSignal defer:block]` (ops:601), whose block (ops:934) calls RACCommand.m:119's and
    /// subscribes the `+return: @-1` it made with -concat:'s own subscriber, as -startWith:'s
    /// -concat: did -then:'s: -1 reaches the flattenMap's addSignal next block (RACSignal.m:130),
    /// -scan: (RACStream.m:279, :264, RACCommand.m:124: 1 + -1 = 0) and its `+return:`, -map:
    /// (RACCommand.m:127: NO) and its `+return:`, and `immediateExecuting`'s -deliverOn:, which
    /// queues G (ops:1018). The two `+return:`s complete, innermost first; then `+return: @-1`
    /// completes the addSignal subscriber (a passthrough's: purge too), the flattenMap's last
    /// signal, so -bind: completes -scan:'s -bind:, which completes -map:'s, which completes the
    /// -deliverOn:'s subscriber, which queues H (ops:1026).
    static let executingExecutionEnds: [Block] = {
        var blocks = [block("subject.sendCompleted", "RACSubject.m:110"), clearBlocks]
        blocks += SubjectBlockOrderTests.disposedSubjectSubscription(tests: 1) + catchCompletes
        blocks += bindSourceCompleted + Paths.subscriberCompletes + [block("concat.source.completed", "RACSignal.m:186")]
        blocks += Paths.dynamicSignalSubscribed + [
            block("defer.didSubscribe", "RACSignal+Operations.m:934"),
            block("command.executing.then", "RACCommand.m:119"),
            block("returnSignal.subscribe", "RACReturnSignal.m:84"),
            block("bind.addSignal.next", "RACSignal.m:130"),
            block("bind.source.next", "RACSignal.m:148"),
            block("scan.binding", "RACStream.m:279"),
            block("scanWithStart.reduceBlock", "RACStream.m:264"),
            block("command.executing.scan", "RACCommand.m:124"),
        ]
        let returned = CommandExecuteBlockOrderTests.self
        blocks += returned.returnedValue + returned.mapValue(block("command.executing.map", "RACCommand.m:127"))
        blocks += returned.returnedValue + [block("deliverOn.source.next", "RACSignal+Operations.m:1018")]
        blocks += returned.returnedCompletes + returned.returnedCompletes
        blocks += Paths.subscriberCompletes + addSignalCompleted
        blocks += Paths.subscriberCompletes + bindSourceCompleted + Paths.subscriberCompletes + bindSourceCompleted
        blocks += Paths.subscriberCompletes + [block("deliverOn.source.completed", "RACSignal+Operations.m:1026")]
        return blocks
    }()

    /// D: -subscribeOn:'s block subscribes the execution; its replay subject gets 1, then
    /// completes, disposing its subscription first (RACSubject.m:108, :120), then completing
    /// its two subscribers in order.
    static let executionRuns = [dispatchAsync, block("subscribeOn.subscribe", "RACSignal+Operations.m:1038"),
                                block("returnSignal.subscribe", "RACReturnSignal.m:84")]
        + executionSendsItsValue + [block("subject.purge", "RACSubject.m:120")] + errorsExecutionEnds + executingExecutionEnds

    @Test func theMainQueueRunsItsBlocksInReactiveObjCsOrder() throws {
        let groups = try Self.afterExecute()
        try #require(groups.count == 9, "the outline test says where they differ")
        var expected = Self.executingsFirstNO + Self.aChangeArrives + Self.aChangeArrives + Self.executionRuns
        expected += Self.replayedSignalCompletes + Self.errorsCompletes + Self.aChangeArrives + Self.replayedSignalCompletes
        Paths.expectEntered(Array(groups[1...].joined()), expected)
    }

    /// The swizzled dealloc (NSObject+RACDeallocating.m:37) disposes rac_deallocDisposable
    /// (:39), whose block (:80) completes rac_willDeallocSignal: the replay subject's one
    /// subscriber, `immediateEnabled`'s -takeUntil: trigger (RACSubject.m:110), clears its blocks
    /// and leaves the subject, then its completed block (ops:743) calls triggerCompletion
    /// (ops:736), which disposes the -takeUntil:'s subscriptions (ops:737).
    static let deallocUntilTakeUntilDisposes = [
        block("deallocating.newDealloc", "NSObject+RACDeallocating.m:37"),
        block("willDeallocSignal.sendCompleted", "NSObject+RACDeallocating.m:80"),
        block("subject.sendCompleted", "RACSubject.m:110"), clearBlocks,
    ] + SubjectBlockOrderTests.disposedSubjectSubscription(tests: 1) + [
        block("takeUntil.trigger.completed", "RACSignal+Operations.m:743"),
        block("takeUntil.triggerCompletion", "RACSignal+Operations.m:736"),
    ]

    /// Then triggerCompletion completes `immediateEnabled`'s replay subject (ops:738), which
    /// disposes the subscription it was given (RACSubject.m:108, :120) and completes its one
    /// subscriber, `enabled`'s `-skip:1` (RACSubject.m:110): its -bind: completes the
    /// -deliverOn:'s subscriber, which queues E (ops:1026). RACCommand's own -dealloc
    /// (RACCommand.m:76) completes `addedExecutionSignalsSubject`'s two subscribers, `errors`'
    /// flattenMap (two tests to find it) and `executing`'s (one): each -bind: only counts its
    /// source done (RACSignal.m:165, :115), as the execution's signal is still on. The other
    /// subject (:77) has no subscriber left: its one went with `immediateEnabled`'s subscriptions.
    static let deallocAfterTakeUntilDisposed: [Block] = {
        var blocks = [block("subject.purge", "RACSubject.m:120"), block("subject.sendCompleted", "RACSubject.m:110"), clearBlocks]
        blocks += SubjectBlockOrderTests.disposedSubjectSubscription(tests: 1) + bindSourceCompleted + Paths.subscriberCompletes
        blocks += [block("deliverOn.source.completed", "RACSignal+Operations.m:1026")]
        blocks += [block("subject.sendCompleted", "RACSubject.m:110"), clearBlocks]
        blocks += SubjectBlockOrderTests.disposedSubjectSubscription(tests: 2) + bindSourceCompleted
        blocks += [block("subject.sendCompleted", "RACSubject.m:110"), clearBlocks]
        blocks += SubjectBlockOrderTests.disposedSubjectSubscription(tests: 1) + bindSourceCompleted
        return blocks
    }()

    static let purge = block("subscriber.purge", "RACSubscriber.m:105")

    /// triggerCompletion's `[disposable dispose]` (ops:737): the trigger's subscription is over;
    /// the one to `[[combineLatest:…] and]` goes. Each subscription's compound holds, in order,
    /// its RACSubscriber's purge block (RACSubscriber.m:105, added as the passthrough is made,
    /// RACPassthroughSubscriber.m:64), then what a passthrough subscriber hands up
    /// (RACPassthroughSubscriber.m:100-102), then the disposable didSubscribe returned
    /// (RACDynamicSignal.m:40-45); -bind:'s compound holds its source's serial disposable
    /// (RACSignal.m:146), then one per live inner signal (:128); a compound disposes its
    /// entries in order (RACCompoundDisposable.m:238-246). A removal block (RACSubject.m:65)
    /// lets go of the passthrough it captured once it has run (RACDisposable.m:74, :81); a
    /// passthrough nothing else holds goes, and its RACSubscriber's -dealloc disposes its
    /// compound (RACSubscriber.m:61: clear the blocks), whose blocks were the last to hold the
    /// next passthrough down: so a chain of subscribers goes, one inside the other.
    static let immediateEnabledsSubscriptionsDisposed: [Block] = {
        // -and's -bind: (its purge), -combineLatest:'s -map: (+join:block:, RACStream.m:214),
        // -combineLatestWith: (its first signal, `+return: YES` mapped, completed at init, so
        // only the other, ops:430, is left), +if:then:else:'s -switchToLatest (ops:795): its
        // -flattenMap: of the `-publish` subject (subscribed with the switchToLatest's
        // passthrough, so handed up): the subject's subscriber is purged and removed (second
        // of two: the inner -takeUntil:'s `[connection.signal concat:never]` came later), and
        // its RACSubscriber goes.
        var blocks = Array(repeating: purge, count: 5) + SubjectBlockOrderTests.subscriberRemoved(tests: 2) + [clearBlocks]
        // The flattenMap's inner signal, `[[immediateExecuting not] takeUntil:…]` (ops:804):
        // its trigger `[connection.signal concat:never]`, whose -concat: subscribed the subject
        // (now its only subscriber); that subscriber goes, and with it -concat:'s passthrough
        // and the -takeUntil: trigger's RACSubscriber.
        blocks += [purge, purge, purge] + SubjectBlockOrderTests.subscriberRemoved(tests: 1) + [clearBlocks, clearBlocks]
        // Then its source, `[immediateExecuting not]`: -not's -bind:, -startWith:@NO's -concat:
        // (handed up by it: the -map:, RACCommand.m:127), -map:'s -bind:, -scan:'s -bind:, down
        // to the flattenMap's subscription to addedExecutionSignalsSubject (last of its three).
        blocks += Array(repeating: purge, count: 5) + SubjectBlockOrderTests.subscriberRemoved(tests: 1) + [clearBlocks]
        // The flattenMap's one inner signal, made in -execute:: -startWith:@1's -concat: hands
        // up -then:'s, whose -concat: holds -ignoreValues' subscription, whose -bind: holds
        // -catch:'s (its disposable, ops:257, disposes the subscription to the execution's
        // replay subject, last of three). That passthrough was the last hold on thirteen
        // subscribers, each one's blocks holding the next: -catch:'s, -ignoreValues', -then:'s,
        // the flattenMap's addSignal, -scan:'s, -map:'s, -not's, the inner -takeUntil:'s, the
        // -switchToLatest flattenMap's addSignal, -combineLatestWith:'s other, -join:'s -map:,
        // -and's, and the outer -takeUntil:'s own.
        blocks += [purge, purge, purge, block("catch.dispose", "RACSignal+Operations.m:257"), purge]
        blocks += SubjectBlockOrderTests.subscriberRemoved(tests: 1) + Array(repeating: clearBlocks, count: 13)
        // -switchToLatest's disposable (ops:809) disposes the connection (RACMulticastConnection.m:57):
        // the `-publish` subject's subscription to `[[allowsConcurrentExecutionSubject
        // startWith:@NO] map:…]` runs the subject's block (RACSubject.m:120); -map:'s -bind:
        // holds the -startWith:, whose -concat: handed up its subscription to the subject
        // (its only subscriber; no purge, as its subscriber is the passthrough), which lets go
        // of the -startWith:'s passthrough and RACSubscriber.
        blocks += [block("switchToLatest.dispose", "RACSignal+Operations.m:809"), block("subject.purge", "RACSubject.m:120"), purge]
        blocks += SubjectBlockOrderTests.subscriberRemoved(tests: 1) + [clearBlocks]
        return blocks
    }()

    @Test func theCommandsDeallocEntersItsBlocksInReactiveObjCsOrder() throws {
        let dealloc = try #require(try Self.afterExecute().first)
        Paths.expectEntered(dealloc, Self.deallocUntilTakeUntilDisposes + Self.immediateEnabledsSubscriptionsDisposed
            + Self.deallocAfterTakeUntilDisposed)
    }
}
