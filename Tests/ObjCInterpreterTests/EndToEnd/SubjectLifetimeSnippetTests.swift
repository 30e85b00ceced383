import Testing
@testable import ObjCInterpreter

/// Snippets whose subscriptions outlive the subject they subscribed to: RAC's removal block
/// holds the subject's `subscribers` array, never the subject (RACSubject.m:60–75), so
/// disposing such a subscription after the subject is gone is an ordinary step. These ran
/// off freed memory before RACSubject translated that capture (SIGSEGV in release).
@Suite struct SubjectLifetimeSnippetTests {
    /// A command enabled by a subject: refused while the subject's last value is NO, run once
    /// it is YES.
    static let commandEnabledBySubject = """
        RACSubject *enabled = [RACSubject subject];
        RACCommand *command = [[RACCommand alloc] initWithEnabled:enabled signalBlock:^RACSignal *(NSNumber *input) {
            NSLog(@"signal block %@", input);
            return [RACSignal return:input];
        }];
        [enabled sendNext:@NO];
        [[command execute:@1] subscribeError:^(NSError *e) {
            NSLog(@"refused %ld", (long)e.code);
        }];
        [[RACScheduler mainThreadScheduler] afterDelay:0.1 schedule:^{
            [enabled sendNext:@YES];
            [[command execute:@2] subscribeNext:^(id x) {
                NSLog(@"value %@", x);
            } completed:^{
                NSLog(@"completed");
            }];
        }];
        NSLog(@"end");
        """

    @Test func aCommandEnabledByASubjectRunsOnceTheSubjectSaysYes() {
        // RACCommand.m:148: the enabled signal is `[enabled startWith:@YES]`, combined with
        // moreExecutionsAllowed (:151–155) into the replayLast immediateEnabled, connected at
        // once. After @NO, -execute: reads NO through -first (:172) and returns +error: with
        // RACCommandErrorNotEnabled = 1 (:174–179), which -subscribeError: gets at once. At
        // 0.1 s @YES makes immediateEnabled YES, so the signal block runs inside -execute:
        // (:182); the execution is subscribed on the main-thread scheduler (:190–192), so its
        // value and completion come after the scheduled block returns.
        let run = Snippet.run(Self.commandEnabledBySubject)
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(run.output == ["refused 1", "end", "signal block 2", "value 2", "completed"])
    }

    /// Two cold signals zipped, throttled, replayed; two subscribers, one disposed later.
    static let zipThrottleReplay = """
        RACSignal *letters = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
            [subscriber sendNext:@"a"];
            [subscriber sendNext:@"b"];
            [subscriber sendCompleted];
            return nil;
        }];
        RACSignal *numbers = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
            [subscriber sendNext:@1];
            [subscriber sendNext:@2];
            [subscriber sendCompleted];
            return nil;
        }];
        RACSignal *replayed = [[[[RACSignal zip:@[letters, numbers]] throttle:0.02] doNext:^(RACTuple *x) {
            NSLog(@"doNext %@ %@", x.first, x.second);
        }] replay];
        RACDisposable *first = [replayed subscribeNext:^(RACTuple *x) {
            NSLog(@"first %@ %@", x.first, x.second);
        } completed:^{
            NSLog(@"first completed");
        }];
        [replayed subscribeNext:^(RACTuple *x) {
            NSLog(@"second %@ %@", x.first, x.second);
        } completed:^{
            NSLog(@"second completed");
        }];
        [[RACScheduler mainThreadScheduler] afterDelay:0.1 schedule:^{
            [first dispose];
            NSLog(@"disposed first");
        }];
        NSLog(@"end");
        """

    @Test func aZipThrottledAndReplayedRunsTheSameEveryTime() {
        // -replay connects at once (RACSignal+Operations.m, -replay: -multicast: then
        // -connect), so the whole chain runs on the `replay` line: +zip: pairs (a, 1) and
        // (b, 2) once `numbers` sends (RACStream.m -zipWith:); -throttle: buffers each pair
        // and, on completion, flushes the last one at once before completing
        // (RACSignal+Operations.m:184–187), so doNext sees only (b, 2). Each subscriber to
        // the replay subject gets the stored value and the completion in -subscribe:
        // (RACReplaySubject.m), and disposing a finished subscription later does nothing.
        let expected = ["doNext b 2", "first b 2", "first completed", "second b 2", "second completed",
                        "end", "disposed first"]
        let runs = (0..<3).map { _ in Snippet.run(Self.zipThrottleReplay) }
        for run in runs {
            #expect(run.status == .success, "\(run.diagnostics)")
            #expect(run.output == expected)
        }
        // The same trace, step for step, on every run.
        #expect(Set(runs.map(\.traceText)).count == 1)
    }
}
