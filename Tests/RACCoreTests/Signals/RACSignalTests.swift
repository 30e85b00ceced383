import Testing
import RACCore

/// The signal cluster and subscribing (RACSignal.m, RACDynamicSignal.m, RACReturnSignal.m,
/// RACEmptySignal.m, RACErrorSignal.m), after RACSignalSpec's "subscribing" and "disposal",
/// and the ground-truth examples in Tests/Fixtures/ground-truth. Contracts: SignalContracts §1–§6.
@Suite struct RACSignalTests {
    private func oneThenComplete(_ h: Harness) -> RACSignal {
        h.hold(RACSignal.createSignal(h.didSubscribe { subscriber in
            subscriber.sendNext(str("1"))
            subscriber.sendCompleted()
            return nil
        }))
    }

    @Test func getsNextValuesAndCompletedButNoError() {
        let h = Harness.run { h in
            oneThenComplete(h).subscribe(next: h.next { x in h.log("next \(x!.description)") },
                                         error: h.error { _ in h.log("error") },
                                         completed: h.completed { h.log("completed") })
        }
        #expect(h.output == ["next 1", "completed"])
    }

    @Test func creatingRunsNothing() {
        // SignalContracts §1: didSubscribe runs once per subscription, not at creation.
        let h = Harness.run { h in
            let signal = h.hold(RACSignal.createSignal(h.didSubscribe { _ in
                h.log("didSubscribe")
                return nil
            }))
            h.log("created")
            signal.subscribe(next: h.next { _ in })
            signal.subscribe(next: h.next { _ in })
        }
        #expect(h.output == ["created", "didSubscribe", "didSubscribe"])
    }

    @Test func getsNothingAfterDispose() {
        // The scheduled block holds the passthrough; after -dispose it drops the value.
        let h = Harness.run { h in
            let scheduler = h.hold(RACTestScheduler())
            let signal = h.hold(RACSignal.createSignal(h.didSubscribe(captures: [scheduler]) { subscriber in
                subscriber.sendNext(num(0))
                scheduler.afterDelay(0, schedule: RACVoidBlock(named: "later", captures: [subscriber]) {
                    subscriber.sendNext(num(1))
                })
                return nil
            }))
            let disposable = signal.subscribe(next: h.next { x in h.log(x!.description) })
            #expect(h.output == ["0"])
            disposable?.dispose()
            scheduler.stepAll()
            h.releaseAll()
        }
        #expect(h.output == ["0"])
        #expect(h.droppedEvents.map { $0.value } == ["1"])
    }

    @Test func hasACurrentSchedulerInDidSubscribe() {
        Harness.run { h in
            var current: RACScheduler?
            RACSignal.createSignal(h.didSubscribe { subscriber in
                current = RACScheduler.currentScheduler
                subscriber.sendCompleted()
                return nil
            }).subscribe(next: h.next { _ in })
            #expect(current === RACScheduler.mainThreadScheduler)
        }
    }

    @Test func disposingDisposesOtherSubscriptionsMadeInDidSubscribe() {
        // The outer passthrough hands its subscription's compound disposable to the inner
        // subscription (-didSubscribeWithDisposable:), so disposing the outer one reaches it.
        let h = Harness.run { h in
            var innerSubscriber: RACSubscriberProtocol?
            let inner = h.hold(RACSignal.createSignal(h.didSubscribe { subscriber in
                subscriber.retain() // keep it alive so its dealloc does not dispose
                innerSubscriber = subscriber
                return h.disposable { h.log("inner disposed") }
            }))
            let outer = h.hold(RACSignal.createSignal(h.didSubscribe(captures: [inner]) { subscriber in
                _ = inner.subscribe(subscriber)
                return nil
            }))
            let disposable = h.hold(outer.subscribe(completed: h.completed {})!)
            #expect(h.output == [])
            disposable.dispose()
            #expect(h.output == ["inner disposed"])
            innerSubscriber?.release()
            h.releaseAll()
        }
        #expect(h.output == ["inner disposed"])
    }

    @Test func disposingDisposesTheDidSubscribeDisposable() {
        // Held by the test, the subscriber does not dispose on its own; -dispose does.
        let h = Harness.run { h in
            let signal = h.hold(RACSignal.createSignal(h.didSubscribe { _ in h.disposable { h.log("disposed") } }))
            let subscriber = h.hold(RACSubscriber(next: h.next { _ in }, error: nil, completed: nil))
            let disposable = h.hold(signal.subscribe(subscriber)!)
            #expect(h.output == [])
            disposable.dispose()
            #expect(h.output == ["disposed"])
            h.releaseAll()
        }
        #expect(h.output == ["disposed"])
    }

    @Test func disposingFromABackgroundScheduler() {
        let h = Harness.run { h in
            let signal = h.hold(RACSignal.createSignal(h.didSubscribe { _ in h.disposable { h.log("disposed") } }))
            h.hold(RACScheduler.scheduler()).schedule(h.work {
                signal.subscribe(next: h.next { _ in })?.dispose()
            })
            #expect(h.output == [])
        }
        #expect(h.output == ["disposed"])
    }

    // MARK: +return:, +empty, +error:, +never

    @Test func returnSendsItsValueThenCompletes() {
        let h = Harness.run { h in
            let signal = h.hold(RACSignal.return(num(7)))
            for _ in 0..<2 {
                signal.subscribe(next: h.next { x in h.log(x!.description) }, completed: h.completed { h.log("completed") })
            }
        }
        #expect(h.output == ["7", "completed", "7", "completed"])
    }

    @Test func returnOfNilSendsNil() {
        let h = Harness.run { h in
            RACSignal.return(nil).subscribe(next: h.next { x in h.log(x?.description ?? "(null)") })
        }
        #expect(h.output == ["(null)"])
    }

    @Test func emptyOnlyCompletes() {
        let h = Harness.run { h in
            RACSignal.empty().subscribe(next: h.next { _ in h.log("next") }, error: h.error { _ in h.log("error") },
                                        completed: h.completed { h.log("completed") })
        }
        #expect(h.output == ["completed"])
    }

    @Test func errorOnlyErrors() {
        let h = Harness.run { h in
            RACSignal.error(ObjCError(domain: "D", code: 3, userInfo: nil)).subscribe(
                next: h.next { _ in h.log("next") }, error: h.error { e in h.log(e!.description) },
                completed: h.completed { h.log("completed") })
        }
        #expect(h.output == ["Error Domain=D Code=3 \"(null)\""])
    }

    @Test func errorIsNamedPlusErrorWithoutItsErrorAndTheNameCanChange() {
        // RACErrorSignal.m:28-32: outside DEBUG `signal.name = @"+error:"` (not the
        // `+error: %@` of DEBUG), and RACErrorSignal keeps RACStream's -setName:, unlike
        // RACReturnSignal and RACEmptySignal, whose release-build names are fixed.
        RACRuntime.isolated { _ in
            let signal = RACSignal.error(ObjCError(domain: "D", code: 3, userInfo: nil))
            #expect(signal.description == "<RACErrorSignal: \(signal.address)> name: +error:")
            signal.name = "renamed"
            #expect(signal.description == "<RACErrorSignal: \(signal.address)> name: renamed")
        }
    }

    @Test func neverSendsNothingAndItsUnheldSubscriberGoesAway() {
        // Nothing holds the subscriber of +never once -subscribeNext: returns (§6).
        let h = Harness.run { h in
            let disposable = RACSignal.never().subscribe(next: h.next { _ in h.log("next") },
                                                         completed: h.completed { h.log("completed") })
            #expect(disposable?.isDisposed == true)
        }
        #expect(h.output == [])
    }

    // MARK: Ground truth (Tests/Fixtures/ground-truth)

    @Test func example01ErrorDispose() {
        // 01-error-dispose: the error disposes the subscription before the error block runs
        // (§3), so the next after it is dropped (§4); the disposable the block returns is added
        // to the disposed compound disposable and runs at once (§5) — after "failed".
        let h = Harness.run { h in
            let download = h.hold(RACSignal.createSignal(h.didSubscribe { subscriber in
                subscriber.sendNext(str("10%"))
                subscriber.sendNext(str("50%"))
                subscriber.sendError(ObjCError(domain: "Download", code: -1,
                                               userInfo: ObjCDictionary([(str("reason"), str("timeout"))])))
                subscriber.sendNext(str("never delivered"))
                return h.disposable { h.log("download cancelled") }
            }))
            download.subscribe(next: h.next { x in h.log("progress \(x!.description)") },
                               error: h.error { e in h.log("failed: \(e!.description)") },
                               completed: h.completed { h.log("finished") })
            h.releaseAll()
        }
        #expect(h.output == [
            "progress 10%",
            "progress 50%",
            "failed: Error Domain=Download Code=-1 \"(null)\" UserInfo={reason=timeout}",
            "download cancelled",
        ])
    }

    @Test func example05Lifetime() {
        // 05-lifetime: `quiet`'s subscriber is held by nothing once -subscribeNext: returns,
        // so it deallocates and disposes there ("quiet disposed" before "between"). `kept`'s
        // passthrough is stored in `keeper` (a retain the snippet holds), so its subscription
        // lives until it completes.
        let h = Harness.run { h in
            var keeper: RACSubscriberProtocol?
            let quiet = h.hold(RACSignal.createSignal(h.didSubscribe { subscriber in
                subscriber.sendNext(str("hello"))
                return h.disposable { h.log("quiet disposed") }
            }))
            let kept = h.hold(RACSignal.createSignal(h.didSubscribe { subscriber in
                subscriber.retain() // keeper = subscriber
                keeper?.release()
                keeper = subscriber
                subscriber.sendNext(str("hi"))
                return h.disposable { h.log("kept disposed") }
            }))
            quiet.subscribe(next: h.next { x in h.log("quiet got \(x!.description)") })
            h.log("between")
            kept.subscribe(next: h.next { x in h.log("kept got \(x!.description)") })
            h.log("after kept")
            keeper?.sendNext(str("again"))
            keeper?.sendCompleted()
            h.log("end")
            keeper?.release()
            keeper = nil
            h.releaseAll()
        }
        #expect(h.output == [
            "quiet got hello", "quiet disposed", "between", "kept got hi", "after kept",
            "kept got again", "kept disposed", "end",
        ])
    }
}
