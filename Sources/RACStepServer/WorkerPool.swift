import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The long-lived workers snippets run in: a process start is paid once per worker, not once
/// per request, and each snippet still runs outside the server's process. At most `size` are
/// kept idle (`RunQueue` lets as many run at once); a worker that died, was stopped or grew
/// past its memory ceiling is dropped and a fresh one started in its place, off the request's
/// path, so the next request finds one ready.
final class WorkerPool: Sendable {
    let executable: URL
    let arguments: [String]
    let size: Int
    private let idle = Mutex<[WorkerProcess]>([])

    init(executable: URL, arguments: [String], size: Int) {
        self.executable = executable
        self.arguments = arguments
        self.size = max(1, size)
        // A write to a worker that has just died must fail with EPIPE, not end the server.
        _ = signal(SIGPIPE, SIG_IGN)
    }

    /// An idle worker, or a new one when none is. An idle worker that has died meanwhile (killed
    /// from outside) is passed over: its death is no snippet's, and no request should answer for it.
    func checkOut() throws -> WorkerProcess {
        while let worker = idle.withLock({ $0.popLast() }) {
            if worker.process.isRunning { return worker }
        }
        return try WorkerProcess(executable: executable, arguments: arguments)
    }

    /// A worker that answered, back for the next request (dropped when the pool is full).
    func checkIn(_ worker: WorkerProcess) {
        idle.withLock { idle in if idle.count < size { idle.append(worker) } }
    }

    /// Starts a worker on a thread of its own and adds it to the idle ones: the replacement
    /// of one that was dropped (a dead or retired worker is simply not checked in again).
    func replenish() {
        let pool = self
        OwnThread.start {
            if let fresh = try? WorkerProcess(executable: pool.executable, arguments: pool.arguments) { pool.checkIn(fresh) }
        }
    }

    /// Starts the pool's workers ahead of the first request.
    func warm() {
        for _ in 0..<size { replenish() }
    }

    /// Idle workers, for tests.
    var idleCount: Int { idle.withLock { $0.count } }
}
