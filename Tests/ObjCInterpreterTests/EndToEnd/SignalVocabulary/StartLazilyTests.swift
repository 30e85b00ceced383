import Testing
@testable import ObjCInterpreter

/// `+startLazilyWithScheduler:block:` and `+startEagerlyWithScheduler:block:`, run as snippets: each expected output (and dispose order, where a disposable
/// logs) is read off the ReactiveObjC method at 1af6617 — RACSignal+Operations.m ("ops"),
/// RACSignal.m, RACStream.m — as each comment says.
@Suite struct StartLazilyTests {
    @Test func startLazilyRunsTheBlockOnceAtTheFirstSubscription() {
        // RACSignal.m:54-75: the block's events go into a replay subject connected at the
        // first subscription; later subscribers get them replayed. +startEagerly (:44-52)
        // connects at once.
        let output = Snippet.output("""
            RACSignal *lazy = [RACSignal startLazilyWithScheduler:[RACScheduler immediateScheduler] block:^(id<RACSubscriber> subscriber) {
                NSLog(@"lazy started");
                [subscriber sendNext:@1];
                [subscriber sendCompleted];
            }];
            NSLog(@"made");
            [lazy subscribeNext:^(id x) { NSLog(@"a %@", x); }];
            [lazy subscribeNext:^(id x) { NSLog(@"b %@", x); }];
            RACSignal *eager = [RACSignal startEagerlyWithScheduler:[RACScheduler immediateScheduler] block:^(id<RACSubscriber> subscriber) {
                NSLog(@"eager started");
                [subscriber sendNext:@2];
            }];
            NSLog(@"made eager");
            [eager subscribeNext:^(id x) { NSLog(@"c %@", x); }];
            """)
        #expect(output == ["made", "lazy started", "a 1", "b 1", "eager started", "made eager", "c 2"])
    }
}
