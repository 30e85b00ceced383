import Testing
@testable import ObjCInterpreter

/// `+concat:`, run as snippets: each expected output (and dispose order, where a disposable
/// logs) is read off the ReactiveObjC method at 1af6617 — RACSignal+Operations.m ("ops"),
/// RACSignal.m, RACStream.m — as each comment says.
@Suite struct ClassConcatTests {
    @Test func classConcatSubscribesToEachSignalAfterThePreviousOneCompletes() {
        // RACStream.m:250-257: +empty -concat:ed with each signal in turn.
        let output = Snippet.output("""
            RACSignal *(^make)(NSString *) = ^RACSignal *(NSString *name) {
                return [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                    NSLog(@"subscribed %@", name);
                    [subscriber sendNext:name];
                    [subscriber sendCompleted];
                    return nil;
                }];
            };
            [[RACSignal concat:@[make(@"A"), make(@"B")]] subscribeNext:^(id x) {
                NSLog(@"next %@", x);
            } completed:^{
                NSLog(@"completed");
            }];
            """)
        #expect(output == ["subscribed A", "next A", "subscribed B", "next B", "completed"])
    }
}
