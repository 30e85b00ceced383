import Foundation

/// Blocking work (waiting on a child process, reading its pipes, building the site) on a
/// thread of its own. Swift's cooperative pool and Dispatch's global queues are both about as
/// wide as the machine has cores (two here): a blocked thread there is a core's worth of
/// requests that cannot run, and a reader waiting for a writer queued behind it deadlocks.
enum OwnThread {
    static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            start { continuation.resume(returning: work()) }
        }
    }

    /// Starts `work` on a new thread and returns at once.
    static func start(_ work: @escaping @Sendable () -> Void) {
        let thread = Thread(block: work)
        thread.start()
    }
}
