import RACTrace
import Testing
@testable import RACCore

/// ReactiveCocoa 2.5's `RACTuplePack` (`RACTuplePack25.swift`): always a plain `RACTuple`
/// (RACTuple.h:115-116 at v2.5); ReactiveObjC's picks `RACOneTuple` … `RACFiveTuple` by the
/// number of arguments (RACTuple.h:208 at 1af6617).
@Suite struct TuplePack25Tests {
    private func classes(_ library: RACLibrary) -> [String] {
        var names: [String] = []
        Harness.run(library: library) { h in
            for count in 1...6 {
                names.append(RACTuplePack(Array(repeating: num(count), count: count)).className)
            }
            // -zipWith: packs its pair with RACTuplePack (RACSignal.m:219 at 1af6617, :228 at v2.5).
            RACSignal.return(num(1)).zipWith(RACSignal.return(num(2))).subscribe(next: h.next { t in
                names.append(t!.className)
            })
        }
        return names
    }

    @Test func everyPackedTupleIsARACTupleIn25() {
        #expect(classes(.reactiveObjC) == ["RACOneTuple", "RACTwoTuple", "RACThreeTuple", "RACFourTuple", "RACFiveTuple",
                                           "RACTuple", "RACTwoTuple"])
        #expect(classes(.reactiveCocoa25) == Array(repeating: "RACTuple", count: 7))
    }

    @Test func nilIsPackedAsRACTupleNilInBoth() {
        for library in [RACLibrary.reactiveObjC, .reactiveCocoa25] {
            Harness.run(library: library) { _ in
                let tuple = RACTuplePack([num(1), nil])
                #expect(tuple.backingArray[1] is RACTupleNil)
                #expect(tuple[1] == nil)
            }
        }
    }
}
