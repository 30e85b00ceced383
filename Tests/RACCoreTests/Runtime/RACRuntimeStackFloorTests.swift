import Foundation
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

    /// An object whose `-dealloc` releases the next one: a chain of them lets go one inside
    /// another, as the signals of a long `-concat:` fold do.
    final class Link: RACObject {
        var next: Link?
        override func dealloc() {
            next?.release()
            next = nil
        }
    }

    /// A chain far deeper than the stack between the floor and the thread's end is let go on
    /// a thread of 8 MiB with the floor 1 MiB below where the release starts: below the floor
    /// each deallocation waits and the one above deallocates it (`RACObject.deallocate`), so
    /// every link is deallocated and the stack never overflows (without the waiting, 200,000
    /// nested deallocations need far more than 8 MiB).
    @Test func deallocationsBelowTheFloorWaitForTheOneAboveInsteadOfNesting() async {
        let count = 200_000
        let deallocated: Int = await withCheckedContinuation { continuation in
            let thread = Thread {
                RACRuntime.isolated { _ in
                    let links = (0..<count).map { _ in Link() }
                    for index in links.indices.dropLast() {
                        links[index].next = links[index + 1]
                        links[index + 1].retain()
                    }
                    links[0].retain()
                    var marker = 0
                    let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
                    RACRuntime.withStackFloor(here - 1 << 20) { links[0].release() }
                    continuation.resume(returning: links.count { $0.isDeallocated })
                }
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        #expect(deallocated == count)
    }
}
