import Foundation
import Testing
import LessonsTestSupport
import Lessons
@testable import SiteGenerator

/// The contents' order and parts on the built site, and links between lessons resolved to the
/// target's number and title in each edition's words.
@Suite struct LessonLinksTests {
    /// Two parts that read `02-second` before `01-first`, and a lesson linking the other.
    static func lessons(in root: URL, zh: Bool = false) throws -> URL {
        let lessons = root.appendingPathComponent("lessons")
        try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
        try "---\ntitle: First <one>\nsummary: S.\n---\nSee [Lesson](02-second.md#why), then [lesson](02-second.md) and [the `why`](02-second.md#why).\n"
            .write(to: lessons.appendingPathComponent("01-first.md"), atomically: true, encoding: .utf8)
        try "---\ntitle: Second\nsummary: S.\n---\n## Why\n\nText.\n".write(to: lessons.appendingPathComponent("02-second.md"), atomically: true, encoding: .utf8)
        try "- part: \"I. Start\"\n  lessons: [02-second]\n- part: \"II. Then\"\n  lessons: [01-first]\n"
            .write(to: lessons.appendingPathComponent("contents.yml"), atomically: true, encoding: .utf8)
        if zh {
            let chinese = lessons.appendingPathComponent("zh")
            try FileManager.default.createDirectory(at: chinese, withIntermediateDirectories: true)
            try "---\ntitle: 第一\nsummary: S.\n---\n见[](02-second.md)。\n".write(to: chinese.appendingPathComponent("01-first.md"), atomically: true, encoding: .utf8)
            try "---\ntitle: 第二\nsummary: S.\n---\n正文。\n".write(to: chinese.appendingPathComponent("02-second.md"), atomically: true, encoding: .utf8)
            try "- part: \"一、开始\"\n  lessons: [02-second, 01-first]\n".write(to: chinese.appendingPathComponent("contents.yml"), atomically: true, encoding: .utf8)
        }
        return lessons
    }

    static func build(zh: Bool = false) throws -> (Site, URL) {
        let root = try SiteBuilderTests.scratch()
        let lessons = try Self.lessons(in: root, zh: zh)
        let builder = SiteBuilder(runner: ClassicBind.runner, theme: try Theme(directory: SiteBuilderTests.themeDirectory))
        return (try builder.build(lessonPaths: [lessons.path]), root)
    }

    static func page(_ site: Site, _ path: String) -> String { String(decoding: site.files[path] ?? Data(), as: UTF8.self) }

    @Test func linksSayTheTargetsNumberAndTitle() throws {
        let (site, root) = try Self.build()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = Self.page(site, "01-first.html")
        // 02-second is read first: it is lesson 1, whatever its file name says.
        #expect(first.contains("See <a class=\"lesson-link\" href=\"02-second.html#why\">Lesson 1, <cite>Second</cite></a>, then "
            + "<a class=\"lesson-link\" href=\"02-second.html\">lesson 1, <cite>Second</cite></a> and "
            + "<a class=\"lesson-link\" href=\"02-second.html#why\">the <code>why</code></a>."))
        #expect(!first.contains(".md\""))
    }

    @Test func theSidebarAndTheIndexGroupLessonsUnderTheirParts() throws {
        let (site, root) = try Self.build()
        defer { try? FileManager.default.removeItem(at: root) }
        let index = Self.page(site, "index.html")
        let start = try #require(index.range(of: "<h3 class=\"part-title\">I. Start</h3>"))
        let second = try #require(index.range(of: "<span class=\"n\">1</span> Second</a>"))
        let then = try #require(index.range(of: "<h3 class=\"part-title\">II. Then</h3>"))
        let first = try #require(index.range(of: "<span class=\"n\">2</span> First &lt;one&gt;</a>"))
        #expect(start.upperBound < second.lowerBound && second.upperBound < then.lowerBound && then.upperBound < first.lowerBound)
        let page = Self.page(site, "02-second.html")
        #expect(page.contains("<li class=\"part\"><span class=\"part-title\">I. Start</span>"))
        #expect(page.contains("<a class=\"next\" rel=\"next\" href=\"01-first.html\">First &lt;one&gt; →</a>"))
    }

    @Test func aChinesePageSaysTheLinkInChinese() throws {
        let (site, root) = try Self.build(zh: true)
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(Self.page(site, "zh/01-first.html").contains("见<a class=\"lesson-link\" href=\"02-second.html\">第 1 课《第二》</a>。"))
        #expect(Self.page(site, "zh/index.html").contains("<h3 class=\"part-title\">一、开始</h3>"))
    }

    @Test func aLinkToAMissingLessonStopsTheBuildAtItsLine() throws {
        let root = try SiteBuilderTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let lesson = root.appendingPathComponent("01-only.md")
        try "---\ntitle: T\nsummary: S.\n---\nSee [lesson](07-gone.md).\n".write(to: lesson, atomically: true, encoding: .utf8)
        let builder = SiteBuilder(runner: ClassicBind.runner, theme: try Theme(directory: SiteBuilderTests.themeDirectory))
        #expect {
            try builder.build(lessonPaths: [lesson.path])
        } throws: { error in
            (error as? SiteStep.Failure)?.step == .load
                && "\(error)".hasPrefix("\(lesson.path):5:14: error: link to a lesson that does not exist: '07-gone.md'")
        }
    }
}
