import RACTrace
import Testing
@testable import ObjCInterpreter

/// The order in which `-takeUntil:` and `-switchToLatest` over subjects enter RAC's blocks,
/// derived by reading ReactiveObjC at 1af6617 (the paths `LibraryBlockOrderTests` states
/// hold here too). What subjects add:
///
/// - `-sendNext:`, `-sendError:` and `-sendCompleted` hand `-enumerateSubscribersUsingBlock:`
///   a block (RACSubject.m:94, :102, :110) that it calls once per subscriber of a copy of
///   `subscribers` (:83, :86-87); no subscriber, no call. `-sendError:` and `-sendCompleted`
///   dispose the subject's own (here empty) compound first (:100, :108).
/// - `-subscribe:` runs no block: it wraps the subscriber in a passthrough, whose init adds the
///   purge block to the subscription's compound (RACPassthroughSubscriber.m:64,
///   RACSubscriber.m:105), then adds the block that takes the passthrough out of
///   `subscribers` (RACSubject.m:65). Disposing that compound runs the two in that order.
/// - The copy holds the passthroughs until the enumeration returns (RACSubject.m:81-88): a
///   passthrough taken out meanwhile, and its RACSubscriber, go only then; the removal
///   block's own captures go as its RACDisposable's `-dispose` returns. A RACSubscriber going
///   away disposes its compound (RACSubscriber.m:60-61), whose first block clears its blocks
///   (RACSubscriber.m:44).
@Suite struct SubjectBlockOrderTests {
    typealias Block = LibraryBlockOrderTests.Block
    static func block(_ name: String, _ rac: String) -> Block { Block(name: name, rac: rac) }

    static let subscriberCompletes = LibraryBlockOrderTests.subscriberCompletes
    static let dynamicSignalSubscribed = LibraryBlockOrderTests.dynamicSignalSubscribed

    /// The removal block (RACSubject.m:65) looks for the passthrough from the last subscriber
    /// backwards (`NSEnumerationReverse`, :69), calling its test block once per subscriber
    /// until the test says YES: `tests` times for the one `tests - 1` places from the end.
    static func subscriberRemoved(tests: Int = 1) -> [Block] {
        [Self.block("subject.removeSubscriber", "RACSubject.m:65")]
            + Array(repeating: Self.block("subject.removeSubscriber.test", "RACSubject.m:69"), count: tests)
    }

    /// A subject's passthrough's subscription is disposed: the purge block, then the removal
    /// of the subject's last subscriber (`subscriberRemoved`).
    static func disposedSubjectSubscription(tests: Int) -> [Block] {
        [Self.block("subscriber.purge", "RACSubscriber.m:105")] + subscriberRemoved(tests: tests)
    }
    static let subjectSubscriptionDisposed = disposedSubjectSubscription(tests: 1)

    /// A RACSubscriber whose subscription is over goes away: RACSubscriber.m:61 disposes its
    /// compound, whose only block left to run clears its blocks (RACSubscriber.m:44).
    static let subscriberDeallocates = [Self.block("subscriber.clearBlocks", "RACSubscriber.m:44")]

    /// `[values takeUntil:stop]` (ops:733), subscribed (`dynamicSignalSubscribed`, ops:734):
    /// subscribing to both subjects runs no block (ops:741, :750).
    static let takeUntilSubscribed = [Self.block("takeUntil", "RACSignal+Operations.m:733")] + dynamicSignalSubscribed + [
        Self.block("takeUntil.didSubscribe", "RACSignal+Operations.m:734"),
    ]

    static let subjects = """
        RACSubject *values = [RACSubject subject];
        RACSubject *stop = [RACSubject subject];
        RACSignal *result = [values takeUntil:stop];
        [result subscribeNext:^(id x) {
            NSLog(@"%@", x);
        }];
        """

    @Test func takeUntilASubjectTriggeredByAnotherSubjectsValue() {
        let steps = LibraryBlockOrderTests.libraryEnters(of: Self.subjects + """
            [values sendNext:@1];
            [stop sendNext:@"stop"];
            [values sendNext:@2];
            """)
        // values' one subscriber gets 1 through RACSubject.m:94's block: takeUntil's next block
        // (ops:750) passes it on. stop's block (RACSubject.m:94) reaches the trigger's next block
        // (ops:741), which runs triggerCompletion (ops:736): disposing takeUntil's compound
        // disposes stop's subscription, then values' (ops:747, :759), each a subject's
        // (`subjectSubscriptionDisposed`); values' passthrough is in no copy, so it and its
        // RACSubscriber go at once (`subscriberDeallocates`). Then the reader's subscriber
        // completes (ops:738, `subscriberCompletes`; its subscription's compound holds the purge
        // block and takeUntil's compound, disposed already). As stop's enumeration returns, its
        // copy lets stop's passthrough and RACSubscriber go (`subscriberDeallocates`). values has
        // no subscriber left, so 2 enters no block.
        LibraryBlockOrderTests.expectEntered(steps, Self.takeUntilSubscribed + [
            Self.block("subject.sendNext", "RACSubject.m:94"),
            Self.block("takeUntil.self.next", "RACSignal+Operations.m:750"),
            Self.block("subject.sendNext", "RACSubject.m:94"),
            Self.block("takeUntil.trigger.next", "RACSignal+Operations.m:741"),
            Self.block("takeUntil.triggerCompletion", "RACSignal+Operations.m:736"),
        ] + Self.subjectSubscriptionDisposed + Self.subjectSubscriptionDisposed + Self.subscriberDeallocates
            + Self.subscriberCompletes + Self.subscriberDeallocates)
    }

    @Test func takeUntilATriggerSubjectThatCompletes() {
        let steps = LibraryBlockOrderTests.libraryEnters(of: Self.subjects + """
            [values sendNext:@1];
            [stop sendCompleted];
            [values sendNext:@2];
            """)
        // stop's -sendCompleted disposes its own empty compound (RACSubject.m:108), then its
        // block (:110) completes stop's RACSubscriber, which disposes its compound
        // (RACSubscriber.m:88): its blocks are cleared (:44), then stop's subscription is
        // disposed (the purge block, `subscriberCompletes`, then the removal, RACSubject.m:65);
        // then the completed block it copied first
        // (:87, :91: ops:743) runs triggerCompletion (ops:736): stop's subscription is disposed
        // already, values' is disposed now (`subjectSubscriptionDisposed`, then its passthrough
        // and RACSubscriber go: `subscriberDeallocates`), and the reader's subscriber completes
        // (`subscriberCompletes`). stop's RACSubscriber goes when the copy lets go of its
        // passthrough, but its compound is disposed already: no block.
        LibraryBlockOrderTests.expectEntered(steps, Self.takeUntilSubscribed + [
            Self.block("subject.sendNext", "RACSubject.m:94"),
            Self.block("takeUntil.self.next", "RACSignal+Operations.m:750"),
            Self.block("subject.sendCompleted", "RACSubject.m:110"),
        ] + Self.subscriberCompletes + Self.subscriberRemoved() + [
            Self.block("takeUntil.trigger.completed", "RACSignal+Operations.m:743"),
            Self.block("takeUntil.triggerCompletion", "RACSignal+Operations.m:736"),
        ] + Self.subjectSubscriptionDisposed + Self.subscriberDeallocates + Self.subscriberCompletes)
    }

    @Test func takeUntilOfASubjectThatErrors() {
        let steps = LibraryBlockOrderTests.libraryEnters(of: Self.subjects + """
            [values sendError:[NSError errorWithDomain:@"d" code:1 userInfo:nil]];
            """)
        // values' -sendError: disposes its own empty compound (RACSubject.m:100), then its block
        // (:102) errors values' RACSubscriber, which disposes its compound (RACSubscriber.m:78:
        // its blocks cleared, values' subscription's purge block, `subscriberCompletes`, and
        // removal, RACSubject.m:65) before the error block it copied
        // (:77, :81: ops:752) errors the reader's subscriber (no error block, RACSignal.m:275),
        // which disposes its compound: its blocks cleared (:44), then its subscription's
        // compound: the purge block, then takeUntil's compound (RACDynamicSignal.m:45), whose
        // stop subscription is disposed (`subjectSubscriptionDisposed`) — in no copy, stop's
        // passthrough and RACSubscriber go at once (`subscriberDeallocates`) — and whose values
        // subscription is disposed already. values' passthrough goes when the copy lets go of it;
        // its RACSubscriber's compound is disposed already: no block.
        LibraryBlockOrderTests.expectEntered(steps, Self.takeUntilSubscribed + [
            Self.block("subject.sendError", "RACSubject.m:102"),
        ] + Self.subscriberCompletes + Self.subscriberRemoved() + [
            Self.block("takeUntil.self.error", "RACSignal+Operations.m:752"),
        ] + Self.subscriberCompletes + Self.subjectSubscriptionDisposed + Self.subscriberDeallocates)
    }

    /// `[outer switchToLatest]` (ops:794), subscribed: its block (ops:795) calls -publish
    /// (ops:947), which calls -multicast: (ops:953); -flattenMap: of the connection's subject
    /// (`flattenMapCreated`) is subscribed, which subscribes -bind: to the subject (no block:
    /// a subject); then -connect (RACMulticastConnection.m:53) subscribes the subject to outer
    /// (:57, no block).
    static let switchToLatestSubscribed = [Self.block("switchToLatest", "RACSignal+Operations.m:794")]
        + dynamicSignalSubscribed + [
            Self.block("switchToLatest.didSubscribe", "RACSignal+Operations.m:795"),
            Self.block("publish", "RACSignal+Operations.m:947"),
            Self.block("multicast", "RACSignal+Operations.m:953"),
        ] + LibraryBlockOrderTests.flattenMapCreated + LibraryBlockOrderTests.bindSubscribed + [
            Self.block("flattenMap.bindBlock", "RACStream.m:76"),
            Self.block("connect", "RACMulticastConnection.m:53"),
        ]

    /// outer sends an inner subject: outer's block (RACSubject.m:94) sends it to the
    /// connection's subject, whose block (:94) sends it to -bind:'s next block (RACSignal.m:148);
    /// the binding block (RACStream.m:77) calls ops:799's block, which makes
    /// `[connection.signal concat:[RACSignal never]]` (RACSignal.m:178) and then -takeUntil: of
    /// it (ops:733, ops:804). addSignal (RACSignal.m:156, :124) subscribes to that (:130):
    /// takeUntil's block (ops:734) subscribes the trigger, whose -concat: block (RACSignal.m:179)
    /// subscribes to the connection's subject (:182), then the inner subject (ops:750): no block.
    static let innerSubjectArrives = [
        Self.block("subject.sendNext", "RACSubject.m:94"),
        Self.block("subject.sendNext", "RACSubject.m:94"),
    ] + LibraryBlockOrderTests.flattenMapValue + [
        Self.block("switchToLatest.flattenMap", "RACSignal+Operations.m:799"),
        Self.block("concat", "RACSignal.m:178"),
        Self.block("takeUntil", "RACSignal+Operations.m:733"),
        Self.block("bind.addSignal", "RACSignal.m:124"),
    ] + dynamicSignalSubscribed + [
        Self.block("takeUntil.didSubscribe", "RACSignal+Operations.m:734"),
    ] + dynamicSignalSubscribed + [
        Self.block("concat.didSubscribe", "RACSignal.m:179"),
    ]

    /// The inner subject sends a value: its block (RACSubject.m:94), takeUntil's next block
    /// (ops:750), addSignal's next block (RACSignal.m:130), then the reader's.
    static let innerValueArrives = [
        Self.block("subject.sendNext", "RACSubject.m:94"),
        Self.block("takeUntil.self.next", "RACSignal+Operations.m:750"),
        Self.block("bind.addSignal.next", "RACSignal.m:130"),
    ]

    @Test func switchToLatestOverSubjects() {
        let steps = LibraryBlockOrderTests.libraryEnters(of: """
            RACSubject *outer = [RACSubject subject];
            RACSubject *a = [RACSubject subject];
            RACSubject *b = [RACSubject subject];
            RACSignal *result = [outer switchToLatest];
            [result subscribeNext:^(id x) {
                NSLog(@"%@", x);
            }];
            [outer sendNext:a];
            [a sendNext:@1];
            [outer sendNext:b];
            [a sendNext:@2];
            [b sendNext:@3];
            """)
        // When b arrives, the connection's subject has two subscribers, in the order they
        // subscribed: -bind:'s, then the -concat: behind a's trigger. Its copy is taken first
        // (RACSubject.m:83), so b's own trigger subscription joins no enumeration:
        // `innerSubjectArrives` for b, then the block (:94) for a's trigger: -concat:'s next
        // block (RACSignal.m:182) sends b to the trigger's next block (ops:741), whose
        // triggerCompletion (ops:736) disposes takeUntil's compound: the trigger's subscription
        // (its purge block, then -concat:'s compound: the subject subscription,
        // `subjectSubscriptionDisposed`, whose passthrough is the second last of three, so the
        // test runs twice), then a's (`subjectSubscriptionDisposed`; its
        // passthrough in no copy, so it and its RACSubscriber go, `subscriberDeallocates`).
        // takeUntil's subscriber completes — addSignal's RACSubscriber: its blocks cleared, its
        // subscription's purge block (`subscriberCompletes`), then addSignal's completed block
        // (RACSignal.m:135) calls completeSignal (:137, :115): three signals counted, so it
        // only removes a disposable. The connection subject's copy then lets the -concat:
        // passthrough go: its RACSubscriber's blocks are cleared, which lets the trigger's
        // passthrough and RACSubscriber go (`subscriberDeallocates` twice; the last's compound
        // is disposed already). a has no subscriber left: 2 enters no block.
        LibraryBlockOrderTests.expectEntered(steps, Self.switchToLatestSubscribed
            + Self.innerSubjectArrives + Self.innerValueArrives
            + Self.innerSubjectArrives + [
                Self.block("subject.sendNext", "RACSubject.m:94"),
                Self.block("concat.source.next", "RACSignal.m:182"),
                Self.block("takeUntil.trigger.next", "RACSignal+Operations.m:741"),
                Self.block("takeUntil.triggerCompletion", "RACSignal+Operations.m:736"),
                Self.block("subscriber.purge", "RACSubscriber.m:105"),
            ] + Self.disposedSubjectSubscription(tests: 2) + Self.subjectSubscriptionDisposed + Self.subscriberDeallocates
            + Self.subscriberCompletes + [
                Self.block("bind.addSignal.completed", "RACSignal.m:135"),
                Self.block("bind.completeSignal", "RACSignal.m:115"),
            ] + Self.subscriberDeallocates + Self.subscriberDeallocates
            + Self.innerValueArrives)
    }
}
