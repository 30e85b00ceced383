import Testing
import RACCore

/// `RACScheduler` and its main-thread, background, immediate and subscription schedulers
/// (RACScheduler.m, RACQueueScheduler.m), after RACSchedulerSpec.m. Contracts:
/// SignalContracts §9 (queued work runs when the run loop drains, in due-time order).
@Suite struct RACSchedulerTests {
    @Test func knowsItsCurrentScheduler() {
        // +currentScheduler is the scheduler whose queue runs the block; the immediate and the
        // subscription scheduler run in place and leave it as it was.
        let cases: [([String], [String])] = [
            (["background", "immediate"], ["background", "background"]),
            (["background", "subscription"], ["background", "background"]),
            (["main", "background", "main"], ["main", "background", "main"]),
            (["background", "main", "background"], ["background", "main", "background"]),
        ]
        for (path, expected) in cases {
            RACRuntime.isolated { runtime in
                let background = RACScheduler.scheduler()
                background.retain()
                let schedulers: [String: RACScheduler] = [
                    "background": background, "main": runtime.mainThreadScheduler,
                    "immediate": runtime.immediateScheduler, "subscription": runtime.subscriptionScheduler,
                ]
                var seen: [String] = []
                func hop(_ rest: ArraySlice<String>) {
                    guard let first = rest.first else { return }
                    schedulers[first]!.schedule(RACVoidBlock(named: "hop") {
                        let current = RACScheduler.currentScheduler
                        seen.append(schedulers.first { $0.value === current && $0.key != "immediate" && $0.key != "subscription" }?.key ?? "nil")
                        hop(rest.dropFirst())
                    })
                }
                hop(path[...])
                runtime.drainRunLoop()
                #expect(seen == expected, "\(path)")
                background.release()
            }
        }
    }

    @Test(arguments: ["main", "background"])
    func cancelsScheduledBlocksWhenDisposed(_ kind: String) {
        let h = Harness.run { h in
            let scheduler = kind == "main" ? RACScheduler.mainThreadScheduler : h.hold(RACScheduler.scheduler())
            let disposable = scheduler.schedule(h.work { h.log("first") })
            #expect(disposable != nil)
            scheduler.schedule(h.work { h.log("second") })
            disposable?.dispose()
            #expect(h.output == [])
        }
        // Harness.run drains the run loop: only the second block was left to run.
        #expect(h.output == ["second"])
    }

    @Test(arguments: ["main", "background"])
    func schedulesAndCancelsFutureBlocks(_ kind: String) {
        let h = Harness.run { h in
            let scheduler = kind == "main" ? RACScheduler.mainThreadScheduler : h.hold(RACScheduler.scheduler())
            let disposable = scheduler.after(RACScheduler.now, schedule: h.work { h.log("first") })
            scheduler.afterDelay(2, schedule: h.work { h.logTimed("later") })
            scheduler.after(RACScheduler.now, schedule: h.work { h.logTimed("second") })
            disposable?.dispose()
            #expect(h.output == [])
        }
        #expect(h.output == ["second @0", "later @2"])
    }

    @Test(arguments: ["main", "background"])
    func schedulesRecurringBlocks(_ kind: String) {
        // The timer fires at its start date, then every interval, until disposed.
        let h = Harness.run { h in
            let scheduler = kind == "main" ? RACScheduler.mainThreadScheduler : h.hold(RACScheduler.scheduler())
            let timer = h.hold(scheduler.after(RACScheduler.now, repeatingEvery: 0.5, withLeeway: 0,
                                               schedule: h.work { h.logTimed("tick") })!)
            h.at(1.2) { timer.dispose() }
        }
        #expect(h.output == ["tick @0", "tick @0.5", "tick @1"])
    }

    @Test func immediateSchedulerRunsAtOnceAndSleepsForFutureBlocks() {
        // RACImmediateScheduler -after:schedule: sleeps until the date, then runs the block.
        Harness.run { h in
            RACScheduler.immediateScheduler.schedule(h.work { h.log("now") })
            #expect(h.output == ["now"])
            RACScheduler.immediateScheduler.afterDelay(3, schedule: h.work { h.logTimed("after") })
            #expect(h.output == ["now", "after @3"])
        }
    }

    @Test func subscriptionSchedulerRunsInPlaceOnAScheduler() {
        // "should execute scheduled blocks immediately if it's in a scheduler already".
        Harness.run { h in
            _ = RACScheduler.subscriptionScheduler.schedule(h.work { h.log("ran") })
            #expect(h.output == ["ran"])
        }
    }

    // MARK: -scheduleRecursiveBlock:

    private func recursive(_ body: @escaping (RACVoidBlock) -> Void) -> RACRecursiveBlock {
        RACRecursiveBlock(RACBlockInfo(user: "scheduleRecursiveBlock:", label: nil, line: nil), body)
    }

    @Test(arguments: ["immediate", "main"])
    func recursiveBlockThatDoesNotRecurseRunsOnce(_ kind: String) {
        let h = Harness.run { h in
            let scheduler = kind == "main" ? RACScheduler.mainThreadScheduler : RACScheduler.immediateScheduler
            scheduler.scheduleRecursiveBlock(recursive { _ in h.log("ran") })
        }
        #expect(h.output == ["ran"])
    }

    @Test(arguments: ["immediate", "main"])
    func recursiveBlockReschedulesAfterTheCallerCompletes(_ kind: String) {
        // reschedule() only counts while the block runs; the new round comes after it returns.
        var count = 0
        Harness.run { h in
            let scheduler = kind == "main" ? RACScheduler.mainThreadScheduler : RACScheduler.immediateScheduler
            scheduler.scheduleRecursiveBlock(recursive { reschedule in
                count += 1
                let thisCount = count
                if thisCount < 3 {
                    reschedule.call { $0() }
                    #expect(count == thisCount)
                }
            })
        }
        #expect(count == 3)
    }

    @Test func immediateRecursionIsUnrolledAfterEachRound() {
        // RAC's spec goes 100000 deep; each round nests one scheduleRecursiveBlock: frame in the
        // previous round's loop, so the model checks a depth that fits a test thread's stack.
        var count = 0
        _ = RACRuntime.isolated { _ in
            RACScheduler.immediateScheduler.scheduleRecursiveBlock(RACRecursiveBlock(named: "test") { reschedule in
                count += 1
                if count < 500 { reschedule.call { $0() } }
            })
        }
        #expect(count == 500)
    }

    @Test func recursiveBlockReschedulesWhenInvokedAsynchronously() {
        // Called after the block returned, reschedule schedules the next round at once.
        let h = Harness.run { h in
            let background = h.hold(RACScheduler.scheduler())
            RACScheduler.mainThreadScheduler.scheduleRecursiveBlock(recursive { reschedule in
                background.afterDelay(0.01, schedule: RACVoidBlock(named: "later", captures: [reschedule]) {
                    h.logTimed("round")
                    if h.output.count < 3 { reschedule.call { $0() } }
                })
            })
        }
        #expect(h.output == ["round @0.01", "round @0.02", "round @0.03"])
    }

    @Test func recursiveBlockStopsWhenDisposed() {
        var count = 0
        Harness.run { _ in
            var disposable: RACDisposable?
            disposable = RACScheduler.mainThreadScheduler.scheduleRecursiveBlock(RACRecursiveBlock(named: "test") { reschedule in
                count += 1
                disposable?.dispose()
                reschedule.call { $0() }
            })
            disposable?.retain()
        }
        #expect(count == 1)
    }
}
