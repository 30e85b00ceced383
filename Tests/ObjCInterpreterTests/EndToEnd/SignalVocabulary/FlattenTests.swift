import Testing
@testable import ObjCInterpreter

/// `-flatten:` and `-concat`, run as snippets: each expected output (and dispose order, where a disposable
/// logs) is read off the ReactiveObjC method at 1af6617 — RACSignal+Operations.m ("ops"),
/// RACSignal.m, RACStream.m — as each comment says.
@Suite struct FlattenTests {
    @Test func flattenOneQueuesSignalsUntilTheActiveOneCompletes() {
        // ops:494-594: with maxConcurrent 1, b waits in queuedSignals (ops:566-571) and is
        // subscribed from a's completed block (ops:540-556), so b's early value is missed;
        // completion waits for the receiver and every inner signal (ops:517-521).
        let output = Snippet.output("""
            RACSubject *signals = [RACSubject subject];
            RACSubject *a = [RACSubject subject];
            RACSubject *b = [RACSubject subject];
            [[signals flatten:1] subscribeNext:^(id x) {
                NSLog(@"%@", x);
            } completed:^{
                NSLog(@"completed");
            }];
            [signals sendNext:a];
            [signals sendNext:b];
            [b sendNext:@"b early"];
            [a sendNext:@"a"];
            [a sendCompleted];
            [b sendNext:@"b"];
            [signals sendCompleted];
            [b sendCompleted];
            """)
        #expect(output == ["a", "b", "completed"])
    }

    @Test func flattenZeroAndConcat() {
        // maxConcurrent 0 never queues (ops:566); -concat is -flatten:1 (ops:605-607).
        let output = Snippet.output("""
            RACSubject *signals = [RACSubject subject];
            RACSubject *a = [RACSubject subject];
            RACSubject *b = [RACSubject subject];
            [[signals flatten:0] subscribeNext:^(id x) { NSLog(@"all %@", x); }];
            [[signals concat] subscribeNext:^(id x) { NSLog(@"one %@", x); }];
            [signals sendNext:a];
            [signals sendNext:b];
            [b sendNext:@1];
            [a sendNext:@2];
            [a sendCompleted];
            [b sendNext:@3];
            """)
        #expect(output == ["all 1", "all 2", "one 2", "all 3", "one 3"])
    }
}
