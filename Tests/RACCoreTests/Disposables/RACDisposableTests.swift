import Testing
import RACCore

/// `RACDisposable` and `RACScopedDisposable` (RACDisposable.m, RACScopedDisposable.m),
/// after RACDisposableSpec.m.
@Suite struct RACDisposableTests {
    @Test func initializesWithoutABlock() {
        RACRuntime.isolated { _ in
            let disposable = RACDisposable()
            #expect(!disposable.isDisposed)
            disposable.dispose()
            #expect(disposable.isDisposed)
        }
    }

    @Test func runsItsBlockOnceUponDisposal() {
        let h = Harness.run { h in
            let disposable = h.hold(h.disposable { h.log("disposed") })
            #expect(!disposable.isDisposed)
            disposable.dispose()
            #expect(disposable.isDisposed)
            disposable.dispose()
            h.releaseAll()
        }
        #expect(h.output == ["disposed"])
    }

    @Test func releasesItsBlockAndCapturesAfterRunning() {
        // -dispose sets _disposeBlock to NULL and releases it: what it captured goes too.
        RACRuntime.isolated { _ in
            let captured = RACDisposable()
            captured.retain()
            let disposable = RACDisposable(block: RACVoidBlock(named: "test", captures: [captured]) {})
            disposable.retain()
            #expect(captured.retainCount == 2)
            disposable.dispose()
            #expect(captured.retainCount == 1)
            disposable.release()
            captured.release()
        }
    }

    @Test func doesNotDisposeUponDeallocation() {
        let h = Harness.run { h in
            let disposable = h.disposable { h.log("disposed") }
            disposable.retain()
            disposable.release()
            #expect(disposable.isDeallocated)
        }
        #expect(h.output == [])
    }

    @Test func scopedDisposableDisposesWhenReleased() {
        // RACScopedDisposable -dealloc calls -dispose.
        let h = Harness.run { h in
            let scoped = RACScopedDisposable(block: RACVoidBlock(
                RACBlockInfo(user: "disposableWithBlock:", label: nil, line: nil)) { h.log("disposed") })
            scoped.retain()
            #expect(h.output == [])
            scoped.release()
            #expect(scoped.isDeallocated)
            #expect(h.output == ["disposed"])
        }
        #expect(h.recorder.steps.contains { $0.kind == .dealloc && $0.name == "RACScopedDisposable" })
    }

    @Test func asScopedDisposableDisposesTheOriginalWhenReleased() {
        let h = Harness.run { h in
            let original = h.hold(h.disposable { h.log("original disposed") })
            let scoped = original.asScopedDisposable()
            #expect(scoped.asScopedDisposable() === scoped)
            scoped.retain()
            scoped.release()
            #expect(original.isDisposed)
            h.releaseAll()
        }
        #expect(h.output == ["original disposed"])
    }
}
