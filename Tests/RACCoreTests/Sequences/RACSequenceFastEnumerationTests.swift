import Testing
import RACCore
import RACTrace

/// Fast enumeration (`for … in`, RACSequence.m:288): RACSequence's enters its three local
/// blocks; RACArraySequence's own (RACArraySequence.m:54) walks its backing array by index.
@Suite struct RACSequenceFastEnumerationTests {
    /// The engine blocks entered, by name, in order.
    private func entered(_ h: Harness) -> [String] {
        h.recorder.steps.compactMap { $0.kind == .enter ? $0.name : nil }
    }

    private func sum() -> RACReduceBlock {
        RACReduceBlock(named: "sum") { running, next in
            num(Int((running as! ObjCNumber).integerValue + (next as! ObjCNumber).integerValue))
        }
    }

    @Test func aTupleSequenceEnumeratesThroughRACSequencesBlocks() {
        Harness.run { h in
            let sequence = h.hold(RACTuple.tuple(withObjectsFrom: [num(1), num(2)]).rac_sequence)
            let total = sequence.foldLeft(start: num(0), reduce: sum())
            #expect((total as? ObjCNumber)?.integerValue == 3)
            // -foldLeftWithStart:reduce: loops `for (id value in self)` (RACSequence.m:209);
            // RACTupleSequence.m has no enumeration of its own. The first call keeps the
            // sequence (:318, :300), then per element reads it (:325, :296) and keeps its tail
            // (:342); the third read finds the empty sequence's nil head and completes (:331,
            // :307), letting the sequence go (:309). Only then does the loop run its body.
            #expect(entered(h) == [
                "sequence.enumerate.setSequence", "sequence.enumerate.getSequence",
                "sequence.enumerate.setSequence", "sequence.enumerate.getSequence",
                "sequence.enumerate.setSequence", "sequence.enumerate.getSequence",
                "sequence.enumerate.complete", "sequence.enumerate.setSequence",
                "sum", "sum",
            ])
            h.releaseAll()
        }
    }

    @Test func anArraySequenceEnumeratesItsArrayWithoutBlocks() {
        Harness.run { h in
            let sequence = h.hold(ObjCArray([num(1), num(2), num(3)]).rac_sequence)
            let total = sequence.foldLeft(start: num(0), reduce: sum())
            #expect((total as? ObjCNumber)?.integerValue == 6)
            // RACArraySequence.m:54-92 copies the backing array's objects from the offset into
            // the loop's buffer: no block, no tail asked for.
            #expect(entered(h) == ["sum", "sum", "sum"])
            h.releaseAll()
        }
    }
}
