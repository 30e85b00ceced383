import Testing
@testable import ObjCInterpreter

/// `-bufferWithTime:onScheduler:`, run as snippets: each expected output (and dispose order, where a disposable
/// logs) is read off the ReactiveObjC method at 1af6617 — RACSignal+Operations.m ("ops"),
/// RACSignal.m, RACStream.m — as each comment says.
@Suite struct BufferWithTimeTests {
    @Test func bufferWithTimeSendsEachBatchAsOneTuple() {
        // ops:323-362: the batch's first value schedules flushValues after the interval; a
        // nil is kept as RACTupleNil (read back as nil); completion flushes the rest first.
        let output = Snippet.output("""
            RACTestScheduler *scheduler = [RACTestScheduler new];
            RACSubject *s = [RACSubject subject];
            [[s bufferWithTime:1 onScheduler:scheduler] subscribeNext:^(RACTuple *t) {
                NSLog(@"%lu: %@ %@", (unsigned long)t.count, t[0], t[1]);
            } completed:^{
                NSLog(@"completed");
            }];
            [s sendNext:@1];
            [s sendNext:nil];
            [scheduler stepAll];
            [s sendNext:@3];
            [s sendCompleted];
            """)
        #expect(output == ["2: 1 (null)", "1: 3 (null)", "completed"])
    }
}
