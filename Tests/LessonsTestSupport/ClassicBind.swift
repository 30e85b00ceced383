import Lessons

/// The classic `-bind:` example every article starts from, as a lesson snippet, and the real
/// runner (the interpreter) the lesson and site tests run it with.
public enum ClassicBind {
    public static let source = """
    RACSignal *source = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) { // block 1
        [subscriber sendNext:@1];
        [subscriber sendNext:@2];
        [subscriber sendCompleted];
        return nil;
    }];
    RACSignal *bound = [source bind:^RACSignalBindBlock { // block 2
        return ^RACSignal *(id value, BOOL *stop) { // block 3
            return [RACSignal return:value];
        };
    }];
    [bound subscribeNext:^(id x) { // block 4
        NSLog(@"%@", x);
    }];

    """

    /// The snippet with `*stop = YES;` in block 3, as a change-and-predict task changes it:
    /// `-bind:` completes after the first value (RACSignal.m:157-160 at 1af6617 dispose the
    /// source's serial disposable and call completeSignal, whose count reaches 0 at :116-118),
    /// so it prints "1" only; the source's `2` still enters block 10, which returns at :150
    /// since the compound disposable is disposed.
    public static let stopped = source.replacingOccurrences(
        of: "        return [RACSignal return:value];", with: "        *stop = YES;\n        return [RACSignal return:value];")

    public static var runner: InterpreterRunner { InterpreterRunner() }
}
