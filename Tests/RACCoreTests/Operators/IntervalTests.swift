import Testing
import RACCore

/// `+interval:onScheduler:` and `+interval:onScheduler:withLeeway:` (RACSignal+Operations.m),
/// after RACSignalSpec's "+interval:onScheduler:". The spec checks that the nth date comes
/// no sooner than n × interval (plus leeway) after subscribing; the virtual clock is exact.
@Suite struct IntervalTests {
    @Test(arguments: ["main", "background"], [0.0, 0.2])
    func sendsTheDateEveryInterval(_ kind: String, _ leeway: Double) {
        let h = Harness.run { h in
            let scheduler = kind == "main" ? RACScheduler.mainThreadScheduler : h.hold(RACScheduler.scheduler())
            let timer = leeway == 0
                ? RACSignal.interval(0.1, onScheduler: scheduler)
                : RACSignal.interval(0.1, onScheduler: scheduler, withLeeway: leeway)
            h.hold(timer)
            let disposable = h.hold(timer.subscribe(next: h.next { date in
                let date = date as! ObjCDate
                h.log("\(ObjCDescription.number((date.timeIntervalSinceReferenceDate * 10).rounded() / 10))")
            })!)
            h.at(0.35) { disposable.dispose() }
        }
        #expect(h.output == ["0.1", "0.2", "0.3"])
    }

    @Test func datesPrintAsNSDateDoes() {
        // The first tick is one interval after subscribing at virtual time 0 (the reference date).
        let h = Harness.run { h in
            let disposable = h.hold(RACSignal.interval(1, onScheduler: RACScheduler.mainThreadScheduler)
                .subscribe(next: h.next { date in h.log(date!.description) })!)
            h.at(2.5) { disposable.dispose() }
        }
        #expect(h.output == ["2001-01-01 00:00:01 +0000", "2001-01-01 00:00:02 +0000"])
    }

    @Test func theTimerKeepsItsSubscriberAlive() {
        // Subscriber lifetime (SignalContracts §6): the repeating block captures the
        // passthrough, so the RACSubscriber lives — and keeps receiving — with nothing else
        // holding it, until the subscription is disposed.
        let h = Harness.run { h in
            let disposable = h.hold(RACSignal.interval(1, onScheduler: RACScheduler.mainThreadScheduler)
                .subscribe(next: h.next { _ in h.logTimed("tick") })!)
            h.at(3.5) {
                disposable.dispose()
                h.log("disposed")
            }
        }
        #expect(h.output == ["tick @1", "tick @2", "tick @3", "disposed"])
        #expect(h.recorder.steps.contains { $0.kind == .dealloc && $0.name == "RACSubscriber" })
    }

    @Test func onATestSchedulerEachStepIsATick() {
        // RACTestScheduler reschedules from the action's date and does not move the clock:
        // every date is the subscription time.
        let h = Harness.run { h in
            let scheduler = h.hold(RACTestScheduler())
            let disposable = h.hold(RACSignal.interval(1, onScheduler: scheduler)
                .subscribe(next: h.next { _ in h.logTimed("tick") })!)
            scheduler.step(3)
            disposable.dispose()
            h.releaseAll()
        }
        #expect(h.output == ["tick @0", "tick @0", "tick @0"])
    }
}
