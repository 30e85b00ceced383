import RACTrace
import Testing
@testable import RACCore

/// ReactiveCocoa 2.5's `RACSubject -subscribe:` (`RACSubject+Subscribe25.swift`) against
/// ReactiveObjC's. Both put a passthrough in `subscribers` and make the same removal block
/// (RACSubject.m:65 in both); ReactiveObjC adds it to the passthrough's compound disposable and
/// returns that (RACSubject.m:65, :78 at 1af6617), 2.5 returns the block's own disposable
/// (RACSubject.m:65 at v2.5), leaving the passthrough's undisposed.
@Suite struct Subscribe25Tests {
    /// The first subscriber's next disposes the second's subscription; then 1 and 2 are sent.
    private func disposeWhileSending(_ library: RACLibrary) -> Harness {
        Harness.run(library: library) { h in
            let subject = h.hold(RACSubject())
            var second: RACDisposable?
            h.hold(subject.subscribe(next: h.next { x in
                h.log("A \(x!)")
                second?.dispose()
            })!)
            second = h.hold(subject.subscribe(next: h.next { x in h.log("B \(x!)") })!)
            subject.sendNext(num(1))
            subject.sendNext(num(2))
            h.releaseAll()
        }
    }

    @Test func aSubscriberDisposedDuringASendStillGetsItIn25() {
        // -sendNext: sends to a copy of the list (RACSubject.m:80-88, the same in both). In
        // ReactiveObjC the dispose reaches B's passthrough, which drops the 1
        // (RACPassthroughSubscriber.m:70); in 2.5 it only takes B out of the list.
        #expect(disposeWhileSending(.reactiveObjC).output == ["A 1", "A 2"])
        #expect(disposeWhileSending(.reactiveCocoa25).output == ["A 1", "B 1", "A 2"])
    }

    @Test func aCompletedSubscriptionIsDisposedOnlyInReactiveObjC() {
        // Lesson 03's `subscription.disposed` inside the completed block. The passthrough hands
        // its compound disposable to the RACSubscriber (RACPassthroughSubscriber.m
        // -initWithSubscriber:…, -didSubscribeWithDisposable:), whose -sendCompleted disposes
        // it (RACSubscriber.m), the same in both. ReactiveObjC returns that compound disposable:
        // disposed. 2.5 returns the removal block's (RACSubject.m:65 at v2.5), which nothing
        // disposes: not disposed.
        func disposed(_ library: RACLibrary) -> Bool {
            var disposed = false
            Harness.run(library: library) { h in
                let subject = h.hold(RACSubject())
                let subscription = h.hold(subject.subscribe(completed: h.completed { })!)
                subject.sendCompleted()
                disposed = subscription.isDisposed
                h.releaseAll()
            }
            return disposed
        }
        #expect(disposed(.reactiveObjC))
        #expect(!disposed(.reactiveCocoa25))
    }

    @Test func theReturnedDisposableIsTheRemovalBlocksIn25() {
        func returned(_ library: RACLibrary) -> String {
            var name = ""
            Harness.run(library: library) { h in
                let subject = h.hold(RACSubject())
                name = h.hold(subject.subscribe(next: h.next { _ in })!).className
                h.releaseAll()
            }
            return name
        }
        #expect(returned(.reactiveObjC) == "RACCompoundDisposable")
        #expect(returned(.reactiveCocoa25) == "RACDisposable")
    }
}
