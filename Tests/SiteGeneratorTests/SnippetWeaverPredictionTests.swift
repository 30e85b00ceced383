import Foundation
import Testing
import Lessons
import LessonsTestSupport
@testable import SiteGenerator

/// The question before a snippet's answer, as the woven page carries it.
@Suite struct SnippetWeaverPredictionTests {
    /// The question is static and comes after the source and the player, before the exercises,
    /// the figures and the output; its form is hidden until predict.js runs.
    @Test func theQuestionStandsBeforeTheAnswerWithItsFormHidden() throws {
        let run = try ExerciseTests.run(ClassicBind.source)
        let html = SnippetWeaver().weave(SnippetWeaverExtrasTests.snippet, run: run, numbering: .classic)
        let question = try #require(html.range(of: "<p class=\"predict-question\"><strong>Predict first.</strong> What does this snippet print"))
        #expect(html.contains("<form class=\"predict-form\" hidden>\n<label for=\"classic-prediction\">"))
        let player = try #require(html.range(of: "<div class=\"player\""))
        let exercises = try #require(html.range(of: "<section class=\"exercises\""))
        let output = try #require(html.range(of: "<pre class=\"console\">"))
        #expect(player.lowerBound < question.lowerBound && question.upperBound < exercises.lowerBound && exercises.upperBound < output.lowerBound)
    }

    @Test func theChineseQuestionIsInChinese() throws {
        let run = try ExerciseTests.run(ClassicBind.source)
        let html = SnippetWeaver(locale: .chinese).weave(SnippetWeaverExtrasTests.snippet, run: run, numbering: .classic)
        #expect(html.contains("<strong>先预测。</strong> 这段代码会打印什么"))
    }

    /// The page (in `locale`'s edition) a lesson of two compared classic `-bind:` runs makes:
    /// `question` before the first, an engine aside in its prose.
    static func page(_ question: String, locale: SiteLocale = .english) throws -> String {
        let root = try SiteBuilderTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let lessons = root.appendingPathComponent("lessons")
        try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
        let text = "---\ntitle: Bind\nsummary: S\n---\nProse.\n\n> **In RACStep's engine.** Swift.\n\n" + question
            + "\n\n```objc run name=classic compare=again\n" + ClassicBind.source + "```\n\n```output\n1\n2\n```\n"
            + "\n```objc run name=again\n" + ClassicBind.source + "```\n\n```output\n1\n2\n```\n"
        // The Chinese edition is the zh/ beside the English lessons (`SiteEdition`).
        let directory = locale == .english ? lessons : lessons.appendingPathComponent("zh")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try text.write(to: lessons.appendingPathComponent("01-bind.md"), atomically: true, encoding: .utf8)
        try text.write(to: directory.appendingPathComponent("01-bind.md"), atomically: true, encoding: .utf8)
        let site = try SiteBuilder(runner: ClassicBind.runner, theme: try Theme(directory: SiteBuilderTests.themeDirectory))
            .build(lessonPaths: [lessons.path])
        return String(decoding: try #require(site.files[locale.directory + "01-bind.html"]), as: UTF8.self)
    }

    /// The snippet's own question is moved, not copied: it is in the first snippet's predict
    /// box, after its source, and nowhere in the prose; the second of the comparison shares it
    /// and asks the general question in its own box.
    @Test func aSnippetsOwnQuestionMovesIntoItsPredictBox() throws {
        let page = try Self.page("**Pause before the output.** Does block 4 see\n`1` before `2`?")
        let asked = "<p class=\"predict-question\"><strong>Predict first.</strong> Does block 4 see\n<code>1</code> before <code>2</code>?</p>"
        #expect(page.components(separatedBy: "Does block 4 see").count == 2)
        let box = try #require(page.range(of: asked))
        let source = try #require(page.range(of: "<ol class=\"source\""))
        #expect(source.upperBound < box.lowerBound)
        #expect(!page.contains("Pause before the output"))
        let again = try #require(page.range(of: "<section class=\"snippet\" id=\"again\""))
        #expect(page[again.lowerBound...].contains("<strong>Predict first.</strong> What does this snippet print"))
    }

    /// The engine aside folds, closed, under the page's own words; Chinese pages say theirs.
    @Test func theEngineAsideFoldsInThePagesLanguage() throws {
        #expect(try Self.page("**Pause before the output.** Q?").contains(
            "<details class=\"engine-aside\">\n<summary>In RACStep’s engine: how this site’s Swift model does it</summary>\n<p>Swift.</p>\n</details>"))
        let chinese = try Self.page("**读输出之前先停一下。** 问？", locale: .chinese)
        #expect(chinese.contains("<summary>RACStep 引擎里：本站的 Swift 模型如何做到这一点</summary>\n<p>Swift.</p>"))
        #expect(chinese.contains("<strong>先预测。</strong> 问？</p>"))
    }
}
