import Testing
import RACCore

/// `-doNext:`/`-doError:`/`-doCompleted:`, `-catch:`/`-catchTo:`, `-then:`
/// (RACSignal+Operations.m).
@Suite struct SideEffectAndErrorTests {
    @Test func doBlocksRunBeforeForwarding() {
        // Each do-handler calls the block, then `[subscriber send…]`.
        let h = Harness.run { h in
            let s = h.hold(h.cold([num(1)]))
            h.hold(s.doNext(RACValueBlock(named: "doNext") { x in h.log("doNext \(x!)") })
                    .doCompleted(RACVoidBlock(named: "doCompleted") { h.log("doCompleted") }))
                .subscribe(next: h.next { x in h.log("next \(x!)") }, completed: h.completed { h.log("completed") })
            let e = h.hold(h.cold([], error: testError()))
            h.hold(e.doError(RACValueBlock(named: "doError") { _ in h.log("doError") }))
                .subscribe(error: h.error { _ in h.log("error") })
            h.releaseAll()
        }
        #expect(h.output == ["doNext 1", "next 1", "doCompleted", "completed", "doError", "error"])
    }

    @Test func catchSubscribesToTheEnsuingSignal() {
        // RACSignalSpec "-catch: should subscribe to ensuing signal on error".
        var events: Events?
        Harness.run { h in
            let subject = h.hold(RACSubject())
            events = h.record(h.hold(subject.catch(RACFlattenMapBlock(named: "c") { _ in RACSignal.return(num(41)) })))
            subject.sendError(testError())
            h.releaseAll()
        }
        #expect(events?.log == ["41", "completed"])
    }

    @Test func catchPreventsAndPropagates() {
        // "should prevent source error from propagating" (+empty) and "should propagate
        // error from ensuing signal" (+error:): the subscriber gets only the caught signal.
        var empty: Events?
        var failing: Events?
        Harness.run { h in
            let subject = h.hold(RACSubject())
            empty = h.record(h.hold(subject.catchTo(RACSignal.empty())))
            failing = h.record(h.hold(subject.catchTo(RACSignal.error(testError(41)))))
            subject.sendError(testError())
            h.releaseAll()
        }
        #expect(empty?.log == ["completed"])
        #expect(failing?.error == testError(41).description)
    }

    @Test func catchDisposesTheEnsuingSignal() {
        // "should dispose ensuing signal": catch.dispose disposes catchDisposable, which holds
        // the ensuing subscription. The subscriber is held, as the spec's disposable is.
        var disposed = false
        Harness.run { h in
            let subject = h.hold(RACSubject())
            let caught = h.hold(subject.catch(RACFlattenMapBlock(named: "c") { _ in
                RACSignal.createSignal(h.didSubscribe { s in
                    h.hold(s)
                    return h.disposable { disposed = true }
                })
            }))
            var disposable: RACDisposable?
            h.record(caught) { disposable = $0 }
            subject.sendError(testError())
            #expect(!disposed)
            disposable?.dispose()
            h.releaseAll()
        }
        #expect(disposed)
    }

    @Test func thenContinuesOntoTheReturnedSignal() {
        // RACSignalSpec "-then: should continue onto returned signal": ignoreValues, then
        // +defer: of the block, subscribed by -concat: once the receiver completes.
        var events: Events?
        var blockRuns = 0
        Harness.run { h in
            let s = h.hold(h.cold([num(1), num(2)]))
            let then = h.hold(s.then(RACSignalFactoryBlock(named: "then") {
                blockRuns += 1
                return RACSignal.return(num(3))
            }))
            #expect(blockRuns == 0) // +defer: runs the block only on subscription
            events = h.record(then)
            h.releaseAll()
        }
        #expect(events?.log == ["3", "completed"])
    }

    @Test func thenSequencesEvenWithoutValues() {
        // "should sequence even if no next value is sent"; an error skips the block.
        var events: Events?
        var errored: Events?
        Harness.run { h in
            let block = RACSignalFactoryBlock(named: "then") { RACSignal.return(num(1)) }
            events = h.record(h.hold(RACSignal.empty().then(block)))
            errored = h.record(h.hold(RACSignal.error(testError()).then(block)))
            h.releaseAll()
        }
        #expect(events?.log == ["1", "completed"])
        #expect(errored?.log == ["error " + testError().description])
    }
}
