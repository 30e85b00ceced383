import RACTrace
import Foundation
import Synchronization
import Testing
import RACCore

/// `RACRuntime.current` is per thread (see RACRuntime): programs on different threads never
/// see each other's object ids, tracer or run loop.
@Suite struct RACRuntimeTests {
    /// The classic map pipeline, traced on its own runtime: the trace text it records.
    private static func tracedPipeline() -> String {
        let h = Harness.run { h in
            h.record(h.hold(h.hold(h.cold([num(1), num(2), num(3)])).map(RACMapBlock(named: "id") { $0 })))
            h.releaseAll()
        }
        return RACTraceTextFormat.render(h.recorder.steps)
    }

    @Test func isolatedRunsOnManyThreadsAtOnceRecordIdenticalTraces() {
        // Before runtimes were per thread, engine code outside `isolated` on one thread used
        // whatever runtime another thread had installed: its probes landed in that thread's
        // recorder (or in a runtime freed under it), so traces interleaved or the process crashed.
        let reference = Self.tracedPipeline()
        let threads = 8, runs = 40
        final class Results: Sendable {
            let traces = Mutex<[String]>([])
        }
        let results = Results()
        let group = DispatchGroup()
        for _ in 0..<2 {
            group.enter()
            Thread {
                // Engine work on the thread's default runtime, untraced, alongside.
                for i in 0..<(runs * 50) {
                    let signal = RACSignal.return(ObjCNumber(i)).map(RACMapBlock(named: "id") { $0 })
                    signal.retain()
                    signal.subscribe(next: RACValueBlock(named: "ignore") { _ in })
                    signal.release()
                }
                group.leave()
            }.start()
        }
        for _ in 0..<threads {
            group.enter()
            Thread {
                for _ in 0..<runs {
                    let trace = Self.tracedPipeline()
                    results.traces.withLock { $0.append(trace) }
                }
                group.leave()
            }.start()
        }
        group.wait()
        let traces = results.traces.withLock { $0 }
        #expect(traces.count == threads * runs)
        #expect(traces.allSatisfy { $0 == reference })
    }

    @Test func isolatedInstallsAFreshRuntimeAndRestoresThePreviousOne() {
        let outer = RACRuntime.current
        RACRuntime.isolated { runtime in
            #expect(RACRuntime.current === runtime)
            #expect(runtime !== outer)
            _ = ObjCNumber(1)
            let firstInner = RACRuntime.isolated { inner in
                #expect(RACRuntime.current === inner)
                return ObjCNumber(2).objectID
            }
            // Object ids start afresh in each runtime, so a trace does not depend on what ran before.
            #expect(firstInner == RACRuntime.isolated { _ in ObjCNumber(3).objectID })
            #expect(RACRuntime.current === runtime)
        }
        #expect(RACRuntime.current === outer)
    }

    @Test func eachThreadHasItsOwnDefaultRuntime() {
        let here = RACRuntime.current
        // The other thread's runtime by identity: `here` lives throughout, so no other
        // runtime can have its address.
        final class Slot: Sendable { let runtime = Mutex<ObjectIdentifier?>(nil) }
        let there = Slot()
        let done = DispatchSemaphore(value: 0)
        Thread {
            there.runtime.withLock { $0 = ObjectIdentifier(RACRuntime.current) }
            done.signal()
        }.start()
        done.wait()
        let runtime = there.runtime.withLock { $0 }
        #expect(runtime != nil)
        #expect(runtime != ObjectIdentifier(here))
    }

    @Test func attachingAndDetachingATracerTakesEffectAtOnce() {
        // Probes read the tracer through a thread-local slot that follows `tracer`.
        let counter = RACCountingTracer()
        RACRuntime.isolated { runtime in
            _ = RACSignal.return(ObjCNumber(1))
            #expect(counter.count == 0)
            runtime.tracer = counter
            _ = RACSignal.return(ObjCNumber(2))
            let attached = counter.count
            #expect(attached > 0)
            RACRuntime.isolated { _ in _ = RACSignal.empty() }
            #expect(counter.count == attached, "a nested runtime has no tracer of its own")
            _ = RACSignal.empty()
            #expect(counter.count > attached, "the outer runtime's tracer is back after the nested run")
            let before = counter.count
            runtime.tracer = nil
            _ = RACSignal.empty()
            #expect(counter.count == before)
        }
    }
}
