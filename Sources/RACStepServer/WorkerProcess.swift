import Foundation
import RACTrace
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// One long-lived `racstep trace-worker` child and its three pipes: the server's side of
/// `WorkerChannel`. It is used by one request at a time (`WorkerPool` hands it out); a worker
/// that dies or is stopped is never used again.
/// `@unchecked Sendable`: its reader's buffer has no lock, as one request at a time uses it.
final class WorkerProcess: @unchecked Sendable {
    /// How one exchange ended.
    enum Exchange {
        /// The worker answered: its outcome's status and body, and its size after the run.
        case replied(TraceWorker.Outcome, Data, residentBytes: Int)
        /// This side stopped the run at a limit (the wall clock, the reply's size) and killed the worker.
        case stopped(PlaygroundLimit)
        /// The worker ended without answering, or answered something that is not a reply.
        case died
    }

    let process: Process
    private let toWorker: FileHandle
    private let reader: DescriptorReader
    /// The worker's standard error, its last 16 KB: what it said before it died.
    private let errors = StderrTail()

    private static let spawning = NSLock()

    init(executable: URL, arguments: [String]) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        // A crash is an answer here: no backtrace (Swift's backtracer takes seconds to write one).
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        // One spawn at a time: pipes are made, marked close-on-exec and handed to the child
        // before another worker can start and inherit them (pipe2 is not in Glibc's module).
        let (input, output, errorPipe) = try Self.spawning.withLock {
            let pipes = (try ClosingPipe(), try ClosingPipe(), try ClosingPipe())
            process.standardInput = pipes.0.reading
            process.standardOutput = pipes.1.writing
            process.standardError = pipes.2.writing
            try process.run()
            return pipes
        }
        // The child has its ends; ours of them go, or reads here would never see end of file.
        try? input.reading.close()
        try? output.writing.close()
        try? errorPipe.writing.close()
        self.process = process
        toWorker = input.writing
        reader = DescriptorReader(descriptor: output.reading.fileDescriptor)
        outputHandle = output.reading
        let errors = self.errors
        OwnThread.start { errors.drain(errorPipe.reading) }
        // Started means ready to run a snippet (`WorkerChannel.ready`), not merely spawned.
        let said = try? reader.line(deadline: ContinuousClock.now + Self.startupLimit)
        guard said == WorkerChannel.ready else {
            kill()
            throw WorkerError("the worker did not start: " + (said.map { "it said \($0)" } ?? "no word from it in \(Self.startupLimit)"))
        }
    }

    /// How long a new worker may take to load and lower its limits (a loaded machine takes seconds).
    static let startupLimit: Duration = .seconds(60)

    /// Kept so the reading end stays open (and is closed) with this object.
    private let outputHandle: FileHandle

    deinit {
        // End of file on its standard input: an idle worker exits on its own.
        try? toWorker.close()
    }

    /// Sends `source` (to run on `library`), waits for the reply until `deadline`, and reads at
    /// most `maxReplyBytes`.
    func exchange(_ source: Data, lang: String, library: RACLibrary, deadline: ContinuousClock.Instant, maxReplyBytes: Int) -> Exchange {
        errors.clear()
        let request = WorkerChannel.request(source, lang: lang, library: library)
        guard DescriptorWriter.write(request, to: toWorker.fileDescriptor) else { return .died }
        do {
            guard let header = WorkerChannel.parseReplyHeader(try reader.line(deadline: deadline)),
                  let outcome = TraceWorker.Outcome(rawValue: header.outcome) else {
                kill()
                return .died
            }
            guard header.length <= maxReplyBytes else {
                kill()
                return .stopped(.reply)
            }
            let body = try reader.bytes(header.length, deadline: deadline)
            return .replied(outcome, body, residentBytes: header.residentBytes)
        } catch DescriptorReader.Failure.timedOut {
            kill()
            return .stopped(.time)
        } catch DescriptorReader.Failure.end {
            // It died by itself (a signal, a failed allocation): `death()` tells how. Its
            // standard output can only end with it, but should it live on, it is not used again.
            kill()
            return .died
        } catch {
            kill()
            return .died
        }
    }

    /// SIGKILL, unless it has already ended (and been reaped: its pid may be another's by now).
    func kill() {
        if process.isRunning { _ = Glibc.kill(process.processIdentifier, SIGKILL) }
    }

    /// How a dead worker ended (nil signal: it exited), and what it said on standard error. Its
    /// standard error ends with it; what it said is waited for a second at most, so a stream that
    /// does not end (a descriptor held elsewhere) cannot hang the request (the hang 0c9885c fixed
    /// in the process-per-snippet sandbox: a wait for an end that never came).
    func death() -> (signal: Int32?, stderr: String) {
        process.waitUntilExit()
        let text = errors.waitForEnd(timeout: .now() + 1)
        return (process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil, text)
    }
}

/// The last bytes a worker wrote to standard error, read on a thread of its own until the
/// worker ends (a full pipe would otherwise stop the worker mid-write).
private final class StderrTail: Sendable {
    private let bytes = Mutex(Data())
    private let ended = DispatchSemaphore(value: 0)
    private static let kept = 16 * 1024

    func drain(_ handle: FileHandle) {
        while case let chunk = handle.availableData, !chunk.isEmpty {
            bytes.withLock { bytes in
                bytes.append(chunk)
                if bytes.count > Self.kept { bytes = bytes.suffix(Self.kept) }
            }
        }
        try? handle.close()
        ended.signal()
    }

    /// What a previous snippet's run wrote is not this one's.
    func clear() { bytes.withLock { $0.removeAll() } }

    /// What was read, once the stream ended or `timeout` passed.
    func waitForEnd(timeout: DispatchTime) -> String {
        if ended.wait(timeout: timeout) == .success { ended.signal() }
        return bytes.withLock { String(decoding: $0, as: UTF8.self) }
    }
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
