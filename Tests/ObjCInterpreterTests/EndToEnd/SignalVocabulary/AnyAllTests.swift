import Testing
@testable import ObjCInterpreter

/// `-any`, `-any:` and `-all:`, run as snippets: each expected output (and dispose order, where a disposable
/// logs) is read off the ReactiveObjC method at 1af6617 — RACSignal+Operations.m ("ops"),
/// RACSignal.m, RACStream.m — as each comment says.
@Suite struct AnyAllTests {
    @Test func anyAndAllStopAtTheirAnswer() {
        // ops:1125-1143: -any: sends @YES and stops (bind's `*stop`, RACSignal.m:155-158:
        // the returned signal is added, then the source's subscription disposed and
        // completeSignal run) at the first passing value. ops:1145-1163: -all: sends @YES at
        // completion. Each subject value reaches -any:'s subscription first.
        let output = Snippet.output("""
            RACSubject *s = [RACSubject subject];
            [[s any:^BOOL(NSNumber *x) { return x.integerValue > 2; }] subscribeNext:^(id x) {
                NSLog(@"any %@", x);
            } completed:^{
                NSLog(@"any completed");
            }];
            [[s all:^BOOL(NSNumber *x) { return x.integerValue > 0; }] subscribeNext:^(id x) {
                NSLog(@"all %@", x);
            } completed:^{
                NSLog(@"all completed");
            }];
            [[s any] subscribeNext:^(id x) { NSLog(@"any value %@", x); }];
            [s sendNext:@1];
            [s sendNext:@3];
            [s sendCompleted];
            """)
        #expect(output == ["any value 1", "any 1", "any completed", "all 1", "all completed"])
    }

    @Test func anyAnswersNoAndAllAnswersNoOnAnError() {
        // -any: returns @NO at any finished event (ops:1130-1133); -all: @NO at an error
        // (ops:1155-1158).
        let output = Snippet.output("""
            RACSignal *failing = [RACSignal error:[NSError errorWithDomain:@"d" code:1 userInfo:nil]];
            [[failing any] subscribeNext:^(id x) { NSLog(@"any %@", x); }];
            [[failing all:^BOOL(id x) { return YES; }] subscribeNext:^(id x) { NSLog(@"all %@", x); }];
            [[[RACSignal empty] any] subscribeNext:^(id x) { NSLog(@"empty any %@", x); }];
            """)
        #expect(output == ["any 0", "all 0", "empty any 0"])
    }
}
