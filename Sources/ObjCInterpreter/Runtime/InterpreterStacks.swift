import Foundation
import Synchronization

/// The interpreter threads' 1 GiB stacks, mapped once and lent to one run's thread after
/// another (`pthread_attr_setstack`).
///
/// Left to glibc, every run's thread mapped its own stack, set its guard page and unmapped it at
/// the join (a stack that size is past glibc's stack cache): on a cold site build, about 1,400
/// runs, each `mmap`, `mprotect` and `munmap` waiting for the process's memory-map lock while
/// the other cores' page faults held it, and the thread's first frames faulting in fresh pages.
/// A lent stack keeps its top pages; what a deep run touched further down is given back
/// (`MADV_DONTNEED`) when it is returned, so a long-lived process holds no more memory after a
/// runaway recursion than after any other run.
final class InterpreterStacks: Sendable {
    static let shared = InterpreterStacks(size: Interpreter.stackSize, kept: ProcessInfo.processInfo.activeProcessorCount)

    /// A mapped stack: `base` is its lowest address (the guard page), `size` includes the guard.
    struct Stack: @unchecked Sendable {
        let base: UnsafeMutableRawPointer
        let size: Int
        /// The memory above the guard page, which the thread may use.
        var usable: (start: UnsafeMutableRawPointer, count: Int) { (base + Self.guardSize, size - Self.guardSize) }
        static let guardSize = Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    private let size: Int
    /// How many idle stacks are kept: one per core, the most that run at once on a site build.
    private let kept: Int
    private let idle = Mutex<[Stack]>([])

    /// Bytes at the top of a returned stack that stay resident: a snippet's usual depth.
    static let residentTop = 8 << 20

    init(size: Int, kept: Int) {
        self.size = size
        self.kept = kept
    }

    /// An idle stack, or a new one; nil when none can be mapped (the error is in `errno`).
    func take() -> Stack? {
        if let stack = idle.withLock({ $0.popLast() }) { return stack }
        // Like glibc's own: private, anonymous, not reserved against overcommit until used.
        guard let base = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK | MAP_NORESERVE, -1, 0),
              base != MAP_FAILED else { return nil }
        // A guard page at the bottom: a run past the depth limits faults instead of writing
        // over the next mapping.
        guard mprotect(base, Stack.guardSize, PROT_NONE) == 0 else {
            munmap(base, size)
            return nil
        }
        return Stack(base: base, size: size)
    }

    /// Takes back a stack whose thread has been joined: kept for the next run with what lies
    /// below its top `residentTop` bytes given back, or unmapped when enough are kept.
    func give(_ stack: Stack) {
        let usable = stack.usable
        if usable.count > Self.residentTop { madvise(usable.start, usable.count - Self.residentTop, MADV_DONTNEED) }
        let keep = idle.withLock { idle in
            guard idle.count < kept else { return false }
            idle.append(stack)
            return true
        }
        if !keep { munmap(stack.base, stack.size) }
    }
}
