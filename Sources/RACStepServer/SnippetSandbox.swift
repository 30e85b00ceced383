import Foundation
import RACTrace
import SiteGenerator
#if canImport(Glibc)
import Glibc
#endif

/// Runs a playground snippet in a worker process: `racstep` itself with the hidden worker
/// subcommand (`TraceWorker`), kept alive for snippet after snippet (`WorkerPool`), the snippet
/// and its reply going over pipes (`WorkerChannel`).
///
/// Why a process: the interpreter runs arbitrary code on one thread; a stack overflow or an
/// allocation failure there ends the whole process, and Swift cannot catch either. In a worker
/// it ends the worker, the server answers with the limit that was hit, and another worker takes
/// its place. The worker caps its own address space and each snippet's CPU time; this side
/// kills it at the wall-clock limit, when its reply would pass `maxReplyBytes`, and retires it
/// when it has grown past `workerMemoryCeilingBytes`.
public struct SnippetSandbox: Sendable {
    /// The `racstep` binary.
    public var executable: URL
    public var limits: PlaygroundLimits
    let pool: WorkerPool

    public init(executable: URL, subcommand: String = "trace-worker", limits: PlaygroundLimits) {
        self.executable = executable
        self.limits = limits
        pool = WorkerPool(executable: executable, arguments: [subcommand] + limits.workerArguments, size: limits.maxConcurrentRuns)
    }

    /// An HTTP status and its JSON body.
    public struct Reply: Sendable {
        public var status: Int
        public var body: Data
    }

    /// Starts the workers ahead of the first snippet (`racstep serve` does; tests start them as
    /// their requests come).
    public func warm() { pool.warm() }

    /// Runs `source` on `library`'s engine and waits for the worker on a thread of its own
    /// (`OwnThread`); the reply's sentences and woven snippet are in `locale`'s words.
    public func run(_ source: Data, locale: SiteLocale = .english, library: RACLibrary = .reactiveObjC) async -> Reply {
        await OwnThread.run { runBlocking(source, locale: locale, library: library) }
    }

    func runBlocking(_ source: Data, locale: SiteLocale = .english, library: RACLibrary = .reactiveObjC) -> Reply {
        let worker: WorkerProcess
        do {
            worker = try pool.checkOut()
        } catch {
            return Reply(status: 500, body: JSONBody.encode(["error": "cannot start the worker: \(error)"]))
        }
        let deadline = ContinuousClock.now + limits.wallClock
        switch worker.exchange(source, lang: locale.lang, library: library, deadline: deadline,
                                maxReplyBytes: limits.maxReplyBytes) {
        case let .replied(outcome, body, residentBytes):
            if residentBytes > limits.workerMemoryCeilingBytes { pool.replenish() } else { pool.checkIn(worker) }
            return Reply(status: outcome.status, body: body)
        case let .stopped(limit):
            pool.replenish()
            return Reply(status: limit.status, body: limit.refusal(limits, locale: locale))
        case .died:
            pool.replenish()
            let (signal, stderr) = worker.death()
            return crashed(signal: signal, stderr: stderr, locale: locale)
        }
    }

    /// The limit a worker that died hit, told by how it died: SIGXCPU is the CPU limit, SIGSEGV
    /// a stack overflow; a failed allocation is the address-space limit (Swift traps, or the
    /// C library aborts, saying it could not allocate).
    func crashed(signal: Int32?, stderr: String, locale: SiteLocale = .english) -> Reply {
        let limit: PlaygroundLimit?
        if signal == SIGXCPU {
            limit = .cpuTime
        } else if signal == SIGSEGV || signal == SIGBUS {
            limit = .stack
        } else if stderr.localizedCaseInsensitiveContains("alloc") || stderr.localizedCaseInsensitiveContains("memory") {
            limit = .memory
        } else {
            limit = nil
        }
        if let limit { return Reply(status: limit.status, body: limit.refusal(limits, locale: locale)) }
        let how = signal.map { "signal \($0)" } ?? "an error"
        let detail = stderr.split(separator: "\n").first.map { ": \($0)" } ?? ""
        return Reply(status: 500, body: JSONBody.encode(["error": "the worker stopped with \(how)\(detail)"]))
    }
}
