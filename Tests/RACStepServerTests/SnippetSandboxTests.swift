import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import RACStepServer

/// A worker that dies mid-run leaves the server serving, and a long-lived worker keeps each
/// snippet to its own limits. The workers here are real `racstep trace-worker` children
/// running real snippets; one is killed from outside with a
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

    /// The first `count` workers tagged `tag` once each has used a second of CPU time: started,
    /// and spinning in its snippet (loading and lowering its limits takes a fraction of that),
    /// so a signal sent then ends a run, not a start. Polls for up to five minutes of a loaded
    /// machine; fewer when they never got there.
    static func spinning(tagged tag: String, count: Int) async throws -> [pid_t] {
        let second = sysconf(Int32(_SC_CLK_TCK))
        var found: [pid_t] = []
        for _ in 0..<6000 {
            found = Array(workers(tagged: tag).filter { (cpuTicks($0) ?? 0) >= second }.prefix(count))
            if found.count == count { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        return found
    }

    /// The CPU time a process has used, in clock ticks (/proc/PID/stat's utime + stime).
    static func cpuTicks(_ pid: pid_t) -> Int? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // After the name: state is field 0, utime field 11, stime field 12.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
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
            let worker = try #require(try await Self.spinning(tagged: tag, count: 1).first, "the worker never started")
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

    /// A worker killed while another is busy: the request it held is answered 500 at once, the
    /// other worker runs on (the same process, still using CPU time, its request unanswered)
    /// while a fresh worker serves the next request; then the other is ended too (SIGSEGV, the
    /// stack limit) and its request answered. No wall clock ends anything here: each step
    /// waits for the one before, so a loaded machine makes the test slower, not wrong.
    @Test func aWorkerKilledWhileAnotherIsBusyLeavesTheOtherRunning() async throws {
        var limits = Support.limits()
        limits.maxConcurrentRuns = 2
        limits.wallClock = .seconds(600)
        limits.cpuSeconds = 600
        limits.maxSteps = .max
        limits.maxOutputBytes = 256 * 1024 + 100
        let tag = String(limits.maxOutputBytes)
        let source = try Support.fixture("playground-corpus/endless-loop.m")
        try await Support.application(limits).test(.router) { client in
            // Should an expectation stop the test early, its spinning workers go with it.
            defer { for worker in Self.workers(tagged: tag) { kill(worker, SIGKILL) } }
            async let first = Support.post(client, source)
            async let second = Support.post(client, source)
            let found = try await Self.spinning(tagged: tag, count: 2)
            try #require(found.count == 2, "the two workers never started")
            let (killed, busy) = (found[0], found[1])
            #expect(kill(killed, SIGKILL) == 0)
            // The held request's slot is free again: the next request is served by a fresh worker.
            let next = try await Support.post(client, TraceAPITests.classic)
            #expect(next.status == .ok)
            #expect(try Support.decode(PlaygroundReply.Traced.self, next.body).output == "1\n")
            // The busy one is the same process, still spinning.
            #expect(Self.workers(tagged: tag).contains(busy))
            let ticks = try #require(Self.cpuTicks(busy))
            for _ in 0..<1200 {
                if (Self.cpuTicks(busy) ?? 0) > ticks { break }
                try await Task.sleep(for: .milliseconds(50))
            }
            #expect((Self.cpuTicks(busy) ?? 0) > ticks, "the busy worker stopped running")
            #expect(kill(busy, SIGSEGV) == 0)
            let statuses = [try await first, try await second].map { Int($0.status.code) }.sorted()
            #expect(statuses == [PlaygroundLimit.stack.status, 500])
        }
    }

    /// RLIMIT_CPU counts a process's whole life; a worker re-arms it for every snippet
    /// (`TraceWorker.armCPUTime`). With a budget of 1 s per snippet, one worker answers snippet
    /// after snippet until it has used more than twice that in all, and is still the same
    /// process; then a snippet that spins (no step limit here) is stopped by its CPU limit.
    /// Under a sanitizer the budget is five times larger, as in `Support.limits()`: an ASan
    /// worker once took over 1 s for 13-command alone.
    @Test func eachSnippetGetsItsOwnCPUTimeInALongLivedWorker() async throws {
        var limits = Support.limits()
        limits.maxConcurrentRuns = 1
        limits.cpuSeconds = Support.underSanitizer ? 5 : 1
        limits.wallClock = .seconds(60)
        limits.maxOutputBytes = 256 * 1024 + 101
        limits.maxSteps = .max
        let tag = String(limits.maxOutputBytes)
        let budget = limits.cpuSeconds
        let examples = try Support.groundTruth()
        try await Support.application(limits).test(.router) { client in
            var answered = 0
            var worker: pid_t?
            while answered < 2_000 {
                let example = examples[answered % examples.count]
                let response = try await Support.post(client, example.source)
                #expect(response.status == .ok, "\(example.name)")
                answered += 1
                let workers = Self.workers(tagged: tag)
                #expect(workers.count == 1)
                if worker == nil { worker = workers.first }
                // Once replaced, the first worker's CPU time can no longer grow: stop here.
                try #require(workers.first == worker, "the worker was replaced after \(answered) snippets")
                if let worker, let ticks = Self.cpuTicks(worker), ticks > 2 * budget * sysconf(Int32(_SC_CLK_TCK)) { break }
            }
            #expect(answered < 2_000, "the worker never used 2 s of CPU time")
            // No step limit: only the CPU time stops this one.
            let response = try await Support.post(client, try Support.fixture("playground-corpus/endless-loop.m"))
            #expect(response.status.code == 422)
            #expect(try Support.decode(PlaygroundReply.Refusal.self, response.body).limit == .cpuTime)
        }
    }

    /// A worker that has grown past the memory ceiling after a reply is retired (its input
    /// closed, so it exits) and another takes its place; the reply itself is delivered. A
    /// ceiling of one byte retires every worker after every snippet.
    @Test func aWorkerPastTheMemoryCeilingIsReplacedAfterItsReply() async throws {
        var limits = Support.limits()
        limits.maxConcurrentRuns = 1
        limits.workerMemoryCeilingBytes = 1
        limits.maxOutputBytes = 256 * 1024 + 102
        let tag = String(limits.maxOutputBytes)
        let sandbox = SnippetSandbox(executable: try #require(Support.worker), limits: limits)
        // The idle worker the next run will take, and its process.
        func nextWorker() throws -> pid_t {
            let worker = try sandbox.pool.checkOut()
            defer { sandbox.pool.checkIn(worker) }
            return worker.process.processIdentifier
        }
        let first = try nextWorker()
        let reply = await sandbox.run(Data(TraceAPITests.classic.utf8))
        #expect(reply.status == 200)
        // (A loop's `where` would scan /proc all 600 times: it filters, it does not stop.)
        for _ in 0..<600 {
            if !Self.workers(tagged: tag).contains(first) { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(!Self.workers(tagged: tag).contains(first), "the worker past its ceiling still runs")
        let second = try nextWorker()
        #expect(second != first)
        #expect(await sandbox.run(Data(TraceAPITests.classic.utf8)).status == 200)
    }
}
