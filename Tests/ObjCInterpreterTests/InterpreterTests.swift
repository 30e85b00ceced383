import Testing
@testable import ObjCInterpreter

/// `Interpreter.run`: deep but finite work runs on the 1 GiB-stack thread; limits end a run.
@Suite struct InterpreterTests {
    @Test func fiveThousandNestedConcats() {
        // Each -concat: subscribes to the next inside the previous one's completed block, so
        // the subscriptions nest 5,000 deep in the engine.
        let run = Snippet.run("""
            RACSignal *s = [RACSignal return:@0];
            for (int i = 1; i < 5000; i++) {
                s = [s concat:[RACSignal return:@(i)]];
            }
            __block int count = 0;
            __block id last = nil;
            [s subscribeNext:^(id x) { count++; last = x; } completed:^{ NSLog(@"%d values, last %@", count, last); }];
            """) { $0.recordsTrace = false }
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(run.output == ["5000 values, last 4999"])
    }

    @Test func leftFoldOfAHundredThousandEmptyConcats() {
        let run = Snippet.run("""
            RACSignal *e = [RACSignal empty];
            for (int i = 0; i < 100000; i++) {
                e = [e concat:[RACSignal empty]];
            }
            [e subscribeCompleted:^{ NSLog(@"completed"); }];
            """) { $0.recordsTrace = false; $0.maxSteps = 100_000_000 }
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(run.output == ["completed"])
    }

    @Test func outputBeforeAFailureIsKept() {
        let run = Snippet.run("NSLog(@\"before\");\n[@1 foo];\nNSLog(@\"after\");")
        #expect(run.status == .runtimeError)
        #expect(run.output == ["before"])
    }
}
