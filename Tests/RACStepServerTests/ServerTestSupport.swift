import Foundation
import Hummingbird
import HummingbirdTesting
import ObjCFrontend
import RACTrace
import Testing
@testable import RACStepServer

/// What the server tests share: the built `racstep` (the sandbox's worker), an application
/// with the API's routes, and the replies decoded.
enum ServerTestSupport {
    /// `racstep` sits next to the test bundle in the build directory.
    static let worker: URL? = {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            repository.appendingPathComponent(".build/debug"),
        ]
        return candidates.map { $0.appendingPathComponent("racstep") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// True when `scripts/sanitize.sh` runs this suite: it sets `RACSTEP_SANITIZER` (`address`
    /// or `thread`) for it, as the workers are then sanitized builds of `racstep`.
    static let underSanitizer = ProcessInfo.processInfo.environment["RACSTEP_SANITIZER"] != nil
    /// True when the workers are ThreadSanitizer builds (`RACSTEP_SANITIZER=thread`).
    static let underThreadSanitizer = ProcessInfo.processInfo.environment["RACSTEP_SANITIZER"] == "thread"

    /// The limits a test's workers start from: the defaults, except under a sanitizer, where
    /// a run is several times slower, so the wall clock and CPU time are five times larger,
    /// and where no address-space limit can apply (ASan and TSan reserve terabytes of address
    /// space for their shadow memory at start, so any RLIMIT_AS would end every worker before
    /// it read its snippet). There sanitize.sh caps any one allocation
    /// with the sanitizer's `max_allocation_size_mb` instead, whose report the sandbox names as the
    /// memory limit, as it does a failed allocation (`SnippetSandbox.crashed`). No worker is
    /// retired for its resident size there: that size is the sanitizer's own (ASan's quarantine of freed
    /// memory, 256 MB by default, its shadow and its allocator's caches), not the snippets'. It
    /// levels off at 476 MB here over 1,000 ground-truth snippets, and passed four times the
    /// default ceiling (1 GB) on CI's machine, which then replaced the worker of a test that
    /// needs one worker throughout. The ceiling's own test sets one of its own.
    ///
    /// The wall clock is a minute in every test that does not set its own (those of the time
    /// limit do): a test about answers must not be answered "too slow" because other builds
    /// share the machine's two cores (a debug worker's correct run took 2.6 s at load 14).
    static func limits() -> PlaygroundLimits {
        var limits = PlaygroundLimits()
        limits.wallClock = .seconds(60)
        if underSanitizer {
            limits.wallClock *= 5
            limits.cpuSeconds *= 5
            limits.addressSpaceBytes = Int.max
            limits.workerMemoryCeilingBytes = Int.max
        }
        return limits
    }

    /// The API's routes over an empty site, with `limits`.
    static func application(_ limits: PlaygroundLimits = ServerTestSupport.limits()) throws -> some ApplicationProtocol {
        let sandbox = SnippetSandbox(executable: try #require(worker, "build racstep first: swift build --build-tests"), limits: limits)
        return Application(router: ServerRoutes.router(site: LiveSite(), api: TraceAPI(sandbox: sandbox)))
    }

    /// Writes `path` (under lessons/) to `destination` as a lesson on its own: its links to
    /// other lessons become their text, as a site without those lessons rejects a link to them.
    /// Every line stays where it was, so diagnostics keep their lines.
    static func copyLessonAlone(_ path: String, to destination: URL) throws {
        let text = try String(contentsOf: repository.appendingPathComponent("lessons").appendingPathComponent(path), encoding: .utf8)
        let link = try Regex(#"\[([^\]]*)\]\([0-9]{2}-[a-z0-9-]+\.md(#[^)]*)?\)"#)
        let alone = text.replacing(link) { match in match.output[1].substring ?? "" }
        try alone.write(to: destination, atomically: true, encoding: .utf8)
    }

    static let tracePath = "/api/trace"

    static func post(_ client: some TestClientProtocol, _ source: String) async throws -> TestResponse {
        try await client.execute(uri: tracePath, method: .post, body: ByteBuffer(string: source))
    }

    /// A request on a client of one's own (`withClient`).
    static func post(_ client: TestClient, _ source: String) async throws -> TestClient.Response {
        try await client.post(tracePath, body: ByteBuffer(string: source))
    }

    /// Runs `body` with a client on a connection of its own to the server on `port`, which
    /// waits up to `timeout` for each answer (the testing frameworks' clients wait a fixed time).
    static func withClient<T: Sendable>(port: Int, timeout: Duration, _ body: @escaping @Sendable (TestClient) async throws -> T) async throws -> T {
        try await TestClient.withClient(host: "localhost", port: port, configuration: .init(timeout: timeout), operation: body)
    }

    /// A reply's JSON body (either client's response's `body`).
    static func decode<T: Decodable>(_ type: T.Type, _ body: ByteBuffer?) throws -> T {
        try JSONDecoder().decode(type, from: Data(try #require(body).readableBytesView))
    }

    /// A snippet from `Tests/Fixtures`.
    static func fixture(_ path: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent("Tests/Fixtures").appendingPathComponent(path), encoding: .utf8)
    }

    /// The ground-truth examples: snippets and what the real ReactiveObjC printed for them.
    static func groundTruth() throws -> [(name: String, source: String, output: String)] {
        let directory = repository.appendingPathComponent("Tests/Fixtures/ground-truth")
        return try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted().filter { $0.hasSuffix(".m") }.map { name in
            let stem = String(name.dropLast(2))
            return (stem, try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8),
                    try String(contentsOf: directory.appendingPathComponent(stem + ".out"), encoding: .utf8))
        }
    }
}
