import Testing
@testable import ObjCInterpreter

/// `-not`, `-and` and `-or`, run as snippets: each expected output (and dispose order, where a disposable
/// logs) is read off the ReactiveObjC method at 1af6617 — RACSignal+Operations.m ("ops"),
/// RACSignal.m, RACStream.m — as each comment says.
@Suite struct BooleanOperatorTests {
    @Test func notNegatesEachNumber() {
        // ops:1280-1286: @(!value.boolValue).
        let output = Snippet.output("""
            RACSubject *flags = [RACSubject subject];
            [[flags not] subscribeNext:^(NSNumber *x) { NSLog(@"not %@", x); }];
            [flags sendNext:@YES];
            [flags sendNext:@NO];
            [flags sendNext:@0];
            """)
        #expect(output == ["not 0", "not 1", "not 1"])
    }

    @Test func notAssertsOnAValueThatIsNotANumber() {
        // ops:1282: NSCAssert([value isKindOfClass:NSNumber.class], …).
        let run = Snippet.run("""
            RACSubject *flags = [RACSubject subject];
            [[flags not] subscribeNext:^(NSNumber *x) { NSLog(@"not %@", x); }];
            [flags sendNext:@"yes"];
            """)
        #expect(run.status == .runtimeError)
        #expect(run.diagnostics.contains("-not must only be used on a signal of NSNumbers. Instead, got: yes"))
    }

    @Test func andAndOrReduceTuplesOfNumbers() {
        // ops:1288-1312: -and maps each tuple to whether all its numbers are true, -or to
        // whether any is. +combineLatest: sends once both subjects have a value; each
        // subject's subscribers hear a value in the order they subscribed (-and's first).
        let output = Snippet.output("""
            RACSubject *x = [RACSubject subject];
            RACSubject *y = [RACSubject subject];
            RACSignal *both = [RACSignal combineLatest:@[x, y]];
            [[both and] subscribeNext:^(NSNumber *v) { NSLog(@"and %@", v); }];
            [[both or] subscribeNext:^(NSNumber *v) { NSLog(@"or %@", v); }];
            [x sendNext:@YES];
            [y sendNext:@NO];
            [y sendNext:@YES];
            [x sendNext:@NO];
            """)
        #expect(output == ["and 0", "or 1", "and 1", "or 1", "and 0", "or 1"])
    }
}
