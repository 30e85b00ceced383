import RACTrace
import Testing
import RACCore

/// `-zipWith:` (RACSignal.m), and the two-signal cases of RACSignalSpec's "+zip:".
/// Contracts: SignalContracts §3, §4.
@Suite struct ZipWithTests {
    static let numbering = RACBlockNumbering([
        RACBlockName.zipWith.name: 20,
        RACBlockName.zipWithDidSubscribe.name: 21,
        RACBlockName.zipWithSendNext.name: 22,
        RACBlockName.zipWithSendCompletedIfNecessary.name: 23,
        RACBlockName.zipWithSelfNext.name: 24,
        RACBlockName.zipWithSelfError.name: 25,
        RACBlockName.zipWithSelfCompleted.name: 26,
        RACBlockName.zipWithOtherNext.name: 27,
        RACBlockName.zipWithOtherError.name: 28,
        RACBlockName.zipWithOtherCompleted.name: 29,
        RACBlockName.zipWithDispose.name: 30,
    ])

    /// 04-zip-other-first: `[left zipWith:right]` of two subjects; right sends r1 and
    /// completes, then left sends l1 and l2. Blocks: subscribeNext: 1, completed: 2.
    private func example04() -> Harness {
        Harness.run(numbering: Self.numbering) { h in
            let left = h.hold(RACSubject())
            let right = h.hold(RACSubject())
            left.zipWith(right).subscribe(
                next: h.next(1) { t in
                    let tuple = t as! RACTuple
                    h.log("pair \(tuple.first!.description) \(tuple.second!.description)")
                },
                completed: h.completed(2) { h.log("zip done") })
            right.sendNext(str("r1"))
            right.sendCompleted()
            left.sendNext(str("l1"))
            left.sendNext(str("l2"))
            h.log("end")
            h.releaseAll()
        }
    }

    @Test func example04ZipOtherFirst() {
        // Ground truth: right's completion leaves r1 queued, so nothing completes yet. l1
        // pairs with r1; sendCompletedIfNecessary then finds right completed and drained and
        // completes, which disposes the whole subscription (§3): l2 is dropped (§4).
        let h = example04()
        #expect(h.output == ["pair l1 r1", "zip done", "end"])
    }

    @Test func example04BlockOrder() {
        // zipWith: (20); subscribing runs didSubscribe (21). r1 enters the other-next handler
        // (27) and sendNext (22), which finds the left queue empty. right's completion enters
        // the other-completed handler (29) and sendCompletedIfNecessary (23): r1 is still
        // queued. l1 enters the self-next handler (24) and sendNext (22), which pairs and
        // calls the reader (1), then sendCompletedIfNecessary (23), which completes: the
        // reader's RACSubscriber disposes first, running zipWith's dispose block (30), then
        // calls the completed block (2). By l2, disposal has removed the left subscription's
        // passthrough from the subject: l2 reaches no subscriber at all.
        let h = example04()
        #expect(h.enteredBlocks == [20, 21, 27, 22, 29, 23, 24, 22, 1, 23, 30, 2])
        #expect(h.droppedEvents.isEmpty)
    }

    @Test func example04DisposeOrder() {
        // Disposables by creation (RACSubscriber -init makes its clearBlocks disposable before
        // its compound): the subjects' own compounds #1 (left), #2 (right); the reader's
        // RACSubscriber: clearBlocks #3, compound #4; the zip subscription #5 (purge #6); the
        // left RACSubscriber #7, #8, its subject subscription #9 (purge #10, removeSubscriber
        // #11); the right ones #12, #13 and #14 (#15, #16); zipWith's dispose block #17.
        //
        // right completes: RACSubject -sendCompleted disposes its own #2, then its subscriber
        // disposes its compound #13 → #12, #14 → #15, #16 (§3). The zip completes on l1: the
        // reader's subscriber disposes #4 → #3, #5 → #6, #17, whose block disposes the left
        // subscription #9 → #10, #11 (and the right one, already disposed). The left
        // RACSubscriber goes last: -sendNext:'s snapshot of the subject's subscribers holds
        // its passthrough until l1's delivery returns; then it deallocates and disposes #8 → #7.
        // Last, the zip signal, which nothing holds once subscribed (an autoreleased temporary
        // in RAC), goes when its subscription-scheduler block (RACDynamicSignal.m:43) does,
        // releasing the didSubscribe block that held the subjects; when the harness lets go of
        // the left subject, its -dealloc disposes its compound #1 (RACSubject.m:48).
        let h = example04()
        let steps = h.disposeSteps.map { step in
            "\(step.object ?? "?")\(step.flag == true ? " runs" : "")\(step.target.map { " in \($0)" } ?? "")"
        }
        #expect(steps == [
            "disposable#2",
            "disposable#13", "disposable#12 runs in disposable#13", "disposable#14 in disposable#13",
            "disposable#15 runs in disposable#14", "disposable#16 runs in disposable#14",
            "disposable#4", "disposable#3 runs in disposable#4", "disposable#5 in disposable#4",
            "disposable#6 runs in disposable#5", "disposable#17 runs in disposable#5",
            "disposable#9 in disposable#8", "disposable#10 runs in disposable#9", "disposable#11 runs in disposable#9",
            "disposable#8", "disposable#7 runs in disposable#8",
            "disposable#1",
        ])
    }

    @Test func pairsValuesInOrder() {
        let h = Harness.run { h in
            let left = h.hold(RACSubject()), right = h.hold(RACSubject())
            left.zipWith(right).subscribe(next: h.next { t in
                let tuple = t as! RACTuple
                h.log("\(tuple.first!.description)\(tuple.second!.description)")
            })
            left.sendNext(num(1))
            left.sendNext(num(2))
            right.sendNext(str("a"))
            right.sendNext(str("b"))
            right.sendNext(str("c"))
            left.sendNext(num(3))
            h.releaseAll()
        }
        #expect(h.output == ["1a", "2b", "3c"])
    }

    @Test func nilValuesArePairedAsNil() {
        // Queued as RACTupleNil, read back as nil.
        let h = Harness.run { h in
            RACSignal.return(nil).zipWith(RACSignal.return(num(1))).subscribe(next: h.next { t in
                let tuple = t as! RACTuple
                h.log("\(tuple.first?.description ?? "nil") \(tuple.second!.description) \(tuple.className)")
            })
        }
        #expect(h.output == ["nil 1 RACTwoTuple"])
    }

    /// RACSignalSpec "+zip:" (two subjects), as (script, error expected, completed expected).
    /// `1n` sends n values then errors on the first subject; `2n` sends n values then
    /// completes the second.
    static let zipCases: [(String, [String], Bool, Bool)] = [
        ("outcome should not depend on the order of signals", ["2c"], false, true),
        ("errors earlier in time and before in position are forwarded", ["1e2", "2c3"], true, false),
        ("errors earlier in time and after in position are forwarded", ["1e3", "2c2"], true, false),
        ("errors later in time and before in position are forwarded", ["2c3", "1e2"], true, false),
        ("errors later in time and after in position are ignored", ["2c2", "1e3"], false, true),
    ]

    @Test(arguments: zipCases)
    func zipTermination(_ name: String, _ script: [String], _ error: Bool, _ completed: Bool) {
        // sendCompletedIfNecessary completes once either side is completed and drained; an
        // error is forwarded unless the zip has completed (and so disposed) already.
        var sentError = false, sentCompleted = false
        Harness.run { h in
            let s1 = h.hold(RACSubject()), s2 = h.hold(RACSubject())
            let disposable = h.hold(s1.zipWith(s2).subscribe(error: h.error { _ in sentError = true },
                                                             completed: h.completed { sentCompleted = true })!)
            for step in script {
                let subject = step.hasPrefix("1") ? s1 : s2
                let count = Int(String(step.last!)) ?? 0
                for i in 0..<count { subject.sendNext(num(i + 1)) }
                if step.contains("e") { subject.sendError(str("error")) } else { subject.sendCompleted() }
            }
            disposable.dispose()
            h.releaseAll()
        }
        #expect(sentError == error, "\(name)")
        #expect(sentCompleted == completed, "\(name)")
    }

    @Test func completesAsSoonAsNoNewPairIsPossible() {
        var completed = false
        Harness.run { h in
            let s1 = h.hold(RACSubject()), s2 = h.hold(RACSubject())
            s1.zipWith(s2).subscribe(completed: h.completed { completed = true })
            s1.sendNext(num(1))
            s2.sendNext(num(1))
            #expect(!completed)
            s1.sendNext(num(2))
            s1.sendCompleted()
            #expect(!completed)
            s2.sendNext(num(2))
            #expect(completed)
            h.releaseAll()
        }
    }
}
