import Testing
import RACCore

/// `-scanWithStart:reduce:` (RACStream.m), `-takeLast:`, `-aggregateWithStart:reduce:`,
/// `-collect` (RACSignal+Operations.m), `-distinctUntilChanged` (RACStream.m),
/// `-materialize` / `-dematerialize` (RACSignal+Operations.m).
@Suite struct AggregateTests {
    private static func sum() -> RACReduceBlock {
        RACReduceBlock(named: "sum") { running, next in
            ObjCNumber(Int((running as! ObjCNumber).integerValue + (next as! ObjCNumber).integerValue))
        }
    }

    private func run(_ values: [RACObject?], error: RACObject? = nil, twice: Bool = false,
                     _ make: @escaping (RACSignal) -> RACSignal) -> [Events] {
        var events: [Events] = []
        Harness.run { h in
            let signal = h.hold(make(h.hold(h.cold(values, error: error))))
            events.append(h.record(signal))
            if twice { events.append(h.record(signal)) }
            h.releaseAll()
        }
        return events
    }

    @Test func scanSendsEachRunningValue() {
        // scan.binding replaces `running` and returns +return: of it; fresh per subscription.
        let events = run([num(1), num(2), num(3)], twice: true) { $0.scanWithStart(num(0), reduce: Self.sum()) }
        #expect(events.map(\.log) == [["1", "3", "6", "completed"], ["1", "3", "6", "completed"]])
    }

    @Test func takeLastSendsTheLastValuesOnCompletion() {
        #expect(run([num(1), num(2), num(3)]) { $0.takeLast(2) }[0].log == ["2", "3", "completed"])
    }

    @Test func aggregateSendsTheFinalValueOrTheStart() {
        // scan, startWith: start, takeLast: 1 — an empty receiver yields the start value.
        #expect(run([num(1), num(2), num(3)]) { $0.aggregateWithStart(num(0), reduce: Self.sum()) }[0].log == ["6", "completed"])
        #expect(run([]) { $0.aggregateWithStart(num(0), reduce: Self.sum()) }[0].log == ["0", "completed"])
    }

    @Test func collectSendsOneArrayWithNullsForNil() {
        // RACSignalSpec "-collect should add NSNull to an array for nil values"; the factory
        // makes a fresh NSMutableArray per subscription (+defer:), so a second subscription
        // does not see the first one's values.
        var arrays: [String] = []
        Harness.run { h in
            let collected = h.hold(h.hold(h.cold([nil, num(1), nil])).collect())
            for _ in 0..<2 {
                collected.subscribe(next: h.next { x in
                    arrays.append((x as! ObjCArray).items.map(\.description).joined(separator: ","))
                })
            }
            h.releaseAll()
        }
        #expect(arrays == ["<null>,1,<null>", "<null>,1,<null>"])
    }

    @Test func collectForwardsErrors() {
        #expect(run([num(1)], error: testError()) { $0.collect() }[0].log == ["error " + testError().description])
    }

    // The values as strings, made into objects by each test: tests run in parallel, so
    // arguments are Sendable values, not objects every case would share.
    @Test(arguments: [
        // RACSignalSpec "should only send values that are distinct from the previous value".
        (["1", "2", "2", "1", "1"], ["1", "2", "1", "completed"]),
        // "shouldn't consider nils to always be distinct": `lastValue == x` for two nils.
        (["1", nil, nil, "1"], ["1", "(null)", "1", "completed"]),
        // "should consider initial nil to be distinct": `initial` lets the first value through.
        ([nil, nil, "1"], ["(null)", "1", "completed"]),
    ] as [([String?], [String])])
    func distinctUntilChanged(_ values: [String?], _ expected: [String]) {
        #expect(run(values.map { $0.map(str) }) { $0.distinctUntilChanged() }[0].log == expected)
    }

    @Test func materializeTurnsEventsIntoValues() {
        // "should convert nexts and completed into RACEvents" / "errors … and complete".
        let ok = run([num(1)]) { $0.materialize().map(RACMapBlock(named: "type") { e in
            ObjCString("\((e as! RACEvent).eventType)")
        }) }
        #expect(ok[0].log == ["next", "completed", "completed"])
        let failed = run([], error: testError()) { $0.materialize().map(RACMapBlock(named: "type") { e in
            ObjCString("\((e as! RACEvent).eventType)")
        }) }
        #expect(failed[0].log == ["error", "completed"])
    }

    @Test func dematerializeInvertsMaterialize() {
        // next → +return:, error → +error: with *stop, completed → +empty with *stop.
        #expect(run([num(1), num(2)]) { $0.materialize().dematerialize() }[0].log == ["1", "2", "completed"])
        #expect(run([num(1)], error: testError()) { $0.materialize().dematerialize() }[0].log
            == ["1", "error " + testError().description])
    }
}
