import Testing
@testable import ObjCInterpreter

/// `RACStream` in a snippet (StreamMethods.swift, its `BridgeClass`): the superclass of
/// RACSignal and RACSequence (RACSignal.h:22 `@interface RACSignal<__covariant ValueType> :
/// RACStream`, RACSequence.h:29 likewise), whose primitives are abstract (RACStream.m#L27-L50).
@Suite struct StreamMethodsTests {
    @Test func signalsAndSequencesAreStreams() {
        let output = Snippet.output("""
            RACSignal *signal = [RACSignal return:@1];
            RACStream *stream = @[@1].rac_sequence;
            NSLog(@"%d %d %d", [signal isKindOfClass:[RACStream class]], [stream isKindOfClass:RACStream.class], [stream isKindOfClass:[RACSignal class]]);
            NSLog(@"%@ %d %d", [RACStream class], [signal isMemberOfClass:[RACStream class]], [stream respondsToSelector:@selector(map:)]);
            """)
        #expect(output == ["1 1 0", "RACStream 0 1"])
    }

    /// The name is RACStream's property (RACStream.h): `-setName:` works on a sequence too,
    /// and `-signal` names its signal with it (RACSequence.m:183).
    @Test func aSequencesNameIsItsStreamsAndNamesItsSignal() {
        let run = Snippet.run("""
            RACSequence *letters = @[@"a"].rac_sequence;
            NSLog(@"[%@]", letters.name);
            letters.name = @"letters";
            NSLog(@"%@", letters.name);
            [letters.signal subscribeNext:^(id x) {}];
            """) { $0.recordsTrace = true }
        #expect(run.output == ["[]", "letters"])
        let created = run.steps.compactMap { step -> String? in
            if case .create(_, "RACDynamicSignal", let signal) = step.event { return signal }
            return nil
        }
        #expect(created == ["[letters] -signal"])
    }

    /// RACStream.m#L27-L40: `+empty` and `+return:` raise NSInternalInconsistencyException
    /// with `NSStringFromSelector(_cmd)` — no `+` — and "must be overridden by subclasses".
    @Test(arguments: ["empty", "return:@1"])
    func aClassPrimitiveRaisesAsRACStreamDoes(message: String) {
        let selector = message.hasPrefix("return:") ? "return:" : message
        let run = Snippet.run("RACStream *s = [RACStream \(message)];\n")
        #expect(run.status == .runtimeError)
        #expect(run.diagnostics.hasPrefix("snippet.m:1:27: error: \(selector) must be overridden by subclasses\n"))
        #expect(run.diagnostics.contains("*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(selector) must be overridden by subclasses'"))
    }
}
