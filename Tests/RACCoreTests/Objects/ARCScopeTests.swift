import Testing
import RACCore

/// `ARCScope`: ARC's rules for a body's strong locals (SignalContracts §7, the faithful layer).
@Suite struct ARCScopeTests {
    /// An object that logs its deallocation.
    private final class Logged: RACObject {
        let name: String
        let log: (String) -> Void
        init(_ name: String, _ log: @escaping (String) -> Void) {
            self.name = name
            self.log = log
        }
        override func dealloc() { log(name) }
    }

    @Test func releasesStrongLocalsLastDeclaredFirst() {
        var log: [String] = []
        RACRuntime.isolated { _ in
            withARCScope { scope in
                scope.strong(Logged("a") { log.append($0) })
                scope.strong(Logged("b") { log.append($0) })
                log.append("end of body")
            }
        }
        #expect(log == ["end of body", "b", "a"])
    }

    @Test func returningHandsTheLocalToTheCaller() {
        var log: [String] = []
        RACRuntime.isolated { _ in
            let returned = withARCScope { scope in
                let kept = scope.strong(Logged("kept") { log.append($0) })
                scope.strong(Logged("local") { log.append($0) })
                return scope.returning(kept)
            }
            // Held by nobody now, but not deallocated: the caller retains it or lets it go.
            #expect(returned.retainCount == 0)
            #expect(!returned.isDeallocated)
        }
        #expect(log == ["local"])
    }

    /// `current = block(current, stream);` in `+join:block:` (RACStream.m:209).
    @Test func assignRetainsTheNewValueAndReleasesTheOldOne() {
        var log: [String] = []
        RACRuntime.isolated { _ in
            withARCScope { scope in
                var current: Logged?
                scope.assign(&current, Logged("first") { log.append($0) })
                scope.strong(Logged("declared after") { log.append($0) })
                scope.assign(&current, Logged("second") { log.append($0) })
                #expect(log == ["first"])
                #expect(current?.retainCount == 1)
                log.append("end of body")
            }
        }
        // The variable keeps its place among the locals: released after the one declared later.
        #expect(log == ["first", "end of body", "declared after", "second"])
    }
}
