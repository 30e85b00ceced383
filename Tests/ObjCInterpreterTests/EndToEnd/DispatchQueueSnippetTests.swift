import Testing
@testable import ObjCInterpreter

/// `dispatch_async` to the main queue and to GCD's global queues, end to end. Expected lines
/// follow RACScheduler.m and RACSubscriptionScheduler.m, cited at each test.
@Suite struct DispatchQueueSnippetTests {
    @Test func aGlobalQueuesBlockHasNoCurrentScheduler() {
        // +currentScheduler (RACScheduler.m:94-99): nothing in the thread dictionary, not the
        // main thread → nil. The block runs after the snippet, and back on the main queue
        // the main-thread scheduler is current again.
        let run = Snippet.run("""
            dispatch_async(dispatch_get_global_queue(QOS_CLASS_USER_INITIATED, 0), ^{
                NSLog(@"global: nil? %d", [RACScheduler currentScheduler] == nil);
                dispatch_async(dispatch_get_main_queue(), ^{
                    NSLog(@"main: main? %d", [RACScheduler currentScheduler] == [RACScheduler mainThreadScheduler]);
                });
            });
            NSLog(@"same queue for the same QoS? %d", dispatch_get_global_queue(0, 0) == dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_DEFAULT, 0));
            NSLog(@"end");
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(run.output == ["same queue for the same QoS? 1", "end", "global: nil? 1", "main: main? 1"])
    }

    @Test func aSubscriptionFromAGlobalQueueIsQueuedOnTheBackgroundScheduler() {
        // RACSubscriptionScheduler.m:37: no current scheduler → the subscription work goes to
        // the background scheduler made in -init (:27), so subscribeNext: returns first; that
        // scheduler is current when didSubscribe runs, and the rest is synchronous.
        let run = Snippet.run("""
            RACSignal *work = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                NSLog(@"didSubscribe: current is nil? %d", [RACScheduler currentScheduler] == nil);
                [subscriber sendNext:@1];
                return nil;
            }];
            dispatch_async(dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_BACKGROUND, 0), ^{
                [work subscribeNext:^(id x) { NSLog(@"next %@", x); }];
                NSLog(@"subscribeNext: returned");
                [[work subscribeNext:^(id x) { NSLog(@"never"); }] dispose];
            });
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        // The second subscription is disposed before its queued block runs: the compound
        // disposable holds the background scheduler's disposable (RACDynamicSignal.m:43-48).
        #expect(run.output == ["subscribeNext: returned", "didSubscribe: current is nil? 0", "next 1"])
    }

    @Test func badQueuesAreErrorsWithTheirSourceRange() {
        let unknown = Snippet.run("dispatch_async(dispatch_get_global_queue(5, 0), ^{});\n")
        #expect(unknown.status == .runtimeError)
        #expect(unknown.diagnostics.hasPrefix(
            "snippet.m:1:16: error: dispatch_get_global_queue needs a DISPATCH_QUEUE_PRIORITY_* or QOS_CLASS_* identifier and 0\n"))
        let notAQueue = Snippet.run("dispatch_async(@1, ^{});\n")
        #expect(notAQueue.status == .runtimeError)
        #expect(notAQueue.diagnostics.hasPrefix(
            "snippet.m:1:1: error: dispatch_async needs dispatch_get_main_queue() or dispatch_get_global_queue(…) and a block\n"))
    }
}
