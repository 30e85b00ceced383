import RACTrace
import Testing
import RACCore

/// `-delay:` (RACSignal+Operations.m), after RACSignalSpec's "-delay:". Contracts:
/// SignalContracts §9 (queued work runs in due-time order), §3 (terminal events dispose).
@Suite struct DelayTests {
    @Test func delaysNextsAndCompletionByTheInterval() {
        // Each event is queued with -afterDelay: on +currentScheduler — the main-thread scheduler
        // here — when it arrives: "a" at 0 → 1, "b" at 0.5 → 1.5, completed at 2 → 3.
        let h = Harness.run { h in
            let subject = h.hold(RACSubject())
            let delayed = h.hold(subject.delay(1))
            delayed.subscribe(next: h.next { x in h.logTimed(x!.description) },
                              completed: h.completed { h.logTimed("completed") })
            subject.sendNext(str("a"))
            h.log("sent")
            h.at(0.5) { subject.sendNext(str("b")) }
            h.at(2) { subject.sendCompleted() }
        }
        #expect(h.output == ["sent", "a @1", "b @1.5", "completed @3"])
    }

    @Test func zeroDelayStillWaitsForTheRunLoop() {
        // The spec's `[subject delay:0]`: the value is not there right after -sendNext:, only
        // once the main queue runs the block.
        let h = Harness.run { h in
            let subject = h.hold(RACSubject())
            h.hold(subject.delay(0)).subscribe(next: h.next { x in h.log(x!.description) })
            subject.sendNext(str("foo"))
            #expect(h.output == [])
        }
        #expect(h.output == ["foo"])
    }

    @Test func errorsAreNotDelayedAndCancelPendingValues() {
        // The error handler sends at once. The RACSubscriber then disposes its subscription,
        // whose compound disposable holds delay's, which holds the queued work's disposables:
        // "a" (due at 1) never runs.
        let h = Harness.run { h in
            let subject = h.hold(RACSubject())
            h.hold(subject.delay(1)).subscribe(next: h.next { x in h.logTimed(x!.description) },
                                               error: h.error { e in h.logTimed("error \(e!.description)") })
            subject.sendNext(str("a"))
            h.at(0.5) { subject.sendError(str("boom")) }
        }
        #expect(h.output == ["error boom @0.5"])
        #expect(!h.recorder.steps.contains { $0.kind == .enter && $0.name == RACBlockName.delaySendNext.name })
    }

    @Test func disposingCancelsDelayedEvents() {
        // "should cancel delayed events when disposed": the queued block is never entered, so
        // nothing is dropped either — it is cancelled, not swallowed.
        let h = Harness.run { h in
            let subject = h.hold(RACSubject())
            let disposable = h.hold(subject.delay(1).subscribe(next: h.next { x in h.log(x!.description) })!)
            subject.sendNext(str("foo"))
            var done = false
            RACScheduler.mainThreadScheduler.after(RACScheduler.now, schedule: h.work { done = true })
            disposable.dispose()
            RACRuntime.current.drainRunLoop()
            #expect(done)
        }
        #expect(h.output == [])
        #expect(h.droppedEvents.isEmpty)
        #expect(!h.recorder.steps.contains { $0.kind == .enter && $0.name == RACBlockName.delaySendNext.name })
    }

    @Test func delaysOnTheSchedulerTheEventArrivedOn() {
        // Values sent from a RACTestScheduler's step are delayed on that scheduler
        // (+currentScheduler), so only stepping it again delivers them.
        let h = Harness.run { h in
            let scheduler = h.hold(RACTestScheduler())
            let subject = h.hold(RACSubject())
            h.hold(subject.delay(5)).subscribe(next: h.next { x in h.log(x!.description) })
            _ = scheduler.schedule(h.work { subject.sendNext(str("x")) })
            scheduler.step()
            RACRuntime.current.drainRunLoop()
            #expect(h.output == [])
            scheduler.step()
            #expect(h.output == ["x"])
            h.releaseAll()
        }
        #expect(h.output == ["x"])
    }

    @Test func traceOrder() {
        // didSubscribe subscribes to the source; each event enters the source handler, then
        // `schedule`; the queued sendNext / sendCompleted run later, from the run loop.
        let h = Harness.run { h in
            let subject = h.hold(RACSubject())
            h.hold(subject.delay(1)).subscribe(next: h.next { _ in })
            subject.sendNext(num(1))
            subject.sendCompleted()
        }
        #expect(h.enteredBlocks(named: "delay") == [
            "delay", "delay.didSubscribe",
            "delay.source.next", "delay.schedule",
            "delay.source.completed", "delay.schedule",
            "delay.sendNext", "delay.sendCompleted",
        ])
    }
}
