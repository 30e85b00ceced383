extension RACRuntime {
    /// Blocks the thread running the current scheduler until `isDone()` holds, as
    /// `-[NSCondition wait]` in ReactiveObjC's synchronous methods (`-first`, `-toArray`,
    /// `-waitUntilCompleted:`) does.
    ///
    /// Every RACStep thread is one queue of the virtual clock: while this one waits, work
    /// queued for the others (background schedulers, or the main thread when a background
    /// block waits) runs in time order, as their threads would run it; work for a blocked
    /// thread — and a `RACTestScheduler`'s, which only runs when stepped — does not. Returns
    /// false when nothing left to run can ever make `isDone()` hold: the real program would
    /// wait forever there.
    func wait(until isDone: () -> Bool) -> Bool {
        blockedSchedulers.append(currentThreadQueue)
        defer { blockedSchedulers.removeLast() }

        var ran = 0
        while !isDone() {
            guard ran < Self.waitItemLimit,
                  let item = clock.popFirst(where: { item in !blockedSchedulers.contains { $0 === item.scheduler } }) else {
                return false
            }
            ran += 1
            run(item)
        }
        return true
    }

    /// Runs the main run loop until `isDone()` holds, as `-[NSRunLoop runMode:beforeDate:]`
    /// in a loop does (`-asynchronousFirstOrDefault:…`): every queue's work runs, the main
    /// thread's included. Returns false when the queues ran dry first.
    func spinMainRunLoop(until isDone: () -> Bool) -> Bool {
        var ran = 0
        while !isDone() {
            guard ran < Self.waitItemLimit, let item = clock.popFirst() else { return false }
            ran += 1
            run(item)
        }
        return true
    }

    /// The queue whose thread the running code is on: a queue scheduler's own; a GCD global
    /// queue's worker, where there is no current scheduler; the main thread's for everything
    /// else (the top level, the immediate scheduler, a test scheduler stepped by the snippet).
    var currentThreadQueue: RACScheduler {
        if let queue = currentScheduler as? RACQueueScheduler { return queue }
        if currentScheduler == nil, let thread = currentThread { return thread }
        return mainThreadScheduler
    }

    /// `NSThread.isMainThread`.
    var isMainThread: Bool { currentThreadQueue === mainThreadScheduler }

    /// The most scheduled items one wait runs before it counts as waiting forever (a
    /// repeating timer that never satisfies it).
    static let waitItemLimit = 1_000_000

    /// Reports that the program would block forever here (see `wait(until:)`): the
    /// `blockedForeverHandler` stops the run; with none installed, it stops the process, as
    /// an uncaught exception does.
    static func reportBlockedForever(_ waiter: String) {
        withCurrent { runtime in
            guard let handler = runtime.blockedForeverHandler else {
                preconditionFailure("\(waiter) would wait forever")
            }
            handler(waiter)
        }
    }
}
