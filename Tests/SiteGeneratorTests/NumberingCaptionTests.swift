import Foundation
import Testing
import Lessons
@testable import SiteGenerator

/// The numbering figure of a lesson with its own numbering names the lesson of the classic
/// numbering as the sidebar does — its number in the contents' order and its title, a link to
/// its page in the same edition — never by the number in its file name.
@Suite struct NumberingCaptionTests {
    static let lessonsDirectory = SiteBuilderTests.themeDirectory.deletingLastPathComponent().appendingPathComponent("lessons")

    /// The lesson's place in the edition's `contents.yml` read as text (its file names, in the
    /// order written, from 1) and its title from its front matter: what the sidebar shows.
    static func sidebarEntry(_ slug: String, in directory: URL) throws -> (number: Int, title: String) {
        let contents = try String(contentsOf: directory.appendingPathComponent("contents.yml"), encoding: .utf8)
        let order = contents.matches(of: #/\d\d-[a-z0-9-]+/#).map { String($0.output) }
        let number = try #require(order.firstIndex(of: slug)) + 1
        let text = try String(contentsOf: directory.appendingPathComponent(slug + ".md"), encoding: .utf8)
        let title = try #require(text.firstMatch(of: #/\ntitle: "(.*)"\n/#)).output.1
        return (number, String(title))
    }

    /// The page of 07-bind-alternative-numbering as the site puts it together: its snippets run
    /// and woven, its prose, the edition's sidebar and links (the other lessons' bodies are not
    /// needed for this page and are left empty).
    static func alternativeNumberingPage(_ locale: SiteLocale, in directory: URL) throws -> String {
        // The steps alone, as `IncrementalSite` composes them: run, verify and weave the
        // snippets, weave the body, render the page.
        let pipeline = SiteBuilder(runner: InterpreterRunner(), theme: try Theme(directory: SiteBuilderTests.themeDirectory))
            .pipeline.localized(locale)
        let contents = try LessonContents.load(paths: [directory.path])
        let lessons = try contents.files.map(LessonLoader.load(file:))
        let index = try #require(lessons.firstIndex { $0.slug == "07-bind-alternative-numbering" })
        let snippets = try pipeline.snippets([(lessons[index], locale)])[0]
        let body = try pipeline.weave.body(lessons[index], prose: pipeline.weave.prose(lessons[index]), snippets: snippets)
        let built = lessons.enumerated().map { position, lesson in
            WovenLesson(lesson: lesson, snippets: [], body: position == index ? body.html : "", dataFiles: [:], searchEntry: "")
        }
        return try pipeline.render.page(index, of: built, list: try LessonList(lessons, parts: contents.parts, theme: pipeline.render.theme, locale: locale),
                                        links: LessonLinks(lessons, locale: locale), languages: nil)
    }

    @Test func theCaptionLinksTheClassicLessonByItsSidebarNumberAndTitle() throws {
        let english = try Self.sidebarEntry("06-bind", in: Self.lessonsDirectory)
        let page = try Self.alternativeNumberingPage(.english, in: Self.lessonsDirectory)
        #expect(page.contains("""
            beside the classic numbering of <a class="lesson-link" href="06-bind.html">lesson \(english.number), \
            <cite>\(english.title)</cite></a>.</figcaption>
            """))
        // The sidebar says the same number and title.
        #expect(page.contains("<a href=\"06-bind.html\"><span class=\"n\">\(english.number)</span> \(english.title)</a>"))
        #expect(!page.contains("lesson 06"))
    }

    @Test func theChineseCaptionLinksTheChineseLesson() throws {
        let directory = Self.lessonsDirectory.appendingPathComponent("zh")
        let chinese = try Self.sidebarEntry("06-bind", in: directory)
        let page = try Self.alternativeNumberingPage(.chinese, in: directory)
        #expect(page.contains("""
            并列出<a class="lesson-link" href="06-bind.html">第 \(chinese.number) 课《\(chinese.title)》</a>的经典编号。</figcaption>
            """))
        #expect(page.contains("<a href=\"06-bind.html\"><span class=\"n\">\(chinese.number)</span> \(chinese.title)</a>"))
        #expect(!page.contains("第 06 课"))
    }
}
