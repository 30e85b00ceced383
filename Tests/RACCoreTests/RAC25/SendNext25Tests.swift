import RACTrace
import Testing
@testable import RACCore

/// ReactiveCocoa 2.5's `RACReplaySubject -sendNext:` (`RACReplaySubject+SendNext25.swift`):
/// it sends before trimming to the capacity (RACReplaySubject.m:88-92 at v2.5), ReactiveObjC
/// trims first (RACReplaySubject.m:87-93 at 1af6617).
@Suite struct SendNext25Tests {
    /// Capacity 1, 1 kept; while 2 is sent, a second subscriber subscribes and is replayed.
    private func subscribeWhileSending(_ library: RACLibrary) -> [String] {
        Harness.run(library: library) { h in
            let subject = h.hold(RACReplaySubject(capacity: 1))
            subject.sendNext(num(1))
            var subscribed = false
            h.hold(subject.subscribe(next: h.next { x in
                guard (x as? ObjCNumber)?.description == "2", !subscribed else { return }
                subscribed = true
                h.hold(subject.subscribe(next: h.next { y in h.log("late \(y!)") })!)
            })!)
            subject.sendNext(num(2))
            h.releaseAll()
        }.output
    }

    @Test func aSubscriberDuringASendIsReplayedTheUntrimmedValuesIn25() {
        // The late subscription replays what is kept (RACReplaySubject.m:57, at once on the
        // main thread): [2] in ReactiveObjC, [1, 2] in 2.5.
        #expect(subscribeWhileSending(.reactiveObjC) == ["late 2"])
        #expect(subscribeWhileSending(.reactiveCocoa25) == ["late 1", "late 2"])
    }

    @Test func withoutReentryBothKeepTheLastValues() {
        // The same values kept once -sendNext: returns: capacity 2 keeps 2 and 3 in both.
        func replayed(_ library: RACLibrary) -> [String] {
            Harness.run(library: library) { h in
                let subject = h.hold(RACReplaySubject(capacity: 2))
                for value in 1...3 { subject.sendNext(num(value)) }
                h.hold(subject.subscribe(next: h.next { x in h.log("\(x!)") })!)
                h.releaseAll()
            }.output
        }
        #expect(replayed(.reactiveObjC) == ["2", "3"])
        #expect(replayed(.reactiveCocoa25) == ["2", "3"])
    }
}
