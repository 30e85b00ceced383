import Foundation
import Testing
import Lessons
import LessonsTestSupport
@testable import SiteGenerator

/// Two runs woven as one instrument (`SnippetWeaver.comparison`, a fence's `compare=`).
///
/// The snippets here only log: each `NSLog` is one step, a log (`TraceDiffTests` lists such
/// runs step by step), so the rows are derived by hand. "one", "two", "end" against "one",
/// "three", "end": "one" and "end" are shared; "two" is a's own step 2, "three" b's step 2.
/// The runs part on the row of "two"; there b has taken no step and is at its last, "one".
@Suite struct SnippetWeaverComparisonTests {
    static func compared(_ id: String, _ source: String, locale: SiteLocale = .english) throws -> SnippetWeaver.ComparedRun {
        let run = try SnippetWeaverTests.run(source)
        let snippet = Snippet(id: id, source: source, fenceLine: 1, lineRange: 0..<3)
        return SnippetWeaver.ComparedRun(snippet: snippet, recording: .init(SnippetWeaver(locale: locale).playerData(id: id, run: run)))
    }

    static let a = "NSLog(@\"one\");\nNSLog(@\"two\");\nNSLog(@\"end\");\n"
    static let b = "NSLog(@\"one\");\nNSLog(@\"three\");\nNSLog(@\"end\");\n"

    @Test func rowsPairTheSharedStepsAndThePartingIsNamed() throws {
        let (open, close) = SnippetWeaver().comparison(try Self.compared("a", Self.a), try Self.compared("b", Self.b))
        // Rows: one (both), two (a's 2), three (b's 2), end (both); the runs part on row 2, so
        // the bar marks position 2 (the rows before it taken), where a is at its step 2 and b
        // still at its step 1: the steps the sentence names.
        #expect(open.hasPrefix("<div class=\"comparison\" role=\"group\" aria-labelledby=\"compare-a\" data-rows=\"1,1,2,0,0,2,3,3\" "
            + "data-parting=\"2\" data-parting-a=\"2\" data-parting-b=\"1\">\n"))
        #expect(open.contains("<h3 class=\"woven compare-heading\" id=\"compare-a\">Side by side: <code>a</code> and <code>b</code></h3>\n"))
        // The player words a log step "logs “…”" (`Narration`, `.narrateLog`); b's "one" is a
        // line it prints, a step of its own.
        #expect(open.contains("<p class=\"compare-divergence\">Where the runs part: a step 2: logs “two”; b is still at step 1: logs “one”.</p>\n"))
        // The bar's buttons are named by their move, as a player's are, with no class to share.
        #expect(open.contains("<button type=\"button\" data-move=\"into\" aria-label=\"Both runs: Step into: the next step\""))
        #expect(!open.contains("class=\"next\"") && !open.contains("class=\"out\""))
        #expect(open.contains("<button type=\"button\" class=\"to-parting\">Where they part</button>"))
        #expect(open.hasSuffix("<div class=\"compare-sides\">\n<div class=\"compare-side\">\n"))
        #expect(close == "</div>\n</div>\n</div>\n")
    }

    @Test func theChineseEditionSaysItInChinese() throws {
        let (open, _) = SnippetWeaver(locale: .chinese).comparison(try Self.compared("a", Self.a, locale: .chinese),
                                                                  try Self.compared("b", Self.b, locale: .chinese))
        #expect(open.contains("<p class=\"compare-divergence\">两次运行在这里分岔：a 第 2 步：打印“two”；b 仍停在第 1 步：打印“one”。</p>\n"))
        #expect(open.contains(">并排对照：<code>a</code> 与 <code>b</code></h3>"))
    }

    /// Both runs create the same signal first (RAC's step, not the snippet's own block or a
    /// printed line), then print differently: at the parting b stays on that step.
    @Test func aRunOnRACsStepHasNoStepOfItsOwnThere() throws {
        let make = "RACSignal *s = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) { return nil; }];\n"
        let b = try Self.compared("b", make + "NSLog(@\"three\");\n")
        let (open, _) = SnippetWeaver().comparison(try Self.compared("a", make + "NSLog(@\"two\");\n"), b)
        guard case .create = b.recording.steps[0].event else { Issue.record("step 1 is \(b.recording.steps[0])"); return }
        #expect(open.contains("data-rows=\"1,1,2,0,0,2\" data-parting=\"2\" data-parting-a=\"2\" data-parting-b=\"1\">"))
        #expect(open.contains("Where the runs part: a step 2: logs “two”; b has no step of its own here (it stays at step 1: "
            + HTML.escape(b.recording.sentences[0]) + ").</p>"))
    }

    /// Runs that part on their first step: the other has none yet, and its player shows none.
    @Test func aRunMayHaveNoStepYet() throws {
        let (open, _) = SnippetWeaver().comparison(try Self.compared("a", "NSLog(@\"two\");\n"), try Self.compared("b", "NSLog(@\"three\");\n"))
        #expect(open.contains("data-rows=\"1,0,0,1\" data-parting=\"1\" data-parting-a=\"1\" data-parting-b=\"0\">"))
        #expect(open.contains("Where the runs part: a step 1: logs “two”; b has taken no step yet.</p>"))
    }

    @Test func runsThatTakeTheSameStepsHaveNoParting() throws {
        let (open, _) = SnippetWeaver().comparison(try Self.compared("a", Self.a), try Self.compared("b", Self.a))
        #expect(open.contains("data-rows=\"1,1,2,2,3,3\" data-parting=\"\">"))
        #expect(open.contains("<p class=\"compare-divergence\">The two runs take the same steps.</p>"))
        #expect(open.contains("<button type=\"button\" class=\"to-parting\" disabled>"))
    }

    /// A comparison reads a run woven in this build from the recording its parts keep, and a
    /// run the cache answered from its player data (`WovenParts.recordingOrDecoded`): the two
    /// must be the same run, worded the same.
    @Test func theKeptRecordingIsWhatThePlayerDataSays() throws {
        let run = try SnippetWeaverTests.run(ClassicBind.source)
        let snippet = Snippet(id: "classic", source: ClassicBind.source, fenceLine: 1, lineRange: 0..<17)
        var parts = SnippetWeaver(locale: .chinese).parts(snippet, run: run, numbering: .classic)
        let kept = try #require(parts.recording)
        #expect(kept.steps == run.steps)
        #expect(kept.sentences == run.steps.map { Narration.sentence($0, in: .chinese) })
        parts.recording = nil
        #expect(try parts.recordingOrDecoded() == kept)
    }

    /// On a page, the two sections sit inside the comparison, in order, each whole (its own
    /// player and data), and the lesson's other snippets outside it.
    @Test func aPageWrapsBothSectionsInOneComparison() throws {
        let root = try SiteBuilderTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let lessons = root.appendingPathComponent("lessons")
        try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
        let text = "---\ntitle: T\nsummary: S\n---\nProse.\n\n```objc run name=a compare=b\n" + Self.a + "```\n\n```output\none\ntwo\nend\n```\n\n"
            + "```objc run name=b\n" + Self.b + "```\n\n```output\none\nthree\nend\n```\n\nAfter.\n\n```objc run name=c\nNSLog(@\"c\");\n```\n\n```output\nc\n```\n"
        try text.write(to: lessons.appendingPathComponent("01-t.md"), atomically: true, encoding: .utf8)
        let builder = SiteBuilder(runner: InterpreterRunner(), theme: try Theme(directory: SiteBuilderTests.themeDirectory))
        let page = String(decoding: try #require(try builder.build(lessonPaths: [lessons.path]).files["01-t.html"]), as: UTF8.self)
        let marks = ["<div class=\"comparison\"", "<section class=\"snippet\" id=\"a\"", SnippetWeaver.comparisonBetween,
                     "<section class=\"snippet\" id=\"b\"", "</section>\n</div>\n</div>\n</div>\n", "<p>After.</p>",
                     "<section class=\"snippet\" id=\"c\""]
        let places = try marks.map { try #require(page.range(of: $0)).lowerBound }
        #expect(places == places.sorted())
        #expect(page.components(separatedBy: "<div class=\"comparison\"").count == 2)
        #expect(page.contains("<script src=\"assets/player-compare.js\"></script>"))
    }
}
