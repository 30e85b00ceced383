import Testing
@testable import ObjCInterpreter

/// RACCommand snippets run end to end (the recorded `13-command` runs with the ground
/// truth). Expected lines follow RACCommand.m, cited at each test.
@Suite struct RACCommandSnippetTests {
    @Test func aLocalCommandIsReleasedWhenTheSnippetEnds() {
        // The command is a local: released at the end of the snippet, as ARC releases it at
        // the end of -viewDidLoad. Its rac_willDeallocSignal completes immediateEnabled
        // (-takeUntil:, RACCommand.m:154), so `enabled` misses the execution's end, while
        // `executing`, built without it (:132), still goes back to NO.
        let run = Snippet.run("""
            RACCommand *command = [[RACCommand alloc] initWithSignalBlock:^RACSignal *(id input) {
                return [RACSignal return:input];
            }];
            [command.executing subscribeNext:^(NSNumber *x) { NSLog(@"executing %@", x); }];
            [command.enabled subscribeNext:^(NSNumber *x) { NSLog(@"enabled %@", x); }];
            [command execute:@1];
            NSLog(@"end");
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(run.output == ["executing 0", "enabled 1", "end", "executing 1", "enabled 0", "executing 0"])
    }

    @Test func errorsComeAfterTheExecutionsOwnSubscriber() {
        // The execution's replay subject sends the error to -execute:'s subscriber when the
        // main-thread scheduler subscribes it (RACCommand.m:191); `errors` catches it into a
        // value delivered on the main thread once more (:105, :109).
        let run = Snippet.run("""
            RACCommand *command = [[RACCommand alloc] initWithSignalBlock:^RACSignal *(id input) {
                return [RACSignal error:[NSError errorWithDomain:@"test" code:7 userInfo:nil]];
            }];
            [command.errors subscribeNext:^(NSError *e) { NSLog(@"errors %ld", (long)e.code); }];
            [[command execute:nil] subscribeError:^(NSError *e) { NSLog(@"execute error %ld", (long)e.code); }];
            NSLog(@"end");
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(run.output == ["end", "execute error 7", "errors 7"])
    }

    @Test func aDisabledCommandSendsRACCommandErrorNotEnabled() {
        // RACCommand.m:172-179: -first of immediateEnabled is NO, so no signal block runs and
        // the error carries the localized description RAC writes.
        let run = Snippet.run("""
            RACCommand *command = [[RACCommand alloc] initWithEnabled:[RACSignal return:@NO] signalBlock:^RACSignal *(id input) {
                NSLog(@"never");
                return [RACSignal empty];
            }];
            [[command execute:@1] subscribeError:^(NSError *e) {
                NSLog(@"%@ %ld %d: %@", e.domain, (long)e.code, e.code == RACCommandErrorNotEnabled, e.localizedDescription);
            }];
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(run.output == ["RACCommandErrorDomain 1 1: The command is disabled and cannot be executed"])
    }

    @Test func allowsConcurrentExecutionReenablesARunningCommand() {
        // While an execution runs, moreExecutionsAllowed is `immediateExecuting not` (NO);
        // allowing concurrency switches +if:then:else: to +return:@YES (RACCommand.m:141).
        let run = Snippet.run("""
            RACCommand *command = [[RACCommand alloc] initWithSignalBlock:^RACSignal *(id input) { return [RACSignal never]; }];
            [command execute:@1];
            [[command execute:@2] subscribeError:^(NSError *e) { NSLog(@"second: %ld", (long)e.code); }];
            command.allowsConcurrentExecution = YES;
            [[command execute:@3] subscribeError:^(NSError *e) { NSLog(@"third: %ld", (long)e.code); }];
            NSLog(@"%d", command.allowsConcurrentExecution);
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(run.output == ["second: 1", "1"])
    }

    @Test func aCommandNeedsASignalBlock() {
        // RACCommand.m:81 asserts the block; -init is NSCAssert(NO, …) (:67).
        let missing = Snippet.run("RACCommand *command = [[RACCommand alloc] initWithSignalBlock:nil];\n")
        #expect(missing.status == .runtimeError)
        #expect(missing.diagnostics.hasPrefix("snippet.m:1:63: error: invalid parameter not satisfying: signalBlock != nil\n"))
        let bare = Snippet.run("RACCommand *command = [[RACCommand alloc] init];\n")
        #expect(bare.status == .runtimeError)
        #expect(bare.diagnostics.contains("Use -initWithSignalBlock: instead"))
    }
}
