import Testing
@testable import ObjCInterpreter

/// the blocking waits: `-first`, `-firstOrDefault:…`, `-toArray`, `-waitUntilCompleted:`, run as snippets: each expected output (and dispose order, where a disposable
/// logs) is read off the ReactiveObjC method at 1af6617 — RACSignal+Operations.m ("ops"),
/// RACSignal.m, RACStream.m — as each comment says.
@Suite struct BlockingWaitTests {
    @Test func synchronousWaitsReturnAtOnceForASynchronousSignal() {
        // ops:866-918: -take:1 has sent its value (or error, or completion) before the wait
        // begins, so `done` is already set. -toArray (ops:939) is -first of -collect, copied;
        // -waitUntilCompleted: (ops:920) is -firstOrDefault:nil success:error: of -ignoreValues.
        let output = Snippet.output("""
            RACSignal *s = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                [subscriber sendNext:@1];
                [subscriber sendNext:@2];
                [subscriber sendCompleted];
                return nil;
            }];
            NSArray *all = [s toArray];
            NSLog(@"first %@, %lu values, last %@", [s first], (unsigned long)all.count, all.lastObject);
            NSError *error = nil;
            BOOL completed = [s waitUntilCompleted:&error];
            NSLog(@"completed %d %@", completed, error);
            BOOL success = YES;
            id value = [[RACSignal error:[NSError errorWithDomain:@"d" code:2 userInfo:nil]] firstOrDefault:@"none" success:&success error:&error];
            NSLog(@"%@ %d %ld", value, success, (long)error.code);
            NSLog(@"%@ %@", [[RACSignal empty] firstOrDefault:@"default"], [[RACSignal empty] first]);
            """)
        // An error leaves the default and sets success NO and the error (ops:886-896);
        // completion without a value sets success YES and keeps the default (ops:898-904).
        #expect(output == ["first 1, 2 values, last 2", "completed 1 (null)", "none 0 2", "default (null)"])
    }

    @Test func aWaitForWorkQueuedOnTheBlockedMainThreadWaitsForever() {
        // -delay: schedules on RACScheduler.currentScheduler — the main thread's here — which
        // cannot run while the main thread waits in -first: the real program hangs.
        let run = Snippet.run("id x = [[[RACSignal return:@1] delay:1] first];\n")
        #expect(run.status == .runtimeError)
        #expect(run.diagnostics.hasPrefix("snippet.m:1:41: error: '-first' waits forever here: "))
    }

    @Test func aWaitForAnUnsteppedTestSchedulerWaitsForever() {
        // RACTestScheduler runs its work only when stepped; nobody steps it during the wait.
        let run = Snippet.run("""
            RACTestScheduler *scheduler = [RACTestScheduler new];
            NSArray *values = [[[RACSignal return:@1] deliverOn:scheduler] toArray];
            """)
        #expect(run.status == .runtimeError)
        #expect(run.diagnostics.contains("error: '-toArray' waits forever here: "))
    }

    @Test func aWaitRunsWorkQueuedForOtherThreads() {
        // -subscribeOn: a background scheduler runs -delay: there (its current scheduler), so
        // another thread sends the value while the main thread waits.
        let output = Snippet.output("""
            id x = [[[[RACSignal return:@"late"] delay:1] subscribeOn:[RACScheduler scheduler]] first];
            NSLog(@"%@", x);
            """)
        #expect(output == ["late"])
    }

    @Test func asynchronousWaitsSpinTheMainRunLoopUntilTheTimeout() {
        // RACSignal.m:362-397: -take:1 with -timeout: on a background scheduler, delivered on
        // the main thread, while the main run loop runs: main-thread work runs meanwhile (the
        // delayed 2), and +never ends in RACSignalErrorTimedOut (1) after 10 seconds.
        let output = Snippet.output("""
            BOOL success = YES;
            NSError *error = nil;
            id late = [[[RACSignal return:@2] delay:1] asynchronousFirstOrDefault:nil success:&success error:&error];
            NSLog(@"%@ %d", late, success);
            id none = [[RACSignal never] asynchronousFirstOrDefault:@"default" success:&success error:&error];
            NSLog(@"%@ %d %@ %ld", none, success, error.domain, (long)error.code);
            BOOL completed = [[RACSignal never] asynchronouslyWaitUntilCompleted:&error timeout:0.5];
            NSLog(@"%d %ld", completed, (long)error.code);
            """)
        #expect(output == ["2 1", "default 0 RACSignalErrorDomain 1", "0 1"])
    }
}
