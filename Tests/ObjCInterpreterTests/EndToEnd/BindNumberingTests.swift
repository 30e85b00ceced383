import RACTrace
import RACCore
import Testing
@testable import ObjCInterpreter

/// The classic numbering of `-bind:`'s blocks, as the articles draw it: the reader's blocks
/// are 1–4, RAC's are 5 (`bind:`'s createSignal block), 6 (its didSubscribe), 7
/// (completeSignal), 8 (addSignal), 9 (the inner signal's next block), 10 (the source's
/// next block). The order below walks RACSignal.m's `-bind:`.
@Suite struct BindNumberingTests {
    static let source = """
        RACSignal *source = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) { // block 1
            [subscriber sendNext:@1];
            [subscriber sendNext:@2];
            [subscriber sendNext:@3];
            [subscriber sendCompleted];
            return nil;
        }];
        RACSignal *bound = [source bind:^RACSignalBindBlock { // block 2
            return ^RACSignal *(id value, BOOL *stop) { // block 3
                return [RACSignal return:value];
            };
        }];
        [bound subscribeNext:^(id x) { // block 4
            NSLog(@"%@", x);
        }];
        """

    static func enteredNumbers(_ run: InterpreterRun) -> [Int] {
        run.steps.filter { $0.kind == .enter }.compactMap(\.block)
    }

    @Test func classicSequence() {
        let run = Snippet.run(Self.source)
        #expect(run.status == .success, "\(run.diagnostics)")
        // 5: -bind: returns [RACSignal createSignal:…] — block 5 is that method's body.
        // 6 2 1: subscribing runs didSubscribe (6), which calls the bind block (2) for the
        //        binding block, then subscribes to the source, running its block (1).
        // per value: the source's next block (10) calls the binding block (3), addSignal (8)
        //        subscribes to the returned signal, whose next block (9) forwards to the
        //        subscriber (4); the +return: signal completes: completeSignal (7).
        // 7: the source's completed block calls completeSignal once more.
        let perValue = [10, 3, 8, 9, 4, 7]
        #expect(Self.enteredNumbers(run) == [5, 6, 2, 1] + perValue + perValue + perValue + [7])
        #expect(run.output == ["1", "2", "3"])
    }

    @Test func numberingMapReplacesTheDefault() {
        // `--number NAME=N` replaces the whole internal map: only the names given are numbered.
        let run = Snippet.run(Self.source) {
            $0.numbering = RACBlockNumbering([RACBlockName.bindSourceNext.name: 20, RACBlockName.bind.name: 50])
        }
        let perValue = [20, 3, 4]
        #expect(Self.enteredNumbers(run) == [50, 2, 1] + perValue + perValue + perValue)
    }
}
