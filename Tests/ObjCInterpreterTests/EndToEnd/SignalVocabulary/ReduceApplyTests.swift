import Testing
@testable import ObjCInterpreter

/// `-reduceApply`, run as snippets: each expected output (and dispose order, where a disposable
/// logs) is read off the ReactiveObjC method at 1af6617 — RACSignal+Operations.m ("ops"),
/// RACSignal.m, RACStream.m — as each comment says.
@Suite struct ReduceApplyTests {
    @Test func reduceApplyCallsEachTuplesBlockWithTheRest() {
        // ops:1314-1327: tuple[0] is called (RACBlockTrampoline) with the other elements,
        // a nil element arriving as nil.
        let output = Snippet.output("""
            RACSubject *calls = [RACSubject subject];
            [[calls reduceApply] subscribeNext:^(id x) { NSLog(@"%@", x); }];
            id (^add)(NSNumber *, NSNumber *) = ^id(NSNumber *a, NSNumber *b) {
                return @(a.integerValue + b.integerValue);
            };
            id (^describe)(id) = ^id(id x) { return x == nil ? @"nil" : @"some"; };
            [calls sendNext:RACTuplePack(add, @1, @2)];
            [calls sendNext:RACTuplePack(describe, nil)];
            """)
        #expect(output == ["3", "nil"])
    }
}
