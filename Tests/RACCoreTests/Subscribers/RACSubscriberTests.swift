import Testing
import RACCore

/// `RACSubscriber` (RACSubscriber.m), after RACSubscriberSpec.m and the shared
/// RACSubscriberExamples, run against both a `RACSubscriber` and a `RACSubject` (whose own
/// subscriber records what it gets), as RACSubjectSpec does. Contracts: SignalContracts §3
/// (terminal events dispose first), §4, §6 (a released subscriber disposes).
@Suite struct RACSubscriberTests {
    enum Kind: String, CaseIterable { case subscriber, subject }

    /// What the subscriber under test received.
    final class Received {
        var values: [String] = []
        var error: String?
        var success = true
    }

    /// The subscriber under test, held by the harness: a RACSubscriber recording into
    /// `received`, or a subject with such a subscriber.
    private func makeSubscriber(_ kind: Kind, _ h: Harness, _ received: Received) -> RACSubscriberProtocol {
        let next = h.next { x in received.values.append(x?.description ?? "(null)") }
        let error = h.error { e in
            received.error = e?.description ?? "(null)"
            received.success = false
        }
        let completed = h.completed { received.success = true }
        switch kind {
        case .subscriber:
            return h.hold(RACSubscriber(next: next, error: error, completed: completed))
        case .subject:
            let subject = h.hold(RACSubject())
            subject.subscribe(next: next, error: error, completed: completed)
            return subject
        }
    }

    @Test(arguments: Kind.allCases)
    func acceptsANilError(_ kind: Kind) {
        let received = Received()
        Harness.run { h in
            makeSubscriber(kind, h, received).sendError(nil)
            h.releaseAll()
        }
        #expect(!received.success)
        #expect(received.error == "(null)")
    }

    @Test(arguments: Kind.allCases)
    func sendsValuesFromAllSubscriptions(_ kind: Kind) {
        let received = Received()
        Harness.run { h in
            let subscriber = makeSubscriber(kind, h, received)
            let first = h.hold(RACSubject()), second = h.hold(RACSubject())
            _ = first.subscribe(subscriber)
            _ = second.subscribe(subscriber)
            first.sendNext(str("foo"))
            second.sendNext(str("bar"))
            first.sendNext(str("buzz"))
            second.sendNext(str("baz"))
            h.releaseAll()
        }
        #expect(received.values == ["foo", "bar", "buzz", "baz"])
    }

    @Test(arguments: Kind.allCases, [true, false])
    func terminatesAfterTheFirstTerminalEventFromAnySubscription(_ kind: Kind, _ withError: Bool) {
        // The first terminal event disposes the subscriber's compound disposable, which holds
        // every subscription's: "buzz"/"baz" from the other subject are dropped.
        let received = Received()
        Harness.run { h in
            let subscriber = makeSubscriber(kind, h, received)
            let first = h.hold(RACSubject()), second = h.hold(RACSubject())
            _ = first.subscribe(subscriber)
            _ = second.subscribe(subscriber)
            first.sendNext(str("foo"))
            if withError {
                second.sendError(ObjCError(domain: "", code: -1, userInfo: nil))
            } else {
                second.sendNext(str("bar"))
                first.sendCompleted()
            }
            first.sendNext(str("buzz"))
            second.sendNext(str("baz"))
            h.releaseAll()
        }
        #expect(received.values == (withError ? ["foo"] : ["foo", "bar"]))
        #expect(received.success == !withError)
    }

    @Test(arguments: Kind.allCases)
    func disposesAllCurrentSubscriptionsUponTermination(_ kind: Kind) {
        let h = Harness.run { h in
            let subscriber = makeSubscriber(kind, h, Received())
            let first = h.hold(RACSubject())
            _ = first.subscribe(subscriber)
            for name in ["first", "second"] {
                _ = RACSignal.createSignal(h.didSubscribe { _ in h.disposable { h.log("\(name) disposed") } })
                    .subscribe(subscriber)
            }
            #expect(h.output == [])
            first.sendCompleted()
            h.releaseAll()
        }
        #expect(h.output == ["first disposed", "second disposed"])
    }

    @Test(arguments: Kind.allCases)
    func disposesFutureSubscriptionsUponTermination(_ kind: Kind) {
        // The passthrough's init calls -didSubscribeWithDisposable:, which adds the new
        // subscription's compound disposable to the subscriber's (or subject's) disposed one:
        // it is disposed at once, and so is the disposable the didSubscribe block returns
        // when it is added — all before -subscribe: returns.
        let h = Harness.run { h in
            let subscriber = makeSubscriber(kind, h, Received())
            let first = h.hold(RACSubject())
            _ = first.subscribe(subscriber)
            first.sendCompleted()
            _ = RACSignal.createSignal(h.didSubscribe { _ in h.disposable { h.log("disposed") } }).subscribe(subscriber)
            h.log("subscribed")
            h.releaseAll()
        }
        #expect(h.output == ["disposed", "subscribed"])
    }

    @Test(arguments: [true, false])
    func neverInvokesNextAfterATerminalEvent(_ withError: Bool) {
        // The terminal event disposes the subscriber, which clears its blocks.
        let received = Received()
        Harness.run { h in
            let subscriber = makeSubscriber(.subscriber, h, received)
            for i in 0..<15 { subscriber.sendNext(num(i)) }
            if withError { subscriber.sendError(nil) } else { subscriber.sendCompleted() }
            for i in 15..<30 { subscriber.sendNext(num(i)) }
            h.releaseAll()
        }
        #expect(received.values == (0..<15).map(String.init))
        #expect(received.success == !withError)
    }

    @Test func disposesBeforeCallingTheTerminalBlock() {
        // SignalContracts §3: the completed block already sees its subscription disposed.
        var disposedInBlock: Bool?
        Harness.run { h in
            var subscription: RACDisposable?
            let subscriber = h.hold(RACSubscriber(next: nil, error: nil, completed: h.completed {
                disposedInBlock = subscription?.isDisposed
            }))
            subscription = h.hold(RACSignal.never().subscribe(subscriber)!)
            subscriber.sendCompleted()
            h.releaseAll()
        }
        #expect(disposedInBlock == true)
    }

    // MARK: Lifetime (SignalContracts §6)

    @Test func anUnheldSubscriberIsDisposedWhenSubscribeReturns() {
        // Nothing but the -subscribeNext: local holds the RACSubscriber: when it returns the
        // subscriber is deallocated and disposes the subscription.
        let h = Harness.run { h in
            let signal = h.hold(RACSignal.createSignal(h.didSubscribe { subscriber in
                subscriber.sendNext(str("hello"))
                return h.disposable { h.log("disposed") }
            }))
            let disposable = signal.subscribe(next: h.next { x in h.log("got \(x!.description)") })
            h.log("returned")
            #expect(disposable?.isDisposed == true)
            h.releaseAll()
        }
        #expect(h.output == ["got hello", "disposed", "returned"])
        #expect(h.recorder.steps.contains { $0.kind == .dealloc && $0.name == "RACSubscriber" })
    }

    @Test func aSubscriberHeldByTheTestLivesUntilReleased() {
        // A retain of the subscriber (a variable holding it) keeps the subscription open; the
        // release that deallocates it disposes the subscription at that moment.
        let h = Harness.run { h in
            let signal = h.hold(RACSignal.createSignal(h.didSubscribe { _ in h.disposable { h.log("disposed") } }))
            let subscriber = RACSubscriber(next: h.next { _ in }, error: nil, completed: nil)
            subscriber.retain()
            let disposable = signal.subscribe(subscriber)
            h.log("subscribed")
            #expect(disposable?.isDisposed == false)
            subscriber.release()
            h.log("released")
            h.releaseAll()
        }
        #expect(h.output == ["subscribed", "disposed", "released"])
    }

    /// `-sendNext:` calls its block without a Swift reference of its own: a block whose call
    /// disposes its subscriber (clearing the blocks) keeps its memory until the outermost call
    /// of it returns — here a nested send clears it, and the outer call still runs — and loses
    /// it then. In the model each `-sendNext:` holds the block it copied (RACSubscriber.m), so
    /// it is not deallocated before the outer call returns either.
    @Test func aNextBlockClearedDuringItsOwnCallLivesUntilTheOutermostCallReturns() {
        weak var weakNext: RACValueBlock?
        var log: [String] = []
        Harness.run { h in
            var subscriber: RACSubscriber?
            do {
                let next = h.next { x in
                    let depth = (x as? ObjCNumber)?.integerValue ?? 0
                    if depth == 0 {
                        subscriber?.sendNext(ObjCNumber(1)) // re-enters, and clears the blocks
                        log.append("outer: next alive \(weakNext != nil), deallocated \(weakNext?.isDeallocated == true)")
                    } else {
                        subscriber?.disposable.dispose()
                        log.append("inner: disposed")
                    }
                }
                weakNext = next
                subscriber = RACSubscriber(next: next, error: nil, completed: nil)
            }
            subscriber?.retain()
            subscriber?.sendNext(ObjCNumber(0))
            log.append("returned: next alive \(weakNext != nil)")
            subscriber?.sendNext(ObjCNumber(0)) // cleared: dropped
            subscriber?.release()
            subscriber = nil
        }
        #expect(log == ["inner: disposed", "outer: next alive true, deallocated false", "returned: next alive false"])
    }
}
