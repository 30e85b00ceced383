import Testing
import RACCore

/// `RACSerialDisposable` (RACSerialDisposable.m), after RACSerialDisposableSpec.m.
/// Contracts: SignalContracts §5 (a disposed serial disposable disposes newcomers).
@Suite struct RACSerialDisposableTests {
    @Test func initializesEmpty() {
        RACRuntime.isolated { _ in
            #expect(RACSerialDisposable().disposable == nil)
        }
    }

    @Test func initWithBlockMakesAnInnerDisposable() {
        // Disposing the inner disposable leaves the serial one undisposed.
        let h = Harness.run { h in
            let serial = h.hold(RACSerialDisposable(block: RACVoidBlock(named: "test") { h.log("disposed") }))
            #expect(serial.disposable != nil)
            serial.disposable?.dispose()
            #expect(!serial.isDisposed)
            h.releaseAll()
        }
        #expect(h.output == ["disposed"])
    }

    @Test func initializesWithADisposable() {
        RACRuntime.isolated { _ in
            let inner = RACDisposable()
            let serial = RACSerialDisposable(disposable: inner)
            #expect(serial.disposable === inner)
        }
    }

    @Test func disposesTheInnerDisposable() {
        let h = Harness.run { h in
            let serial = h.hold(RACSerialDisposable(disposable: h.disposable { h.log("inner") }))
            #expect(!serial.isDisposed)
            serial.dispose()
            #expect(serial.isDisposed)
            #expect(serial.disposable == nil)
            h.releaseAll()
        }
        #expect(h.output == ["inner"])
    }

    @Test func disposesANewcomerOnceDisposed() {
        // -swapInDisposable: on a disposed serial disposable disposes the new one and keeps nil.
        let h = Harness.run { h in
            let serial = h.hold(RACSerialDisposable())
            serial.dispose()
            #expect(h.output == [])
            serial.disposable = h.disposable { h.log("newcomer") }
            #expect(h.output == ["newcomer"])
            #expect(serial.disposable == nil)
            #expect(serial.swapIn(RACDisposable()) == nil)
            h.releaseAll()
        }
        #expect(h.output == ["newcomer"])
    }

    @Test func innerDisposableMayBeSetToNil() {
        let h = Harness.run { h in
            let inner = h.hold(h.disposable { h.log("inner") })
            let serial = h.hold(RACSerialDisposable(disposable: inner))
            serial.disposable = nil
            #expect(serial.disposable == nil)
            serial.disposable = inner
            #expect(serial.disposable === inner)
            serial.dispose()
            #expect(serial.disposable == nil)
            h.releaseAll()
        }
        #expect(h.output == ["inner"])
    }

    @Test func swapReturnsThePreviousWithoutDisposingIt() {
        let h = Harness.run { h in
            let first = h.hold(h.disposable { h.log("first") })
            let second = h.hold(h.disposable { h.log("second") })
            let serial = h.hold(RACSerialDisposable(disposable: first))
            let previous = serial.swapIn(second)
            #expect(previous === first)
            previous?.release() // +1 for the caller
            #expect(!serial.isDisposed)
            serial.dispose()
            #expect(serial.disposable == nil)
            h.releaseAll()
        }
        #expect(h.output == ["second"])
    }

    @Test func releasesTheInnerDisposableUponDeallocation() {
        RACRuntime.isolated { _ in
            let inner = RACDisposable()
            inner.retain()
            let serial = RACSerialDisposable()
            serial.retain()
            serial.disposable = inner
            inner.release()
            #expect(!inner.isDeallocated)
            serial.release()
            #expect(serial.isDeallocated)
            #expect(inner.isDeallocated)
            #expect(!inner.isDisposed)
        }
    }
}
