import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
@testable import RACStepServer
import Synchronization

/// The playground under attack: the adversarial corpus (Tests/Fixtures/playground-corpus),
/// every lesson snippet and the ground-truth examples go to a live server over HTTP, while
/// another client keeps asking for ground-truth examples and checks each answer against what
/// the real ReactiveObjC printed.
@Suite struct PlaygroundLoadTests {
    typealias Support = ServerTestSupport

    /// A corpus snippet and what it must be answered with: its first line says.
    struct Attack: Sendable {
        var name: String
        var source: String
        var statuses: Set<Int>
        var limit: PlaygroundLimit?
    }

    static func attacks() throws -> [Attack] {
        let directory = Support.repository.appendingPathComponent("Tests/Fixtures/playground-corpus")
        var attacks: [Attack] = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            .filter { $0.hasSuffix(".m") }.map { name in
                let source = String(decoding: try Data(contentsOf: directory.appendingPathComponent(name)), as: UTF8.self)
                let header = source.prefix { $0 != "\n" }
                if let limit = PlaygroundLimit.allCases.first(where: { header.hasPrefix("// limit: \($0.rawValue) ") }) {
                    return Attack(name: name, source: source, statuses: [limit.status], limit: limit)
                }
                let status = try #require(Int(header.dropFirst("// status: ".count).prefix(3)), "\(name): no status line")
                return Attack(name: name, source: source, statuses: [status], limit: nil)
            }
        // The fuzzers' seed corpus, collected as fuzz/seed.py collects it: every lesson snippet
        // (it runs, or a limit stops it), the ground-truth examples (they run), and the snippets
        // in the interpreter's tests (errors and limits among them: anything but a 5xx).
        let lessons = Support.repository.appendingPathComponent("lessons")
        for name in try FileManager.default.contentsOfDirectory(atPath: lessons.path).sorted()
        where name.hasSuffix(".md") && name != "README.md" {
            let text = try String(contentsOf: lessons.appendingPathComponent(name), encoding: .utf8)
            for match in text.matches(of: try Regex("```objc run[^\\n]*\\n((?s:.*?))```")) {
                attacks.append(Attack(name: name, source: String(try #require(match.output[1].substring)), statuses: [200, 422], limit: nil))
            }
        }
        for example in try Support.groundTruth() {
            attacks.append(Attack(name: example.name, source: example.source, statuses: [200], limit: nil))
        }
        let tests = Support.repository.appendingPathComponent("Tests/ObjCInterpreterTests")
        let walker = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)
        let files = (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in text.matches(of: try Regex("\"\"\"\\n((?s:.*?))\\n\\s*\"\"\"")) {
                attacks.append(Attack(name: file.lastPathComponent, source: String(try #require(match.output[1].substring)),
                                      statuses: [200, 400, 422], limit: nil))
            }
        }
        return attacks
    }

    /// Object addresses differ from run to run in the real library (Tests/Fixtures/ground-truth/README.md).
    static func withoutAddresses(_ text: String) -> String {
        text.replacing(try! Regex("0x[0-9a-f]+"), with: "0x…")
    }

    /// Set once, read from another task.
    final class Flag: Sendable {
        private let value = Atomic(false)
        func set() { value.store(true, ordering: .releasing) }
        var isSet: Bool { value.load(ordering: .acquiring) }
    }

    /// How long each client waits for an answer: past the wall clock, so every run is answered
    /// (by its reply or by the time limit) before a client gives up. HummingbirdTesting's own
    /// clients wait a fixed 15 s (`.ahc`) or 20 s (`.live`), less than a correct run can take
    /// on two cores shared with the rest of the suite and other builds.
    static let clientTimeout: Duration = .seconds(90)

    @Test func correctAnswersKeepComingWhileTheCorpusIsFired() async throws {
        let attacks = try Self.attacks()
        let examples = try Support.groundTruth()
        // A wall clock well past the default: a correct run slowed by a loaded machine must not
        // be taken for a runaway, and this test is about answers, not time (bench/load-test.sh
        // times the limits against a quiet server). Runaways stop at their CPU, step, depth,
        // memory or output limits long before it, so no run here is stopped by the wall clock:
        // one that is has hung.
        var limits = Support.limits()
        limits.wallClock = .seconds(60)
        try await Support.application(limits).test(.live) { server in
            let port = try #require(server.port)
            let attackOver = Flag()
            let checked = try await withThrowingTaskGroup(of: Int.self) { group in
                // Each task has a connection of its own, so the checker is answered while an
                // attack runs rather than behind it.
                group.addTask {
                    defer { attackOver.set() }
                    try await Support.withClient(port: port, timeout: Self.clientTimeout) { client in
                        for attack in attacks {
                            let response = try await Support.post(client, attack.source)
                            #expect(attack.statuses.contains(Int(response.status.code)), "\(attack.name): \(response.status)")
                            if let limit = attack.limit {
                                #expect(try Support.decode(PlaygroundReply.Refusal.self, response.body).limit == limit, "\(attack.name)")
                            } else if response.status.code == PlaygroundLimit.time.status {
                                #expect(try Support.decode(PlaygroundReply.Refusal.self, response.body).limit != .time,
                                        "\(attack.name) hung: \(attack.source)")
                            }
                        }
                    }
                    return -1
                }
                // The checker: round after round of the examples until the attack is over.
                group.addTask {
                    try await Support.withClient(port: port, timeout: Self.clientTimeout) { client in
                        var answers = 0
                        while !attackOver.isSet {
                            let example = examples[answers % examples.count]
                            let response = try await Support.post(client, example.source)
                            #expect(response.status == .ok, "\(example.name)")
                            let output = try Support.decode(PlaygroundReply.Traced.self, response.body).output
                            #expect(Self.withoutAddresses(output) == Self.withoutAddresses(example.output), "\(example.name)")
                            answers += 1
                        }
                        return answers
                    }
                }
                return try await group.reduce(0) { max($0, $1) }
            }
            // The attack takes seconds (the runaways run to their limits); the checker was
            // answered all along, not only after it.
            #expect(checked >= examples.count)
        }
    }
}
