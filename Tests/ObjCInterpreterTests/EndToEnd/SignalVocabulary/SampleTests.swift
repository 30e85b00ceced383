import Testing
@testable import ObjCInterpreter

/// `-sample:`, run as snippets: each expected output (and dispose order, where a disposable
/// logs) is read off the ReactiveObjC method at 1af6617 — RACSignal+Operations.m ("ops"),
/// RACSignal.m, RACStream.m — as each comment says.
@Suite struct SampleTests {
    @Test func sampleSendsTheLatestValueOnEachTick() {
        // ops:1193-1239: a tick before any value sends nothing (hasValue); each later tick
        // sends the latest value; the receiver's completion disposes the sampler's
        // subscription and completes.
        let output = Snippet.output("""
            RACSubject *values = [RACSubject subject];
            RACSubject *ticks = [RACSubject subject];
            [[values sample:ticks] subscribeNext:^(id x) {
                NSLog(@"%@", x);
            } completed:^{
                NSLog(@"completed");
            }];
            [ticks sendNext:@"tick"];
            [values sendNext:@1];
            [values sendNext:@2];
            [ticks sendNext:@"tick"];
            [ticks sendNext:@"tick"];
            [values sendCompleted];
            [ticks sendNext:@"tick"];
            """)
        #expect(output == ["2", "2", "completed"])
    }
}
