import RACTrace
import Testing
import RACCore

/// `-concat:` (RACSignal.m). Contracts: SignalContracts §3 (terminal events dispose first),
/// §5 (adding to a disposed compound disposable disposes at once).
@Suite struct ConcatTests {
    /// Numbers for concat's internal blocks; the reader's blocks are 1–5 (see `example03`).
    static let numbering = RACBlockNumbering([
        RACBlockName.concat.name: 10,
        RACBlockName.concatDidSubscribe.name: 11,
        RACBlockName.concatSourceNext.name: 12,
        RACBlockName.concatSourceError.name: 13,
        RACBlockName.concatSourceCompleted.name: 14,
    ])

    /// 03-concat-three: `[[make(@"A") concat:make(@"B")] concat:make(@"C")]`, where each
    /// `make` signal logs its subscription, sends its name, completes and returns a
    /// disposable logging "disposed <name>". Blocks: A's, B's, C's createSignal: are 1, 2, 3;
    /// subscribeNext: 4; completed: 5.
    private func example03() -> Harness {
        Harness.run(numbering: Self.numbering) { h in
            func make(_ name: String, _ label: Int) -> RACSignal {
                RACSignal.createSignal(h.didSubscribe(label) { subscriber in
                    h.log("subscribed \(name)")
                    subscriber.sendNext(str(name))
                    subscriber.sendCompleted()
                    return h.disposable { h.log("disposed \(name)") }
                })
            }
            let all = h.hold(make("A", 1).concat(make("B", 2)).concat(make("C", 3)))
            all.subscribe(next: h.next(4) { x in h.log("value \(x!.description)") },
                          completed: h.completed(5) { h.log("all completed") })
            h.releaseAll()
        }
    }

    @Test func example03ConcatThree() {
        // Ground truth: each signal is subscribed only from the previous one's completed
        // handler, so the whole run nests inside A's didSubscribe. Nothing returns a
        // disposable until C has completed; each subscription's compound disposable is
        // disposed by then, so each returned disposable runs as it is added (§5): C's first,
        // as the innermost block returns, then B's, then A's.
        let h = example03()
        #expect(h.output == [
            "subscribed A", "value A", "subscribed B", "value B", "subscribed C", "value C",
            "all completed", "disposed C", "disposed B", "disposed A",
        ])
    }

    @Test func example03BlockOrder() {
        // concat: twice (10, 10). Subscribing runs the outer didSubscribe (11), which
        // subscribes [A concat: B] — its didSubscribe (11) subscribes A (1). A's value passes
        // the inner then the outer next handler (12, 12) to the reader (4). A's completion
        // reaches the inner completed handler (14), which subscribes B (2) with the inner
        // passthrough: B's value goes through the outer next handler only (12, 4). B's
        // completion completes [A concat: B], so the outer completed handler (14) subscribes
        // C (3) with the outer passthrough: C's value reaches the reader directly (4), and C's
        // completion calls the completed block (5).
        let h = example03()
        #expect(h.enteredBlocks == [10, 10, 11, 11, 1, 12, 12, 4, 14, 2, 12, 4, 14, 3, 4, 5])
    }

    @Test func example03DisposeOrder() {
        // Disposables by creation (RACSubscriber -init makes its clearBlocks disposable before its
        // compound): the reader's RACSubscriber's clearBlocks #1 and compound #2;
        // the outer subscription's compound #3 (purge #4); outer concat's compound #5; the
        // RACSubscriber for [A concat: B]: clearBlocks #6, compound #7; its subscription #8 (#9);
        // inner concat's compound #10; the RACSubscriber for A: #11, #12; A's subscription #13 (#14); then
        // B's subscription #15, C's #16, and the disposables the three blocks return, #17–#19.
        //
        // A completes: A's RACSubscriber disposes its compound #12 → #11, #13 → #14 (§3). B
        // completes: [A concat: B]'s RACSubscriber disposes #7 → #6, #8 → #9, #15 (B's
        // subscription, handed over by the inner passthrough). C completes: the reader's
        // subscriber disposes #2 → #1, #3 → #4, #16. Then the blocks return, innermost first: C's #17, B's #18, A's #19
        // are each added to a disposed compound and disposed at once (§5), as are inner
        // concat's #10 (added to #8) and outer concat's #5 (added to #3) — never in the tree.
        let h = example03()
        let steps = h.disposeSteps.map { step in
            "\(step.object ?? "?")\(step.flag == true ? " runs" : "")\(step.target.map { " in \($0)" } ?? "")"
        }
        #expect(steps == [
            "disposable#12", "disposable#11 runs in disposable#12",
            "disposable#13 in disposable#12", "disposable#14 runs in disposable#13",
            "disposable#7", "disposable#6 runs in disposable#7",
            "disposable#8 in disposable#7", "disposable#9 runs in disposable#8",
            "disposable#15 in disposable#8",
            "disposable#2", "disposable#1 runs in disposable#2",
            "disposable#3 in disposable#2", "disposable#4 runs in disposable#3",
            "disposable#16 in disposable#3",
            "disposable#17 runs", "disposable#18 runs", "disposable#19 runs",
            "disposable#10", "disposable#5",
        ])
    }

    @Test func subscribesTheSecondOnlyWhenTheFirstCompletes() {
        let h = Harness.run { h in
            let first = h.hold(RACSubject())
            let second = h.hold(RACSignal.createSignal(h.didSubscribe { subscriber in
                h.log("second subscribed")
                subscriber.sendNext(num(2))
                return nil
            }))
            h.hold(first.concat(second)).subscribe(next: h.next { x in h.log(x!.description) })
            first.sendNext(num(1))
            h.log("first completes")
            first.sendCompleted()
            h.releaseAll()
        }
        #expect(h.output == ["1", "first completes", "second subscribed", "2"])
    }

    @Test func errorsPassThroughAndSkipTheSecond() {
        let h = Harness.run { h in
            let second = RACSignal.createSignal(h.didSubscribe { _ in
                h.log("second subscribed")
                return nil
            })
            RACSignal.error(str("boom")).concat(second).subscribe(
                next: h.next { _ in h.log("next") }, error: h.error { e in h.log("error \(e!.description)") },
                completed: h.completed { h.log("completed") })
        }
        #expect(h.output == ["error boom"])
    }

    @Test func disposingDisposesTheCurrentSignal() {
        // The second subscription's disposable joins concat's compound disposable. The second
        // signal keeps its subscriber (as a pending request would), so only -dispose ends it.
        let h = Harness.run { h in
            var kept: RACSubscriberProtocol?
            let first = h.hold(RACSubject())
            let second = h.hold(RACSignal.createSignal(h.didSubscribe { subscriber in
                subscriber.retain()
                kept = subscriber
                return h.disposable { h.log("second disposed") }
            }))
            let disposable = h.hold(first.concat(second).subscribe(next: h.next { _ in })!)
            first.sendCompleted()
            #expect(h.output == [])
            disposable.dispose()
            #expect(h.output == ["second disposed"])
            kept?.release()
            h.releaseAll()
        }
        #expect(h.output == ["second disposed"])
    }

    @Test func anUnheldSecondSubscriptionEndsWhenTheFirstCompletes() {
        // SignalContracts §6: once the first signal completes, its RACSubscriber clears the
        // handler blocks that held concat's passthrough. If the second signal's block does not
        // keep its subscriber either, nothing holds the reader's subscriber when the completed
        // handler returns: it deallocates and disposes everything, the second signal included.
        let h = Harness.run { h in
            let first = h.hold(RACSubject())
            let second = h.hold(RACSignal.createSignal(h.didSubscribe { _ in h.disposable { h.log("second disposed") } }))
            h.hold(first.concat(second).subscribe(next: h.next { _ in })!)
            first.sendCompleted()
            h.log("first completed")
            h.releaseAll()
        }
        #expect(h.output == ["second disposed", "first completed"])
    }
}
