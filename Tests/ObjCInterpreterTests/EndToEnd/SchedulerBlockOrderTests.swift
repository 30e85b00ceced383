import RACTrace
import Testing
@testable import ObjCInterpreter

/// The order in which operators that hop onto a queue scheduler enter RAC's blocks, derived
/// by reading ReactiveObjC at 1af6617, for `LibraryBlockOrderTests`' source and subscription
/// (and its shared paths). The main-thread scheduler is a RACTargetQueueScheduler, a
/// RACQueueScheduler: `-schedule:` hands `dispatch_async` a block (RACQueueScheduler.m:65) and
/// `-after:schedule:` hands `dispatch_after` one (:79); each runs after the snippet returns,
/// in order, checks the returned disposable, then runs the scheduled block as the current
/// scheduler (:66-67, :80-81; RACScheduler.m's `-performAsCurrentScheduler:` has no block).
@Suite struct SchedulerBlockOrderTests {
    typealias Case = LibraryBlockOrderTests.Case
    static func block(_ name: String, _ rac: String) -> LibraryBlockOrderTests.Block { .init(name: name, rac: rac) }

    static let subscriberCompletes = LibraryBlockOrderTests.subscriberCompletes
    static let dynamicSignalSubscribed = LibraryBlockOrderTests.dynamicSignalSubscribed
    static let dispatchAsync = block("scheduler.dispatchAsync", "RACQueueScheduler.m:65")
    static let dispatchAfter = block("scheduler.dispatchAfter", "RACQueueScheduler.m:79")

    static let cases: [Case] = [
        Case(
            name: "deliverOn: the main thread",
            operatorSource: "RACSignal *result = [source deliverOn:RACScheduler.mainThreadScheduler];",
            // -deliverOn: (ops:1016); subscribed, its block (ops:1017) subscribes to source, whose
            // 1 and 2 reach the next block (ops:1018), which schedules each (ops:1019); source
            // completes (`subscriberCompletes`) and the completed block (ops:1026) schedules
            // the completion (ops:1027). After the snippet, each dispatch block runs its
            // scheduled block: 1 and 2 reach the reader's, then the reader's subscriber
            // completes (`subscriberCompletes`: its subscription holds the purge block, and
            // the source's subscription was disposed when it was added, RACDynamicSignal.m:45).
            expected: [block("deliverOn", "RACSignal+Operations.m:1016")] + dynamicSignalSubscribed + [
                block("deliverOn.didSubscribe", "RACSignal+Operations.m:1017"),
            ] + dynamicSignalSubscribed + [
                block("deliverOn.source.next", "RACSignal+Operations.m:1018"),
                block("deliverOn.source.next", "RACSignal+Operations.m:1018"),
            ] + subscriberCompletes + [
                block("deliverOn.source.completed", "RACSignal+Operations.m:1026"),
                dispatchAsync, block("deliverOn.sendNext", "RACSignal+Operations.m:1019"),
                dispatchAsync, block("deliverOn.sendNext", "RACSignal+Operations.m:1019"),
                dispatchAsync, block("deliverOn.sendCompleted", "RACSignal+Operations.m:1027"),
            ] + subscriberCompletes
        ),
        Case(
            name: "subscribeOn: the main thread",
            operatorSource: "RACSignal *result = [source subscribeOn:RACScheduler.mainThreadScheduler];",
            // -subscribeOn: (ops:1034); subscribed, its block (ops:1035) only schedules the
            // subscription (ops:1038). After the snippet, the dispatch block runs it:
            // source is subscribed with -subscribeOn:'s passthrough, so its values and
            // completion go straight to the reader's subscriber, which completes
            // (`subscriberCompletes`; the passthrough between adds no purge block,
            // RACPassthroughSubscriber.m:100-103).
            expected: [block("subscribeOn", "RACSignal+Operations.m:1034")] + dynamicSignalSubscribed + [
                block("subscribeOn.didSubscribe", "RACSignal+Operations.m:1035"),
                dispatchAsync, block("subscribeOn.subscribe", "RACSignal+Operations.m:1038"),
            ] + dynamicSignalSubscribed + subscriberCompletes
        ),
        Case(
            name: "delay:",
            operatorSource: "RACSignal *result = [source delay:0.1];",
            // -delay: (ops:194); subscribed, its block (ops:195) subscribes to source; each of
            // 1 and 2 reaches the next block (ops:208), which calls `schedule` (ops:202, :209):
            // -afterDelay:schedule: on the current scheduler, the main thread's, is
            // -after:schedule: (RACScheduler.m:114-115). source completes (`subscriberCompletes`), the
            // completed block (ops:214) schedules the completion (ops:215). 0.1 s later each
            // dispatch_after block runs its block (ops:209, :215); the reader's subscriber
            // completes (`subscriberCompletes`).
            expected: [block("delay", "RACSignal+Operations.m:194")] + dynamicSignalSubscribed + [
                block("delay.didSubscribe", "RACSignal+Operations.m:195"),
            ] + dynamicSignalSubscribed + [
                block("delay.source.next", "RACSignal+Operations.m:208"),
                block("delay.schedule", "RACSignal+Operations.m:202"),
                block("delay.source.next", "RACSignal+Operations.m:208"),
                block("delay.schedule", "RACSignal+Operations.m:202"),
            ] + subscriberCompletes + [
                block("delay.source.completed", "RACSignal+Operations.m:214"),
                block("delay.schedule", "RACSignal+Operations.m:202"),
                dispatchAfter, block("delay.sendNext", "RACSignal+Operations.m:209"),
                dispatchAfter, block("delay.sendNext", "RACSignal+Operations.m:209"),
                dispatchAfter, block("delay.sendCompleted", "RACSignal+Operations.m:215"),
            ] + subscriberCompletes
        ),
    ]

    @Test(arguments: cases)
    func scheduledBlocksAreEnteredInReactiveObjCsOrder(_ testCase: Case) {
        LibraryBlockOrderTests.expectEntered(LibraryBlockOrderTests.libraryEnters(testCase), testCase.expected)
    }
}
