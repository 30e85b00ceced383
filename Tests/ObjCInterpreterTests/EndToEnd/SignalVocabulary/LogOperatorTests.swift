import Testing
@testable import ObjCInterpreter

/// `-logNext`, `-logError`, `-logCompleted` and `-logAll`, run as snippets: each expected output (and dispose order, where a disposable
/// logs) is read off the ReactiveObjC method at 1af6617 — RACSignal+Operations.m ("ops"),
/// RACSignal.m, RACStream.m — as each comment says.
@Suite struct LogOperatorTests {
    @Test func logOperatorsNSLogTheReceiversDescription() {
        // RACSignal.m:330-351: -logAll is [[[self logNext] logError] logCompleted]; each
        // NSLogs `self` — the signal it was sent to — so the error line names -logNext's
        // RACDynamicSignal, not the subject (ground truth 09-log-operators).
        let output = Snippet.output("""
            RACSubject *subject = [RACSubject subject];
            [[subject logAll] subscribeNext:^(id x) {
                NSLog(@"got %@", x);
            } error:^(NSError *error) {
                NSLog(@"error handled");
            }];
            [subject sendNext:@1];
            [subject sendError:[NSError errorWithDomain:@"demo" code:4 userInfo:nil]];
            RACSubject *finite = [RACSubject subject];
            [[finite logCompleted] subscribeCompleted:^{ NSLog(@"done"); }];
            [finite sendCompleted];
            """)
        #expect(output == [
            "<RACSubject: 0x…> name:  next: 1", "got 1",
            "<RACDynamicSignal: 0x…> name:  error: Error Domain=demo Code=4 \"(null)\"", "error handled",
            "<RACSubject: 0x…> name:  completed", "done",
        ])
    }
}
