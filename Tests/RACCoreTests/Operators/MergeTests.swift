import Testing
import RACCore

/// `+merge:` / `-merge:` (RACSignal+Operations.m): `-flatten` of a `createSignal:` sending
/// the signals (SignalContracts §7).
@Suite struct MergeTests {
    @Test func sendsAllValuesAndCompletesAfterBoth() {
        // RACSignalSpec "-merge: should send all values from both signals" and "should
        // complete only after both signals complete": bind's signalCount reaches 0 only when
        // the createSignal: and both subjects have completed.
        var events: Events?
        Harness.run { h in
            let sub1 = h.hold(RACSubject()), sub2 = h.hold(RACSubject())
            events = h.record(h.hold(sub1.merge(sub2)))
            sub1.sendNext(num(1)); sub2.sendNext(num(2)); sub2.sendNext(num(3)); sub1.sendNext(num(4))
            sub1.sendCompleted()
            #expect(events?.completed == false)
            sub2.sendCompleted()
            h.releaseAll()
        }
        #expect(events?.log == ["1", "2", "3", "4", "completed"])
    }

    @Test func sendsAnErrorIfOneOccurs() {
        // bind's addSignal error handler forwards the first error.
        var events: Events?
        Harness.run { h in
            let sub1 = h.hold(RACSubject()), sub2 = h.hold(RACSubject())
            events = h.record(h.hold(RACSignal.merge([sub1, sub2])))
            sub1.sendError(testError())
            h.releaseAll()
        }
        #expect(events?.error == testError().description)
    }

    @Test func completesImmediatelyWithNoSignals() {
        // RACSignalSpec: the createSignal: block sends nothing and completes.
        var events: Events?
        Harness.run { h in
            events = h.record(h.hold(RACSignal.merge([])))
            h.releaseAll()
        }
        #expect(events?.log == ["completed"])
    }

    @Test func composesAsFlattenOfCreateSignal() {
        // The trace shows +merge:'s didSubscribe running inside bind's didSubscribe.
        let h = Harness.run { h in
            h.record(h.hold(RACSignal.merge([RACSignal.return(num(1))])))
            h.releaseAll()
        }
        let names = h.recorder.steps.filter { $0.kind == .enter }.map { $0.name ?? "" }
        // Subscribing runs the bound signal's block on the subscription scheduler
        // (RACDynamicSignal.m:43), which runs bind's didSubscribe.
        #expect(Array(names.prefix(6)) == ["flatten", "flattenMap", "bind", "dynamicSignal.subscribe", "bind.didSubscribe",
                                           "flattenMap.bindBlock"])
        #expect(names.contains("merge.didSubscribe"))
    }
}
