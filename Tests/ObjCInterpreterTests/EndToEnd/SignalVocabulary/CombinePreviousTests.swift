import Testing
@testable import ObjCInterpreter

/// `-combinePreviousWithStart:reduce:`, run as snippets: each expected output (and dispose order, where a disposable
/// logs) is read off the ReactiveObjC method at 1af6617 — RACSignal+Operations.m ("ops"),
/// RACSignal.m, RACStream.m — as each comment says.
@Suite struct CombinePreviousTests {
    @Test func combinePreviousReducesEachValueWithThePreviousOne() {
        // RACStream.m:108-120: -scanWithStart: over (previous, result) tuples from
        // RACTuplePack(start), then -map: to the result: the first value meets `start`.
        let output = Snippet.output("""
            RACSubject *s = [RACSubject subject];
            [[s combinePreviousWithStart:@0 reduce:^id(NSNumber *previous, NSNumber *next) {
                return @(next.integerValue - previous.integerValue);
            }] subscribeNext:^(id x) { NSLog(@"delta %@", x); }];
            [s sendNext:@1];
            [s sendNext:@4];
            [s sendNext:@9];
            """)
        #expect(output == ["delta 1", "delta 3", "delta 5"])
    }
}
