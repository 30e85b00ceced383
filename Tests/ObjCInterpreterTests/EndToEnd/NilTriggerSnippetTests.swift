import Testing
@testable import ObjCInterpreter

/// `-takeUntil:nil` and `-takeUntilReplacement:nil`: neither method asserts its argument, so
/// subscribing to it is a message to nil, which returns a nil disposable and subscribes to
/// nothing (RACSignal+Operations.m at 1af6617).
@Suite struct NilTriggerSnippetTests {
    static let source = """
        RACSignal *source = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
            [subscriber sendNext:@1];
            [subscriber sendNext:@2];
            [subscriber sendCompleted];
            return nil;
        }];
        """

    @Test func takeUntilNilForwardsEverything() {
        // ops:741-747: triggerDisposable is nil and -addDisposable:nil does nothing
        // (RACCompoundDisposable.m:138), so the compound is not disposed and ops:749-758
        // subscribes to the receiver, forwarding its values and its completion.
        let output = Snippet.output(Self.source + """

            [[source takeUntil:nil] subscribeNext:^(id x) { NSLog(@"next %@", x); } completed:^{ NSLog(@"completed"); }];
            """)
        #expect(output == ["next 1", "next 2", "completed"])
    }

    @Test func takeUntilReplacementNilNeverCompletes() {
        // ops:770-779 subscribe to nil; selfDisposable is not disposed, so ops:782-784
        // subscribes to `[self concat:[RACSignal never]]`: the values pass, and +never follows
        // the completion.
        let output = Snippet.output(Self.source + """

            [[source takeUntilReplacement:nil] subscribeNext:^(id x) { NSLog(@"next %@", x); } completed:^{ NSLog(@"completed"); }];
            """)
        #expect(output == ["next 1", "next 2"])
    }
}
