import Testing
import RACCore

/// `-timeout:onScheduler:` (RACSignal+Operations.m), after RACSignalSpec's
/// "-timeout:onScheduler:". Contracts: SignalContracts §3, §9.
@Suite struct TimeoutTests {
    @Test func timesOut() {
        // The timer block disposes the subscription, then sends
        // RACSignalErrorDomain / RACSignalErrorTimedOut (1).
        var received: ObjCError?
        Harness.run { h in
            let subject = h.hold(RACSubject())
            let scheduler = h.hold(RACTestScheduler())
            h.hold(subject.timeout(1, onScheduler: scheduler)).subscribe(error: h.error { e in
                received = e as? ObjCError
            })
            #expect(received == nil)
            scheduler.stepAll()
            h.releaseAll()
        }
        #expect(received?.domain == "RACSignalErrorDomain")
        #expect(received?.code == RACSignalError.timedOut)
        #expect(received?.code == 1)
    }

    @Test func timesOutAtTheIntervalOnTheMainThread() {
        let h = Harness.run { h in
            let subject = h.hold(RACSubject())
            h.hold(subject.timeout(2, onScheduler: RACScheduler.mainThreadScheduler)).subscribe(
                next: h.next { x in h.logTimed(x!.description) },
                error: h.error { e in h.logTimed(e!.description) })
            h.at(1) { subject.sendNext(str("in time")) }
            h.at(3) { subject.sendNext(str("too late")) }
        }
        #expect(h.output == ["in time @1", "Error Domain=RACSignalErrorDomain Code=1 \"(null)\" @2"])
    }

    @Test func passesEventsThroughWhileNotTimedOut() {
        let h = Harness.run { h in
            let subject = h.hold(RACSubject())
            h.hold(subject.timeout(1, onScheduler: RACScheduler.mainThreadScheduler)).subscribe(
                next: h.next { x in h.log(x!.description) },
                error: h.error { _ in h.log("error") },
                completed: h.completed { h.log("completed") })
            subject.sendNext(str("unit"))
            #expect(h.output == ["unit"])
            subject.sendCompleted()
            #expect(h.output == ["unit", "completed"])
        }
        // Completion disposed the timer: no error at 1.
        #expect(h.output == ["unit", "completed"])
    }

    @Test func doesNotTimeOutAfterDisposal() {
        var received: RACObject?
        Harness.run { h in
            let subject = h.hold(RACSubject())
            let scheduler = h.hold(RACTestScheduler())
            let disposable = subject.timeout(1, onScheduler: scheduler).subscribe(error: h.error { e in received = e })
            disposable?.dispose()
            scheduler.stepAll()
            h.releaseAll()
        }
        #expect(received == nil)
    }
}
