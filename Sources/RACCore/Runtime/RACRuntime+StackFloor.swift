import CRACThreadLocal

extension RACRuntime {
    /// Runs `body` with `floor` as this thread's stack floor (the lowest address engine work
    /// may go down to; 0: none), then restores the floor the thread had.
    ///
    /// RAC's own recursions nest as deep as the program builds them: a left fold of 400,000
    /// `-concat:`s subscribes 400,000 deep before any block of the program's runs, so a run
    /// that only checked its own blocks' depth would overflow the stack. Every such recursion
    /// passes through a block call that returns nothing — the scheduled block of a
    /// subscription run in place, an event's handler, a disposal's block — and there, below
    /// the floor, the block does not run: the runtime says so (`stackLimitHandler`) and
    /// the engine unwinds, going no deeper (`RACBlock.call`).
    public static func withStackFloor<T>(_ floor: UInt, _ body: () throws -> T) rethrows -> T {
        let previous = rac_thread_stack_floor()
        rac_set_thread_stack_floor(floor)
        defer { rac_set_thread_stack_floor(previous) }
        return try body()
    }

    /// Whether engine work here is below the thread's stack floor, having said so to the
    /// runtime (`stackLimitHandler`): one thread-local load while above it.
    static var isOutOfStack: Bool {
        guard rac_thread_stack_is_exhausted() else { return false }
        reportOutOfStack()
        return true
    }

    @inline(never)
    private static func reportOutOfStack() {
        withCurrent { runtime in
            guard let handler = runtime.stackLimitHandler else {
                preconditionFailure("engine work went below the thread's stack floor, with no stackLimitHandler to stop the run")
            }
            handler()
        }
    }
}
