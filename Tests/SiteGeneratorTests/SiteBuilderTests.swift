import Foundation
import Testing
import LessonsTestSupport
import Lessons
@testable import SiteGenerator

@Suite struct SiteBuilderTests {
    static let themeDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("site")

    static func scratch() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("racstep-site-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    static func lessonText(output: String) -> String {
        "---\ntitle: Bind\nsummary: The classic example.\n---\n## Intro\n\nProse.\n\n```objc run name=classic\n"
            + ClassicBind.source + "```\n\n```output\n" + output + "```\n"
    }

    @Test func buildsPagesIndexSearchAndAssets() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let lessons = root.appendingPathComponent("lessons")
        try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
        try Self.lessonText(output: "1\n2\n").write(to: lessons.appendingPathComponent("01-bind.md"), atomically: true, encoding: .utf8)
        let out = root.appendingPathComponent("_site")
        let builder = SiteBuilder(runner: ClassicBind.runner, theme: try Theme(directory: Self.themeDirectory))
        let report = try builder.build(lessonPaths: [lessons.path], output: out)
        #expect(report == SiteBuilder.Report(lessons: 1, snippets: 1, output: out.path))
        let page = try String(contentsOf: out.appendingPathComponent("01-bind.html"), encoding: .utf8)
        #expect(page.contains("<h2 id=\"intro\">Intro"))
        #expect(page.contains("Call sequence"))
        #expect(page.contains("Dispose log"))
        #expect(page.contains("<svg class=\"marbles\""))
        #expect(page.contains("<pre class=\"console\">1\n2\n</pre>"))
        let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("<a href=\"01-bind.html\">"))
        let search = try String(contentsOf: out.appendingPathComponent("search-index.js"), encoding: .utf8)
        #expect(search.hasPrefix("window.RACSTEP_SEARCH_INDEX = [{"))
        for asset in ["racstep.css", "ui.js", "player.js", "search.js"] {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("assets/\(asset)").path))
        }
        // Nothing left behind next to the output.
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["_site", "lessons"])
    }

    /// Only a site that Pagefind will index says so: its pages' search asks for `pagefind/`
    /// only then, so a site built without it never logs a 404 for it. Either way the
    /// full-text index is named, not loaded (search.js loads it when a reader searches).
    @Test(arguments: [false, true]) func pagesNamePagefindOnlyWhenItIsBuilt(pagefind: Bool) throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let lessons = root.appendingPathComponent("lessons")
        try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
        try Self.lessonText(output: "1\n2\n").write(to: lessons.appendingPathComponent("01-bind.md"), atomically: true, encoding: .utf8)
        var theme = try Theme(directory: Self.themeDirectory)
        theme.pagefind = pagefind
        let site = try SiteBuilder(runner: ClassicBind.runner, theme: theme).build(lessonPaths: [lessons.path])
        for name in ["01-bind.html", "index.html"] {
            let page = String(decoding: try #require(site.files[name]), as: UTF8.self)
            #expect(page.contains("<meta name=\"racstep-search\" content=\"pagefind\">") == pagefind)
            #expect(page.contains("data-index=\"search-index.js\""))
            #expect(!page.contains("<script src=\"search-index.js\">"))
        }
    }

    /// The page, not the snippet, chooses the questions: a second copy of the classic
    /// `-bind:` on the page asks only what the first did not (ExerciseTests derives which).
    @Test func aPageAsksNoQuestionTwice() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let lessons = root.appendingPathComponent("lessons")
        try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
        let again = "\n```objc run name=again\n" + ClassicBind.source + "```\n\n```output\n1\n2\n```\n"
        try (Self.lessonText(output: "1\n2\n") + again).write(to: lessons.appendingPathComponent("01-bind.md"), atomically: true, encoding: .utf8)
        let builder = SiteBuilder(runner: ClassicBind.runner, theme: try Theme(directory: Self.themeDirectory))
        let page = String(decoding: try #require(try builder.build(lessonPaths: [lessons.path]).files["01-bind.html"]), as: UTF8.self)
        let legends = page.components(separatedBy: "<legend>").dropFirst().map { $0.components(separatedBy: "</legend>")[0] }
        #expect(legends.count == 4)
        #expect(Set(legends).count == 4)
        #expect(page.contains("<div class=\"quiz\" id=\"classic-q3\" data-quiz=\"first-disposal\""))
        #expect(page.contains("<div class=\"quiz\" id=\"again-q1\" data-quiz=\"next-block\""))
        #expect(!page.contains("id=\"again-q2\""))
        #expect(legends[3].hasSuffix(": block 2 (bind:) has just started. Which numbered block runs next?"))
    }

    @Test func lessonsAreOrderedAndLinked() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let lessons = root.appendingPathComponent("lessons")
        try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
        // Written out of order, with a README that is not a lesson.
        try "---\ntitle: Second\nsummary: Two <b>.\n---\nText.\n".write(to: lessons.appendingPathComponent("02-second.md"), atomically: true, encoding: .utf8)
        try "---\ntitle: First\nsummary: One.\n---\nText.\n".write(to: lessons.appendingPathComponent("01-first.md"), atomically: true, encoding: .utf8)
        try "# About the lessons\n".write(to: lessons.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        let out = root.appendingPathComponent("_site")
        let builder = SiteBuilder(runner: ClassicBind.runner, theme: try Theme(directory: Self.themeDirectory))
        #expect(try builder.build(lessonPaths: [lessons.path], output: out).lessons == 2)
        let index = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        let first = try #require(index.range(of: "<a href=\"01-first.html\"><span class=\"n\">1</span> First</a><p>One.</p>"))
        let second = try #require(index.range(of: "<a href=\"02-second.html\"><span class=\"n\">2</span> Second</a><p>Two &lt;b&gt;.</p>"))
        #expect(first.lowerBound < second.lowerBound)
        let page1 = try String(contentsOf: out.appendingPathComponent("01-first.html"), encoding: .utf8)
        let page2 = try String(contentsOf: out.appendingPathComponent("02-second.html"), encoding: .utf8)
        #expect(page1.contains("<a class=\"next\" rel=\"next\" href=\"02-second.html\">Second →</a>"))
        #expect(!page1.contains("rel=\"prev\""))
        #expect(page2.contains("<a class=\"prev\" rel=\"prev\" href=\"01-first.html\">← First</a>"))
        #expect(page2.contains("<li class=\"current\" aria-current=\"page\"><a href=\"02-second.html\">"))
    }

    @Test func aFailingBuildLeavesThePreviousSiteUntouched() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("_site")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try "old".write(to: out.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        let lesson = root.appendingPathComponent("01-bind.md")
        // The lesson expects 3 where the source sends 2: verification fails.
        try Self.lessonText(output: "1\n3\n").write(to: lesson, atomically: true, encoding: .utf8)
        let builder = SiteBuilder(runner: ClassicBind.runner, theme: try Theme(directory: Self.themeDirectory))
        #expect {
            try builder.build(lessonPaths: [lesson.path], output: out)
        } throws: { error in
            guard let failure = error as? SiteStep.Failure else { return false }
            return failure.step == .verify && failure.description.hasPrefix("\(lesson.path):")
                && failure.description.contains("line 2 of output: expected \"3\", got \"2\"")
                && failure.description.hasSuffix("error: site build failed at step 'verify'")
        }
        #expect(try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["01-bind.md", "_site"])
    }

    @Test func badFrontMatterFailsAtLoading() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let lesson = root.appendingPathComponent("01-bad.md")
        try "---\ntitle: T\n---\n".write(to: lesson, atomically: true, encoding: .utf8)
        let builder = SiteBuilder(runner: ClassicBind.runner, theme: try Theme(directory: Self.themeDirectory))
        #expect {
            try builder.build(lessonPaths: [lesson.path], output: root.appendingPathComponent("_site"))
        } throws: { error in
            (error as? SiteStep.Failure)?.step == .load
                && "\(error)".hasPrefix("\(lesson.path):1:1: error: front matter is missing 'summary'")
        }
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("_site").path))
    }

    @Test func atomicWriteSwapsOnlyOnSuccess() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("out")
        try Site.writeAtomically(to: out) { try "1".write(to: $0.appendingPathComponent("a"), atomically: true, encoding: .utf8) }
        struct Boom: Error {}
        #expect(throws: Boom.self) {
            try Site.writeAtomically(to: out) { _ in throw Boom() }
        }
        #expect(try String(contentsOf: out.appendingPathComponent("a"), encoding: .utf8) == "1")
        try Site.writeAtomically(to: out) { try "2".write(to: $0.appendingPathComponent("b"), atomically: true, encoding: .utf8) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["b"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["out"])
    }

    /// The site swapped out goes whole, however deep: its directories are removed in parallel.
    @Test func theOldSiteIsRemovedWithEveryDirectoryInIt() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let out = root.appendingPathComponent("out")
        let old = Site(files: Dictionary(uniqueKeysWithValues: (0..<40).flatMap { lesson in
            ["\(lesson)-x.html", "\(lesson)-x.steps/1-a.js", "\(lesson)-x.steps/2-b.js", "assets/\(lesson)/deep/c.css"].map { ($0, Data("old".utf8)) }
        }))
        try old.write(to: out)
        try Site(files: ["index.html": Data("new".utf8)]).write(to: out)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["out"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == ["index.html"])
    }
}
