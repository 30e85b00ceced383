import Testing
import RACCore

/// `-filter:`, `-ignore:` (RACStream.m) and `-ignoreValues` (RACSignal+Operations.m): all
/// `-flattenMap:` returning `+return:` or `+empty` (SignalContracts §7).
@Suite struct FilterTests {
    private func run(_ values: [RACObject?], error: RACObject? = nil, _ make: (RACSignal) -> RACSignal) -> Events {
        var events: Events?
        Harness.run { h in
            events = h.record(h.hold(make(h.hold(h.cold(values, error: error)))))
            h.releaseAll()
        }
        return events!
    }

    @Test func filterPassesMatchingValues() {
        // filter.block returns +return: for a passing value, +empty otherwise.
        let events = run([num(1), num(2), num(3), num(4)]) { s in
            s.filter(RACPredicateBlock(named: "even") { ($0 as! ObjCNumber).integerValue % 2 == 0 })
        }
        #expect(events.log == ["2", "4", "completed"])
    }

    @Test func ignoreDropsEqualValuesAndNil() {
        // RACSignalSpec "-ignore: should ignore nil": `innerValue != value && ![innerValue isEqual:value]`.
        let events = run([num(1), nil, num(3), num(4), nil]) { $0.ignore(nil) }
        #expect(events.log == ["1", "3", "4", "completed"])
        let equal = run([str("a"), str("b"), str("a")]) { $0.ignore(str("a")) } // -isEqual:, not identity
        #expect(equal.log == ["b", "completed"])
    }

    @Test func ignoreValuesPassesCompletion() {
        // RACSignalSpec "should skip nexts and pass through completed".
        #expect(run([num(1), num(2)]) { $0.ignoreValues() }.log == ["completed"])
    }

    @Test func ignoreValuesPassesErrors() {
        // RACSignalSpec "should skip nexts and pass through errors".
        #expect(run([num(1)], error: testError()) { $0.ignoreValues() }.log == ["error " + testError().description])
    }
}
