import Testing
import Foundation
import RACCore

/// `-combineLatestWith:`, `+combineLatest:`, `+combineLatest:reduce:` (RACSignal+Operations.m).
@Suite struct CombineLatestTests {
    @Test func sendsOnceBothHaveSentThenOnEitherChange() {
        // RACSignalSpec "should send next only once both signals send next" and "should send
        // nexts when either signal sends multiple times": sendNext returns while either
        // __block value is nil. +combineLatest: unwraps the joined tuples into flat pairs.
        var events: Events?
        Harness.run { h in
            let s1 = h.hold(RACSubject()), s2 = h.hold(RACSubject())
            events = h.record(h.hold(RACSignal.combineLatest([s1, s2])))
            s1.sendNext(str("1"))
            #expect(events?.values == [])
            s2.sendNext(str("2")); s1.sendNext(str("3")); s2.sendNext(str("4"))
            h.releaseAll()
        }
        let pairs = events?.values.map { $0.split(separator: "\n").dropFirst().dropLast()
            .map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: ",")) } }
        #expect(pairs == [["1", "2"], ["3", "2"], ["3", "4"]])
    }

    @Test func completesOnlyWhenBothComplete() {
        // Each completed handler sends completed only if the other side has completed.
        var events: Events?
        Harness.run { h in
            let s1 = h.hold(RACSubject()), s2 = h.hold(RACSubject())
            events = h.record(h.hold(s1.combineLatestWith(s2)))
            s1.sendCompleted()
            #expect(events?.completed == false)
            s2.sendCompleted()
            h.releaseAll()
        }
        #expect(events?.log == ["completed"])
    }

    @Test func errorsWhenEitherErrors() {
        var events: Events?
        Harness.run { h in
            let s1 = h.hold(RACSubject()), s2 = h.hold(RACSubject())
            events = h.record(h.hold(s1.combineLatestWith(s2)))
            s1.sendError(testError())
            h.releaseAll()
        }
        #expect(events?.error == testError().description)
    }

    @Test func oneSignalStillGivesTuples() {
        // +join:block: wraps the first signal's values in one-tuples (RACTuplePack, RACStream.m:203),
        // then unwraps every value into [RACTuple tupleWithObjectsFromArray:] (RACStream.m:228):
        // a plain RACTuple, whatever the count.
        var className = ""
        Harness.run { h in
            let s = h.hold(RACSubject())
            h.hold(RACSignal.combineLatest([s])).subscribe(next: h.next { className = $0!.className })
            s.sendNext(num(1))
            h.releaseAll()
        }
        #expect(className == "RACTuple")
    }

    @Test func noSignalsCompletesImmediately() {
        // +join:block: returns `[self empty]` when given no streams.
        var events: Events?
        Harness.run { h in
            events = h.record(h.hold(RACSignal.combineLatest([])))
            h.releaseAll()
        }
        #expect(events?.log == ["completed"])
    }

    @Test func reduceGetsNilsForNilValues() {
        // RACSignalSpec "should send nils for nil values": nil is stored as RACTupleNil so it
        // counts as sent, and reduceEach's trampoline hands it back as nil.
        var received: [RACObject?] = [num(0)]
        var gotValue = false
        Harness.run { h in
            let s1 = h.hold(RACSubject()), s2 = h.hold(RACSubject()), s3 = h.hold(RACSubject())
            h.hold(RACSignal.combineLatest([s1, s2, s3], reduce: RACGenericReduceBlock(named: "reduce") { xs in
                received = xs
                return nil
            })).subscribe(next: h.next { _ in gotValue = true })
            s1.sendNext(nil); s2.sendNext(nil); s3.sendNext(nil)
            h.releaseAll()
        }
        #expect(gotValue)
        #expect(received.count == 3 && received.allSatisfy { $0 == nil })
    }

    @Test func reduceSendsTheBlocksResult() {
        // RACSignalSpec "should send the return result of the reduce block".
        var events: Events?
        Harness.run { h in
            let s1 = h.hold(RACSubject()), s2 = h.hold(RACSubject()), s3 = h.hold(RACSubject())
            events = h.record(h.hold(RACSignal.combineLatest([s1, s2, s3], reduce: RACGenericReduceBlock(named: "concat") { xs in
                ObjCString(xs.map { $0!.description }.joined())
            })))
            s1.sendNext(str("hello")); s2.sendNext(str("world")); s3.sendNext(str("!!1"))
            h.releaseAll()
        }
        #expect(events?.values == ["helloworld!!1"])
    }

    @Test func combinesTheSameSideEffectingSignal() {
        // RACSignalSpec "should combine the same side-effecting signal": each side subscribes
        // on its own, so the cold signal runs twice; self's values arrive before other
        // subscribes, so only other's values pair with self's last.
        let count = Counter()
        var events: Events?
        Harness.run { h in
            let s = h.hold(h.cold([num(1), num(2)], subscriptions: count))
            events = h.record(h.hold(s.combineLatestWith(s)))
            h.releaseAll()
        }
        #expect(count.value == 2)
        #expect(events?.values.count == 2)
        #expect(events?.completed == true)
    }
}
