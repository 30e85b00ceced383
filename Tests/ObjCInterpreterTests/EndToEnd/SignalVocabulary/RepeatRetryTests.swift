import Testing
@testable import ObjCInterpreter

/// `-repeat`, `-retry` and `-retry:` (subscribeForever), run as snippets: each expected output (and dispose order, where a disposable
/// logs) is read off the ReactiveObjC method at 1af6617 — RACSignal+Operations.m ("ops"),
/// RACSignal.m, RACStream.m — as each comment says.
@Suite struct RepeatRetryTests {
    @Test func repeatResubscribesOnTheMainThreadSchedulerUntilAnError() {
        // ops:39-83: the first subscription is made at once; when it completes, `recurse`
        // schedules the next on RACScheduler.currentScheduler — the main-thread scheduler —
        // so it runs after the code that subscribed. ops:225-239: the error disposes and is
        // forwarded, which also stops the recursion.
        let output = Snippet.output("""
            __block int n = 0;
            RACSignal *s = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                n++;
                [subscriber sendNext:@(n)];
                if (n == 3) {
                    [subscriber sendError:[NSError errorWithDomain:@"stop" code:0 userInfo:nil]];
                } else {
                    [subscriber sendCompleted];
                }
                return nil;
            }];
            [[s repeat] subscribeNext:^(id x) {
                NSLog(@"%@", x);
            } error:^(NSError *error) {
                NSLog(@"error");
            }];
            NSLog(@"subscribed");
            """)
        #expect(output == ["1", "subscribed", "2", "3", "error"])
    }

    @Test func retryWithoutACountRetriesUntilItSucceeds() {
        // ops:1165-1191: -retry is -retry:0, which resubscribes after every error; the
        // completion disposes and is forwarded.
        let output = Snippet.output("""
            __block int attempts = 0;
            RACSignal *flaky = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                attempts++;
                if (attempts < 3) {
                    [subscriber sendError:[NSError errorWithDomain:@"flaky" code:attempts userInfo:nil]];
                } else {
                    [subscriber sendNext:@"ok"];
                    [subscriber sendCompleted];
                }
                return nil;
            }];
            [[flaky retry] subscribeNext:^(id x) {
                NSLog(@"%@ after %d attempts", x, attempts);
            } completed:^{
                NSLog(@"completed");
            }];
            """)
        #expect(output == ["ok after 3 attempts", "completed"])
    }
}
