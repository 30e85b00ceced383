import Testing
import RACCore

/// `-deliverOn:` (RACSignal+Operations.m). Contracts: SignalContracts §4, §9.
@Suite struct DeliverOnTests {
    @Test func everyEventIsQueuedOnTheScheduler() {
        // Each event, completion included, is its own -schedule: on the main queue: all of
        // them arrive after the sending code has returned, in order.
        let h = Harness.run { h in
            let subject = h.hold(RACSubject())
            h.hold(subject.deliverOn(RACScheduler.mainThreadScheduler)).subscribe(
                next: h.next { x in h.log(x!.description) },
                completed: h.completed { h.log("completed") })
            subject.sendNext(num(1))
            subject.sendNext(num(2))
            subject.sendCompleted()
            h.log("sent")
        }
        #expect(h.output == ["sent", "1", "2", "completed"])
    }

    @Test func errorsAreQueuedToo() {
        let h = Harness.run { h in
            let subject = h.hold(RACSubject())
            h.hold(subject.deliverOn(RACScheduler.mainThreadScheduler)).subscribe(
                error: h.error { e in h.log("error \(e!.description)") })
            subject.sendError(str("boom"))
            h.log("sent")
        }
        #expect(h.output == ["sent", "error boom"])
    }

    @Test func runsOnTheTargetScheduler() {
        // On a test scheduler, each step delivers one event, with the test scheduler current.
        Harness.run { h in
            let scheduler = h.hold(RACTestScheduler())
            let subject = h.hold(RACSubject())
            var current: [Bool] = []
            h.hold(subject.deliverOn(scheduler)).subscribe(next: h.next { x in
                current.append(RACScheduler.currentScheduler === scheduler)
                h.log(x!.description)
            })
            subject.sendNext(num(1))
            subject.sendNext(num(2))
            #expect(h.output == [])
            scheduler.step()
            #expect(h.output == ["1"])
            scheduler.step()
            #expect(h.output == ["1", "2"])
            #expect(current == [true, true])
            h.releaseAll()
        }
    }

    @Test func disposalDropsQueuedEventsWithoutCancellingThem() {
        // RAC keeps no scheduling disposable: the queued block still runs, and the disposed
        // passthrough drops what it sends.
        let h = Harness.run { h in
            let scheduler = h.hold(RACTestScheduler())
            let subject = h.hold(RACSubject())
            let disposable = subject.deliverOn(scheduler).subscribe(next: h.next { x in h.log(x!.description) })
            subject.sendNext(num(1))
            disposable?.dispose()
            scheduler.stepAll()
            h.releaseAll()
        }
        #expect(h.output == [])
        #expect(h.droppedEvents.map { $0.value } == ["1"])
    }
}
