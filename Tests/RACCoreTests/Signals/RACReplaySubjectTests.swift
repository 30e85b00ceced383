import Testing
import RACCore

/// `RACReplaySubject` (RACReplaySubject.m) on top of `RACSubject` (RACSubject.m).
@Suite struct RACReplaySubjectTests {
    @Test func deallocDisposesItsSubscriptionsBeforeLettingGoOfTheValues() {
        // RACReplaySubject has no -dealloc of its own, so RACSubject's runs first and disposes
        // the subscriptions the subject is the subscriber of (RACSubject.m:48-49); only then
        // does `.cxx_destruct` release RACReplaySubject's ivars, `_valuesReceived` among them
        // (RACReplaySubject.m:23), whose value here is a scoped disposable that disposes
        // itself on dealloc (RACScopedDisposable.m:33).
        let h = Harness.run { h in
            let subject = RACReplaySubject()
            subject.retain()
            let other = h.hold(RACSignal.createSignal(h.didSubscribe { _ in
                h.disposable { h.log("subscription disposed") }
            }))
            _ = other.subscribe(subject)
            subject.sendNext(RACScopedDisposable(block: RACVoidBlock(named: "replayed value") { h.log("value released") }))
            subject.release()
            h.releaseAll()
        }
        #expect(h.output == ["subscription disposed", "value released"])
    }
}
