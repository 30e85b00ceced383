import Testing
@testable import ObjCInterpreter

/// `RACSignal` methods as the bridge passes their arguments to RACCore (`SignalMethods`).
@Suite struct SignalMethodsTests {
    @Test func aNegativeCountArrivesAsAHugeNSUInteger() {
        // -take:, -skip: and -takeLast: take an NSUInteger: C converts -1 (or ~6, -7) to
        // 2^64 - 1 (2^64 - 7), so take: and takeLast: keep every value and skip: drops them
        // all; each completes when the source does. (FuzzInterpreter found `skip:~6`
        // stopping RACStep on a precondition.)
        let output = Snippet.output("""
            RACSignal *s = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                [subscriber sendNext:@1];
                [subscriber sendNext:@2];
                [subscriber sendCompleted];
                return nil;
            }];
            [[s take:-1] subscribeNext:^(id x) { NSLog(@"take %@", x); } completed:^{ NSLog(@"take done"); }];
            [[s skip:~6] subscribeNext:^(id x) { NSLog(@"skip %@", x); } completed:^{ NSLog(@"skip done"); }];
            [[s takeLast:-1] subscribeNext:^(id x) { NSLog(@"last %@", x); } completed:^{ NSLog(@"last done"); }];
            """)
        #expect(output == ["take 1", "take 2", "take done", "skip done", "last 1", "last 2", "last done"])
    }

    @Test(arguments: [
        // RACSignal.m:273: -subscribeNext: asserts its block by RAC's parameter name.
        ("[s subscribeNext:nil];", "snippet.m:2:18", "nextBlock != NULL"),
        // :288-290: nextBlock, then errorBlock, then completedBlock.
        ("[s subscribeNext:^(id x) {} error:nil completed:nil];", "snippet.m:2:35", "errorBlock != NULL"),
        // :319: -subscribeError:completed: checks completedBlock before errorBlock.
        ("[s subscribeError:nil completed:nil];", "snippet.m:2:33", "completedBlock != NULL"),
    ])
    func aNilSubscribeBlockFailsTheParameterAssertion(line: String, location: String, condition: String) {
        let run = Snippet.run("RACSignal *s = [RACSignal return:@1];\n\(line)\n")
        #expect(run.status == .runtimeError)
        #expect(run.diagnostics.hasPrefix("\(location): error: invalid parameter not satisfying: \(condition)\n"))
        #expect(run.diagnostics.contains("reason: 'Invalid parameter not satisfying: \(condition)'"))
    }
}
