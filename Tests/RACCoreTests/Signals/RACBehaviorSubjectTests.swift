import Testing
import RACCore

/// RACBehaviorSubject (RACBehaviorSubject.m) and RACGroupedSignal with -groupBy:transform:
/// (RACSignal+Operations.m:1082).
@Suite struct RACBehaviorSubjectTests {
    @Test func sendsTheCurrentValueToEachNewSubscriber() {
        var log: [String] = []
        Harness.run { h in
            let subject = h.hold(RACBehaviorSubject(defaultValue: num(0)))
            // -subscribe: (RACBehaviorSubject.m:32) subscribes as a subject, then sends
            // currentValue on the subscription scheduler, at once on the main thread.
            subject.subscribe(next: h.next { log.append("A \($0!.description)") })
            // -sendNext: stores the value before sending it (RACBehaviorSubject.m:51).
            subject.sendNext(num(1))
            subject.subscribe(next: h.next { log.append("B \($0!.description)") })
            subject.sendNext(num(2))
            h.releaseAll()
        }
        #expect(log == ["A 0", "A 1", "B 1", "A 2", "B 2"])
    }

    @Test func groupBySendsEachNewGroupBeforeItsFirstValue() {
        var log: [String] = []
        Harness.run { h in
            let subject = h.hold(RACSubject())
            let parity = RACMapBlock(named: "parity") { x in num(Int((x as! ObjCNumber).integerValue) % 2) }
            let tenfold = RACMapBlock(named: "tenfold") { x in num(Int((x as! ObjCNumber).integerValue) * 10) }
            subject.groupBy(parity, transform: tenfold).subscribe(next: h.next { group in
                let group = group as! RACGroupedSignal
                log.append("group \(group.key!.description)")
                group.subscribe(next: h.next { log.append("\(group.key!.description): \($0!.description)") },
                                completed: h.completed { log.append("\(group.key!.description) completed") })
            }, completed: h.completed { log.append("completed") })
            // A new key sends its group to the subscriber (RACSignal+Operations.m:1098), whose
            // next block subscribes to it, before the value goes to the group (:1102).
            for n in [1, 2, 3] { subject.sendNext(num(n)) }
            // Completion reaches the subscriber, then the groups in order (:1108, :1110).
            subject.sendCompleted()
            h.releaseAll()
        }
        #expect(log == ["group 1", "1: 10", "group 0", "0: 20", "1: 30", "completed", "1 completed", "0 completed"])
    }
}
