import ObjCFrontend
import Testing
@testable import ObjCInterpreter

/// `@(integer)` made without a temporary where a `return` or a `sendNext:` holds it
/// (`CompiledNumber`) runs as the general nodes run it: the same output, the same trace step
/// for step (object ids, deallocations, bindings), and the same stops under a step limit.
@Suite struct CompiledNumberTests {
    /// A source sending `@(…)` to its subscriber (the passthrough path) and to a `RACSubject`
    /// (the general send), and a map returning `@(…)`.
    private func snippet() -> String {
        return """
            RACSubject *subject = [RACSubject subject];
            [subject subscribeNext:^(NSNumber *x) {
                NSLog(@"subject %@", x);
            }];
            RACSignal *s = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                for (int i = 0; i < 3; i++) {
                    [subscriber sendNext:@(i * 2)];
                    [subject sendNext:@(i + 100)];
                }
                [subscriber sendCompleted];
                return nil;
            }];
            [[s map:^id(NSNumber *x) {
                return @([x integerValue] - 1);
            }] subscribeNext:^(NSNumber *x) {
                NSLog(@"mapped %@", x);
            }];
            """
    }

    @Test func runsAsTheGeneralNodesRunsIt() {
        let compiled = Snippet.run(snippet())
        let general = GeneralNodes.run(snippet())
        #expect(compiled.status == .success, "\(compiled.diagnostics)")
        // The loop sends 0, 2, 4 to the map (which subtracts 1) and 100, 101, 102 to the subject,
        // in turn.
        #expect(compiled.output == ["mapped -1", "subject 100", "mapped 1", "subject 101", "mapped 3", "subject 102"])
        #expect(compiled.output == general.output)
        #expect(compiled.traceText == general.traceText)
        #expect(compiled.bindingChanges.count == general.bindingChanges.count)
    }

    /// `sendNext:@(…)` to a block's parameter that is not a subscriber: a subject (the general
    /// send) and nil (a message to nil).
    @Test func aParameterThatIsNotASubscriberGetsTheGeneralSend() {
        func source() -> String {
            return """
                RACSubject *subject = [RACSubject subject];
                [subject subscribeNext:^(NSNumber *x) {
                    NSLog(@"subject %@", x);
                }];
                [[RACSignal return:subject] subscribeNext:^(RACSubject *s) {
                    [s sendNext:@(7 * 6)];
                }];
                [[RACSignal return:nil] subscribeNext:^(RACSubject *s) {
                    [s sendNext:@(1)];
                    NSLog(@"sent to nil");
                }];
                """
        }
        let compiled = Snippet.run(source())
        let general = GeneralNodes.run(source())
        #expect(compiled.status == .success, "\(compiled.diagnostics)")
        #expect(compiled.output == ["subject 42", "sent to nil"])
        #expect(compiled.traceText == general.traceText)
    }

    @Test func theStepLimitStopsAtTheSameNodesAsTheGeneralNodes() {
        func stops(general: Bool) -> [ObjCFrontend.SourceLocation] {
            GeneralNodes.stops(snippet(), general: general, on: [6, 7, 8, 12], upTo: 300)
        }
        let compiled = stops(general: false)
        #expect(compiled.count > 20)
        #expect(compiled == stops(general: true))
    }
}
