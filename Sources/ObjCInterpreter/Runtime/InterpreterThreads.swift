import Foundation
import Synchronization

/// Threads on the interpreter's deep stacks (`InterpreterStacks`): one made for a single run,
/// or one per core taking a batch of work in turns (`concurrentPerform`), whose runs go on
/// their own thread.
///
/// A batch's worker that made a thread for each run and waited for it left its core idle
/// whenever the kernel put the new thread on the other, busy core: on a cold build of 200
/// lessons, a tenth of the two cores' time went idle in those joins (bench/README). Running
/// there needs nothing of a fresh thread but its stack: every run sets up its own runtime
/// (`RACRuntime.isolated`) and its stack floors from the stack's bottom.
enum InterpreterThreads {
    /// The bottom of the lent stack the current thread runs on, while no run is using it:
    /// a thread-specific value, so that a run inside a run (none does) would not share it.
    private static let freeStack: pthread_key_t = {
        var key = pthread_key_t()
        precondition(pthread_key_create(&key, nil) == 0, "no thread-specific key for the interpreter's stacks")
        return key
    }()

    /// Calls `body` with the bottom of the current thread's lent stack when it has one that no
    /// run is using (marked in use meanwhile); nil without calling it otherwise.
    static func onCurrentStack<R>(_ body: (UInt) -> R) -> R? {
        guard let bottom = pthread_getspecific(freeStack) else { return nil }
        pthread_setspecific(freeStack, nil)
        defer { pthread_setspecific(freeStack, bottom) }
        return body(UInt(bitPattern: bottom))
    }

    /// Runs `body` on a new thread on a lent stack and waits for it to end. `body` gets the
    /// stack's bottom. Returns 0, or the error number when no thread could be made (and
    /// `body` did not run).
    static func run(_ body: @escaping (UInt) -> Void) -> Int32 {
        switch start(body) {
        case .success(let thread):
            thread.join()
            return 0
        case .failure(let error):
            return error.number
        }
    }

    /// A thread on a lent stack, running.
    struct Started {
        let thread: pthread_t
        let stack: InterpreterStacks.Stack

        /// Waits for the thread to end, and gives its stack back.
        func join() {
            pthread_join(thread, nil)
            InterpreterStacks.shared.give(stack)
        }
    }

    struct StartFailure: Error {
        let number: Int32
    }

    /// Starts a thread on a lent stack running `body`, which gets the stack's bottom.
    static func start(_ body: @escaping (UInt) -> Void) -> Result<Started, StartFailure> {
        final class Work {
            let body: () -> Void
            init(_ body: @escaping () -> Void) { self.body = body }
        }
        guard let stack = InterpreterStacks.shared.take() else { return .failure(StartFailure(number: errno)) }
        let usable = stack.usable
        let bottom = UInt(bitPattern: usable.start)
        // Unmanaged: pthread_create passes the work as a raw pointer; retained once for the
        // thread, which takes it back once (or released below if the thread cannot start).
        let work = Unmanaged.passRetained(Work { body(bottom) })
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstack(&attributes, usable.start, usable.count)
        var thread = pthread_t()
        let created = pthread_create(&thread, &attributes, { context in
            Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().body()
            return nil
        }, work.toOpaque())
        guard created == 0 else {
            work.release()
            InterpreterStacks.shared.give(stack)
            return .failure(StartFailure(number: created))
        }
        return .success(Started(thread: thread, stack: stack))
    }

    /// `body` for every index in `0..<iterations`, on as many lent-stack threads at once as
    /// there are cores, each taking the next index when done with one; returns when all
    /// are done. An `Interpreter.run` in `body` runs on the thread it is called on. When no
    /// thread can be made, the indices left run on the calling thread, one after another.
    static func concurrentPerform(iterations: Int, _ body: @Sendable (Int) -> Void) {
        final class Counter: Sendable {
            let next = Atomic<Int>(0)
        }
        let counter = Counter()
        withoutActuallyEscaping(body) { body in
            // Every thread is joined before this returns, so `body` does not outlive the call.
            let work = { (bottom: UInt?) in
                if let bottom { pthread_setspecific(freeStack, UnsafeRawPointer(bitPattern: bottom)) }
                defer { if bottom != nil { pthread_setspecific(freeStack, nil) } }
                while true {
                    let index = counter.next.add(1, ordering: .relaxed).oldValue
                    guard index < iterations else { return }
                    body(index)
                }
            }
            let count = min(iterations, ProcessInfo.processInfo.activeProcessorCount)
            let threads = (0..<count).compactMap { _ in try? start { bottom in work(bottom) }.get() }
            if threads.isEmpty { work(nil) }
            for thread in threads { thread.join() }
        }
    }
}
