import Testing
import RACCore

/// `-take:` (RACStream.m): `-bind:` with a counter and the stop flag (SignalContracts §7).
@Suite struct TakeTests {
    @Test func subjectTakeExample() {
        // Ground truth: Tests/Fixtures/ground-truth/06-subject-take. "lost" is sent before anyone
        // subscribes, so RACSubject has no subscriber to send it to (SignalContracts §8).
        // The take: subscription is the subject's first subscriber, so each value reaches it
        // before the plain subscriber (-enumerateSubscribersUsingBlock: goes in order). On
        // "b" the binding block sets *stop: bind's source next handler disposes the subject
        // subscription and calls completeSignal, which reaches 0 once +return: "b" has
        // completed — "take completed" comes before "all: b". "c" goes to the second only.
        let h = Harness.run { h in
            let clicks = h.hold(RACSubject())
            clicks.sendNext(str("lost"))
            clicks.take(2).subscribe(next: h.next { x in h.log("first two: \(x!)") },
                                     completed: h.completed { h.log("take completed") })
            clicks.subscribe(next: h.next { x in h.log("all: \(x!)") })
            clicks.sendNext(str("a"))
            clicks.sendNext(str("b"))
            clicks.sendNext(str("c"))
            h.releaseAll()
        }
        #expect(h.output == ["first two: a", "all: a", "first two: b", "take completed", "all: b", "all: c"])
    }

    @Test func takeDisposesTheReceiverBeforeCompleting() {
        // The stop flag makes bind's source next handler run `[selfDisposable dispose]`
        // before `completeSignal(selfDisposable)`: the subject subscription is disposed (the
        // subject drops its passthrough) before the subscriber's completed block runs.
        var countAtCompletion = -1
        let h = Harness.run { h in
            let subject = h.hold(RACSubject())
            subject.take(1).subscribe(completed: h.completed {
                countAtCompletion = subject.subscriberCount
                h.log("completed")
            })
            #expect(subject.subscriberCount == 1) // the take: subscription
            subject.sendNext(num(1))
            h.releaseAll()
        }
        #expect(countAtCompletion == 0) // RACSubject's removeSubscriber disposable already ran
        #expect(h.output == ["completed"])
    }

    @Test func blockOrderOfASynchronousSource() {
        // A source sending 1, 2, 3 then completing, taken 2. Per value, bind's source next
        // handler calls take's binding block, then addSignal, which subscribes to +return:;
        // its value goes through addSignal's next handler to the reader's block, and its
        // completion through addSignal's completed handler to completeSignal. On 2 the stop
        // flag makes the source next handler call completeSignal itself, which reaches 0 and
        // sends completed (the reader's completed block). The source is not disposed yet —
        // bind's serial disposable gets its disposable only when -subscribe: returns — so 3
        // still reaches bind's source next handler, which returns at once (the
        // compoundDisposable.disposed check), and the source's completion still calls
        // completeSignal (signalCount goes to -1: no second completed).
        let h = Harness.run { h in
            let source = h.hold(RACSignal.createSignal(h.didSubscribe(1) { subscriber in
                subscriber.sendNext(num(1))
                subscriber.sendNext(num(2))
                subscriber.sendNext(num(3))
                subscriber.sendCompleted()
                return h.disposable { h.log("source disposed") }
            }))
            let taken = h.hold(source.take(2))
            taken.subscribe(next: h.next(4) { x in h.log(x!.description) },
                            completed: h.completed(5) { h.log("completed") })
            h.releaseAll()
        }
        // RACSubscriber's own disposable blocks (subscriber.clearBlocks/purge) are left out.
        let entered = h.recorder.steps.filter { $0.kind == .enter }.map { $0.name ?? "" }
            .filter { !$0.hasPrefix("subscriber.") }
        // Each -subscribe: of a RACDynamicSignal (RACDynamicSignal.m:43) and of a +return:
        // (RACReturnSignal.m:84) runs its block on the subscription scheduler, at once here.
        let perValue = ["bind.source.next", "take.binding", "bind.addSignal", "returnSignal.subscribe",
                        "bind.addSignal.next", "subscribeNext:", "bind.addSignal.completed", "bind.completeSignal"]
        #expect(entered == ["take", "bind", "dynamicSignal.subscribe", "bind.didSubscribe", "take.bindBlock",
                            "dynamicSignal.subscribe", "createSignal:"]
            + perValue + perValue + ["bind.completeSignal", "completed:"]
            + ["bind.source.next", "bind.source.completed", "bind.completeSignal", "disposableWithBlock:"])
        // The source's disposable is added to its already-disposed subscription (§5) last.
        #expect(h.output == ["1", "2", "completed", "source disposed"])
    }

    @Test func zeroIsEmptyAndNeverSubscribes() {
        // `if (count == 0) return class.empty;`: the receiver is never subscribed.
        let subscriptions = Counter()
        var events: Events?
        Harness.run { h in
            let source = h.hold(h.cold([num(1)], subscriptions: subscriptions))
            events = h.record(source.take(0))
            h.releaseAll()
        }
        #expect(subscriptions.value == 0)
        #expect(events?.log == ["completed"]) // RACEmptySignal completes on subscription
    }

    @Test func completesEvenIfTheSourceDoesNot() {
        // RACSignalSpec "should complete take: even if the original signal doesn't": the
        // binding block sets *stop on the first value, so bind completes by itself.
        var events: Events?
        var unit = ""
        Harness.run { h in
            unit = RACUnit.defaultUnit.description
            let sendOne = h.hold(h.cold([RACUnit.defaultUnit], completes: false))
            events = h.record(sendOne.take(1))
            h.releaseAll()
        }
        #expect(events?.values == [unit])
        #expect(events?.completed == true)
    }

    @Test func completesEvenIfTheSignalIsRecursive() {
        // RACSignalSpec "should complete take: even if the signal is recursive": each value
        // sends the next one from inside the subscriber; the third sets *stop, bind completes
        // and disposes, so the recursive sends after it (and the guard's error) are dropped.
        var values: [Int64] = []
        var completed = false
        Harness.run { h in
            let subject = h.hold(RACSubject())
            subject.take(3).subscribe(next: h.next { x in
                let n = (x as! ObjCNumber).integerValue
                values.append(n)
                if values.count >= 4 { subject.sendError(testError()) }
                subject.sendNext(ObjCNumber(Int(n + 1)))
            }, completed: h.completed { completed = true })
            subject.sendNext(num(0))
            h.releaseAll()
        }
        #expect(values == [0, 1, 2])
        #expect(completed)
    }

    @Test func forwardsErrorsBeforeTheCount() {
        // bind's source error handler disposes and forwards the error.
        var events: Events?
        Harness.run { h in
            events = h.record(h.hold(h.cold([num(1)], error: testError())).take(2))
            h.releaseAll()
        }
        #expect(events?.log == ["1", "error " + testError().description])
    }
}
