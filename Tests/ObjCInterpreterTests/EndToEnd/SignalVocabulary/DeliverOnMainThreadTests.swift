import Testing
@testable import ObjCInterpreter

/// `-deliverOnMainThread`, run as snippets: each expected output (and dispose order, where a disposable
/// logs) is read off the ReactiveObjC method at 1af6617 — RACSignal+Operations.m ("ops"),
/// RACSignal.m, RACStream.m — as each comment says.
@Suite struct DeliverOnMainThreadTests {
    @Test func deliverOnMainThreadDeliversAtOnceOnTheMainThread() {
        // ops:1053-1064: on the main thread with nothing queued, the block runs at once —
        // unlike -deliverOn:RACScheduler.mainThreadScheduler, which always dispatches.
        let output = Snippet.output("""
            RACSubject *subject = [RACSubject subject];
            [[subject deliverOnMainThread] subscribeNext:^(id x) { NSLog(@"now %@", x); }];
            [[subject deliverOn:RACScheduler.mainThreadScheduler] subscribeNext:^(id x) { NSLog(@"later %@", x); }];
            [subject sendNext:@1];
            NSLog(@"sent");
            """)
        #expect(output == ["now 1", "sent", "later 1"])
    }
}
