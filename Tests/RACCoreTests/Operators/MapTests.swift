import Testing
import RACCore

/// `-flattenMap:`, `-flatten`, `-map:`, `-mapReplace:`, `-reduceEach:` (RACStream.m), all
/// built on `-bind:` (SignalContracts §7).
@Suite struct MapTests {
    private func run(_ make: @escaping (Harness, RACSignal) -> RACSignal, _ values: [RACObject?] = [num(1), num(2)]) -> Events {
        var events: Events?
        Harness.run { h in
            events = h.record(h.hold(make(h, h.hold(h.cold(values)))))
            h.releaseAll()
        }
        return events!
    }

    @Test func mapChainsThroughFlattenMapAndBind() {
        // -map: calls -flattenMap:, which calls -bind: — the operator frames nest in the trace.
        let h = Harness.run { h in
            _ = h.hold(h.hold(h.cold([num(1)])).map(RACMapBlock(named: "double") { $0 }))
            h.releaseAll()
        }
        let frames = h.recorder.steps.filter { $0.kind == .enter }.map { ($0.name ?? "", $0.depth) }
        #expect(frames.map(\.0) == ["map", "flattenMap", "bind"])
        #expect(frames.map(\.1) == [0, 1, 2])
    }

    @Test func mapTransformsEachValue() {
        // map.block returns +return: of the block's result; bind completes with the source.
        let events = run { _, s in
            s.map(RACMapBlock(named: "double") { ObjCNumber(Int(($0 as! ObjCNumber).integerValue) * 2) })
        }
        #expect(events.log == ["2", "4", "completed"])
    }

    @Test func mapBlockRunsThroughMapBlockPerValue() {
        // Per value: flattenMap's binding block calls map.block, which calls the reader's block.
        let h = Harness.run { h in
            h.record(h.hold(h.hold(h.cold([num(1)])).map(RACMapBlock(RACBlockInfo(user: "map:", label: 2, line: nil)) { $0 })))
            h.releaseAll()
        }
        let names = h.recorder.steps.filter { $0.kind == .enter }.map { $0.name ?? "" }
        let binding = names.firstIndex(of: "flattenMap.binding")!
        #expect(Array(names[binding...].prefix(3)) == ["flattenMap.binding", "map.block", "map:"])
    }

    @Test func flattenMapNilBecomesEmpty() {
        // `block(value) ?: [class empty]`: a nil signal contributes nothing.
        let events = run { _, s in
            s.flattenMap(RACFlattenMapBlock(named: "evenOnly") { x in
                (x as! ObjCNumber).integerValue == 2 ? RACSignal.return(x) : nil
            })
        }
        #expect(events.log == ["2", "completed"])
    }

    @Test func flattenMapForwardsInnerErrors() {
        // bind's addSignal error handler disposes and forwards the inner error.
        let events = run { _, s in s.flattenMap(RACFlattenMapBlock(named: "fail") { _ in RACSignal.error(testError()) }) }
        #expect(events.log == ["error " + testError().description])
    }

    @Test func flattenMergesInnerSignals() {
        // -flatten: flattenMap identity; each inner signal's values arrive as they are sent.
        let events = run({ h, s in s.flatten() }, [RACSignal.return(num(1)), RACSignal.return(num(2))])
        #expect(events.log == ["1", "2", "completed"])
    }

    @Test func mapReplaceSendsTheObject() {
        let events = run { _, s in s.mapReplace(str("x")) }
        #expect(events.log == ["x", "x", "completed"]) // map: with a block returning the object
    }

    @Test func reduceEachPassesTupleElements() {
        // RACBlockTrampoline calls the block with the tuple's elements; RACTupleNil → nil.
        let events = run({ _, s in
            s.reduceEach(RACGenericReduceBlock(named: "join") { xs in
                ObjCString(xs.map { $0?.description ?? "nil" }.joined(separator: "+"))
            })
        }, [RACTuplePack([num(1), num(2)]), RACTuplePack([nil, num(3)])])
        #expect(events.log == ["1+2", "nil+3", "completed"])
    }
}
