import Testing
@testable import ObjCInterpreter

/// `-takeUntil:` and `-takeUntilReplacement:`, run as snippets: each expected output (and dispose order, where a disposable
/// logs) is read off the ReactiveObjC method at 1af6617 — RACSignal+Operations.m ("ops"),
/// RACSignal.m, RACStream.m — as each comment says.
@Suite struct TakeUntilTests {
    @Test func takeUntilSubscribesToNothingWhenTheTriggerHasAlreadyFired() {
        // ops:741-749: the trigger is subscribed first; a replay subject's value runs
        // triggerCompletion at once, disposing `disposable`, so the receiver is never
        // subscribed (ops:749).
        let output = Snippet.output("""
            RACReplaySubject *stop = [RACReplaySubject subject];
            [stop sendNext:@"now"];
            RACSignal *source = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                NSLog(@"source subscribed");
                return nil;
            }];
            [[source takeUntil:stop] subscribeCompleted:^{ NSLog(@"completed"); }];
            """)
        #expect(output == ["completed"])
    }

    @Test func takeUntilEndsWhenTheTriggerCompletesAndDisposesTheReceiver() {
        // ops:743-744: the trigger's completion also runs triggerCompletion: `disposable` is
        // disposed (the receiver's subscription with it) before completed is sent.
        let output = Snippet.output("""
            RACSubject *trigger = [RACSubject subject];
            RACSignal *source = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                [subscriber sendNext:@1];
                return [RACDisposable disposableWithBlock:^{ NSLog(@"source disposed"); }];
            }];
            [[source takeUntil:trigger] subscribeNext:^(id x) {
                NSLog(@"next %@", x);
            } completed:^{
                NSLog(@"completed");
            }];
            [trigger sendCompleted];
            """)
        #expect(output == ["next 1", "source disposed", "completed"])
    }

    @Test func takeUntilReplacementSwitchesToTheReplacementForGood() {
        // ops:766-792: the replacement's first event disposes the receiver's subscription
        // (a -concat: with +never, so the receiver's completion does not end the result),
        // and the replacement's events are forwarded.
        let output = Snippet.output("""
            RACSubject *cached = [RACSubject subject];
            RACSubject *live = [RACSubject subject];
            [[cached takeUntilReplacement:live] subscribeNext:^(id x) {
                NSLog(@"%@", x);
            } completed:^{
                NSLog(@"completed");
            }];
            [cached sendNext:@"cached"];
            [live sendNext:@"live"];
            [cached sendNext:@"late"];
            [live sendCompleted];
            """)
        #expect(output == ["cached", "live", "completed"])
    }
}
