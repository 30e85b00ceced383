import Foundation
import Hummingbird
import HummingbirdTesting
import ObjCFrontend
import RACTrace
import Testing
@testable import RACStepServer

/// `POST /api/trace`: a run's reply, a snippet's errors, and each limit answering with its
/// name. Every run goes through a real `racstep trace-worker` child process.
@Suite struct TraceAPITests {
    typealias Support = ServerTestSupport

    /// RACSignal.m's -subscribeNext: makes a subscriber; RACDynamicSignal's -subscribe: runs
    /// didSubscribe at once (the subscription scheduler on the main thread), which sends 1
    /// to the next block (logged) and completes.
    static let classic = """
        RACSignal *signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
            [subscriber sendNext:@1];
            [subscriber sendCompleted];
            return nil;
        }];
        [signal subscribeNext:^(id x) {
            NSLog(@"%@", x);
        }];
        """

    @Test func aRunAnswersItsOutputTraceAndWovenSnippet() async throws {
        try await Support.application().test(.router) { client in
            let response = try await Support.post(client, Self.classic)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json; charset=utf-8")
            let reply = try Support.decode(PlaygroundReply.Traced.self, response.body)
            #expect(reply.output == "1\n")
            // The same events `racstep trace --format json` prints, one object per step.
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let lines = try reply.trace.map { String(decoding: try encoder.encode($0), as: UTF8.self) + "\n" }.joined()
            #expect(lines == RACTraceJSON.render(reply.trace))
            #expect(reply.trace.contains { $0.kind == .log && $0.text == "1" })
            // The lesson's markup: the numbered source with badges, the player and its data.
            #expect(reply.html.hasPrefix("<section class=\"snippet\" id=\"play\""))
            #expect(reply.html.contains("<div class=\"player\""))
            #expect(reply.html.contains("<script type=\"application/json\" class=\"player-data\">"))
        }
    }

    @Test func aSnippetThatDoesNotParseAnswers400WithItsDiagnostics() async throws {
        try await Support.application().test(.router) { client in
            // Line 2 lacks its ';': clang reports it at the end of the expression, column 25.
            let response = try await Support.post(client, "NSLog(@\"a\");\nNSLog(@\"b\")\n")
            #expect(response.status == .badRequest)
            let reply = try Support.decode(PlaygroundReply.SnippetError.self, response.body)
            #expect(reply.diagnostics.map(\.id) == ["expectedSemicolonAfterExpression"])
            #expect(reply.diagnostics.first?.severity == "error")
            #expect(reply.diagnostics.first?.line == 2)
            #expect(reply.diagnostics.first?.column == 12)
            #expect(reply.rendered.hasPrefix("snippet.m:2:12: error: expected ';' after expression\nNSLog(@\"b\")\n           ^"))
        }
    }

    @Test func aRuntimeErrorAnswers400WithWhatWasLoggedBefore() async throws {
        try await Support.application().test(.router) { client in
            let response = try await Support.post(client, "NSLog(@\"before\");\n[RACSignal noSuchThing];\n")
            #expect(response.status == .badRequest)
            let reply = try Support.decode(PlaygroundReply.SnippetError.self, response.body)
            #expect(reply.output == "before\n")
            #expect(reply.diagnostics.first?.line == 2)
            #expect(reply.diagnostics.first?.id == "unrecognizedSelector")
        }
    }

    /// Each runaway snippet of the corpus names the limit that stopped it. The wall clock is
    /// raised here so that no other limit can pre-empt the one under test while the rest of
    /// the suite shares the cores; bench/load-test.sh times the same snippets against a
    /// `racstep serve` with the default limits (each answered within about 2 s). Under
    /// ThreadSanitizer endless-recursion.m is left out: its 10,000 nested block calls are about
    /// 130,000 nested Swift calls in the worker, twice what TSan's fixed shadow call stack holds
    /// (65,536 entries, written past its end unchecked: scripts/sanitize.sh says more).
    static let runaways: [(String, PlaygroundLimit)] = [
        ("endless-loop.m", .steps), ("endless-recursion.m", .depth),
        ("output-flood.m", .output), ("memory-bomb.m", .memory),
    ].filter { !(Support.underThreadSanitizer && $0.1 == .depth) }

    @Test(arguments: runaways)
    func aRunawaySnippetNamesTheLimitThatStoppedIt(file: String, limit: PlaygroundLimit) async throws {
        let source = try Support.fixture("playground-corpus/\(file)")
        var configured = Support.limits()
        configured.wallClock = .seconds(60)
        let limits = configured
        try await Support.application(limits).test(.router) { client in
            let response = try await Support.post(client, source)
            #expect(response.status.code == limit.status)
            let reply = try Support.decode(PlaygroundReply.Refusal.self, response.body)
            #expect(reply.limit == limit)
            #expect(reply.error == limit.message(limits))
        }
    }

    @Test func aRunPastTheWallClockIsKilled() async throws {
        var limits = Support.limits()
        limits.wallClock = .milliseconds(300)
        limits.maxSteps = .max
        let source = try Support.fixture("playground-corpus/endless-loop.m")
        try await Support.application(limits).test(.router) { client in
            let response = try await Support.post(client, source)
            #expect(response.status.code == 422)
            let reply = try Support.decode(PlaygroundReply.Refusal.self, response.body)
            #expect(reply.limit == .time)
            #expect(reply.error == "the run took longer than the time limit of 0.3 s and was stopped")
        }
    }

    @Test func aBodyOver64KBAnswers413() async throws {
        try await Support.application().test(.router) { client in
            let response = try await Support.post(client, String(repeating: "/", count: 64 * 1024 + 1))
            #expect(response.status == .contentTooLarge)
            #expect(try Support.decode(PlaygroundReply.Refusal.self, response.body).limit == .body)
        }
    }

    @Test func pastTheQueueTheServerAnswers503() async throws {
        var limits = Support.limits()
        limits.maxConcurrentRuns = 1
        limits.maxQueuedRuns = 0
        limits.wallClock = .seconds(1)
        limits.maxSteps = .max
        let api = TraceAPI(sandbox: SnippetSandbox(executable: try #require(Support.worker), limits: limits))
        let slow = try Support.fixture("playground-corpus/endless-loop.m")
        try await Application(router: ServerRoutes.router(site: LiveSite(), api: api)).test(.router) { client in
            // One run holds the only slot for a second; the second request finds no room.
            async let first = Support.post(client, slow)
            while await api.queue.load.running == 0 { try await Task.sleep(for: .milliseconds(10)) }
            let second = try await Support.post(client, Self.classic)
            #expect(second.status == .serviceUnavailable)
            #expect(second.headers[.retryAfter] == "1")
            #expect(try Support.decode(PlaygroundReply.Refusal.self, second.body).limit == .queue)
            #expect(try await first.status.code == 422)
        }
    }

    @Test func aWorkerThatDiesIsAnAnswerNotACrash() {
        let sandbox = SnippetSandbox(executable: URL(fileURLWithPath: "/bin/true"), limits: PlaygroundLimits())
        // A segmentation fault is the stack running out; SIGXCPU the CPU limit.
        #expect(sandbox.crashed(signal: SIGSEGV, stderr: "").status == 422)
        #expect(sandbox.crashed(signal: SIGXCPU, stderr: "").body == PlaygroundLimit.cpuTime.refusal(PlaygroundLimits()))
        #expect(sandbox.crashed(signal: SIGTRAP, stderr: "Fatal error: could not allocate memory").body
                == PlaygroundLimit.memory.refusal(PlaygroundLimits()))
        #expect(sandbox.crashed(signal: SIGABRT, stderr: "").status == 500)
    }

    struct Highlighted: Decodable {
        var lines: [String]
        var badges: [String: [Int]]
    }

    @Test func highlightingAnswersTheLessonsSpans() async throws {
        try await Support.application().test(.router) { client in
            let response = try await client.execute(uri: "/api/highlight", method: .post, body: ByteBuffer(string: "NSLog(@\"<b>\");\n"))
            #expect(response.status == .ok)
            let reply = try Support.decode(Highlighted.self, response.body)
            // Escaped by the same SourceHighlighting the site uses.
            #expect(reply.lines.count == 1)
            #expect(reply.lines.first?.contains("&lt;b&gt;") == true)
            #expect(reply.badges.isEmpty)
        }
    }

    /// The editor's badges before any run: `classic` with its blocks labelled as the lessons
    /// label them (createSignal:'s block on line 1, subscribeNext:'s on line 6), half typed —
    /// the last line unfinished, so the snippet does not parse — and still badged.
    @Test func highlightingBadgesTheLabelledBlocksOfAHalfTypedSnippet() async throws {
        let source = Self.classic.replacingOccurrences(of: "subscriber) {", with: "subscriber) { // block 1")
            .replacingOccurrences(of: "^(id x) {", with: "^(id x) { // block 2").replacingOccurrences(of: "}];", with: "}]")
        try await Support.application().test(.router) { client in
            let response = try await client.execute(uri: "/api/highlight", method: .post, body: ByteBuffer(string: source))
            #expect(response.status == .ok)
            #expect(try Support.decode(Highlighted.self, response.body).badges == ["1": [1], "6": [2]])
        }
    }

    @Test func highlightingABodyOver64KBAnswers413() async throws {
        try await Support.application().test(.router) { client in
            let response = try await client.execute(uri: "/api/highlight", method: .post,
                                                    body: ByteBuffer(string: String(repeating: "/", count: 64 * 1024 + 1)))
            #expect(response.status == .contentTooLarge)
        }
    }
}
