import RACTrace
import Testing
@testable import RACCore

/// ReactiveCocoa 2.5's `-bind:` (`RACSignal+Bind25.swift`) against ReactiveObjC's, on the same
/// program. Each expectation follows the two versions' code:
/// - ReactiveObjC counts running signals (RACSignal.m:111 at 1af6617, `signalCount`, one per
///   `addSignal` and one for the receiver) and completes when the count reaches zero;
/// - 2.5 lists them (RACSignal.m:110 at v2.5, `signals`) and `completeSignal` does
///   `[signals removeObject:signal]` (:118), which removes every entry equal to the signal
///   that finished, then completes if `signals.count == 0` (:120), disposing the rest (:122).
/// 2.5's own RACSignalSpec.m (`-bind:`, :136–253) never returns one signal twice, so no spec of
/// 2.5 pins this; the expectations are derived from the lines above.
@Suite struct Bind25Tests {
    /// Binds a two-value source to one signal object (whose subscribers the test finishes by
    /// hand), then completes the first subscription to it, sends on the second, completes it.
    private func sameSignalTwice(_ library: RACLibrary) -> [String] {
        var subscribers: [RACSubscriberProtocol] = []
        let h = Harness.run(library: library) { h in
            let inner = h.hold(RACSignal.createSignal(h.didSubscribe { subscriber in
                h.hold(subscriber as RACObject) // kept, as a snippet's async block would keep it
                subscribers.append(subscriber)
                return nil
            }))
            let source = h.hold(RACSignal.createSignal(h.didSubscribe { subscriber in
                subscriber.sendNext(num(1))
                subscriber.sendNext(num(2))
                subscriber.sendCompleted()
                return nil
            }))
            let bound = h.hold(source.flattenMap(RACFlattenMapBlock(named: "same") { _ in inner }))
            bound.subscribe(next: h.next { x in h.log("next \(x!)") }, completed: h.completed { h.log("completed") })
            h.log("first ends")
            subscribers[0].sendCompleted()
            h.log("second sends")
            subscribers[1].sendNext(str("late"))
            subscribers[1].sendCompleted()
            h.releaseAll()
        }
        return h.output
    }

    @Test func reactiveObjCCompletesOnceBothSubscriptionsHave() {
        // signalCount: 1 + 2 added; the source's completion leaves 2, the first inner 1, the
        // second 0: completed after "late".
        #expect(sameSignalTwice(.reactiveObjC) == ["first ends", "second sends", "next late", "completed"])
    }

    @Test func reactiveCocoa25CompletesOnTheFirstAndDropsTheSecond() {
        // signals: [source, inner, inner]; the source's completion removes the source (2 left);
        // the first inner completion removes *both* inner entries (0 left): completed, and the
        // compound disposable is disposed, so the second subscription's passthrough drops "late".
        #expect(sameSignalTwice(.reactiveCocoa25) == ["first ends", "completed", "second sends"])
    }

    @Test func reactiveCocoa25CompletesWhenTheSourceReturnedByItsOwnBlockCompletes() {
        // The binding block returns the receiver: signals [source, source]. The source's first
        // subscription completing removes both entries, so the result completes although the
        // second subscription (the one the block added) has not. ReactiveObjC counts 2 → 1.
        for (library, expected) in [(RACLibrary.reactiveObjC, ["source 1 ends", "source 2 ends", "completed"]),
                                    (.reactiveCocoa25, ["source 1 ends", "completed", "source 2 ends"])] {
            var subscribers: [RACSubscriberProtocol] = []
            let h = Harness.run(library: library) { h in
                var source: RACSignal!
                source = h.hold(RACSignal.createSignal(h.didSubscribe { subscriber in
                    h.hold(subscriber as RACObject)
                    subscribers.append(subscriber)
                    if subscribers.count == 1 { subscriber.sendNext(num(1)) }
                    return nil
                }))
                let bound = h.hold(source.flattenMap(RACFlattenMapBlock(named: "itself") { _ in source }))
                bound.subscribe(next: h.next { _ in }, completed: h.completed { h.log("completed") })
                h.log("source 1 ends")
                subscribers[0].sendCompleted()
                h.log("source 2 ends")
                subscribers[1].sendCompleted()
                h.releaseAll()
            }
            #expect(h.output == expected, "\(library)")
        }
    }

    @Test func theBlocksAreLocatedAtTheirLinesInReactiveCocoa25() {
        // RACSignal.m at v2.5: -bind: is declared at :92, its createSignal: block opens at :107,
        // completeSignal at :114, addSignal at :131, the source's subscribeNext: at :157.
        let h = Harness.run(library: .reactiveCocoa25) { h in
            let bound = h.hold(RACSignal.return(num(1)).flattenMap(RACFlattenMapBlock(named: "f") { x in RACSignal.return(x) }))
            bound.subscribe(next: h.next { _ in }, completed: h.completed {})
            h.releaseAll()
        }
        let located = Dictionary(h.recorder.steps.compactMap { step in step.rac.map { (step.name ?? "", $0) } },
                                 uniquingKeysWith: { first, _ in first })
        #expect(located["bind"] == "RACSignal.m:92")
        #expect(located["bind.didSubscribe"] == "RACSignal.m:107")
        #expect(located["bind.completeSignal"] == "RACSignal.m:114")
        #expect(located["bind.addSignal"] == "RACSignal.m:131")
        #expect(located["bind.source.next"] == "RACSignal.m:157")
        #expect(located["flattenMap"] == "RACStream.m:69")
        #expect(h.recorder.log.library == .reactiveCocoa25)
    }
}
