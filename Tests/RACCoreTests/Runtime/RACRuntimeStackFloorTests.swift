import Testing
import RACCore

/// `RACRuntime.withStackFloor`: below the thread's floor, a block that returns nothing does
/// not run and the runtime's `stackLimitHandler` is told; above it, nothing changes. The floor
/// `UInt.max` puts every frame below it; 0 is none.
@Suite struct RACRuntimeStackFloorTests {
    @Test func belowTheFloorABlockReturningNothingIsNotRunAndTheHandlerIsTold() {
        RACRuntime.isolated { runtime in
            var told = 0, ran: [String] = []
            runtime.stackLimitHandler = { told += 1 }
            RACRuntime.withStackFloor(UInt.max) {
                RACVoidBlock(named: "void") { ran.append("void") }.call { $0() }
                // A block with a result runs: the engine's recursions all pass through one
                // that returns nothing, and a result cannot be made up.
                let value = RACBlock<() -> Int>(named: "int") { ran.append("int"); return 7 }.call { $0() }
                #expect(value == 7)
            }
            #expect(ran == ["int"])
            #expect(told == 1)
            // The floor the thread had (none) is back.
            RACVoidBlock(named: "after") { ran.append("after") }.call { $0() }
            #expect(ran == ["int", "after"])
            #expect(told == 1)
        }
    }

    @Test func aSubscriptionBelowTheFloorSendsNothing() {
        // `-subscribe:` of `+return:` runs its scheduled block in place
        // (RACReturnSignal.m:84, on the subscription scheduler): below the floor it does not
        // run, so the value never reaches the subscriber.
        RACRuntime.isolated { runtime in
            var told = 0, received: [String] = []
            runtime.stackLimitHandler = { told += 1 }
            let signal = RACSignal.return(ObjCNumber(1))
            signal.retain()
            _ = RACRuntime.withStackFloor(UInt.max) {
                signal.subscribe(next: RACValueBlock(named: "next") { received.append("\($0!)") })
            }
            signal.subscribe(next: RACValueBlock(named: "next") { received.append("\($0!)") })
            signal.release()
            #expect(received == ["1"])
            #expect(told >= 1)
        }
    }
}
