import ObjCFrontend
import Testing
@testable import ObjCInterpreter

/// Operands a compiled node evaluates inline (`CompiledOperand`) tick as the leaf's own
/// closure, and as the tree walker, would: a run stopped by the step limit stops at the same
/// node whichever path ran.
@Suite struct CompiledOperandTests {
    /// The same block bodies twice, line for line: as written, compiled with parameters and
    /// scalar locals in the frame and constants and variables inline; and each wrapped in a
    /// `do { … } while (0);`, which the tree walker runs together with everything in it.
    private func snippet(treeWalked: Bool) -> String {
        let (open, close) = TreeWalkedTwin.wrapper(treeWalked: treeWalked)
        return """
            RACSignal *s = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {\(open)
                for (int i = 0; i < 2; i++) {
                    [subscriber sendNext:@((i + 3) * 2 % 5 == 1 || i > 0)];
                }
                [subscriber sendCompleted];
                return nil;\(close)
            }];
            [[s map:^id(NSNumber *x) {\(open)
                long k = [x integerValue] + 1;
                k += 2;
                k++;
                return @(-k * 3 != 7 && k);\(close)
            }] subscribeNext:^(id x) {}];
            """
    }

    private func stops(treeWalked: Bool) -> [ObjCFrontend.SourceLocation] {
        TreeWalkedTwin.stops(snippet(treeWalked: treeWalked), on: [2, 3, 9, 10, 11, 12], upTo: 400)
    }

    @Test func theStepLimitStopsAtTheSameNodesAsTheTreeWalker() {
        let compiled = stops(treeWalked: false)
        let treeWalked = stops(treeWalked: true)
        // Every operand of the tested lines is a node of its own: a constant, a variable, a send.
        #expect(compiled.count > 30)
        #expect(compiled == treeWalked)
    }
}
