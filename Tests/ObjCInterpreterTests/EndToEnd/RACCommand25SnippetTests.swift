import Testing
@testable import ObjCInterpreter

/// ReactiveCocoa 2.5's RACCommand (`--rac 2.5`), built on KVO of its
/// `activeExecutionSignals` (RACCommand.m:129 at v2.5). The expected lines are derived from
/// 2.5's source, cited at each test, and from the order of Foundation's KVO: prior
/// notifications go to the observers first registered first, the after-change notifications
/// last registered first (`NSKeyValueDidChange` pops the notifications `NSKeyValueWillChange`
/// pushed). The oracle kit's 2.5 runs on GNUstep, whose KVO notified only one observer of
/// the key path (Tests/Fixtures/ground-truth/README.md), so it cannot record these.
@Suite struct RACCommand25SnippetTests {
    static let executingAndExecutionSignals = """
        RACCommand *command = [[RACCommand alloc] initWithSignalBlock:^RACSignal *(id input) {
            return [RACSignal return:input];
        }];
        [command.executing subscribeNext:^(NSNumber *x) {
            NSLog(@"executing %@", x);
        }];
        [command.executionSignals subscribeNext:^(RACSignal *execution) {
            if (command != nil) NSLog(@"execution signal");
        }];
        [command execute:@1];
        NSLog(@"end");
        """

    static func run25(_ source: String) -> InterpreterRun {
        Snippet.run(source) { $0.library = .reactiveCocoa25 }
    }

    @Test func executingHearsOfAnExecutionBeforeExecutionSignals() {
        // Three observers of `activeExecutionSignals` remain when -execute: inserts (RACCommand.m:86
        // at v2.5), registered in this order: `newActiveExecutionSignals` (:140, subscribed when
        // `errors` connects, :174), `executing`'s RACObserve (:177, connected by -replayLast,
        // :186), and `enabled`'s second subscription to `immediateEnabled` (-skip:1, :208, through
        // `[immediateExecuting not]`, :192). After the insertion they are notified in the reverse
        // order, so `executing`'s -deliverOn: (:183) queues YES before `executionSignals`'
        // (:155) queues the execution; -subscribeOn: (:239) queues the subscription after both.
        // The block holds the command, so it outlives the body and the removal (:248) is posted:
        // `executing` goes back to NO. (`executing 0` first: RACObserve's initial value, :25.)
        let run = Self.run25(Self.executingAndExecutionSignals)
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(run.output == ["executing 0", "end", "executing 1", "execution signal", "executing 0"])
    }

    @Test func theInsertionNotifiesPriorFirstRegisteredFirstThenAfterLastRegisteredFirst() {
        // Inside -addActiveExecutionSignal: the wrapper's trampoline block (NSObject+RACKVOWrapper.m:115
        // at v2.5) runs once per observer for the prior notification (the wrapper always asks for
        // it, :113) and once after; only the after-change notifications reach the observers'
        // blocks: `enabled`'s and `executing`'s -map: (RACCommand.m:177) before
        // `newActiveExecutionSignals`' -reduceEach: (:141), as the test above says why.
        let steps = Self.run25(Self.executingAndExecutionSignals).traceText.split(separator: "\n")
        guard let start = steps.firstIndex(where: { $0.contains("→ block addActiveExecutionSignal  RACCommand.m:86 ") }) else {
            Issue.record("no -addActiveExecutionSignal: in the trace")
            return
        }
        let end = steps[start...].firstIndex { $0.contains("← block addActiveExecutionSignal") } ?? steps.endIndex
        let entered = steps[start..<end].compactMap { step -> String? in
            for name in ["rac_observeKeyPath.trampoline", "command.immediateExecuting.map", "command.newActiveExecutionSignals.reduceEach"]
            where step.contains("→ block \(name) ") { return name }
            return nil
        }
        let trampoline = "rac_observeKeyPath.trampoline"
        #expect(entered == [trampoline, trampoline, trampoline,
                            trampoline, "command.immediateExecuting.map",
                            trampoline, "command.immediateExecuting.map",
                            trampoline, "command.newActiveExecutionSignals.reduceEach"])
    }

    @Test func aLocalCommandTakesItsObservationsWithIt() {
        // Nothing holds the command past the body: its swizzled -dealloc disposes
        // rac_deallocDisposable (NSObject+RACDeallocating.m:37 at v2.5), which holds every
        // observation (NSObject+RACKVOWrapper.m:188-189), and -execute:'s completion block finds
        // `self` nil (RACCommand.m:251), so no removal is posted and `executing` stays YES.
        // ReactiveObjC's `executing` goes back to NO: it counts the executions' own ends.
        let source = """
            RACCommand *command = [[RACCommand alloc] initWithSignalBlock:^RACSignal *(id input) {
                return [RACSignal return:input];
            }];
            [command.executing subscribeNext:^(NSNumber *x) { NSLog(@"executing %@", x); }];
            [command execute:@1];
            NSLog(@"end");
            """
        let run = Self.run25(source)
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(run.output == ["executing 0", "end", "executing 1"])
        #expect(Snippet.run(source).output == ["executing 0", "end", "executing 1", "executing 0"])
        #expect(run.traceText.contains("→ block deallocating.newDealloc  NSObject+RACDeallocating.m:37 "))
    }

    @Test func aDisabledCommandSendsTheNotEnabledError() {
        // With concurrent execution off, `moreExecutionsAllowed` follows `[immediateExecuting not]`
        // (RACCommand.m:189-192 at v2.5): during the first execution -execute: finds
        // `immediateEnabled` NO (:222) and returns the error (:224-229).
        let run = Self.run25("""
            RACCommand *command = [[RACCommand alloc] initWithSignalBlock:^RACSignal *(id input) {
                return [RACSignal never];
            }];
            [command execute:@1];
            [[command execute:@2] subscribeError:^(NSError *error) {
                NSLog(@"%@ %ld", error.domain, (long)error.code);
            }];
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(run.output == ["RACCommandErrorDomain 1"])
    }

    @Test func allowingConcurrentExecutionPostsItsOwnChange() {
        // -setAllowsConcurrentExecution: posts willChange/didChange (RACCommand.m:68-78 at v2.5),
        // which RACObserve(self, allowsConcurrentExecution) (:190) turns into YES: `+if:then:else:`
        // switches to `[RACSignal return:@YES]`, so a second execution is allowed while the first
        // never ends.
        let run = Self.run25("""
            RACCommand *command = [[RACCommand alloc] initWithSignalBlock:^RACSignal *(id input) {
                NSLog(@"execute %@", input);
                return [RACSignal never];
            }];
            command.allowsConcurrentExecution = YES;
            [command execute:@1];
            [[command execute:@2] subscribeError:^(NSError *error) { NSLog(@"error"); }];
            """)
        #expect(run.status == .success, "\(run.diagnostics)")
        #expect(run.output == ["execute 1", "execute 2"])
    }
}
