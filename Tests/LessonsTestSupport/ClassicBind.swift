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

    public static var runner: InterpreterRunner { InterpreterRunner() }
}
