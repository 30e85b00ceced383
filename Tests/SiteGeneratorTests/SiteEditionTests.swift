import Foundation
import Testing
import LessonsTestSupport
@testable import SiteGenerator

/// The Chinese edition: found beside the English lessons, built under `zh/` in its own
/// language, each page's language switch linking to its counterpart.
@Suite struct SiteEditionTests {
    /// `lessons/01-bind.md` and its translation, and `lessons/02-more.md`, which has none.
    static func lessons(in root: URL) throws -> URL {
        let lessons = root.appendingPathComponent("lessons")
        let zh = lessons.appendingPathComponent("zh")
        try FileManager.default.createDirectory(at: zh, withIntermediateDirectories: true)
        try SiteBuilderTests.lessonText(output: "1\n2\n").write(to: lessons.appendingPathComponent("01-bind.md"), atomically: true, encoding: .utf8)
        try SiteBuilderTests.lessonText(output: "1\n2\n").replacingOccurrences(of: "title: Bind\nsummary: The classic example.",
                                                                                 with: "title: 绑定\nsummary: 经典的例子。")
            .write(to: zh.appendingPathComponent("01-bind.md"), atomically: true, encoding: .utf8)
        try "---\ntitle: More\nsummary: Untranslated.\n---\nText.\n".write(to: lessons.appendingPathComponent("02-more.md"), atomically: true, encoding: .utf8)
        return lessons
    }

    @Test func editionsAreFoundBesideTheLessons() throws {
        let root = try SiteBuilderTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let lessons = try Self.lessons(in: root).path
        #expect(SiteEdition.editions(for: [lessons]).map(\.lessonPaths) == [[lessons], [lessons + "/zh"]])
        #expect(SiteEdition.editions(for: [lessons + "/01-bind.md"]).map(\.lessonPaths)
                == [[lessons + "/01-bind.md"], [lessons + "/zh/01-bind.md"]])
        // No translation: one edition, and pages without a language switch.
        #expect(SiteEdition.editions(for: [lessons + "/02-more.md"]).map(\.locale) == [.english])
        #expect(SiteEdition.editions(for: [lessons + "/zh"]).map(\.locale) == [.english])
    }

    /// Given with the lessons, as `racstep verify lessons lessons/zh` is, a translation
    /// directory (or file) is still the Chinese edition, however it is spelled.
    @Test(arguments: ["/zh", "/zh/", "/./zh"]) func aTranslationGivenBesideItsLessonsIsTheChineseEdition(spelling: String) throws {
        let root = try SiteBuilderTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let lessons = try Self.lessons(in: root).path
        let editions = SiteEdition.editions(for: [lessons, lessons + spelling])
        #expect(editions.map(\.locale) == [.english, .chinese])
        #expect(editions.map(\.lessonPaths) == [[lessons], [lessons + "/zh"]])
        // The translation first, or a file and its translation: the same.
        #expect(SiteEdition.editions(for: [lessons + spelling, lessons]).map(\.lessonPaths) == [[lessons], [lessons + "/zh"]])
        #expect(SiteEdition.editions(for: [lessons + "/01-bind.md", lessons + "/zh/01-bind.md"]).map(\.lessonPaths)
                == [[lessons + "/01-bind.md"], [lessons + "/zh/01-bind.md"]])
    }

    /// Built from the lessons and their translation directory, each edition's pages are its own:
    /// the English page English (its title, `lang`), the Chinese one under `zh/`, and each
    /// lesson counted once — two English, one Chinese.
    @Test func aSiteBuiltFromTheLessonsAndTheirTranslationKeepsEachEditionsPages() throws {
        let root = try SiteBuilderTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let lessons = try Self.lessons(in: root)
        let out = root.appendingPathComponent("_site")
        let builder = SiteBuilder(runner: ClassicBind.runner, theme: try Theme(directory: SiteBuilderTests.themeDirectory))
        let report = try builder.build(lessonPaths: [lessons.path, lessons.appendingPathComponent("zh").path], output: out)
        #expect(report.lessons == 3)
        let english = try String(contentsOf: out.appendingPathComponent("01-bind.html"), encoding: .utf8)
        #expect(english.contains("<html lang=\"en\">") && english.contains("<title>Bind — RACStep</title>") && !english.contains("绑定"))
        let chinese = try String(contentsOf: out.appendingPathComponent("zh/01-bind.html"), encoding: .utf8)
        #expect(chinese.contains("<html lang=\"zh-Hans\">") && chinese.contains("<title>绑定 — RACStep</title>"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("zh").path).filter { $0.hasSuffix(".html") }.sorted()
                == ["01-bind.html", "index.html"])
    }

    /// Two lessons of one edition with one file name would be one page, the second written over
    /// the first: the build stops at loading, naming both files and the page, and writes nothing.
    @Test func twoLessonsOnOnePageStopTheBuild() throws {
        let root = try SiteBuilderTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let lessons = try Self.lessons(in: root)
        let other = root.appendingPathComponent("other")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try "---\ntitle: Other\nsummary: Another.\n---\nText.\n".write(to: other.appendingPathComponent("02-more.md"), atomically: true, encoding: .utf8)
        let out = root.appendingPathComponent("_site")
        let builder = SiteBuilder(runner: ClassicBind.runner, theme: try Theme(directory: SiteBuilderTests.themeDirectory))
        let error = #expect(throws: SiteStep.Failure.self) {
            try builder.build(lessonPaths: [lessons.path, other.path], output: out)
        }
        #expect(error?.description == """
            \(other.path)/02-more.md:1:1: error: this lesson and '\(lessons.path)/02-more.md' would both be written to page \
            '02-more.html', one over the other; give each edition's lessons once
            error: site build failed at step 'load'
            """)
        #expect(!FileManager.default.fileExists(atPath: out.path))
        // In the Chinese edition, the page named is under zh/.
        let zhOther = other.appendingPathComponent("zh")
        try FileManager.default.createDirectory(at: zhOther, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: lessons.appendingPathComponent("zh/01-bind.md"), to: zhOther.appendingPathComponent("01-bind.md"))
        let translated = #expect(throws: SiteStep.Failure.self) {
            try builder.build(lessonPaths: [lessons.appendingPathComponent("01-bind.md").path, other.path], output: out)
        }
        #expect(translated?.description.hasPrefix("\(zhOther.path)/01-bind.md:1:1: error: this lesson and '\(lessons.path)/zh/01-bind.md' would both be written to page 'zh/01-bind.html'") == true)
    }

    @Test func theChineseEditionIsBuiltUnderZhAndLinkedBothWays() throws {
        let root = try SiteBuilderTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let lessons = try Self.lessons(in: root)
        let runner = CountingRunner()
        let builder = SiteBuilder(runner: runner, theme: try Theme(directory: SiteBuilderTests.themeDirectory))
        let site = try builder.build(lessonPaths: [lessons.path])
        // The translation has the English snippet: it runs once and is woven in each language.
        #expect(runner.runs == [ClassicBind.source])
        #expect(site.paths.filter { $0.hasPrefix("zh/") } == ["zh/01-bind.html", "zh/index.html", "zh/search-index.js"])

        let page = String(decoding: try #require(site.files["zh/01-bind.html"]), as: UTF8.self)
        #expect(page.contains("<html lang=\"zh-Hans\">"))
        #expect(page.contains("<link rel=\"stylesheet\" href=\"../assets/racstep.css\">"))
        #expect(page.contains("<p class=\"kicker\">第 1 课</p>"))
        #expect(page.contains("<h3 class=\"woven\">调用序列</h3>"))
        // The steps are told in Chinese too: the call sequence (where the player reads its
        // sentences), the dispose log (its first disposal: +return: 1's subscriber, disposed by -sendCompleted,
        // RACSubscriber.m:88, inside RACReturnSignal's scheduled block, RACReturnSignal.m:86).
        #expect(page.contains(">执行 source 的 block 5（bind） <span class=\"at\">第 7 行</span></li>"))
        // Its first two rows: `createSignal:` on line 1 makes source; `-bind:` (line 7) runs
        // its block 5 (RACSignal.m:93) before making bound.
        #expect(page.contains("<li value=\"1\" class=\"ev-create\">创建信号 source（RACDynamicSignal） <span class=\"at\">第 1 行</span></li>\n<li value=\"2\" class=\"ev-enter\">执行 source 的 block 5（bind） <span class=\"at\">第 7 行</span></li>\n"))
        #expect(page.contains("disposable#13（RACCompoundDisposable）——<span class=\"trigger\">在 +return: 1 的 returnSignal.subscribe block 中，在向 +return: 1 的 subscriber#5 发送 completed 之后</span>"))
        #expect(page.contains(">已销毁</text></g>"))
        #expect(try WovenPage.playerData(page)[0].treeChanges.contains { $0.childOwner == "对 bound 的订阅" })
        #expect(!page.contains(">runs block") && !page.contains("subscription to"))
        #expect(page.contains("<a href=\"../01-bind.html\" hreflang=\"en\" lang=\"en\" title=\"Read this page in English\">English</a>"))
        #expect(page.contains("<a href=\"01-bind.html\" hreflang=\"zh-Hans\" lang=\"zh-Hans\" title=\"用中文阅读本页\" aria-current=\"true\">中文</a>"))

        let english = String(decoding: try #require(site.files["01-bind.html"]), as: UTF8.self)
        #expect(english.contains("<html lang=\"en\">"))
        #expect(english.contains("<h3 class=\"woven\">Call sequence</h3>"))
        #expect(english.contains(">runs block 5 (bind) of source <span class=\"at\">line 7</span></li>"))
        #expect(try WovenPage.playerData(english)[0].treeChanges.contains { $0.childOwner == "subscription to bound" })
        #expect(english.contains("<a href=\"zh/01-bind.html\" hreflang=\"zh-Hans\" lang=\"zh-Hans\" title=\"用中文阅读本页\">中文</a>"))
        #expect(english.contains("<link rel=\"alternate\" hreflang=\"zh-Hans\" href=\"zh/01-bind.html\">"))
        // A lesson without a translation links to the other edition's index.
        let untranslated = String(decoding: try #require(site.files["02-more.html"]), as: UTF8.self)
        #expect(untranslated.contains("<a href=\"zh/index.html\" hreflang=\"zh-Hans\""))
        let index = String(decoding: try #require(site.files["zh/index.html"]), as: UTF8.self)
        #expect(index.contains("<a href=\"../index.html\" hreflang=\"en\""))
        #expect(index.contains("<h2 id=\"lessons-list\">全部课程</h2>"))
        let search = String(decoding: try #require(site.files["zh/search-index.js"]), as: UTF8.self)
        #expect(search.contains("\"title\":\"绑定\""))
    }

    @Test func aSiteWithoutTranslationsHasNoLanguageSwitch() throws {
        let root = try SiteBuilderTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let lessons = try Self.lessons(in: root)
        let builder = SiteBuilder(runner: ClassicBind.runner, theme: try Theme(directory: SiteBuilderTests.themeDirectory))
        let site = try builder.build(lessonPaths: [lessons.appendingPathComponent("02-more.md").path])
        #expect(site.paths.allSatisfy { !$0.hasPrefix("zh/") })
        let page = String(decoding: try #require(site.files["02-more.html"]), as: UTF8.self)
        #expect(!page.contains("language-switch") && !page.contains("hreflang"))
    }
}
