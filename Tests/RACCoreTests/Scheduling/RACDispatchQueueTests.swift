import Testing
@testable import RACCore

/// `dispatch_async` to a GCD global queue: a thread RAC did not start, where
/// `+currentScheduler` is nil (RACScheduler.m:94-99) and the subscription scheduler hands
/// subscription work to its background scheduler (RACSubscriptionScheduler.m:37). And to the
/// main queue: the main thread, where it is the main-thread scheduler (:97).
@Suite struct RACDispatchQueueTests {
    @Test func blocksRunLaterOffTheMainThreadWithNoCurrentScheduler() {
        var seen: [String] = []
        RACRuntime.isolated { runtime in
            let queue = runtime.globalQueue(label: "com.apple.root.default-qos")
            queue.async(RACVoidBlock(named: "dispatched") {
                seen.append("current is nil: \(RACScheduler.currentScheduler == nil)")
                seen.append("main thread: \(runtime.isMainThread)")
            })
            seen.append("queued")
            runtime.drainRunLoop()
            // Back on the main thread once the block has returned.
            seen.append("after: \(RACScheduler.currentScheduler === runtime.mainThreadScheduler)")
        }
        #expect(seen == ["queued", "current is nil: true", "main thread: false", "after: true"])
    }

    @Test func aSubscriptionThereRunsOnTheSubscriptionSchedulersBackgroundScheduler() {
        // RACSubscriptionScheduler.m:37: with no current scheduler, -schedule: queues the
        // block on _backgroundScheduler (made in -init, :27) and returns its disposable, so
        // the subscriber's -subscribe… returns before didSubscribe has run.
        let h = Harness.run { h in
            let runtime = RACRuntime.current
            let signal = h.hold(RACSignal.createSignal(h.didSubscribe { subscriber in
                h.log("didSubscribe on the background scheduler: \(RACScheduler.currentScheduler === runtime.subscriptionScheduler.backgroundScheduler)")
                subscriber.sendNext(str("value"))
                return nil
            }))
            runtime.globalQueue(label: "com.apple.root.default-qos").async(RACVoidBlock(named: "dispatched", captures: [signal]) {
                let disposable = signal.subscribe(next: h.next { h.log("next \($0!)") })
                h.log("subscribe returned; disposable: \(disposable != nil)")
            })
            h.log("end")
        }
        #expect(h.output == [
            "end",
            "subscribe returned; disposable: true",
            "didSubscribe on the background scheduler: true",
            "next value",
        ])
    }

    @Test func theSameIdentifierGivesTheSameQueue() {
        RACRuntime.isolated { runtime in
            let label = RACDispatchQueue.globalLabel(forIdentifier: 0)!
            #expect(label == "com.apple.root.default-qos")
            // QOS_CLASS_DEFAULT names the queue DISPATCH_QUEUE_PRIORITY_DEFAULT does.
            #expect(RACDispatchQueue.globalLabel(forIdentifier: 0x15) == label)
            #expect(runtime.globalQueue(label: label) === runtime.globalQueue(label: label))
            #expect(RACDispatchQueue.globalLabel(forIdentifier: 7) == nil)
        }
    }

    @Test func aWaitOnOneWorkerDoesNotHoldUpAnother() {
        // A global queue is concurrent: the second block runs while the first waits in -first.
        // A replay subject, because -first's subscription is itself queued on the subscription
        // scheduler's background scheduler (no current scheduler), after the second block: a
        // plain subject's value would be sent before anyone subscribed, and -first would wait
        // forever, as in the real library.
        var seen: [String] = []
        RACRuntime.isolated { runtime in
            let subject = RACReplaySubject()
            subject.retain()
            let queue = runtime.globalQueue(label: "com.apple.root.default-qos")
            queue.async(RACVoidBlock(named: "waits") {
                seen.append("first got \(subject.first()!)")
            })
            queue.async(RACVoidBlock(named: "sends") {
                seen.append("sending")
                subject.sendNext(str("x"))
            })
            runtime.drainRunLoop()
            subject.release()
        }
        #expect(seen == ["sending", "first got x"])
    }

    @Test func theMainQueuesBlocksRunOnTheMainThreadInTurnWithItsOtherWork() {
        // The main queue is no RACScheduler: what RAC queues on the main-thread scheduler and
        // what the program dispatch_asyncs to the main queue run in the order queued, on the
        // main thread, where +currentScheduler answers the main-thread scheduler (RACScheduler.m:97).
        var seen: [String] = []
        RACRuntime.isolated { runtime in
            _ = runtime.mainThreadScheduler.schedule(RACVoidBlock(named: "scheduled") { seen.append("scheduled") })
            runtime.mainQueue.async(RACVoidBlock(named: "dispatched") {
                seen.append("dispatched; main: \(RACScheduler.currentScheduler === runtime.mainThreadScheduler && runtime.isMainThread)")
            })
            _ = runtime.mainThreadScheduler.schedule(RACVoidBlock(named: "scheduled again") { seen.append("scheduled again") })
            seen.append("queued")
            runtime.drainRunLoop()
            #expect(runtime.mainQueue.description == "<OS_dispatch_queue_main: com.apple.main-thread>")
            #expect(runtime.mainQueue !== runtime.mainThreadScheduler)
        }
        #expect(seen == ["queued", "scheduled", "dispatched; main: true", "scheduled again"])
    }
}
