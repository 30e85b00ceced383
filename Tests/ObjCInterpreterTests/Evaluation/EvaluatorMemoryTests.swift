import Testing
@testable import ObjCInterpreter

/// Scopes, captures and ARC lifetimes. The RAC side of each expectation is
/// `Documentation/SignalContracts.md` §6: `-[RACSubscriber dealloc]` disposes its compound
/// disposable, so a subscription lives exactly as long as something holds its subscriber.
@Suite struct EvaluatorMemoryTests {
    @Test func blocksCaptureByValueAtCreation() {
        // A non-__block variable is copied into the block when the literal is evaluated.
        let run = Snippet.run("""
            int v = 1;
            void (^show)(void) = ^{ NSLog(@"%d", v); };
            v = 2;
            show();
            """)
        #expect(run.output == ["1"], "\(run.diagnostics)")
    }

    @Test func blockVariablesAreSharedByReference() {
        // A __block variable lives in one heap box the scope and every block share.
        let run = Snippet.run("""
            __block int counter = 0;
            void (^increment)(void) = ^{ counter++; };
            int (^read)(void) = ^int { return counter; };
            increment(); increment();
            counter += 10;
            NSLog(@"%d %d", counter, read());
            """)
        #expect(run.output == ["12 12"], "\(run.diagnostics)")
    }

    @Test func blockBodiesSeeTheirParametersCapturesAndShadowingLocals() {
        // C scoping inside a block: the inner `x` hides the parameter only inside its braces,
        // and the loop reads the parameter `y` and the captures on every iteration.
        let run = Snippet.run("""
            __block int total = 0;
            int base = 100;
            void (^add)(int, int) = ^(int x, int y) {
                total += x + base;
                for (int i = 0; i < 2; i++) { total += y; }
                {
                    int x = 1000;
                    total += x;
                }
                total += x;
            };
            add(1, 10);
            add(2, 20);
            NSLog(@"%d", total);
            """)
        // 1 + 100 + 10 + 10 + 1000 + 1, then 2 + 100 + 20 + 20 + 1000 + 2.
        #expect(run.output == ["2266"], "\(run.diagnostics)")
    }

    @Test func typedBlockLiteralsOfEverySpelling() {
        let run = Snippet.run("""
            int (^add)(int, int) = ^int(int a, int b) { return a + b; };
            int (^twice)(int) = ^(int a) { return a * 2; };
            void (^hello)(void) = ^void { NSLog(@"hello"); };
            void (^bare)(void) = ^{ NSLog(@"bare"); };
            RACSignalBindBlock bindBlock = ^RACSignal *(id value, BOOL *stop) { *stop = YES; return [RACSignal return:value]; };
            RACStreamBindBlock streamBlock = ^RACStream *(id value, BOOL *stop) { return nil; };
            hello(); bare();
            BOOL stop = NO;
            RACSignal *signal = bindBlock(@1, &stop);
            NSLog(@"%d %d %d %@", add(2, 3), twice(4), stop, streamBlock(@1, &stop));
            """)
        #expect(run.output == ["hello", "bare", "5 8 1 (null)"], "\(run.diagnostics)")
    }

    @Test func subscriberReleasedAtStatementEnd() {
        // Nothing holds the RACSubscriber once -subscribeNext: returns (the returned
        // disposable does not point back at it), so it is released at the end of the
        // statement, and its -dealloc disposes the subscription: `05-lifetime`'s quiet signal.
        let run = Snippet.run("""
            RACSignal *s = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                [subscriber sendNext:@1];
                return [RACDisposable disposableWithBlock:^{ NSLog(@"disposed"); }];
            }];
            [s subscribeNext:^(id x) { NSLog(@"got %@", x); }];
            NSLog(@"after statement");
            """)
        #expect(run.output == ["got 1", "disposed", "after statement"], "\(run.diagnostics)")
    }

    @Test func subscriberHeldByALocalIsReleasedAtScopeEnd() {
        // The passthrough subscriber is kept by the __block local (the didSubscribe block
        // that also holds the box goes away with the signal, a statement temporary); it
        // holds the RACSubscriber, so the subscription lives until the closing brace.
        let run = Snippet.run("""
            {
                __block id<RACSubscriber> keeper = nil;
                [[RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                    keeper = subscriber;
                    return [RACDisposable disposableWithBlock:^{ NSLog(@"disposed"); }];
                }] subscribeNext:^(id x) { NSLog(@"got %@", x); }];
                NSLog(@"statement over");
                [keeper sendNext:@1];
            }
            NSLog(@"scope over");
            """)
        #expect(run.output == ["statement over", "got 1", "disposed", "scope over"], "\(run.diagnostics)")
    }

    @Test func scopedDisposableDisposesAtTheClosingBrace() {
        // RACScopedDisposable's -dealloc calls -dispose; the local is released at `}`.
        let run = Snippet.run("""
            {
                RACScopedDisposable *scoped = [[RACDisposable disposableWithBlock:^{ NSLog(@"scoped disposed"); }] asScopedDisposable];
                NSLog(@"in scope");
            }
            NSLog(@"after scope");
            """)
        #expect(run.output == ["in scope", "scoped disposed", "after scope"], "\(run.diagnostics)")
    }

    @Test func capturedSubscriberLivesAsLongAsItsBlock() {
        // The block literal captures `keeper` by value, retaining the passthrough subscriber;
        // releasing the block (the local `later`, at the end of its scope) lets it go.
        let run = Snippet.run("""
            {
                __block id<RACSubscriber> box = nil;
                [[RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                    box = subscriber;
                    return [RACDisposable disposableWithBlock:^{ NSLog(@"disposed"); }];
                }] subscribeNext:^(id x) { NSLog(@"got %@", x); }];
                id<RACSubscriber> keeper = box;
                box = nil;
                NSLog(@"box cleared");
                {
                    void (^later)(void) = ^{ [keeper sendNext:@"late"]; };
                    keeper = nil;
                    later();
                    NSLog(@"block alive");
                }
                NSLog(@"block gone");
            }
            """)
        #expect(run.output == ["box cleared", "got late", "block alive", "disposed", "block gone"], "\(run.diagnostics)")
    }
}
