import ObjCFrontend
import Testing
@testable import ObjCInterpreter

/// Operands a compiled node evaluates inline (`CompiledOperand`) tick as the leaf's own
/// closure would: a run stopped by the step limit stops at the same node whichever ran.
@Suite struct CompiledOperandTests {
    /// Block bodies run twice: compiled with parameters and scalar locals in the frame and
    /// constants and variables inline, and with the specialised nodes off (`GeneralNodes`).
    private func snippet() -> String {
        return """
            RACSignal *s = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
                for (int i = 0; i < 2; i++) {
                    [subscriber sendNext:@((i + 3) * 2 % 5 == 1 || i > 0)];
                }
                [subscriber sendCompleted];
                return nil;
            }];
            [[s map:^id(NSNumber *x) {
                long k = [x integerValue] + 1;
                k += 2;
                k++;
                return @(-k * 3 != 7 && k);
            }] subscribeNext:^(id x) {}];
            """
    }

    private func stops(general: Bool) -> [ObjCFrontend.SourceLocation] {
        GeneralNodes.stops(snippet(), general: general, on: [2, 3, 9, 10, 11, 12], upTo: 400)
    }

    @Test func theStepLimitStopsAtTheSameNodesAsTheGeneralNodes() {
        let compiled = stops(general: false)
        let general = stops(general: true)
        // Every operand of the tested lines is a node of its own: a constant, a variable, a send.
        #expect(compiled.count > 30)
        #expect(compiled == general)
    }
}
