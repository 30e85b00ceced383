import Testing
import RACCore

/// `-subscribeOn:` (RACSignal+Operations.m). Contracts: SignalContracts §1, §9.
@Suite struct SubscribeOnTests {
    private func source(_ h: Harness) -> RACSignal {
        RACSignal.createSignal(h.didSubscribe { subscriber in
            h.log("subscribed")
            subscriber.sendNext(num(1))
            subscriber.sendCompleted()
            return h.disposable { h.log("source disposed") }
        })
    }

    @Test func subscribesFromTheScheduler() {
        // The subscription is a block queued on the main queue: it runs after the caller
        // returns, and the source's events then arrive synchronously from there.
        let h = Harness.run { h in
            h.hold(source(h).subscribeOn(RACScheduler.mainThreadScheduler)).subscribe(
                next: h.next { x in h.log(x!.description) },
                completed: h.completed { h.log("completed") })
            h.log("after subscribe")
        }
        #expect(h.output == ["after subscribe", "subscribed", "1", "completed", "source disposed"])
    }

    @Test func disposingBeforehandCancelsTheSubscription() {
        let h = Harness.run { h in
            let disposable = source(h).subscribeOn(RACScheduler.mainThreadScheduler)
                .subscribe(next: h.next { x in h.log(x!.description) })
            disposable?.dispose()
        }
        #expect(h.output == [])
    }

    @Test func theSourceRunsWithTheSchedulerCurrent() {
        Harness.run { h in
            let scheduler = h.hold(RACTestScheduler())
            var current: RACScheduler?
            let signal = RACSignal.createSignal(h.didSubscribe { subscriber in
                current = RACScheduler.currentScheduler
                return nil
            })
            h.hold(signal.subscribeOn(scheduler)).subscribe(next: h.next { _ in })
            #expect(current == nil)
            scheduler.step()
            #expect(current === scheduler)
            h.releaseAll()
        }
    }
}
