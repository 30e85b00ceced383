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
