import Testing
@testable import ObjCInterpreter

/// `+zip:` and `+zip:reduce:`, run as snippets: each expected output (and dispose order, where a disposable
/// logs) is read off the ReactiveObjC method at 1af6617 — RACSignal+Operations.m ("ops"),
/// RACSignal.m, RACStream.m — as each comment says.
@Suite struct ClassZipTests {
    @Test func zipSendsTheNthValueOfEverySignalAsOneTuple() {
        // RACStream.m:231-235: +join:block: with -zipWith:, flattened into one tuple per set.
        let output = Snippet.output("""
            RACSubject *a = [RACSubject subject];
            RACSubject *b = [RACSubject subject];
            RACSubject *c = [RACSubject subject];
            [[RACSignal zip:@[a, b, c]] subscribeNext:^(RACTuple *t) {
                NSLog(@"%@ %@ %@ (%lu)", t[0], t[1], t[2], (unsigned long)t.count);
            }];
            [[RACSignal zip:@[a, b] reduce:^id(NSNumber *x, NSString *y) {
                return [NSString stringWithFormat:@"%@%@", x, y];
            }] subscribeNext:^(id x) { NSLog(@"reduced %@", x); }];
            [a sendNext:@1];
            [a sendNext:@2];
            [b sendNext:@"x"];
            [c sendNext:@"y"];
            [b sendNext:@"z"];
            [c sendNext:@"w"];
            """)
        // b's "x" completes the first pair of +zip:reduce: at once; +zip:'s first set waits
        // for c.
        #expect(output == ["reduced 1x", "1 x y (3)", "reduced 2z", "2 z w (3)"])
    }

    @Test func zipOfNoSignalsIsEmpty() {
        // RACStream.m:193-229: +join:block: of no streams returns `self.empty`.
        let output = Snippet.output("[[RACSignal zip:@[]] subscribeCompleted:^{ NSLog(@\"completed\"); }];")
        #expect(output == ["completed"])
    }
}
