import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import RACStepServer

/// A worker that dies mid-run leaves the server serving. The worker here is a real
/// `racstep trace-worker` child running a real snippet; it is killed from outside with a
/// signal while it runs. No snippet is known that overflows the native stack past the
/// interpreter's own checks (its depth count, then its stack floor), and a hook to make the
/// worker crash on request would be reachable from the API, so the signal stands in: SIGSEGV
/// is how a native stack overflow ends a process (the guard page), and SIGKILL is a death
/// the sandbox cannot put a name to.
@Suite struct SnippetSandboxTests {
    typealias Support = ServerTestSupport

    /// The `racstep trace-worker` children of this process whose command line has `tag`.
    static func workers(tagged tag: String) -> [pid_t] {
        let own = getpid()
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(pid_t.init).filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            // `pid (name) state ppid …`: the parent is the second field after the name.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 1, pid_t(fields[1]) == own,
                  let line = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
            let arguments = line.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            return arguments.contains("trace-worker") && arguments.contains(tag)
        }
    }

    /// (signal, the status and error the server answers with): SIGSEGV is named as the stack
    /// limit (`SnippetSandbox.crashed`, 422); SIGKILL from outside is a worker that stopped,
    /// 500 with the signal said.
    @Test(arguments: [(SIGSEGV, 422, PlaygroundLimit.stack.message(PlaygroundLimits())), (SIGKILL, 500, "the worker stopped with signal 9")])
    func aWorkerKilledMidRunIsAnsweredAndTheServerServesTheNext(signal: Int32, status: Int, error: String) async throws {
        var limits = Support.limits()
        // Long enough that only the signal ends the run, and this test's worker told apart
        // from the other tests' (which run at the same time) by an output limit no other uses.
        limits.wallClock = .seconds(60)
        limits.cpuSeconds = 60
        limits.maxSteps = .max
        limits.maxOutputBytes = 256 * 1024 + Int(signal)
        let tag = String(limits.maxOutputBytes)
        let source = try Support.fixture("playground-corpus/endless-loop.m")
        try await Support.application(limits).test(.router) { client in
            async let killed = Support.post(client, source)
            var found: [pid_t] = []
            for _ in 0..<600 where found.isEmpty {
                found = Self.workers(tagged: tag)
                if found.isEmpty { try await Task.sleep(for: .milliseconds(50)) }
            }
            let worker = try #require(found.first, "the worker never started")
            #expect(kill(worker, signal) == 0)
            let response = try await killed
            #expect(response.status.code == status)
            let body = try JSONSerialization.jsonObject(with: Data(response.body.readableBytesView)) as? [String: Any]
            let message = body?["error"] as? String
            #expect(message == error)
            // The next request is served as ever, by a fresh worker.
            let next = try await Support.post(client, TraceAPITests.classic)
            #expect(next.status == .ok)
            #expect(try Support.decode(PlaygroundReply.Traced.self, next.body).output == "1\n")
        }
    }
}
