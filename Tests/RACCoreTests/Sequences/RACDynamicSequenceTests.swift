import Testing
import RACCore

/// `RACDynamicSequence` (RACDynamicSequence.m): what it holds, and when it lets go.
@Suite struct RACDynamicSequenceTests {
    @Test func deallocLetsGoOfTheBlocksBeforeTheValues() {
        // -dealloc sets `_tail` to nil (RACDynamicSequence.m:127); `.cxx_destruct` then
        // releases the ivars, the last declared first: the synthesized block properties
        // (`dependencyBlock`, `tailBlock`, `headBlock`, :86, :71, :57) before the explicit
        // ivars `_dependency` and `_head` (:42, :26). So an unevaluated tail block, and what it
        // captured, goes before an evaluated head. Both objects here are scoped disposables,
        // which dispose themselves on dealloc (RACScopedDisposable.m:33).
        let h = Harness.run { h in
            let tailCapture = RACScopedDisposable(block: RACVoidBlock(named: "tail's capture") { h.log("tail block released") })
            let sequence = RACDynamicSequence(
                headBlock: RACObjectFactoryBlock(named: "head") {
                    RACScopedDisposable(block: RACVoidBlock(named: "head value") { h.log("head released") })
                },
                tailBlock: RACSequenceTailBlock(named: "tail", captures: [tailCapture]) { nil })
            sequence.retain()
            _ = sequence.head
            sequence.release()
        }
        #expect(h.output == ["tail block released", "head released"])
    }

    @Test func deallocLetsGoOfTheTailFirst() {
        // -dealloc's own `_tail = nil` (RACDynamicSequence.m:127) comes before anything
        // `.cxx_destruct` releases, the unevaluated head block included.
        let h = Harness.run { h in
            let headCapture = RACScopedDisposable(block: RACVoidBlock(named: "head's capture") { h.log("head block released") })
            let tailHeadCapture = RACScopedDisposable(block: RACVoidBlock(named: "tail's capture") { h.log("tail released") })
            let tail = RACDynamicSequence(headBlock: RACObjectFactoryBlock(named: "tail head", captures: [tailHeadCapture]) { nil },
                                          tailBlock: nil)
            let sequence = RACDynamicSequence(
                headBlock: RACObjectFactoryBlock(named: "head", captures: [headCapture]) { nil },
                tailBlock: RACSequenceTailBlock(named: "tail", captures: [tail]) { tail })
            sequence.retain()
            _ = sequence.tail
            sequence.release()
        }
        #expect(h.output == ["tail released", "head block released"])
    }
}
