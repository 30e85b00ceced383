import Testing
import RACCore

/// `RACTestScheduler` (RACTestScheduler.m), after RACTestSchedulerSpec.m.
@Suite struct RACTestSchedulerTests {
    @Test func steppingWhileEmptyDoesNothing() {
        RACRuntime.isolated { _ in
            let scheduler = RACTestScheduler()
            scheduler.step()
            scheduler.step(5)
            scheduler.stepAll()
            #expect(scheduler.pendingCount == 0)
        }
    }

    @Test func stepRunsTheEarliestEnqueuedBlock() {
        // -schedule: dates the nth block n seconds after the reference date: first in, first out.
        Harness.run { h in
            let scheduler = h.hold(RACTestScheduler())
            _ = scheduler.schedule(h.work { h.log("first") })
            _ = scheduler.schedule(h.work { h.log("second") })
            #expect(h.output == [])
            scheduler.step()
            #expect(h.output == ["first"])
            scheduler.step()
            #expect(h.output == ["first", "second"])
            h.releaseAll()
        }
    }

    @Test func stepMultipleTimes() {
        Harness.run { h in
            let scheduler = h.hold(RACTestScheduler())
            for name in ["first", "second", "third"] { _ = scheduler.schedule(h.work { h.log(name) }) }
            scheduler.step(2)
            #expect(h.output == ["first", "second"])
            scheduler.step(1)
            #expect(h.output == ["first", "second", "third"])
            h.releaseAll()
        }
    }

    @Test func stepAllRunsEverything() {
        Harness.run { h in
            let scheduler = h.hold(RACTestScheduler())
            var executions = 0
            for _ in 0..<10 { _ = scheduler.schedule(h.work { executions += 1 }) }
            #expect(executions == 0)
            scheduler.stepAll()
            #expect(executions == 10)
            h.releaseAll()
        }
    }

    @Test func datedBlocksRunInDateOrder() {
        // -after:schedule: with +distantFuture, then with now + 20: the earlier date runs first.
        Harness.run { h in
            let scheduler = h.hold(RACTestScheduler())
            let distantFuture = 63_113_904_000.0 // +[NSDate distantFuture] since the reference date
            _ = scheduler.after(distantFuture, schedule: h.work { h.log("later") })
            _ = scheduler.after(RACScheduler.now + 20, schedule: h.work { h.log("earlier") })
            scheduler.step()
            #expect(h.output == ["earlier"])
            scheduler.step()
            #expect(h.output == ["earlier", "later"])
            h.releaseAll()
        }
    }

    @Test func delayedBlocksRunInDateOrder() {
        Harness.run { h in
            let scheduler = h.hold(RACTestScheduler())
            scheduler.afterDelay(100, schedule: h.work { h.log("later") })
            scheduler.afterDelay(50, schedule: h.work { h.log("earlier") })
            scheduler.step()
            #expect(h.output == ["earlier"])
            scheduler.step()
            #expect(h.output == ["earlier", "later"])
            h.releaseAll()
        }
    }

    @Test func repeatingBlocksRunInDateOrder() {
        // Each round reschedules from its own date (date + interval): ticks at 20, 25, 30, …
        // and 22, 32, …; one step per tick.
        Harness.run { h in
            let scheduler = h.hold(RACTestScheduler())
            var first = 0, second = 0
            let d1 = h.hold(scheduler.after(RACScheduler.now + 20, repeatingEvery: 5, withLeeway: 0,
                                            schedule: h.work { first += 1 })!)
            let d2 = h.hold(scheduler.after(RACScheduler.now + 22, repeatingEvery: 10, withLeeway: 0,
                                            schedule: h.work { second += 1 })!)
            var counts: [[Int]] = []
            for _ in 0..<5 {
                scheduler.step()
                counts.append([first, second])
            }
            // 20, 22, 25, 30, 32 ticks.
            #expect(counts == [[1, 0], [1, 1], [2, 1], [3, 1], [3, 2]])
            d1.dispose()
            d2.dispose()
            h.releaseAll()
        }
    }

    @Test func directlyScheduledBlocksRunBeforeDatedOnes() {
        // RAC dates -schedule: blocks n seconds after 2001, long before any "now": they come first.
        Harness.run { h in
            let scheduler = h.hold(RACTestScheduler())
            scheduler.afterDelay(0, schedule: h.work { h.log("dated") })
            _ = scheduler.schedule(h.work { h.log("direct") })
            scheduler.stepAll()
            #expect(h.output == ["direct", "dated"])
            h.releaseAll()
        }
    }

    @Test func disposedActionsDoNotRunButCountAsASteps() {
        // -step: removes the minimum action and `continue`s when it is disposed: a tick spent.
        Harness.run { h in
            let scheduler = h.hold(RACTestScheduler())
            let disposable = scheduler.schedule(h.work { h.log("first") })
            _ = scheduler.schedule(h.work { h.log("second") })
            disposable?.dispose()
            scheduler.step()
            #expect(h.output == [])
            scheduler.step()
            #expect(h.output == ["second"])
            h.releaseAll()
        }
    }

    @Test func isTheCurrentSchedulerWhileStepping() {
        // -step: sets the thread's current scheduler around each block, then restores it.
        RACRuntime.isolated { runtime in
            let scheduler = RACTestScheduler()
            scheduler.retain()
            var seen: RACScheduler?
            _ = scheduler.schedule(RACVoidBlock(named: "test") { seen = RACScheduler.currentScheduler })
            scheduler.step()
            #expect(seen === scheduler)
            #expect(RACScheduler.currentScheduler === runtime.mainThreadScheduler)
            scheduler.release()
        }
    }

    @Test func steppingDoesNotMoveTheClock() {
        // RAC's test scheduler never waits: dates order the work, [NSDate date] stays put.
        Harness.run { h in
            let scheduler = h.hold(RACTestScheduler())
            scheduler.afterDelay(30, schedule: h.work { h.logTimed("ran") })
            scheduler.stepAll()
            #expect(h.output == ["ran @0"])
            h.releaseAll()
        }
    }

    @Test func deallocationStepsThroughWhatIsLeft() {
        // -dealloc calls -stepAll.
        Harness.run { h in
            let scheduler = RACTestScheduler()
            scheduler.retain()
            _ = scheduler.schedule(h.work { h.log("ran") })
            #expect(h.output == [])
            scheduler.release()
            #expect(h.output == ["ran"])
        }
    }

    @Test func workIsNotOnTheRunLoop() {
        // The test scheduler's queue is its own: draining the main run loop runs none of it.
        Harness.run { h in
            let scheduler = h.hold(RACTestScheduler())
            _ = scheduler.schedule(h.work { h.log("ran") })
            RACRuntime.current.drainRunLoop()
            #expect(h.output == [])
            scheduler.stepAll()
            #expect(h.output == ["ran"])
            h.releaseAll()
        }
    }
}
