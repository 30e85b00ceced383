/// The eight ground-truth snippets from `Tests/Fixtures/ground-truth`, embedded so the test target needs no resources.
enum ExampleSnippets {
    static let all: [(name: String, code: String)] = [
        ("01-error-dispose.m", """
        // A signal that fails: the error block runs, and the subscription is disposed first.
        RACSignal *download = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
            [subscriber sendNext:@"10%"];
            [subscriber sendNext:@"50%"];
            [subscriber sendError:[NSError errorWithDomain:@"Download" code:-1 userInfo:@{@"reason": @"timeout"}]];
            [subscriber sendNext:@"never delivered"];
            return [RACDisposable disposableWithBlock:^{
                NSLog(@"download cancelled");
            }];
        }];
        [download subscribeNext:^(id x) {
            NSLog(@"progress %@", x);
        } error:^(NSError *error) {
            NSLog(@"failed: %@", error);
        } completed:^{
            NSLog(@"finished");
        }];
        """),
        ("02-bind-inner-dispose.m", """
        // bind: each value becomes an inner signal; each inner subscription is disposed when it completes.
        RACSignal *source = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
            [subscriber sendNext:@"x"];
            [subscriber sendNext:@"y"];
            [subscriber sendCompleted];
            return [RACDisposable disposableWithBlock:^{ NSLog(@"source gone"); }];
        }];
        RACSignal *doubled = [source bind:^RACSignalBindBlock{
            return ^RACSignal *(NSString *value, BOOL *stop) {
                return [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                    [subscriber sendNext:[value stringByAppendingString:value]];
                    [subscriber sendCompleted];
                    return [RACDisposable disposableWithBlock:^{ NSLog(@"inner %@ gone", value); }];
                }];
            };
        }];
        [doubled subscribeNext:^(id x) {
            NSLog(@"%@", x);
        } completed:^{
            NSLog(@"doubled completed");
        }];
        """),
        ("03-concat-three.m", """
        // concat: each signal is subscribed only when the previous one completes.
        RACSignal *(^make)(NSString *) = ^RACSignal *(NSString *name) {
            return [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                NSLog(@"subscribed %@", name);
                [subscriber sendNext:name];
                [subscriber sendCompleted];
                return [RACDisposable disposableWithBlock:^{ NSLog(@"disposed %@", name); }];
            }];
        };
        RACSignal *all = [[make(@"A") concat:make(@"B")] concat:make(@"C")];
        [all subscribeNext:^(id x) {
            NSLog(@"value %@", x);
        } completed:^{
            NSLog(@"all completed");
        }];
        """),
        ("04-zip-other-first.m", """
        // zipWith: values pair up in order; the zip completes once either side is completed and drained.
        RACSubject *left = [RACSubject subject];
        RACSubject *right = [RACSubject subject];
        [[left zipWith:right] subscribeNext:^(RACTuple *t) {
            NSLog(@"pair %@ %@", t.first, t.second);
        } completed:^{
            NSLog(@"zip done");
        }];
        [right sendNext:@"r1"];
        [right sendCompleted];
        [left sendNext:@"l1"];
        [left sendNext:@"l2"];
        NSLog(@"end");
        """),
        ("05-lifetime.m", """
        // Subscriber lifetime: nothing keeps the first subscriber alive once subscribeNext: returns,
        // so its subscription is disposed right there. The second is kept by the __block variable.
        __block id<RACSubscriber> keeper = nil;
        RACSignal *quiet = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
            [subscriber sendNext:@"hello"];
            return [RACDisposable disposableWithBlock:^{ NSLog(@"quiet disposed"); }];
        }];
        RACSignal *kept = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
            keeper = subscriber;
            [subscriber sendNext:@"hi"];
            return [RACDisposable disposableWithBlock:^{ NSLog(@"kept disposed"); }];
        }];
        [quiet subscribeNext:^(id x) { NSLog(@"quiet got %@", x); }];
        NSLog(@"between");
        [kept subscribeNext:^(id x) { NSLog(@"kept got %@", x); }];
        NSLog(@"after kept");
        [keeper sendNext:@"again"];
        [keeper sendCompleted];
        NSLog(@"end");
        """),
        ("06-subject-take.m", """
        // A hot signal: subscribers only see what is sent after they subscribe. take: completes early.
        RACSubject *clicks = [RACSubject subject];
        [clicks sendNext:@"lost"];
        [[clicks take:2] subscribeNext:^(id x) {
            NSLog(@"first two: %@", x);
        } completed:^{
            NSLog(@"take completed");
        }];
        [clicks subscribeNext:^(id x) {
            NSLog(@"all: %@", x);
        }];
        [clicks sendNext:@"a"];
        [clicks sendNext:@"b"];
        [clicks sendNext:@"c"];
        """),
        ("07-formats.m", """
        // Foundation formatting as NSLog prints it.
        NSLog(@"int %d, long %ld, unsigned %lu, float %.3f, string %@, percent %%", 42, (long)-7, (unsigned long)3, 2.0 / 3.0, @"ok");
        NSLog(@"%@ %@ %@ %@", @1, @2.5, @YES, @"text");
        NSLog(@"%@", @[@1, @"two", @[@3]]);
        NSLog(@"%@", @{@"key": @"value"});
        NSLog(@"%@", [NSError errorWithDomain:NSURLErrorDomain code:-1009 userInfo:nil]);
        NSLog(@"%@", RACTuplePack(@1, @"b"));
        NSLog(@"%@", [RACUnit defaultUnit]);
        NSLog(@"%@", nil);
        """),
        ("08-replay.m", """
        // replay: the source runs once, on replay, and late subscribers get every value again.
        RACSignal *source = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
            NSLog(@"source runs");
            [subscriber sendNext:@1];
            [subscriber sendNext:@2];
            [subscriber sendCompleted];
            return [RACDisposable disposableWithBlock:^{ NSLog(@"source disposed"); }];
        }];
        RACSignal *replayed = [source replay];
        NSLog(@"replay returned");
        [replayed subscribeNext:^(id x) { NSLog(@"first %@", x); } completed:^{ NSLog(@"first completed"); }];
        [replayed subscribeNext:^(id x) { NSLog(@"second %@", x); } completed:^{ NSLog(@"second completed"); }];
        """),
    ]
}
