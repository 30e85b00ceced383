import Testing
@testable import ObjCInterpreter

/// `RACSignal` methods as the bridge passes their arguments to RACCore (`SignalMethods`).
@Suite struct SignalMethodsTests {
    @Test func aNegativeCountArrivesAsAHugeNSUInteger() {
        // -take:, -skip: and -takeLast: take an NSUInteger: C converts -1 (or ~6, -7) to
        // 2^64 - 1 (2^64 - 7), so take: and takeLast: keep every value and skip: drops them
        // all; each completes when the source does. (FuzzInterpreter found `skip:~6`
        // stopping RACStep on a precondition.)
        let output = Snippet.output("""
            RACSignal *s = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                [subscriber sendNext:@1];
                [subscriber sendNext:@2];
                [subscriber sendCompleted];
                return nil;
            }];
            [[s take:-1] subscribeNext:^(id x) { NSLog(@"take %@", x); } completed:^{ NSLog(@"take done"); }];
            [[s skip:~6] subscribeNext:^(id x) { NSLog(@"skip %@", x); } completed:^{ NSLog(@"skip done"); }];
            [[s takeLast:-1] subscribeNext:^(id x) { NSLog(@"last %@", x); } completed:^{ NSLog(@"last done"); }];
            """)
        #expect(output == ["take 1", "take 2", "take done", "skip done", "last 1", "last 2", "last done"])
    }
}
