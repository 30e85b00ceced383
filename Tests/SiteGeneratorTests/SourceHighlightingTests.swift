import Foundation
import Lessons
import Testing
@testable import SiteGenerator

/// `SourceHighlighting`: a listing's lines, and `labelledBlocks`, the badges the playground's
/// editor shows before a run, against those a lesson's listing shows after one
/// (`SnippetWeaver.badges`): a run
/// badges a user block at the line of its `^` with its `// block N` label when it enters it
/// (`RACTraceRecorder`: a user block's number is its label), so every badge of every lesson's
/// run is one the editor already showed, on the same line.
@Suite struct SourceHighlightingTests {
    static let lessons = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("lessons").path

    static let files: [String] = (try? LessonLoader.lessonFiles(paths: [lessons])) ?? []

    @Test(arguments: files.map { ($0 as NSString).lastPathComponent })
    func aRunBadgesNoBlockTheEditorDidNot(_ name: String) throws {
        let lesson = try LessonLoader.load(file: (Self.lessons as NSString).appendingPathComponent(name))
        let runner = defaultRunner()
        for snippet in lesson.snippets {
            let run = try runner.run(source: snippet.source, fileName: "\(name)#\(snippet.id)", numbering: lesson.numbering)
            let typed = SourceHighlighting.labelledBlocks(snippet.source)
            for (line, numbers) in SnippetWeaver.badges(run.steps, numbering: lesson.numbering) {
                #expect(Set(numbers).isSubset(of: typed[line] ?? []), "\(name)#\(snippet.id), line \(line)")
            }
        }
    }

    @Test func theLessonsAreFound() {
        #expect(Self.files.count > 20)
    }

    @Test func spansAreEscapedAndSplitAtLineEnds() {
        let lines = SourceHighlighting.lines("/* a\n<b> */ NSLog(@\"<x>\");\n")
        #expect(lines.count == 2)
        // The block comment is cut at the line end and reopened on the next line.
        #expect(lines[0] == "<span class=\"hl-comment\">/* a</span>")
        #expect(lines[1].hasPrefix("<span class=\"hl-comment\">&lt;b&gt; */</span> "))
        #expect(lines[1].contains("&quot;&lt;x&gt;&quot;"))
        #expect(!lines.joined().contains("<x>"))
        // Tags dropped, the text is the source.
        #expect(lines.map(HTML.text) == ["/* a", "<b> */ NSLog(@\"<x>\");"])
    }

    /// The lines are the source's lines as its `Character`s split them, though the spans are
    /// split at their bytes: a `\r\n` is one character and stays in its line, and a line end
    /// before a combining mark still ends its line.
    @Test func linesAreTheSourcesLinesAsItsCharactersSplitThem() {
        for source in ["int a;\r\nint b;\n", "/* 信号\r\n */ int c;\n\u{0301}d", "NSLog(@\"a\\nb\");\r\n\r\n", "x\n\ny\n"] {
            var expected = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if source.hasSuffix("\n"), expected.last == "" { expected.removeLast() }
            #expect(SourceHighlighting.lines(source).map(HTML.text) == expected, "\(source.debugDescription)")
        }
    }
}
