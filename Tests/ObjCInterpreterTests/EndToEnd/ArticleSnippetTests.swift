import Testing
@testable import ObjCInterpreter

/// Snippets shaped like the articles': a `- (void)viewDidLoad` method, typed blocks,
/// Chinese strings and comments. Expected lines follow ReactiveObjC's code paths, noted
/// at each test.
@Suite struct ArticleSnippetTests {
    @Test func viewDidLoadWithAnErrorSentThroughSendError() {
        // RACDynamicSignal runs didSubscribe at once; -sendError: reaches the error block
        // (RACSubscriber disposes before calling it), and the next after it is dropped
        // because the passthrough subscriber's disposable is disposed (SignalContracts §3).
        let run = Snippet.run("""
            // 网络请求的例子
            - (void)viewDidLoad {
                [super viewDidLoad];
                RACSignal *signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                    [subscriber sendNext:@"数据"];
                    NSError *error = [NSError errorWithDomain:NSURLErrorDomain code:1001 userInfo:@{@"errorMsg": @"this is a error message"}];
                    [subscriber sendError:error];
                    [subscriber sendNext:@"丢弃"];
                    return [RACDisposable disposableWithBlock:^{
                        NSLog(@"信号被销毁");
                    }];
                }];
                [signal subscribeNext:^(NSString *x) {
                    NSLog(@"收到：%@", x);
                } error:^(NSError *error) {
                    NSLog(@"错误：%@", error);
                }];
            }
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        // The disposable block is returned after the error, into a disposed compound
        // disposable, which disposes it on -addDisposable: (`01-error-dispose`).
        #expect(run.output == ["收到：数据",
                               "错误：Error Domain=NSURLErrorDomain Code=1001 \"(null)\" UserInfo={errorMsg=this is a error message}",
                               "信号被销毁"])
    }

    @Test func bindWhoseBindingBlockReturnsCreateSignal() {
        // -bind: subscribes to each signal the binding block returns (addSignal); the inner
        // signal completes, so its subscription is disposed before the next source value;
        // the bound signal completes when the source and every inner signal have.
        let run = Snippet.run("""
            - (void)viewDidLoad {
                [super viewDidLoad];
                RACSignal *source = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                    [subscriber sendNext:@1];
                    [subscriber sendNext:@2];
                    [subscriber sendCompleted];
                    return nil;
                }];
                RACSignal *bound = [source bind:^RACSignalBindBlock {
                    return ^RACSignal *(NSNumber *value, BOOL *stop) {
                        return [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                            [subscriber sendNext:@(value.integerValue * 10)];
                            [subscriber sendCompleted];
                            return [RACDisposable disposableWithBlock:^{ NSLog(@"inner %@ disposed", value); }];
                        }];
                    };
                }];
                [bound subscribeNext:^(id x) {
                    NSLog(@"值 %@", x);
                } completed:^{
                    NSLog(@"完成");
                }];
            }
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(run.output == ["值 10", "inner 1 disposed", "值 20", "inner 2 disposed", "完成"])
    }

    @Test func stopInTheBindingBlockCompletesAfterThatValue() {
        // Setting *stop makes bind: complete the source side once that inner signal is added
        // (completeSignal(disposable) after addSignal in RACSignal.m's bind:).
        let run = Snippet.run("""
            RACSignal *numbers = [[[RACSignal return:@1] concat:[RACSignal return:@2]] concat:[RACSignal return:@3]];
            [[numbers bind:^RACSignalBindBlock {
                return ^RACSignal *(NSNumber *value, BOOL *stop) {
                    if (value.integerValue == 2) *stop = YES;
                    return [RACSignal return:value];
                };
            }] subscribeNext:^(id x) { NSLog(@"%@", x); } completed:^{ NSLog(@"done"); }];
            """)
        #expect(run.output == ["1", "2", "done"], "\(run.diagnostics)")
    }

    @Test func mainThreadWorkRunsAfterTheBodyInVirtualTimeOrder() {
        // The snippet body is -viewDidLoad on the main thread: main-queue work runs once it
        // returns, earlier deadlines first, then in the order scheduled.
        let run = Snippet.run("""
            - (void)viewDidLoad {
                [[RACScheduler mainThreadScheduler] afterDelay:2 schedule:^{ NSLog(@"two seconds"); }];
                [[RACScheduler mainThreadScheduler] afterDelay:1 schedule:^{ NSLog(@"one second"); }];
                dispatch_async(dispatch_get_main_queue(), ^{ NSLog(@"async"); });
                [[RACScheduler mainThreadScheduler] schedule:^{ NSLog(@"scheduled"); }];
                NSLog(@"body end");
            }
            """)
        #expect(run.output == ["body end", "async", "scheduled", "one second", "two seconds"], "\(run.diagnostics)")
    }

    @Test func weakifyAndStrongifyAreNoOps() {
        let run = Snippet.run("""
            @weakify(self);
            void (^b)(void) = ^{
                @strongify(self);
                NSLog(@"%@", self == nil ? @"nil" : @"self");
            };
            b();
            """)
        #expect(run.output == ["self"], "\(run.diagnostics)")
    }
}
