import Testing
import RACCore

/// `RACMulticastConnection` and the operators that make one (RACMulticastConnection.m,
/// RACSignal+Operations.m). Contracts: SignalContracts §8 (a connection subscribes its
/// subject to the source once, on -connect).
@Suite struct RACMulticastConnectionTests {
    /// RACMulticastConnectionSpec's fixture: a published signal counting its subscriptions.
    private func published(_ h: Harness, _ count: Counter) -> RACMulticastConnection {
        let source = h.hold(RACSignal.createSignal(h.didSubscribe { _ in
            count.value += 1
            return nil
        }))
        return h.hold(source.publish())
    }

    @Test func theSubjectIsNamedAfterItsEarlierName() {
        // -publish names its RACSubject "[%@] -publish" with the source's name
        // (RACSignal+Operations.m:948); -multicast: then renames that subject
        // "[%@] -multicast: %@" with the source's name and `subject.name` read before the
        // renaming (RACSignal+Operations.m:954) — so the old name appears once inside the new
        // one, never the new name inside itself. -replayLast does the same with its
        // "[%@] -replayLast" replay subject (RACSignal+Operations.m:969).
        var published = "", replayed = ""
        _ = Harness.run { h in
            let source = h.hold(RACSignal.createSignal(h.didSubscribe { _ in nil }))
            published = h.recorder.displayName(of: h.hold(source.publish()).signal)
            replayed = h.recorder.displayName(of: h.hold(source.replayLast()))
        }
        #expect(published == "[+createSignal:] -multicast: [+createSignal:] -publish")
        #expect(replayed == "[+createSignal:] -multicast: [+createSignal:] -replayLast")
    }

    @Test func replayExample() {
        // Ground truth: Tests/Fixtures/ground-truth/08-replay. -replay connects at once: the source
        // runs inside -replay and completes into the RACReplaySubject, whose -sendCompleted
        // disposes the source subscription (the subject's disposable holds it, §3); the
        // disposable the source block then returns is added to a disposed compound
        // disposable and runs at once (§5) — all before "replay returned". Each subscriber
        // then gets the replayed values and completion from RACReplaySubject -subscribe:.
        let h = Harness.run { h in
            let source = h.hold(RACSignal.createSignal(h.didSubscribe { subscriber in
                h.log("source runs")
                subscriber.sendNext(num(1))
                subscriber.sendNext(num(2))
                subscriber.sendCompleted()
                return h.disposable { h.log("source disposed") }
            }))
            let replayed = h.hold(source.replay())
            h.log("replay returned")
            replayed.subscribe(next: h.next { x in h.log("first \(x!)") }, completed: h.completed { h.log("first completed") })
            replayed.subscribe(next: h.next { x in h.log("second \(x!)") }, completed: h.completed { h.log("second completed") })
            h.releaseAll()
        }
        #expect(h.output == ["source runs", "source disposed", "replay returned", "first 1", "first 2",
                             "first completed", "second 1", "second 2", "second completed"])
    }

    @Test func connectSubscribesToTheSourceOnce() {
        // -connect: the compare-and-swap of _hasConnected lets only the first call subscribe;
        // every call returns the same serialDisposable.
        let count = Counter()
        Harness.run { h in
            let connection = published(h, count)
            #expect(count.value == 0) // -publish only makes the subject and the connection
            let d1 = connection.connect()
            let d2 = connection.connect()
            #expect(d1 === d2)
            #expect(count.value == 1)
            h.releaseAll()
        }
    }

    @Test func doesNotReconnectAfterDisposal() {
        // _hasConnected stays 1 after the serial disposable is disposed.
        let count = Counter()
        Harness.run { h in
            let connection = published(h, count)
            let d1 = connection.connect()
            d1.dispose()
            let d2 = connection.connect()
            #expect(count.value == 1)
            #expect(d1 === d2)
            h.releaseAll()
        }
    }

    @Test func subscribersSeeOnlyWhatIsSentAfterConnecting() {
        // -publish multicasts through a plain RACSubject: subscribers before -connect get the
        // source's values; a subscriber after the source has completed gets nothing
        // (the subject has already sent completed: a RACSubject does not replay, §8).
        var first: Events?
        var late: Events?
        Harness.run { h in
            let connection = h.hold(h.hold(h.cold([num(1), num(2)])).publish())
            first = h.record(connection.signal)
            connection.connect()
            late = h.record(connection.signal)
            h.releaseAll()
        }
        #expect(first?.log == ["1", "2", "completed"])
        #expect(late?.log == [])
    }

    @Test func autoconnectSubscribesOnTheFirstSubscription() {
        // -autoconnect's createSignal: block calls -connect on each subscription; only the
        // first subscribes to the source.
        let count = Counter()
        Harness.run { h in
            let signal = h.hold(published(h, count).autoconnect())
            #expect(count.value == 0)
            h.record(signal)
            #expect(count.value == 1)
            h.record(signal)
            #expect(count.value == 1)
            h.releaseAll()
        }
    }

    @Test func autoconnectDisposesTheSourceWithTheLastSubscriber() {
        // The autoconnect disposable disposes the subject subscription, decrements
        // subscriberCount and, at 0, disposes the connection's serial disposable — and with it
        // the source subscription, whose disposable then runs.
        var disposed = false
        Harness.run { h in
            let source = h.hold(RACSignal.createSignal(h.didSubscribe { subscriber in
                h.hold(subscriber) // keep the subscriber alive, as the spec does
                return h.disposable { disposed = true }
            }))
            let signal = h.hold(source.publish().autoconnect())
            var disposable: RACDisposable?
            h.record(signal) { disposable = $0 }
            #expect(!disposed)
            disposable?.dispose()
            #expect(disposed)
            h.releaseAll()
        }
    }

    @Test func autoconnectDoesNotReconnectAfterDisposal() {
        let count = Counter()
        Harness.run { h in
            let signal = h.hold(published(h, count).autoconnect())
            var disposable: RACDisposable?
            h.record(signal) { disposable = $0 }
            #expect(count.value == 1)
            disposable?.dispose()
            h.record(signal) { disposable = $0 }
            #expect(count.value == 1) // -connect does nothing the second time
            disposable?.dispose()
            h.releaseAll()
        }
    }

    @Test func autoconnectReplaysAfterDisposalThroughAReplaySubject() {
        // The replay subject keeps what the source sent; the second subscriber gets it from
        // RACReplaySubject -subscribe: even though the first subscription was disposed.
        var second: Events?
        var first: Events?
        Harness.run { h in
            let subject = h.hold(RACSubject())
            let signal = h.hold(subject.multicast(RACReplaySubject()).autoconnect())
            var disposable: RACDisposable?
            first = h.record(signal) { disposable = $0 }
            subject.sendNext(num(1))
            subject.sendNext(num(2))
            disposable?.dispose()
            second = h.record(signal)
            h.releaseAll()
        }
        #expect(first?.values == ["1", "2"])
        #expect(second?.values == ["1", "2"])
    }

    @Test func replayLastKeepsOnlyTheLatestValue() {
        // RACReplaySubject with capacity 1: the late subscriber gets 3, then completed.
        var events: Events?
        let count = Counter()
        Harness.run { h in
            let replayed = h.hold(h.hold(h.cold([num(1), num(2), num(3)], subscriptions: count)).replayLast())
            events = h.record(replayed)
            h.record(replayed)
            h.releaseAll()
        }
        #expect(count.value == 1) // -replayLast connects once, inside the call
        #expect(events?.log == ["3", "completed"])
    }

    @Test func replayLazilyConnectsOnTheFirstSubscription() {
        // -replayLazily connects inside a +defer: block: nothing runs until subscription,
        // and later subscriptions replay from the subject without resubscribing.
        let count = Counter()
        var first: Events?
        var second: Events?
        Harness.run { h in
            let replayed = h.hold(h.hold(h.cold([num(1)], subscriptions: count)).replayLazily())
            #expect(count.value == 0)
            first = h.record(replayed)
            second = h.record(replayed)
            h.releaseAll()
        }
        #expect(count.value == 1)
        #expect(first?.log == ["1", "completed"])
        #expect(second?.log == ["1", "completed"])
    }

    @Test func deallocLetsGoOfTheSourceBeforeTheSubject() {
        // RACMulticastConnection has no -dealloc: its ivars go in `.cxx_destruct`, the last
        // declared first. `_signal` is declared in the class extension's braces
        // (RACMulticastConnection.m:17), before the synthesized `_sourceSignal` and
        // `_serialDisposable` (:30, :31), so the order is serial disposable, source, subject.
        // The source's going releases its didSubscribe block and what the block captured (a
        // scoped disposable, which disposes itself on dealloc, RACScopedDisposable.m:33); the
        // subject's going disposes the subscription it is the subscriber of (RACSubject.m:49).
        let h = Harness.run { h in
            let captured = RACScopedDisposable(block: RACVoidBlock(named: "source's capture") { h.log("source released") })
            let source = RACSignal.createSignal(h.didSubscribe(captures: [captured]) { _ in nil })
            let subject = RACSubject()
            // Locals of the test's own, let go once the connection holds both.
            source.retain()
            subject.retain()
            let other = h.hold(RACSignal.createSignal(h.didSubscribe { _ in
                h.disposable { h.log("subject's subscription disposed") }
            }))
            _ = other.subscribe(subject)
            let connection = RACMulticastConnection(sourceSignal: source, subject: subject)
            connection.retain()
            source.release()
            subject.release()
            connection.release()
            h.releaseAll()
        }
        #expect(h.output == ["source released", "subject's subscription disposed"])
    }
}
