import RACTrace
import Testing
@testable import RACCore

/// ReactiveCocoa 2.5's `-concat:` (`RACSignal+Concat25.swift`) against ReactiveObjC's. 2.5
/// keeps one `RACSerialDisposable` (RACSignal.m:189 at v2.5) where ReactiveObjC keeps a
/// compound one (RACSignal.m:180 at 1af6617); the expectations follow those lines and
/// RACPassthroughSubscriber.m's `-didSubscribeWithDisposable:` (the same in both), which adds
/// every inner subscription's disposable to the outer subscription's.
@Suite struct Concat25Tests {
    /// `[[return:1] concat:second]`, subscribed, then disposed while `second` still runs.
    private func disposeWhileTheSecondRuns(_ library: RACLibrary) -> Harness {
        Harness.run(library: library) { h in
            let second = h.hold(RACSignal.createSignal(h.didSubscribe { subscriber in
                h.hold(subscriber as RACObject) // still running: a later block would send on it
                subscriber.sendNext(num(2))
                return h.disposable { h.log("second disposed") }
            }))
            let all = h.hold(RACSignal.return(num(1)).concat(second))
            let subscription = all.subscribe(next: h.next { x in h.log("next \(x!)") })
            h.log("disposing")
            subscription?.dispose()
            h.log("disposed")
            h.releaseAll()
        }
    }

    @Test func theSameOutputInBoth() {
        // 2.5: `+return:` completes inside `[self subscribeNext:…]`, so the completed handler sets
        // the serial disposable to the second subscription's (:197) before :200 sets it back to
        // the first's: the serial disposable no longer holds the second. Disposing still reaches
        // it, through the passthrough's compound disposable it was added to on subscription.
        let expected = ["next 1", "next 2", "disposing", "second disposed", "disposed"]
        #expect(disposeWhileTheSecondRuns(.reactiveObjC).output == expected)
        #expect(disposeWhileTheSecondRuns(.reactiveCocoa25).output == expected)
    }

    @Test func theSubscriptionHoldsASerialDisposableIn25() {
        // The concat: block's returned disposable (`return serialDisposable;`, :201) is the one
        // disposed last, after the second signal's.
        func disposed(_ library: RACLibrary) -> [String] {
            disposeWhileTheSecondRuns(library).disposeSteps.map(RACTraceTextFormat.describe)
        }
        let objc = disposed(.reactiveObjC), rac25 = disposed(.reactiveCocoa25)
        #expect(objc.count == rac25.count)
        let differing = zip(objc, rac25).filter { $0 != $1 }
        #expect(differing.count == 1)
        #expect(differing.first?.0.contains("(RACCompoundDisposable)") == true)
        #expect(differing.first?.1.contains("(RACSerialDisposable)") == true)
    }
}
