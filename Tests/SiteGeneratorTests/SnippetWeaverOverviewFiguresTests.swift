import Testing
import Lessons
import LessonsTestSupport
@testable import SiteGenerator

/// The overview figures a fence asks for, where the woven snippet carries them.
@Suite struct SnippetWeaverOverviewFiguresTests {
    static func woven(_ figures: [SnippetFigure], locale: SiteLocale = .english) throws -> String {
        var snippet = SnippetWeaverExtrasTests.snippet
        snippet.figures = figures
        return SnippetWeaver(locale: locale).weave(snippet, run: try ExerciseTests.run(ClassicBind.source), numbering: .classic)
    }

    /// In the fence's order, in the run's record (an answer: folded with it until the reader
    /// has predicted), the tree's caption linking the player's step.
    @Test func theFiguresComeInTheFencesOrderWithTheRunsRecord() throws {
        let html = try Self.woven([.disposableTree(afterStep: 31), .subscriptionChain])
        let record = try #require(html.range(of: "<div class=\"run-record\""))
        let tree = try #require(html.range(of: "<figure class=\"overview-figure\"><div class=\"overview-scroll\" tabindex=\"0\"><svg class=\"overview tree-at\""))
        let chain = try #require(html.range(of: "<figure class=\"overview-figure\"><div class=\"overview-scroll\" tabindex=\"0\"><svg class=\"overview chain\""))
        #expect(record.upperBound < tree.lowerBound && tree.upperBound < chain.lowerBound)
        #expect(html.contains("a dashed box has been disposed by then. <a href=\"#classic-step-31\">Step 31 in the player.</a></figcaption>"))
    }

    @Test func noFigureIsDrawnUnasked() throws {
        #expect(!(try Self.woven([])).contains("overview-figure"))
    }

    /// `racstep verify` reports a step past the run's end (`LessonVerifier`); the weaver draws nothing for it.
    @Test func aStepPastTheEndDrawsNothing() throws {
        let run = try ExerciseTests.run(ClassicBind.source)
        #expect(!(try Self.woven([.disposableTree(afterStep: run.steps.count + 1)])).contains("overview-figure"))
    }

    @Test func theChineseCaptionIsInChinese() throws {
        #expect(try Self.woven([.disposableTree(afterStep: 31)], locale: .chinese).contains("<a href=\"#classic-step-31\">在播放器里看第 31 步。</a>"))
    }
}
