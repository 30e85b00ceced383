import Foundation
import Testing
@testable import ObjCInterpreter

/// The interpreter threads' stacks are lent and taken back: a returned stack is the next one
/// lent, keeps only its top `residentTop` bytes in memory, and past the number kept is
/// unmapped. Memory is read from the kernel (`mincore`: which pages are resident, and ENOMEM
/// for an address not mapped), not from the pool's own bookkeeping.
@Suite struct InterpreterStacksTests {
    static let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    /// A small stack for the tests: the top `residentTop` and as much again below it.
    static let size = 2 * InterpreterStacks.residentTop

    /// Whether the page at `address` is resident; nil when it is not mapped at all.
    static func resident(_ address: UnsafeMutableRawPointer) -> Bool? {
        var vector: UInt8 = 0
        guard mincore(address, page, &vector) == 0 else { return errno == ENOMEM ? nil : false }
        return vector & 1 == 1
    }

    @Test func aReturnedStackIsLentAgainWithOnlyItsTopResident() throws {
        let stacks = InterpreterStacks(size: Self.size, kept: 1)
        let stack = try #require(stacks.take())
        let usable = stack.usable
        // A deep run's page (the bottom of the usable stack) and a shallow one's (the top).
        let deep = usable.start, shallow = usable.start + usable.count - Self.page
        deep.storeBytes(of: 1, as: UInt8.self)
        shallow.storeBytes(of: 1, as: UInt8.self)
        #expect(Self.resident(deep) == true && Self.resident(shallow) == true)
        stacks.give(stack)
        #expect(Self.resident(deep) == false, "what a deep run touched is given back")
        #expect(Self.resident(shallow) == true, "the top stays for the next run")
        #expect(shallow.load(as: UInt8.self) == 1)
        let again = try #require(stacks.take())
        #expect(again.base == stack.base)
        // The guard page is not usable: the thread's memory starts one page up.
        #expect(again.usable.start == again.base + InterpreterStacks.Stack.guardSize)
        stacks.give(again)
    }

    @Test func stacksPastTheNumberKeptAreUnmapped() throws {
        let stacks = InterpreterStacks(size: Self.size, kept: 1)
        let first = try #require(stacks.take()), second = try #require(stacks.take())
        #expect(first.base != second.base)
        stacks.give(first)
        stacks.give(second)
        #expect(Self.resident(first.usable.start + first.usable.count - Self.page) != nil, "kept")
        #expect(Self.resident(second.base) == nil, "unmapped")
    }

    /// Runs one after another on the same lent stack each start from a clean interpreter: the
    /// second sees nothing of the first (a static, the output). Recursion a few hundred deep:
    /// thousands crash ThreadSanitizer's trace allocator now and then (scripts/sanitize.sh).
    @Test func runAfterRunOnALentStackStartsClean() {
        let source = """
        static int calls = 0;
        int depth(int n) { calls++; return n == 0 ? 0 : 1 + depth(n - 1); }
        int main() { NSLog(@"%d %d", depth(300), calls); return 0; }
        """
        let outputs = (0..<3).map { _ in Interpreter.run(source: source, fileName: "s.m").output }
        #expect(outputs == Array(repeating: ["300 301"], count: 3))
    }
}
