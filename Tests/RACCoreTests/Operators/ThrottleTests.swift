import RACTrace
import Testing
import RACCore

/// `-throttle:` and `-throttle:valuesPassingTest:` (RACSignal+Operations.m), after
/// RACSignalSpec's "-throttle:" and "-throttle:valuesPassingTest:". Contracts:
/// SignalContracts §4 (a disposed passthrough drops events), §9 (time).
@Suite struct ThrottleTests {
    @Test func sendsTheLastValueOfEachBurstAfterTheInterval() {
        // "foo" at 0 is replaced by "bar" at 0.5 (flushNext(NO) cancels foo's flush); bar's
        // flush is due at 1.5. "buzz" at 2 flushes at 3.
        let h = Harness.run { h in
            let subject = h.hold(RACSubject())
            h.hold(subject.throttle(1)).subscribe(next: h.next { x in h.logTimed(x!.description) })
            subject.sendNext(str("foo"))
            h.at(0.5) { subject.sendNext(str("bar")) }
            h.at(2) { subject.sendNext(str("buzz")) }
        }
        #expect(h.output == ["bar @1.5", "buzz @3"])
    }

    @Test func zeroIntervalWaitsForTheRunLoop() {
        // The spec's `throttle:0`: nothing right after sending, "bar" once the queue runs.
        let h = Harness.run { h in
            let subject = h.hold(RACSubject())
            h.hold(subject.throttle(0)).subscribe(next: h.next { x in h.log(x!.description) })
            subject.sendNext(str("foo"))
            subject.sendNext(str("bar"))
            #expect(h.output == [])
        }
        #expect(h.output == ["bar"])
    }

    @Test func completionFlushesTheBufferedValueAtOnce() {
        // The completed handler calls flushNext(YES), then sends completed: both at 0.2.
        let h = Harness.run { h in
            let subject = h.hold(RACSubject())
            h.hold(subject.throttle(1)).subscribe(next: h.next { x in h.logTimed(x!.description) },
                                                  completed: h.completed { h.logTimed("completed") })
            subject.sendNext(str("foo"))
            h.at(0.2) { subject.sendCompleted() }
        }
        #expect(h.output == ["foo @0.2", "completed @0.2"])
    }

    @Test func errorsAreForwardedAtOnceAndTheBufferedValueIsDropped() {
        // The error handler disposes the compound disposable — which RAC never gave the serial
        // nextDisposable — and sends the error. The flush queued for 1 still runs and sends
        // "foo" to the disposed passthrough, which drops it.
        let h = Harness.run { h in
            let subject = h.hold(RACSubject())
            h.hold(subject.throttle(1)).subscribe(next: h.next { x in h.logTimed(x!.description) },
                                                  error: h.error { e in h.logTimed("error \(e!.description)") })
            subject.sendNext(str("foo"))
            h.at(0.5) { subject.sendError(str("boom")) }
        }
        #expect(h.output == ["error boom @0.5"])
        #expect(h.droppedEvents.map { $0.value } == ["foo"])
    }

    @Test func disposingStopsFutureValues() {
        // "should cancel future nexts when disposed": in the model as in RAC the pending flush
        // is not cancelled; its value reaches the disposed passthrough and goes no further.
        let h = Harness.run { h in
            let subject = h.hold(RACSubject())
            let disposable = h.hold(subject.throttle(1).subscribe(next: h.next { x in h.log(x!.description) })!)
            subject.sendNext(str("foo"))
            disposable.dispose()
        }
        #expect(h.output == [])
        #expect(h.recorder.steps.contains { $0.kind == .enter && $0.name == RACBlockName.throttleScheduledFlush.name })
        #expect(h.droppedEvents.map { $0.value } == ["foo"])
    }

    // MARK: -throttle:valuesPassingTest:

    private func throttled(_ h: Harness, _ subject: RACSubject, shouldThrottle: @escaping () -> Bool) {
        let predicate = RACPredicateBlock(RACBlockInfo(user: "valuesPassingTest:", label: nil, line: nil)) { _ in
            shouldThrottle()
        }
        h.hold(subject.throttle(1, valuesPassingTest: predicate))
            .subscribe(next: h.next { x in h.logTimed(x!.description) })
    }

    @Test func unthrottledValuesAreForwardedImmediately() {
        let h = Harness.run { h in
            let subject = h.hold(RACSubject())
            throttled(h, subject) { false }
            subject.sendNext(str("foo"))
            #expect(h.output == ["foo @0"])
        }
        #expect(h.output == ["foo @0"])
    }

    @Test func bufferedValuesAreDroppedWhenAThrottledValueArrives() {
        let h = Harness.run { h in
            let subject = h.hold(RACSubject())
            throttled(h, subject) { true }
            for value in ["foo", "bar", "buzz"] { subject.sendNext(str(value)) }
            #expect(h.output == [])
        }
        #expect(h.output == ["buzz @1"])
    }

    @Test func bufferedValuesAreDroppedWhenAnImmediateValueArrives() {
        // "buzz" passes no test: flushNext(NO) drops "bar" and "buzz" goes out at once; "baz"
        // is throttled again and arrives a second later.
        let h = Harness.run { h in
            let subject = h.hold(RACSubject())
            var shouldThrottle = true
            throttled(h, subject) { shouldThrottle }
            subject.sendNext(str("foo"))
            subject.sendNext(str("bar"))
            shouldThrottle = false
            subject.sendNext(str("buzz"))
            #expect(h.output == ["buzz @0"])
            shouldThrottle = true
            subject.sendNext(str("baz"))
            #expect(h.output == ["buzz @0"])
        }
        #expect(h.output == ["buzz @0", "baz @1"])
    }

    @Test func theBufferedValueIsReleasedOnceFlushed() {
        // `__block id nextValue` holds the value strongly until flushNext sets it to nil.
        Harness.run { h in
            let subject = h.hold(RACSubject())
            h.hold(subject.throttle(1)).subscribe(next: h.next { _ in })
            let value = str("foo")
            value.retain()
            subject.sendNext(value)
            // Ours and nextValue's; the queued flush block captures flushNext, not the value.
            #expect(value.retainCount == 2)
            RACRuntime.current.drainRunLoop()
            #expect(value.retainCount == 1)
            value.release()
        }
    }
}
