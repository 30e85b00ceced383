import Foundation
import Testing
@testable import SiteGenerator

/// The cache through its own calls: what one build stores (and flushes) the next one loads,
/// the newest entry for a key wins, packs are gathered into one past `packLimit` keeping what
/// was used, and what is not sound is passed over.
@Suite struct SnippetCacheTests {
    static func snippet(_ text: String) -> WovenSnippet {
        WovenSnippet(output: "\(text)\n", traceText: "trace of \(text)\n",
                     woven: WovenParts(beforeExercises: "<p>\(text)</p>", afterExercises: "</div>\n",
                                       playerData: Array("{\"id\":\"\(text)\"}".utf8), questions: []))
    }

    static func packs(_ directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".pack") }.sorted()
    }

    @Test func aFlushedBuildIsFoundByTheNextAsOnePack() throws {
        let root = try SiteBuilderTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let directory = root.appendingPathComponent("cache")
        let first = SnippetCache(directory: directory, engineVersion: "test")
        for name in ["a", "b", "c"] { first.store(Self.snippet(name), for: "job \(name)") }
        // Nothing is written before the flush, and a flush with nothing stored writes nothing.
        #expect(Self.packs(directory).isEmpty)
        first.flush()
        first.flush()
        #expect(Self.packs(directory).count == 1)

        let next = SnippetCache(directory: directory, engineVersion: "test")
        for name in ["a", "b", "c"] { #expect(next.load("job \(name)") == Self.snippet(name)) }
        #expect(next.load("job d") == nil)
        // Another engine version's keys are other keys.
        #expect(SnippetCache(directory: directory, engineVersion: "other").load("job a") == nil)
    }

    /// As a site build stores them: from every core at once, then one flush.
    @Test func entriesStoredFromEveryCoreAtOnceAreAllKept() throws {
        let root = try SiteBuilderTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let directory = root.appendingPathComponent("cache")
        let cache = SnippetCache(directory: directory, engineVersion: "test")
        let names = (0..<200).map { "snippet \($0)" }
        DispatchQueue.concurrentPerform(iterations: names.count) { index in
            #expect(cache.load("job \(names[index])") == nil)
            cache.store(Self.snippet(names[index]), for: "job \(names[index])")
        }
        cache.flush()
        #expect(Self.packs(directory).count == 1)
        let next = SnippetCache(directory: directory, engineVersion: "test")
        DispatchQueue.concurrentPerform(iterations: names.count) { index in
            #expect(next.load("job \(names[index])") == Self.snippet(names[index]))
        }
    }

    @Test func theNewestEntryForAKeyWins() throws {
        let root = try SiteBuilderTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let directory = root.appendingPathComponent("cache")
        for version in ["old", "new"] {
            let cache = SnippetCache(directory: directory, engineVersion: "test")
            cache.store(Self.snippet(version), for: "job")
            cache.flush()
        }
        #expect(Self.packs(directory).count == 2)
        #expect(SnippetCache(directory: directory, engineVersion: "test").load("job") == Self.snippet("new"))
    }

    @Test func packsPastTheLimitAreGatheredIntoOneOfWhatWasUsed() throws {
        let root = try SiteBuilderTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let directory = root.appendingPathComponent("cache")
        // A file of the format before packs, removed with the gathered packs.
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: directory.appendingPathComponent("0123456789abcdef.entry"))
        for index in 0..<SnippetCache.packLimit {
            let cache = SnippetCache(directory: directory, engineVersion: "test")
            cache.store(Self.snippet("\(index)"), for: "job \(index)")
            cache.flush()
        }
        #expect(Self.packs(directory).count == SnippetCache.packLimit)

        // This build reads two entries and stores one: the flush that would make one pack too
        // many writes those three as one pack and removes the rest.
        let cache = SnippetCache(directory: directory, engineVersion: "test")
        #expect(cache.load("job 0") == Self.snippet("0"))
        #expect(cache.load("job 5") == Self.snippet("5"))
        cache.store(Self.snippet("new"), for: "job new")
        cache.flush()
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).count == 1)
        let pack = directory.appendingPathComponent(try #require(Self.packs(directory).first))
        #expect(SnippetPackTests.entries(pack)?.count == 3)

        let next = SnippetCache(directory: directory, engineVersion: "test")
        #expect(next.load("job 0") == Self.snippet("0"))
        #expect(next.load("job 5") == Self.snippet("5"))
        #expect(next.load("job new") == Self.snippet("new"))
        #expect(next.load("job 1") == nil)
    }

    @Test func anUnsoundPackIsPassedOverAndTheOthersServe() throws {
        let root = try SiteBuilderTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let directory = root.appendingPathComponent("cache")
        let cache = SnippetCache(directory: directory, engineVersion: "test")
        cache.store(Self.snippet("kept"), for: "job kept")
        cache.flush()
        // Sorted after the sound pack (a newer one), and cut off inside its entry.
        let pack = directory.appendingPathComponent(try #require(Self.packs(directory).first))
        let bytes = try Data(contentsOf: pack)
        try bytes.prefix(bytes.count - 1).write(to: directory.appendingPathComponent("ffffffffffffffff-0.pack"))
        #expect(SnippetCache(directory: directory, engineVersion: "test").load("job kept") == Self.snippet("kept"))
    }
}
