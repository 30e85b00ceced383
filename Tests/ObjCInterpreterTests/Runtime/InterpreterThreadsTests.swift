import Foundation
import Synchronization
import Testing
@testable import ObjCInterpreter

/// `Interpreter.concurrentPerform` calls its body once per index, on threads whose own stack is
/// a lent interpreter stack, so a run there goes on the calling thread: checked by where a
/// local variable of the body lies (inside the lent stack the thread says it has), not by the
/// pool's bookkeeping alone.
@Suite struct InterpreterThreadsTests {
    @Test func everyIndexRunsOnceOnALentStack() {
        final class Seen: Sendable {
            let counts = Mutex([Int](repeating: 0, count: 100))
            let outside = Atomic<Int>(0)
        }
        let seen = Seen()
        Interpreter.concurrentPerform(iterations: 100) { index in
            var local = index
            let onStack = InterpreterThreads.onCurrentStack { bottom in
                withUnsafeMutablePointer(to: &local) { pointer in
                    let address = UInt(bitPattern: pointer)
                    return address > bottom && address < bottom + UInt(Interpreter.stackSize)
                }
            }
            if onStack != true { seen.outside.add(1, ordering: .relaxed) }
            seen.counts.withLock { $0[index] += 1 }
        }
        #expect(seen.counts.withLock { $0 } == [Int](repeating: 1, count: 100))
        #expect(seen.outside.load(ordering: .relaxed) == 0)
    }

    @Test func aThreadOfItsOwnHasNoLentStackAndARunInsideARunGetsNone() {
        #expect(InterpreterThreads.onCurrentStack { _ in true } == nil)
        Interpreter.concurrentPerform(iterations: 1) { _ in
            let nested = InterpreterThreads.onCurrentStack { _ in InterpreterThreads.onCurrentStack { _ in true } }
            #expect(nested == .some(nil))
        }
    }

    /// A snippet run in the batch prints what the same snippet prints on a thread of its own,
    /// recursion included (a few hundred deep, as `InterpreterStacksTests` says why).
    @Test func runsInTheBatchPrintWhatTheyPrintAlone() {
        let source = """
        int depth(int n) { return n == 0 ? 0 : 1 + depth(n - 1); }
        int main() { NSLog(@"%d", depth(300)); return 0; }
        """
        let alone = Interpreter.run(source: source, fileName: "s.m").output
        let results = Mutex([[String]]())
        Interpreter.concurrentPerform(iterations: 4) { _ in
            let output = Interpreter.run(source: source, fileName: "s.m").output
            results.withLock { $0.append(output) }
        }
        #expect(alone == ["300"])
        #expect(results.withLock { $0 } == Array(repeating: alone, count: 4))
    }
}
