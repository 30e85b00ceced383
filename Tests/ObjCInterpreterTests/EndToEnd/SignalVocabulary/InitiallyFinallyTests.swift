import Testing
@testable import ObjCInterpreter

/// `-initially:` and `-finally:`, run as snippets: each expected output (and dispose order, where a disposable
/// logs) is read off the ReactiveObjC method at 1af6617 — RACSignal+Operations.m ("ops"),
/// RACSignal.m, RACStream.m — as each comment says.
@Suite struct InitiallyFinallyTests {
    @Test func initiallyRunsItsBlockBeforeEachSubscription() {
        // ops:301-307: +defer: of a block that calls `block` then returns self, so each
        // subscription runs the block, then the receiver's didSubscribe.
        let output = Snippet.output("""
            RACSignal *s = [[RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                NSLog(@"subscribed");
                [subscriber sendNext:@1];
                [subscriber sendCompleted];
                return nil;
            }] initially:^{
                NSLog(@"initially");
            }];
            [s subscribeNext:^(id x) { NSLog(@"next %@", x); }];
            [s subscribeNext:^(id x) { NSLog(@"again %@", x); }];
            """)
        #expect(output == ["initially", "subscribed", "next 1", "initially", "subscribed", "again 1"])
    }

    @Test func finallyRunsBeforeTheTerminalEventAndNotOnDisposal() {
        // ops:310-321: -doError: then -doCompleted:, each calling `block` before forwarding
        // the event (ops:100-127): "finally" precedes "completed" and "error". Disposing
        // first sends nothing, so the third subscription never runs the block.
        let output = Snippet.output("""
            RACSubject *done = [RACSubject subject];
            RACSubject *failed = [RACSubject subject];
            RACSubject *dropped = [RACSubject subject];
            void (^finally)(void) = ^{ NSLog(@"finally"); };
            [[done finally:finally] subscribeNext:^(id x) { NSLog(@"next %@", x); } completed:^{ NSLog(@"completed"); }];
            [[failed finally:finally] subscribeError:^(NSError *error) { NSLog(@"error %ld", (long)error.code); }];
            RACDisposable *d = [[dropped finally:finally] subscribeCompleted:^{ NSLog(@"dropped completed"); }];
            [done sendNext:@1];
            [done sendCompleted];
            [failed sendError:[NSError errorWithDomain:@"d" code:7 userInfo:nil]];
            [d dispose];
            [dropped sendCompleted];
            """)
        #expect(output == ["next 1", "finally", "completed", "finally", "error 7"])
    }
}
