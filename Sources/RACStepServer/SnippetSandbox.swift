import Foundation
import SiteGenerator
#if canImport(Glibc)
import Glibc
#endif

/// Runs a playground snippet in a child process: `racstep` itself with the hidden worker
/// subcommand (`TraceWorker`), the snippet on its standard input, its reply on standard output.
///
/// Why a process: the interpreter runs arbitrary code on one thread; a stack overflow or an
/// allocation failure there ends the whole process, and Swift cannot catch either. In a child
/// it ends the child, and the server answers with the limit that was hit. The child caps its
/// own CPU time and address space; this side kills it at the wall-clock limit and when its
/// reply grows past `maxReplyBytes`.
public struct SnippetSandbox: Sendable {
    /// The `racstep` binary.
    public var executable: URL
    /// The worker subcommand's name (`TraceWorkerCommand`).
    public var subcommand: String
    public var limits: PlaygroundLimits

    public init(executable: URL, subcommand: String = "trace-worker", limits: PlaygroundLimits) {
        self.executable = executable
        self.subcommand = subcommand
        self.limits = limits
    }

    /// An HTTP status and its JSON body.
    public struct Reply: Sendable {
        public var status: Int
        public var body: Data
    }

    /// Runs `source` and waits for the child on threads of its own (`OwnThread`); the reply's
    /// sentences and woven snippet are in `locale`'s words.
    public func run(_ source: Data, locale: SiteLocale = .english) async -> Reply {
        await OwnThread.run { runBlocking(source, locale: locale) }
    }

    /// What stopped the child, when it did not exit on its own.
    private final class Stop: @unchecked Sendable {
        private let lock = NSLock()
        private var limit: PlaygroundLimit?
        func set(_ value: PlaygroundLimit) { lock.withLock { if limit == nil { limit = value } } }
        var value: PlaygroundLimit? { lock.withLock { limit } }
    }

    private static let spawning = NSLock()

    func runBlocking(_ source: Data, locale: SiteLocale = .english) -> Reply {
        let process = Process()
        process.executableURL = executable
        process.arguments = [subcommand] + limits.workerArguments + ["--lang", locale.lang]
        // A crash is an answer here: no backtrace (Swift's backtracer takes seconds to write one).
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let input: ClosingPipe, output: ClosingPipe, errors: ClosingPipe
        do {
            // One spawn at a time: pipes are made, marked close-on-exec and handed to the
            // child before another worker can start and inherit them (pipe2 is not in Glibc's module).
            (input, output, errors) = try Self.spawning.withLock {
                let pipes = (try ClosingPipe(), try ClosingPipe(), try ClosingPipe())
                process.standardInput = pipes.0.reading
                process.standardOutput = pipes.1.writing
                process.standardError = pipes.2.writing
                try process.run()
                return pipes
            }
        } catch {
            return Reply(status: 500, body: JSONBody.encode(["error": "cannot start the worker: \(error)"]))
        }
        // The child has its ends; ours of them go, or the reads below would never see EOF.
        try? input.reading.close()
        try? output.writing.close()
        try? errors.writing.close()
        let pid = process.processIdentifier
        let stop = Stop()
        let maxReplyBytes = limits.maxReplyBytes
        @Sendable func kill(_ limit: PlaygroundLimit) {
            stop.set(limit)
            _ = Glibc.kill(pid, SIGKILL)
        }
        // The snippet goes in on a thread of its own: a worker that stops reading must not
        // block the rest. Standard error and output are read to their ends likewise; they end
        // when the worker does, however it ends.
        OwnThread.start {
            try? input.writing.write(contentsOf: source)
            try? input.writing.close()
        }
        let stderrText = Collected(), reply = Collected()
        let readersDone = DispatchSemaphore(value: 0)
        OwnThread.start {
            stderrText.append(errors.reading.readDataToEndOfFile().prefix(16 * 1024))
            readersDone.signal()
        }
        OwnThread.start {
            let reader = output.reading
            while case let chunk = reader.availableData, !chunk.isEmpty {
                if reply.append(chunk, upTo: maxReplyBytes) { continue }
                kill(.reply)
                break
            }
            readersDone.signal()
        }
        let wallClock = limits.wallClock.components
        let deadline = DispatchTime.now() + .nanoseconds(Int(wallClock.seconds) * 1_000_000_000 + Int(wallClock.attoseconds / 1_000_000_000))
        // Two readers, two signals: each is waited for once. When the first ends in time and
        // the second does not, only one signal is left to come after the kill.
        var readersEnded = 0
        while readersEnded < 2, readersDone.wait(timeout: deadline) == .success { readersEnded += 1 }
        if readersEnded < 2 {
            kill(.time)
            while readersEnded < 2 {
                readersDone.wait()
                readersEnded += 1
            }
        }
        process.waitUntilExit()
        if let limit = stop.value { return Reply(status: limit.status, body: limit.refusal(limits, locale: locale)) }
        switch process.terminationReason {
        case .exit:
            if let outcome = TraceWorker.Outcome(rawValue: process.terminationStatus) {
                return Reply(status: outcome.status, body: reply.data)
            }
            // The worker failed before running the snippet (its own error on stderr).
            return crashed(signal: nil, stderr: stderrText.text, locale: locale)
        case .uncaughtSignal:
            return crashed(signal: process.terminationStatus, stderr: stderrText.text, locale: locale)
        @unknown default:
            return crashed(signal: nil, stderr: stderrText.text, locale: locale)
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

/// Bytes another thread fills, read once it has finished.
private final class Collected: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes = Data()
    func append(_ more: Data) { lock.withLock { bytes.append(more) } }
    /// Appends unless that would pass `limit` bytes; false when it would.
    func append(_ more: Data, upTo limit: Int) -> Bool {
        lock.withLock {
            guard bytes.count + more.count <= limit else { return false }
            bytes.append(more)
            return true
        }
    }
    var data: Data { lock.withLock { bytes } }
    var text: String { String(decoding: data, as: UTF8.self) }
}

/// A pipe whose descriptors close on exec, unlike Foundation's `Pipe`:
/// a worker started while another one runs must not inherit that one's pipes, or the other's
/// reader sees no end of file until this worker ends too. The child still gets the ends
/// `Process` puts on its standard descriptors (dup2 clears the flag on the copy).
private struct ClosingPipe {
    var reading: FileHandle
    var writing: FileHandle

    init() throws {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { throw WorkerError("pipe: \(String(cString: strerror(errno)))") }
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        reading = FileHandle(fileDescriptor: descriptors[0], closeOnDealloc: true)
        writing = FileHandle(fileDescriptor: descriptors[1], closeOnDealloc: true)
    }
}
