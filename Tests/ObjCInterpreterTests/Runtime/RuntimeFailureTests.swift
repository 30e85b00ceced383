import Testing
@testable import ObjCInterpreter

/// One test per kind of error a run can end in, asserting the rendered clang-style text:
/// `FILE:LINE:COL: error: MESSAGE`, the source line, a caret under the range; parse errors
/// are status `.parseError` (exit 2), runtime errors `.runtimeError` (exit 1).
@Suite struct RuntimeFailureTests {
    static func diagnostics(_ source: String, configure: (inout InterpreterOptions) -> Void = { _ in }) -> (InterpreterRun.Status, String) {
        let run = Snippet.run(source, configure: configure)
        return (run.status, Snippet.maskingAddresses(run.diagnostics))
    }

    @Test func parseError() {
        let (status, text) = Self.diagnostics("int x = ;\n")
        #expect(status == .parseError)
        #expect(text == "snippet.m:1:9: error: expected expression\nint x = ;\n        ^\n")
    }

    @Test func misspelledSelectorSuggestsTheNearest() {
        // The runtime's own wording for the exception; ours adds the suggestion.
        let (status, text) = Self.diagnostics("""
            [[RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                [subscriber sendNxt:@1];
                return nil;
            }] subscribeNext:^(id x) {}];
            """)
        #expect(status == .runtimeError)
        #expect(text == """
            snippet.m:2:17: error: unrecognized selector 'sendNxt:' sent to an instance of RACPassthroughSubscriber; did you mean 'sendNext:'?
                [subscriber sendNxt:@1];
                            ^~~~~~~
            *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: '-[RACPassthroughSubscriber sendNxt:]: unrecognized selector sent to instance 0x…'

            """)
    }

    @Test func uncaughtExceptionNamesTheNumberClass() {
        // `@1` is an __NSCFNumber in Apple's Foundation.
        let (status, text) = Self.diagnostics("NSNumber *n = @1;\n[n foo];\n")
        #expect(status == .runtimeError)
        #expect(text == """
            snippet.m:2:4: error: unrecognized selector 'foo' sent to an instance of __NSCFNumber
            [n foo];
               ^~~
            *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: '-[__NSCFNumber foo]: unrecognized selector sent to instance 0x…'

            """)
    }

    struct Unsupported: CustomTestStringConvertible, Sendable {
        var source: String
        var expected: String
        var testDescription: String { source }
    }

    static let unsupported: [Unsupported] = [
        Unsupported(source: "RACSignal *s = RACObserve(self, title);",
                    expected: "snippet.m:1:16: error: 'RACObserve' is not supported by RACStep yet\nRACSignal *s = RACObserve(self, title);\n               ^~~~~~~~~~\n"),
        // A snippet cannot declare a class with properties: it binds to dictionaries only,
        // and the object is named at the argument.
        Unsupported(source: "[[RACSignal return:@1] setKeyPath:@\"title\" onObject:self];",
                    expected: "snippet.m:1:53: error: '-[RACSignal setKeyPath:onObject:] on ViewController' is not supported by RACStep yet\n[[RACSignal return:@1] setKeyPath:@\"title\" onObject:self];\n                                                    ^~~~\n"),
        Unsupported(source: "[[RACSignal return:@1] setKeyPath:@\"title\" onObject:self nilValue:@0];",
                    expected: "snippet.m:1:53: error: '-[RACSignal setKeyPath:onObject:nilValue:] on ViewController' is not supported by RACStep yet\n[[RACSignal return:@1] setKeyPath:@\"title\" onObject:self nilValue:@0];\n                                                    ^~~~\n"),
        Unsupported(source: "[self.view rac_textSignal];",
                    expected: "snippet.m:1:7: error: '-[ViewController view]' is not supported by RACStep yet\n[self.view rac_textSignal];\n      ^~~~\n"),
        Unsupported(source: "[@\"x\" rac_willDeallocSignal];",
                    expected: "snippet.m:1:7: error: '-rac_willDeallocSignal' is not supported by RACStep yet\n[@\"x\" rac_willDeallocSignal];\n      ^~~~~~~~~~~~~~~~~~~~~\n"),
        // RACChannel (two-way bindings) is not modelled.
        Unsupported(source: "RACChannelTerminal *c = nil;\n[RACChannelTerminal alloc];",
                    expected: "snippet.m:2:2: error: 'RACChannelTerminal' is not supported by RACStep yet\n[RACChannelTerminal alloc];\n ^~~~~~~~~~~~~~~~~~\n"),
    ]

    @Test(arguments: unsupported)
    func unmodelledAPIsAreNamed(_ item: Unsupported) {
        let (status, text) = Self.diagnostics(item.source)
        #expect(status == .runtimeError)
        #expect(text == item.expected)
    }

    @Test func undeclaredIdentifier() {
        let (status, text) = Self.diagnostics("NSLog(@\"%@\", missing);")
        #expect(status == .runtimeError)
        #expect(text == "snippet.m:1:14: error: use of undeclared identifier 'missing'\nNSLog(@\"%@\", missing);\n             ^~~~~~~\n")
    }

    @Test func assigningACapturedVariable() {
        // clang's error for writing a by-value capture.
        let (status, text) = Self.diagnostics("int v = 0;\nvoid (^b)(void) = ^{ v = 1; };\nb();")
        #expect(status == .runtimeError)
        #expect(text == "snippet.m:2:22: error: variable 'v' is not assignable (missing __block type specifier)\nvoid (^b)(void) = ^{ v = 1; };\n                     ^\n")
    }

    @Test func failedParameterAssertion() {
        // NSCParameterAssert raises NSInternalInconsistencyException "Invalid parameter not satisfying: …".
        let (status, text) = Self.diagnostics("id x = nil;\nNSCParameterAssert(x != nil);")
        #expect(status == .runtimeError)
        #expect(text == """
            snippet.m:2:20: error: invalid parameter not satisfying: x != nil
            NSCParameterAssert(x != nil);
                               ^~~~~~~~
            *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Invalid parameter not satisfying: x != nil'

            """)
    }

    @Test func nonPositiveInterval() {
        // +interval:onScheduler: reaches RACQueueScheduler's repeating schedule, which asserts
        // `interval > 0.0 && interval < INT64_MAX / NSEC_PER_SEC`.
        let (status, text) = Self.diagnostics("[RACSignal interval:0 onScheduler:[RACScheduler mainThreadScheduler]];")
        #expect(status == .runtimeError)
        #expect(text.hasPrefix("snippet.m:1:21: error: invalid parameter not satisfying: interval > 0.0 && interval < INT64_MAX / NSEC_PER_SEC\n"))
        #expect(text.hasSuffix("reason: 'Invalid parameter not satisfying: interval > 0.0 && interval < INT64_MAX / NSEC_PER_SEC'\n"))
    }

    @Test func stepLimit() {
        let (status, text) = Self.diagnostics("int i = 0;\nwhile (1) { i++; }") { $0.maxSteps = 1_000 }
        #expect(status == .runtimeError)
        #expect(text.hasPrefix("snippet.m:2:"))
        #expect(text.contains("error: step limit of 1000 evaluation steps exceeded\n"))
        // The caller's advice, in its words (the command line names its option).
        let advised = Self.diagnostics("while (1) {}") { $0.maxSteps = 10; $0.maxStepsAdvice = "raise the limit" }.1
        #expect(advised.contains("error: step limit of 10 evaluation steps exceeded (raise the limit)\n"))
    }

    @Test func depthLimitStopsRunawayRecursion() {
        // A block calling itself forever must end the run politely, at the same call in
        // every build, not overflow the stack.
        let run = Snippet.run("""
            __block void (^f)(int);
            __block int deepest = 0;
            f = ^(int n) { deepest = n; f(n + 1); };
            f(1);
            """)
        #expect(run.status == .runtimeError)
        #expect(run.diagnostics == "snippet.m:3:5: error: nesting depth limit of 10000 block invocations exceeded (runaway recursion?)\nf = ^(int n) { deepest = n; f(n + 1); };\n    ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n")
    }

    @Test func formatStringMismatch() {
        let (status, text) = Self.diagnostics("NSLog(@\"%d\", @\"text\");")
        #expect(status == .runtimeError)
        #expect(text.hasPrefix("snippet.m:1:7: error: format string: "))
    }

    @Test func severalMethodsNeedAnEntry() {
        let source = "- (void)viewDidLoad { NSLog(@\"a\"); }\n- (void)other { NSLog(@\"b\"); }\n"
        let (status, text) = Self.diagnostics(source)
        #expect(status == .runtimeError)
        #expect(text == "snippet.m:2:1: error: this file defines 2 methods ('viewDidLoad', 'other')\n- (void)other { NSLog(@\"b\"); }\n^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n")
        let advised = Self.diagnostics(source) { $0.entryAdvice = "pick one" }.1
        #expect(advised.hasPrefix("snippet.m:2:1: error: this file defines 2 methods ('viewDidLoad', 'other'); pick one\n"))
        #expect(Snippet.run(source) { $0.entry = "other" }.output == ["b"])
    }

    // Exceptions RAC itself raises (RACException), reported at the statement that led into the
    // operator, worded as ReactiveObjC's NSCAssert or the runtime words them. Each once
    // stopped RACStep with a Swift precondition failure.

    @Test func reduceEachOfAValueThatIsNotATupleRaisesRACsAssertion() {
        // RACStream.m -reduceEach: NSCAssert([t isKindOfClass:RACTuple.class],
        //   @"Value from stream %@ is not a tuple: %@", stream, t). The stream is the
        // +createSignal: signal (RACStream's name starts as @"", hence "name: ").
        let (status, text) = Self.diagnostics("""
            RACSignal *s = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                [subscriber sendNext:@1];
                return nil;
            }];
            [[s reduceEach:^id(id a, id b) { return a; }] subscribeNext:^(id x) {}];
            """)
        #expect(status == .runtimeError)
        #expect(text == """
            snippet.m:2:5: error: value from stream <RACDynamicSignal: 0x…> name:  is not a tuple: 1
                [subscriber sendNext:@1];
                ^~~~~~~~~~~~~~~~~~~~~~~~~
            *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: 'Value from stream <RACDynamicSignal: 0x…> name:  is not a tuple: 1'

            """)
    }

    @Test func aCatchBlockReturningNilRaisesRACsAssertion() {
        // RACSignal+Operations.m -catch: NSCAssert(signal != nil,
        //   @"Expected non-nil signal from catch block on %@", self).
        let (status, text) = Self.diagnostics("""
            NSError *e = [NSError errorWithDomain:@"d" code:1 userInfo:nil];
            [[[RACSignal error:e] catch:^RACSignal *(NSError *error) {
                return nil;
            }] subscribeNext:^(id x) {}];
            """)
        #expect(status == .runtimeError)
        // `self` is the +error: signal, named "+error:" outside DEBUG (RACErrorSignal.m:28-32).
        #expect(text.hasPrefix("snippet.m:3:5: error: expected non-nil signal from catch block on <RACErrorSignal: 0x…> name: +error:"), "\(text)")
        #expect(text.hasSuffix("reason: 'Expected non-nil signal from catch block on <RACErrorSignal: 0x…> name: +error:'\n"), "\(text)")
    }

    @Test func flattenAndDematerializeOfPlainValuesRaise() {
        // RACStream.m -flattenMap: NSCAssert([stream isKindOfClass:RACStream.class],
        //   @"Value returned from -flattenMap: is not a stream: %@", stream); -dematerialize
        // sends -eventType to each value, which an NSNumber does not answer.
        let (_, flatten) = Self.diagnostics("[[[RACSignal return:@1] flatten] subscribeNext:^(id x) {}];\n")
        #expect(flatten.hasPrefix("snippet.m:1:1: error: value returned from -flattenMap: is not a stream: 1\n"), "\(flatten)")
        #expect(flatten.contains("uncaught exception 'NSInternalInconsistencyException'"))
        let (_, dematerialize) = Self.diagnostics("[[[RACSignal return:@1] dematerialize] subscribeNext:^(id x) {}];\n")
        #expect(dematerialize.hasPrefix("snippet.m:1:1: error: -[__NSCFNumber eventType]: unrecognized selector sent to instance 0x…\n"),
                "\(dematerialize)")
        #expect(dematerialize.contains("uncaught exception 'NSInvalidArgumentException'"))
    }

    @Test func aNegativeThrottleIntervalFailsRACsParameterAssertion() {
        // -throttle:valuesPassingTest: begins with NSCParameterAssert(interval >= 0).
        let (status, text) = Self.diagnostics("[[[RACSignal return:@1] throttle:-1] subscribeNext:^(id x) {}];\n")
        #expect(status == .runtimeError)
        #expect(text.hasPrefix("snippet.m:1:34: error: invalid parameter not satisfying: interval >= 0\n"), "\(text)")
    }

    @Test func aTestSchedulerActionThatReschedulesItselfStopsAtTheScheduledActionLimit() {
        // RACTestScheduler's -dealloc steps all its actions; one made by
        // -after:repeatingEvery:withLeeway:schedule: reschedules itself each time it runs, so
        // RAC would step it 2^64 times. RACStep stops at its scheduled-item limit (here 50:
        // 3 steps by hand, 47 more from the dealloc) with an error located at the last statement
        // that ran — the repeating action's body. This hung before.
        let run = Snippet.run("""
            RACTestScheduler *t = [[RACTestScheduler alloc] init];
            __block int n = 0;
            [t after:[NSDate date] repeatingEvery:1 withLeeway:0 schedule:^{ n++; }];
            [t step:3];
            NSLog(@"%d", n);
            """) { $0.maxScheduledItems = 50 }
        #expect(run.status == .runtimeError)
        #expect(run.output == ["3"])
        #expect(run.diagnostics.hasPrefix("snippet.m:3:66: error: scheduled-action limit of 50 exceeded on a RACTestScheduler"), "\(run.diagnostics)")
    }

    @Test func timeoutAndRepeatingWorkCheckRACsParameterAssertions() {
        // RACSignal+Operations.m -timeout:onScheduler: NSCParameterAssert(scheduler !=
        // RACScheduler.immediateScheduler); RACTestScheduler.m NSCParameterAssert(interval >= 0);
        // RACQueueScheduler.m NSCParameterAssert(interval > 0.0 && interval < INT64_MAX / NSEC_PER_SEC).
        let (_, timeout) = Self.diagnostics(
            "[[[RACSignal never] timeout:1 onScheduler:[RACScheduler immediateScheduler]] subscribeNext:^(id x) {}];\n")
        #expect(timeout.hasPrefix("snippet.m:1:43: error: invalid parameter not satisfying: scheduler != RACScheduler.immediateScheduler\n"),
                "\(timeout)")
        let (_, test) = Self.diagnostics("""
            RACTestScheduler *t = [[RACTestScheduler alloc] init];
            [t after:[NSDate date] repeatingEvery:-1 withLeeway:0 schedule:^{}];
            """)
        #expect(test.hasPrefix("snippet.m:2:39: error: invalid parameter not satisfying: interval >= 0\n"), "\(test)")
        let (_, main) = Self.diagnostics(
            "[[RACScheduler mainThreadScheduler] after:[NSDate date] repeatingEvery:0 withLeeway:0 schedule:^{}];\n")
        #expect(main.hasPrefix("snippet.m:1:72: error: invalid parameter not satisfying: interval > 0.0 && interval < INT64_MAX / NSEC_PER_SEC\n"),
                "\(main)")
    }
}
