import Foundation
import Synchronization
import Testing
import LessonsTestSupport
import Lessons
import RACTrace
import ObjCInterpreter
@testable import SiteGenerator

/// The interpreter, counting its runs: which builds ran snippets and which found them cached.
final class CountingRunner: SnippetRunner, Sendable {
    private let sources = Mutex<[String]>([])
    var runs: [String] { sources.withLock { $0 } }

    func run(source: String, fileName: String, numbering: RACBlockNumbering?, library: RACLibrary) throws(SnippetFailure) -> SnippetRun {
        sources.withLock { $0.append(source) }
        return try ClassicBind.runner.run(source: source, fileName: fileName, numbering: numbering, library: library)
    }

    var cacheIdentity: String? { ClassicBind.runner.cacheIdentity }
}

/// Cached and incremental builds make the very bytes a clean build makes: the guarantee
/// `racstep serve` and repeated `racstep site` runs rest on (SiteBuilder, IncrementalSite).
@Suite struct IncrementalSiteTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The repository's lessons, copied where a test may edit them.
    static func lessonsCopy(in root: URL) throws -> URL {
        let lessons = root.appendingPathComponent("lessons")
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("lessons"), to: lessons)
        return lessons
    }

    static func builder(_ runner: SnippetRunner, cache: URL? = nil, version: String = "test") throws -> SiteBuilder {
        SiteBuilder(runner: runner, theme: try Theme(directory: SiteBuilderTests.themeDirectory),
                    cache: cache.map { SnippetCache(directory: $0, engineVersion: version) })
    }

    static func cleanBuild(_ lessons: URL) throws -> Site {
        try builder(ClassicBind.runner).build(lessonPaths: [lessons.path])
    }

    /// The repository's lessons built clean, once for the tests that compare with it: every
    /// snippet of every lesson runs in it, the suite's costliest build.
    static let repositoryBuild = Result { try cleanBuild(repository.appendingPathComponent("lessons")) }

    /// The repository's lessons built over `cache` by a counting runner, expected to be the
    /// clean build: the sources that ran.
    static func runsOfACachedBuild(cache: URL, version: String = "test") throws -> [String] {
        let runner = CountingRunner()
        let lessons = repository.appendingPathComponent("lessons")
        #expect(try builder(runner, cache: cache, version: version).build(lessonPaths: [lessons.path]) == repositoryBuild.get())
        return runner.runs
    }

    /// How many snippets the repository's lessons have: what a build with nothing cached runs.
    static func repositorySnippetCount() throws -> Int {
        try LessonLoader.loadAll(paths: [repository.appendingPathComponent("lessons").path]).flatMap(\.snippets).count
    }

    @Test func cachedBuildsMatchACleanBuildAndRunNothingWhenWarm() throws {
        let root = try SiteBuilderTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = root.appendingPathComponent("cache")
        // Every snippet once: no two of the lessons' snippets share id, numbering and source
        // (07 reruns 06's source under another numbering), so none is found twice.
        #expect(try Self.runsOfACachedBuild(cache: cache).count == Self.repositorySnippetCount())
        #expect(try Self.runsOfACachedBuild(cache: cache).isEmpty)
        // Another engine version finds nothing it may use.
        #expect(try Self.runsOfACachedBuild(cache: cache, version: "another").count == Self.repositorySnippetCount())
    }

    @Test func copiesOfALessonRunItsSnippetsOnce() throws {
        let root = try SiteBuilderTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let lessons = root.appendingPathComponent("lessons")
        try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
        for index in 1...3 {
            try SiteBuilderTests.lessonText(output: "1\n2\n")
                .write(to: lessons.appendingPathComponent("0\(index)-bind.md"), atomically: true, encoding: .utf8)
        }
        let runner = CountingRunner()
        let site = try Self.builder(runner).build(lessonPaths: [lessons.path])
        #expect(runner.runs == [ClassicBind.source])
        #expect(site.files["01-bind.html"] != nil && site.files["03-bind.html"] != nil)
    }

    @Test func aDamagedCacheEntryIsIgnoredAndReplaced() throws {
        let root = try SiteBuilderTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = root.appendingPathComponent("cache")
        _ = try Self.runsOfACachedBuild(cache: cache)
        let pack = cache.appendingPathComponent(try #require(SnippetCacheTests.packs(cache).first))
        var bytes = try Data(contentsOf: pack)
        func range(_ entry: SnippetPack.Entry) -> Range<Int> { entry.offset..<(entry.offset + entry.length) }
        // One entry of each of four snippets (a snippet's English and Chinese weavings are two
        // entries, and a snippet runs once for both): the key less its `lang:` line names the run.
        var runs: Set<String> = []
        let entries = try #require(SnippetPackTests.entries(pack)).filter { entry in
            // An entry begins with its key's length, a newline, then the key.
            let fields = bytes[range(entry)]
            guard let newline = fields.firstIndex(of: UInt8(ascii: "\n")),
                  let length = Int(String(decoding: fields[..<newline], as: UTF8.self)) else { return false }
            let key = String(decoding: fields[(newline + 1)...].prefix(length), as: UTF8.self)
            return runs.insert(key.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("lang: ") }.joined(separator: "\n")).inserted
        }
        try #require(entries.count >= 4)
        // Four entries damaged in place, each its own way: a different key; a first length
        // that is no number; a byte that is not UTF-8; a field's closing newline gone.
        let engine = try #require(bytes[range(entries[0])].firstRange(of: Data("engine: test".utf8)))
        bytes[engine.upperBound - 1] = UInt8(ascii: "T")
        bytes[entries[1].offset] = UInt8(ascii: "x")
        bytes[entries[2].offset + entries[2].length - 3] = 0xFF
        bytes[entries[3].offset + entries[3].length - 1] = UInt8(ascii: "x")
        try bytes.write(to: pack)

        #expect(try Self.runsOfACachedBuild(cache: cache).count == 4)
        #expect(try Self.runsOfACachedBuild(cache: cache).isEmpty)

        // A pack cut short is passed over whole: every snippet runs again, and is kept again.
        for name in SnippetCacheTests.packs(cache) {
            let file = cache.appendingPathComponent(name)
            let whole = try Data(contentsOf: file)
            try whole.prefix(whole.count / 2).write(to: file)
        }
        #expect(try Self.runsOfACachedBuild(cache: cache).count == Self.repositorySnippetCount())
        #expect(try Self.runsOfACachedBuild(cache: cache).isEmpty)
    }

    @Test func rebuildsMatchACleanBuildAndTouchOnlyWhatChanged() throws {
        let root = try SiteBuilderTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let lessons = try Self.lessonsCopy(in: root)
        let runner = CountingRunner()
        let site = IncrementalSite(builder: try Self.builder(runner), lessonPaths: [lessons.path])
        #expect(try site.build() == Self.cleanBuild(lessons))
        let built = runner.runs.count

        // Prose edited: that page and the search index change; nothing runs again, not even
        // the edited lesson's snippets (without a cache: the last build's weavings are kept).
        let bind = lessons.appendingPathComponent("06-bind.md")
        let text = try String(contentsOf: bind, encoding: .utf8)
        try text.replacingOccurrences(of: "\n---\n", with: "\n---\nA new first paragraph.\n\n")
            .write(to: bind, atomically: true, encoding: .utf8)
        var rebuild = try site.rebuild(changedLessons: [bind.path])
        #expect(rebuild.site == (try Self.cleanBuild(lessons)))
        #expect(rebuild.changedPaths == ["06-bind.html", "search-index.js"])
        #expect(runner.runs.count == built)

        // A snippet edited: it alone runs again (its source is in its key).
        let doubled = "    return ^RACSignal *(NSNumber *value, BOOL *stop) { // block 3\n"
        try #require(text.contains(doubled))
        let edited = text.replacingOccurrences(of: doubled, with: doubled + "        // the same run\n")
        try edited.write(to: bind, atomically: true, encoding: .utf8)
        rebuild = try site.rebuild(changedLessons: [bind.path])
        #expect(rebuild.site == (try Self.cleanBuild(lessons)))
        #expect(runner.runs.count == built + 1 && runner.runs.last?.contains("// the same run") == true)

        // A kept snippet is verified again: an expectation that no longer holds fails the
        // rebuild, though the snippet does not run.
        let failing = edited.replacingOccurrences(of: "```output\n1\n2\n3\n```", with: "```output\n1\n2\n4\n```")
        try #require(failing != edited)
        try failing.write(to: bind, atomically: true, encoding: .utf8)
        #expect {
            try site.rebuild(changedLessons: [bind.path])
        } throws: { ($0 as? SiteStep.Failure)?.step == .verify }
        #expect(runner.runs.count == built + 1)
        try text.write(to: bind, atomically: true, encoding: .utf8)
        rebuild = try site.rebuild(changedLessons: [bind.path])
        #expect(rebuild.site == (try Self.cleanBuild(lessons)))

        // A title changes every page's sidebar — every English page's: the Chinese edition's
        // sidebars show the Chinese titles, and its language switch links by file name.
        try text.replacingOccurrences(of: "title: \"bind:", with: "title: \"Bind:")
            .write(to: bind, atomically: true, encoding: .utf8)
        rebuild = try site.rebuild(changedLessons: [bind.path])
        #expect(rebuild.site == (try Self.cleanBuild(lessons)))
        #expect(rebuild.changedPaths == rebuild.site.paths.filter { $0.hasSuffix(".html") && !$0.hasPrefix("zh/") } + ["search-index.js"])

        // A lesson added, then removed, each with the contents file saying so (every lesson is
        // listed there once), and unnamed in the rebuild: noticed all the same.
        let contents = lessons.appendingPathComponent("contents.yml")
        let listed = try String(contentsOf: contents, encoding: .utf8)
        let listedWithMore = listed + "- part: \"More\"\n  lessons: [99-more]\n"
        let more = lessons.appendingPathComponent("99-more.md")
        try SiteBuilderTests.lessonText(output: "1\n2\n").write(to: more, atomically: true, encoding: .utf8)
        try listedWithMore.write(to: contents, atomically: true, encoding: .utf8)
        rebuild = try site.rebuild(changedLessons: [])
        #expect(rebuild.site == (try Self.cleanBuild(lessons)))
        #expect(rebuild.site.files["99-more.html"] != nil)
        try FileManager.default.removeItem(at: more)
        try listed.write(to: contents, atomically: true, encoding: .utf8)
        rebuild = try site.rebuild(changedLessons: [])
        #expect(rebuild.site == (try Self.cleanBuild(lessons)))
        #expect(rebuild.site.files["99-more.html"] == nil)
        #expect(rebuild.changedPaths.contains("99-more.html"))

        // A lesson that stops verifying fails the rebuild and keeps the site as it was.
        let before = site.site
        try listedWithMore.write(to: contents, atomically: true, encoding: .utf8)
        try SiteBuilderTests.lessonText(output: "1\n3\n").write(to: more, atomically: true, encoding: .utf8)
        #expect {
            try site.rebuild(changedLessons: [more.path])
        } throws: { ($0 as? SiteStep.Failure)?.step == .verify }
        #expect(site.site == before)
    }

    /// The playground's page is kept between rebuilds only while the snippets it offers stay:
    /// after each rebuild it is the page a new site renders from the same lessons.
    @Test func thePlaygroundPageFollowsTheSnippetsItOffers() throws {
        let root = try SiteBuilderTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let lessons = root.appendingPathComponent("lessons")
        try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
        let lesson = lessons.appendingPathComponent("01-bind.md")
        let text = SiteBuilderTests.lessonText(output: "1\n2\n")
        try text.write(to: lesson, atomically: true, encoding: .utf8)
        let site = IncrementalSite(builder: try Self.builder(ClassicBind.runner), lessonPaths: [lessons.path])
        try site.build()
        func freshPage() throws -> String? {
            let fresh = IncrementalSite(builder: try Self.builder(ClassicBind.runner), lessonPaths: [lessons.path])
            try fresh.build()
            return try fresh.pageInEveryEdition("play", link: "play")["play"]
        }
        let first = try #require(try site.pageInEveryEdition("play", link: "play")["play"])
        #expect(first == (try freshPage()))

        // Prose edited: the same snippets, the same page.
        try text.replacingOccurrences(of: "Prose.", with: "Other prose.").write(to: lesson, atomically: true, encoding: .utf8)
        try site.rebuild(changedLessons: [lesson.path])
        #expect(try site.pageInEveryEdition("play", link: "play")["play"] == first)

        // A snippet edited: the menu offers the new source.
        let marker = "int editedMarker = 1;"
        try text.replacingOccurrences(of: "```objc run name=classic\n", with: "```objc run name=classic\n\(marker)\n")
            .write(to: lesson, atomically: true, encoding: .utf8)
        try site.rebuild(changedLessons: [lesson.path])
        let edited = try #require(try site.pageInEveryEdition("play", link: "play")["play"])
        #expect(edited.contains(marker) && !first.contains(marker))
        #expect(edited == (try freshPage()))
    }

    @Test func aRunnerWithoutACacheIdentityIsNeverCached() throws {
        struct Uncached: SnippetRunner {
            let counter = CountingRunner()
            func run(source: String, fileName: String, numbering: RACBlockNumbering?, library: RACLibrary) throws(SnippetFailure) -> SnippetRun {
                try counter.run(source: source, fileName: fileName, numbering: numbering, library: library)
            }
        }
        let root = try SiteBuilderTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let lesson = root.appendingPathComponent("01-bind.md")
        try SiteBuilderTests.lessonText(output: "1\n2\n").write(to: lesson, atomically: true, encoding: .utf8)
        let runner = Uncached()
        for _ in 0..<2 { _ = try Self.builder(runner, cache: root.appendingPathComponent("cache")).build(lessonPaths: [lesson.path]) }
        #expect(runner.counter.runs.count == 2)
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("cache").path))
    }

    @Test func theInterpretersIdentityIsItsOptionsButNotTheRunsOwn() throws {
        let identity = try #require(InterpreterRunner().cacheIdentity)
        #expect(identity.hasPrefix("interpreter maxSteps=\(InterpreterOptions().maxSteps) "))
        // The numbering is a dictionary (its order differs from process to process) and is set
        // per run: not part of the identity.
        #expect(!identity.contains("numbering") && !identity.contains("recordsTrace"))
    }

    @Test func theBuildIdentityNamesThisBuild() {
        // The GNU build ID the Swift driver has the linker write: 20 bytes (SHA-1), in hex.
        #expect(BuildIdentity.build.count == 40 && BuildIdentity.build.allSatisfy(\.isHexDigit))
        #expect(BuildIdentity.engineVersion(racstepVersion: "1.2.3")
                == "racstep 1.2.3; engine \(BuildIdentity.engineSourceHash); build \(BuildIdentity.build)")
        #expect(BuildIdentity.engineVersion(racstepVersion: "1.2.3") != BuildIdentity.engineVersion(racstepVersion: "1.2.4"))
    }
}
