import ObjCFrontend
import Testing
@testable import ObjCInterpreter

/// `@(integer)` made without a temporary where a `return` or a `sendNext:` holds it
/// (`CompiledNumber`) runs as the tree walker runs it: the same output, the same trace step
/// for step (object ids, deallocations, bindings), and the same stops under a step limit.
@Suite struct CompiledNumberTests {
    /// A source sending `@(…)` to its subscriber (the passthrough path) and to a `RACSubject`
    /// (the general send), and a map returning `@(…)`.
    private func snippet(treeWalked: Bool) -> String {
        let (open, close) = TreeWalkedTwin.wrapper(treeWalked: treeWalked)
        return """
            RACSubject *subject = [RACSubject subject];
            [subject subscribeNext:^(NSNumber *x) {
                NSLog(@"subject %@", x);
            }];
            RACSignal *s = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {\(open)
                for (int i = 0; i < 3; i++) {
                    [subscriber sendNext:@(i * 2)];
                    [subject sendNext:@(i + 100)];
                }
                [subscriber sendCompleted];
                return nil;\(close)
            }];
            [[s map:^id(NSNumber *x) {\(open)
                return @([x integerValue] - 1);\(close)
            }] subscribeNext:^(NSNumber *x) {
                NSLog(@"mapped %@", x);
            }];
            """
    }

    @Test func runsAsTheTreeWalkerRunsIt() {
        let compiled = Snippet.run(snippet(treeWalked: false))
        let treeWalked = Snippet.run(snippet(treeWalked: true))
        #expect(compiled.status == .success, "\(compiled.diagnostics)")
        // The loop sends 0, 2, 4 to the map (which subtracts 1) and 100, 101, 102 to the subject,
        // in turn.
        #expect(compiled.output == ["mapped -1", "subject 100", "mapped 1", "subject 101", "mapped 3", "subject 102"])
        #expect(compiled.output == treeWalked.output)
        #expect(compiled.traceText == treeWalked.traceText)
        #expect(compiled.bindingChanges.count == treeWalked.bindingChanges.count)
    }

    /// `sendNext:@(…)` to a block's parameter that is not a subscriber: a subject (the general
    /// send) and nil (a message to nil).
    @Test func aParameterThatIsNotASubscriberGetsTheGeneralSend() {
        func source(treeWalked: Bool) -> String {
            let (open, close) = TreeWalkedTwin.wrapper(treeWalked: treeWalked)
            return """
                RACSubject *subject = [RACSubject subject];
                [subject subscribeNext:^(NSNumber *x) {
                    NSLog(@"subject %@", x);
                }];
                [[RACSignal return:subject] subscribeNext:^(RACSubject *s) {\(open)
                    [s sendNext:@(7 * 6)];\(close)
                }];
                [[RACSignal return:nil] subscribeNext:^(RACSubject *s) {\(open)
                    [s sendNext:@(1)];
                    NSLog(@"sent to nil");\(close)
                }];
                """
        }
        let compiled = Snippet.run(source(treeWalked: false))
        let treeWalked = Snippet.run(source(treeWalked: true))
        #expect(compiled.status == .success, "\(compiled.diagnostics)")
        #expect(compiled.output == ["subject 42", "sent to nil"])
        #expect(compiled.traceText == treeWalked.traceText)
    }

    @Test func theStepLimitStopsAtTheSameNodesAsTheTreeWalker() {
        func stops(treeWalked: Bool) -> [ObjCFrontend.SourceLocation] {
            TreeWalkedTwin.stops(snippet(treeWalked: treeWalked), on: [6, 7, 8, 12], upTo: 300)
        }
        let compiled = stops(treeWalked: false)
        #expect(compiled.count > 20)
        #expect(compiled == stops(treeWalked: true))
    }
}
