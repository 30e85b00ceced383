import RACTrace
import Testing
import RACCore

/// `-bind:` (RACSignal.m). Contracts: Documentation/SignalContracts.md §3 (terminal events
/// dispose first), §5 (bind completes when every signal has completed).
@Suite struct BindTests {
    /// The classic article example: a source sending 1, 2, 3 then completing, bound with a
    /// binding block that returns `+return:`.
    private func classic(numbering: RACBlockNumbering = .classic) -> Harness {
        Harness.run(numbering: numbering) { h in
            let source = h.hold(RACSignal.createSignal(h.didSubscribe(1) { subscriber in
                subscriber.sendNext(num(1))
                subscriber.sendNext(num(2))
                subscriber.sendNext(num(3))
                subscriber.sendCompleted()
                return nil
            }))
            let bound = h.hold(source.bind(h.bindBlock(2) {
                h.binding(3) { value, _ in RACSignal.return(value) }
            }))
            bound.subscribe(next: h.next(4) { x in h.log(x!.description) })
            h.releaseAll()
        }
    }

    @Test func classicNumberingOrder() {
        // RAC: -bind: (5) returns a createSignal:; subscribing runs its block (6), which calls
        // the bind block (2) and subscribes to the source (1). Each value reaches the source's
        // next handler (10), which calls the binding block (3) and addSignal (8); addSignal
        // subscribes to +return:, whose value goes through addSignal's next handler (9) to the
        // reader's block (4); +return: then completes, which calls completeSignal (7). The
        // source's completion calls completeSignal (7) once more.
        let h = classic()
        let perValue = [10, 3, 8, 9, 4, 7]
        #expect(h.enteredBlocks == [5, 6, 2, 1] + perValue + perValue + perValue + [7])
        #expect(h.output == ["1", "2", "3"])
    }

    @Test func alternativeNumberingReplacesTheMap() {
        // The alternative numbering some articles use; `bind` itself is left out, so unnumbered.
        let alternative = RACBlockNumbering([
            "bind.didSubscribe": 5, "bind.completeSignal": 6, "bind.addSignal": 7,
            "bind.source.next": 8, "bind.addSignal.next": 9,
        ])
        let h = classic(numbering: alternative)
        let perValue = [8, 3, 7, 9, 4, 6]
        #expect(h.enteredBlocks == [5, 2, 1] + perValue + perValue + perValue + [6])
    }

    @Test func innerSignalsAreDisposedAsTheyComplete() {
        // Ground truth: Tests/Fixtures/ground-truth/02-bind-inner-dispose. Each inner createSignal:
        // completes inside its didSubscribe, so its RACSubscriber disposes the subscription's
        // compound disposable before the returned disposable is added; adding to a disposed
        // compound disposable disposes at once ("inner x gone" right after "xx"). The source
        // completes likewise, and bind's completeSignal sends completed ("doubled completed")
        // before the source's disposable is even returned ("source gone" last).
        let h = Harness.run { h in
            let source = h.hold(RACSignal.createSignal(h.didSubscribe { subscriber in
                subscriber.sendNext(str("x"))
                subscriber.sendNext(str("y"))
                subscriber.sendCompleted()
                return h.disposable { h.log("source gone") }
            }))
            let doubled = h.hold(source.bind(h.bindBlock {
                h.binding { value, _ in
                    let text = (value as! ObjCString).value
                    return RACSignal.createSignal(h.didSubscribe { subscriber in
                        subscriber.sendNext(str(text + text))
                        subscriber.sendCompleted()
                        return h.disposable { h.log("inner \(text) gone") }
                    })
                }
            }))
            doubled.subscribe(next: h.next { x in h.log(x!.description) },
                              completed: h.completed { h.log("doubled completed") })
            h.releaseAll()
        }
        #expect(h.output == ["xx", "inner x gone", "yy", "inner y gone", "doubled completed", "source gone"])
    }

    @Test func neverCompletingInnerSignalIsDisposedWhenItsSubscriberIsReleased() {
        // Subscriber lifetime (SignalContracts §6): the inner signal never completes and its
        // block keeps no reference to its subscriber, so when -subscribeNext: inside addSignal
        // returns, nothing holds the inner RACSubscriber: it is deallocated and disposes the
        // inner subscription ("inner dispose"). The source then completes; its disposable is
        // added to an already-disposed compound disposable and runs at once ("source dispose").
        let h = Harness.run { h in
            let source = h.hold(RACSignal.createSignal(h.didSubscribe { subscriber in
                subscriber.sendNext(num(1))
                subscriber.sendCompleted()
                return h.disposable { h.log("source dispose") }
            }))
            let bound = h.hold(source.bind(h.bindBlock {
                h.binding { value, _ in
                    RACSignal.createSignal(h.didSubscribe { subscriber in
                        subscriber.sendNext(value)
                        return h.disposable { h.log("inner dispose") }
                    })
                }
            }))
            bound.subscribe(next: h.next { x in h.log("value \(x!.description)") },
                            completed: h.completed { h.log("completed") })
            h.log("end")
            h.releaseAll()
        }
        #expect(h.output == ["value 1", "inner dispose", "source dispose", "end"])
    }
}
