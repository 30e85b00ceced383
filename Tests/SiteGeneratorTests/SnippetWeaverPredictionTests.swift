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
}
