import Testing
import RACCore

/// `RACSubject` (RACSubject.m), after RACSubjectSpec.m (its RACSubscriberExamples run in
/// RACSubscriberTests). Contracts: SignalContracts §8 (hot signals), §6.
@Suite struct RACSubjectTests {
    /// A subscriber that remembers the disposable handed to -didSubscribeWithDisposable:,
    /// as RACTestSubscriber does.
    final class TestSubscriber: RACObject, RACSubscriberProtocol {
        var disposable: RACCompoundDisposable?
        func sendNext(_ value: RACObject?) {}
        func sendError(_ error: RACObject?) {}
        func sendCompleted() {}
        func didSubscribe(with disposable: RACCompoundDisposable) { self.disposable = disposable }
    }

    @Test func disposesThePairedDisposableWhenASubscriptionIsDisposed() {
        RACRuntime.isolated { _ in
            let subject = RACSubject()
            subject.retain()
            let subscriber = TestSubscriber()
            subscriber.retain()
            subject.subscribe(subscriber)?.dispose()
            #expect(subscriber.disposable?.isDisposed == true)
            #expect(subject.subscriberCount == 0)
            subscriber.release()
            subject.release()
        }
    }

    @Test func laterSubscribersSeeOnlyLaterEvents() {
        let h = Harness.run { h in
            let subject = h.hold(RACSubject())
            subject.subscribe(next: h.next { x in h.log("A \(x!.description)") })
            subject.sendNext(num(1))
            subject.subscribe(next: h.next { x in h.log("B \(x!.description)") })
            subject.sendNext(num(2))
            h.releaseAll()
        }
        #expect(h.output == ["A 1", "A 2", "B 2"])
    }

    @Test func holdsItsSubscribersUntilTheyAreDisposed() {
        // The subject's array holds each passthrough, so an otherwise unheld subscriber lives.
        let h = Harness.run { h in
            let subject = h.hold(RACSubject())
            let disposable = h.hold(subject.subscribe(next: h.next { x in h.log(x!.description) })!)
            #expect(subject.subscriberCount == 1)
            #expect(!disposable.isDisposed)
            subject.sendNext(num(1))
            disposable.dispose()
            #expect(subject.subscriberCount == 0)
            subject.sendNext(num(2))
            h.releaseAll()
        }
        #expect(h.output == ["1"])
        #expect(h.recorder.steps.contains { $0.kind == .dealloc && $0.name == "RACSubscriber" })
    }

    /// Names the objects deallocated, and keeps no reference to any of them.
    final class DeallocatedNames: RACTracer {
        var names: [String] = []
        func record(_ event: RACTraceEvent) {
            if case .dealloc(let object) = event { names.append(object.object.className) }
        }
    }

    @Test func aSubscriptionDisposedAfterItsSubjectIsGoneEndsThen() {
        // RACSubject.m:60–75: the removal block holds the `subscribers` array and the
        // passthrough, not the subject, and the subject's -dealloc (:48–50) only disposes its
        // own disposable. So the subscription outlives the subject: no subscriber is
        // deallocated when the subject goes; disposing the subscription later takes the
        // passthrough out of the array, and once the disposed block lets go of it, the
        // passthrough and then the RACSubscriber it holds are deallocated. The tracer keeps
        // no reference, so the subject is gone from memory too once its -dealloc returns.
        let deallocated = DeallocatedNames()
        var withTheSubject: [String] = []
        RACRuntime.isolated(tracer: deallocated) { _ in
            var disposable: RACDisposable?
            do {
                let subject = RACSubject()
                subject.retain()
                disposable = subject.subscribe(next: RACValueBlock(named: "test.next") { _ in })
                disposable?.retain()
                subject.release()
                #expect(subject.isDeallocated)
            }
            withTheSubject = deallocated.names
            disposable?.dispose()
            disposable?.release()
        }
        let subscribers: Set = ["RACPassthroughSubscriber", "RACSubscriber"]
        #expect(withTheSubject.filter(subscribers.contains) == [])
        #expect(deallocated.names.filter(subscribers.contains) == ["RACPassthroughSubscriber", "RACSubscriber"])
    }

    @Test func terminalEventsReachEverySubscriberAndEndTheSubscriptions() {
        let h = Harness.run { h in
            let subject = h.hold(RACSubject())
            for name in ["A", "B"] {
                subject.subscribe(next: h.next { x in h.log("\(name) \(x!.description)") },
                                  completed: h.completed { h.log("\(name) completed") })
            }
            subject.sendNext(num(1))
            subject.sendCompleted()
            subject.sendNext(num(2))
            #expect(subject.subscriberCount == 0)
            h.releaseAll()
        }
        #expect(h.output == ["A 1", "B 1", "A completed", "B completed"])
    }
}
