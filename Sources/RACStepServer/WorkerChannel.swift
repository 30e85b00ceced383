import Foundation
import RACTrace
#if canImport(Glibc)
import Glibc
#endif

/// What goes over the pipes between the server and a long-lived `racstep trace-worker`: one
/// request, then its reply, then the next request. Each is a header line of decimal fields and
/// a body of the length it gives, so either side reads exactly one message and never guesses
/// where it ends.
///
/// First the worker says `ready\n`, once its limits are in place, so a snippet's wall clock
/// starts when it can run, not while a process loads (seconds, on a loaded machine).
/// Request: `LANG RAC LENGTH\n` then the snippet's LENGTH bytes (LANG is an edition's `<html lang>`,
/// RAC the engine to run it on, a `RACLibrary`'s raw value: `reactiveobjc`, `2.5`).
/// Reply: `OUTCOME RESIDENT LENGTH\n` then LENGTH bytes of JSON; OUTCOME is a
/// `TraceWorker.Outcome`, RESIDENT the worker's resident memory in bytes after the run (the
/// server retires a worker that has grown past `PlaygroundLimits.workerMemoryCeilingBytes`).
enum WorkerChannel {
    /// A header line is a few numbers, a language tag and an engine; anything longer is not one.
    static let maxHeaderBytes = 64
    /// The worker's first line.
    static let ready = "ready"

    struct ReplyHeader: Equatable {
        var outcome: Int32
        var residentBytes: Int
        var length: Int
    }

    static func request(_ source: Data, lang: String, library: RACLibrary) -> Data {
        var message = Data("\(lang) \(library.rawValue) \(source.count)\n".utf8)
        message.append(source)
        return message
    }

    static func reply(outcome: Int32, residentBytes: Int, body: Data) -> Data {
        var message = Data("\(outcome) \(residentBytes) \(body.count)\n".utf8)
        message.append(body)
        return message
    }

    /// The language, engine and length of a request header; nil when the line is not one.
    static func parseRequestHeader(_ line: String) -> (lang: String, library: RACLibrary, length: Int)? {
        let fields = line.split(separator: " ")
        guard fields.count == 3, let library = RACLibrary(rawValue: String(fields[1])),
              let length = Int(fields[2]), length >= 0 else { return nil }
        return (String(fields[0]), library, length)
    }

    static func parseReplyHeader(_ line: String) -> ReplyHeader? {
        let fields = line.split(separator: " ").map { Int($0) }
        guard fields.count == 3, let outcome = fields[0], let resident = fields[1], let length = fields[2],
              length >= 0, let code = Int32(exactly: outcome) else { return nil }
        return ReplyHeader(outcome: code, residentBytes: resident, length: length)
    }
}

/// Blocking reads of whole lines and bodies from a descriptor, each with an optional deadline
/// (poll(2) before every read), so the server never waits on a worker past its wall clock.
final class DescriptorReader {
    enum Failure: Error, Equatable {
        /// The other end closed (the worker died, or the server went away).
        case end
        case timedOut
        /// A header line past `WorkerChannel.maxHeaderBytes`: the peer is not speaking the protocol.
        case malformed
        case io(Int32)
    }

    let descriptor: Int32
    private var buffered: [UInt8] = []
    private var chunk = [UInt8](repeating: 0, count: 64 * 1024)

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// One line, without its newline.
    func line(deadline: ContinuousClock.Instant?) throws -> String {
        while true {
            if let newline = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffered[..<newline], as: UTF8.self)
                buffered.removeSubrange(...newline)
                return line
            }
            guard buffered.count <= WorkerChannel.maxHeaderBytes else { throw Failure.malformed }
            try fill(deadline: deadline)
        }
    }

    /// Exactly `count` bytes.
    func bytes(_ count: Int, deadline: ContinuousClock.Instant?) throws -> Data {
        var result = Data(capacity: count)
        let fromBuffer = min(count, buffered.count)
        result.append(contentsOf: buffered[..<fromBuffer])
        buffered.removeSubrange(..<fromBuffer)
        while result.count < count {
            let got = try readChunk(deadline: deadline)
            let wanted = min(got, count - result.count)
            result.append(contentsOf: chunk[..<wanted])
            buffered.append(contentsOf: chunk[wanted..<got])
        }
        return result
    }

    private func fill(deadline: ContinuousClock.Instant?) throws {
        let got = try readChunk(deadline: deadline)
        buffered.append(contentsOf: chunk[..<got])
    }

    private func readChunk(deadline: ContinuousClock.Instant?) throws -> Int {
        while true {
            if let deadline {
                let left = ContinuousClock.now.duration(to: deadline)
                guard left > .zero else { throw Failure.timedOut }
                let milliseconds = left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1
                var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                let ready = poll(&entry, 1, Int32(clamping: milliseconds))
                if ready < 0 {
                    if errno == EINTR { continue }
                    throw Failure.io(errno)
                }
                if ready == 0 { continue }
            }
            let got = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if got > 0 { return got }
            if got == 0 { throw Failure.end }
            if errno == EINTR { continue }
            throw Failure.io(errno)
        }
    }
}

enum DescriptorWriter {
    /// Writes all of `data`; false when the other end is gone (EPIPE: SIGPIPE is ignored by
    /// the server, `WorkerPool`, and a worker's reader is its server) or another error.
    @discardableResult
    static func write(_ data: Data, to descriptor: Int32) -> Bool {
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let wrote = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if wrote < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += wrote
            }
            return true
        }
    }
}
