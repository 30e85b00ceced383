import Foundation

/// The ground-truth snippets in `Tests/Fixtures/ground-truth` (read from the repository, which
/// a fresh clone has, so they are written down once).
enum ExampleSnippets {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/ground-truth")

    static let all: [(name: String, code: String)] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".m") }.sorted().map { name in
            (name, (try? String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)) ?? "")
        }
    }()
}
