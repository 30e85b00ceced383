import Foundation
import RACTrace
import Testing
import RACCore
@testable import Lessons
import ObjCFrontend

@Suite struct LessonLoaderTests {
    static let lesson = """
    ---
    title: Bind, step by step
    summary: "What -bind: does with each value."
    numbering:
      bind.didSubscribe: 5
      bind.source.next: 8
    ---
    # Bind

    Some prose.

    ```objc
    // not runnable: no `run`
    ```

    ```objc run name=classic
    NSLog(@"hi");
    ```

    ```output
    hi
    ```

    ```trace
       1  log "hi"  @1
    ```

    ````markdown
    ```objc run
    inside another fence: just text
    ```
    ````

    ```objc run
    NSLog(@"second");
    ```
    The end.
    """

    @Test func readsFrontMatter() throws {
        let lesson = try LessonLoader.parse(Self.lesson, file: "lessons/02-bind.md")
        #expect(lesson.title == "Bind, step by step")
        #expect(lesson.summary == "What -bind: does with each value.")
        #expect(lesson.slug == "02-bind")
        // `numbering:` replaces the classic map entirely.
        #expect(lesson.numbering == RACBlockNumbering(["bind.didSubscribe": 5, "bind.source.next": 8]))
    }

    @Test func findsRunnableSnippetsAndTheirExpectations() throws {
        let lesson = try LessonLoader.parse(Self.lesson, file: "lessons/02-bind.md")
        #expect(lesson.snippets.map(\.id) == ["classic", "snippet-2"])
        let classic = lesson.snippets[0]
        #expect(classic.source == "NSLog(@\"hi\");\n")
        #expect(classic.fenceLine == 16)
        #expect(classic.output?.text == "hi\n")
        #expect(classic.output?.fenceLine == 20)
        #expect(classic.trace?.text == "   1  log \"hi\"  @1\n")
        #expect(classic.trace?.fenceLine == 24)
        #expect(lesson.snippets[1].output == nil && lesson.snippets[1].trace == nil)
        // Prose, snippet, prose (including the nested fence), snippet, prose.
        #expect(lesson.segments.count == 5)
        #expect(lesson.segments[1] == .snippet(0))
        #expect(lesson.segments[3] == .snippet(1))
    }

    @Test func readsTheFiguresAFenceAsksFor() throws {
        let lesson = try LessonLoader.parse("---\ntitle: T\nsummary: S\n---\n```objc run figure=chain name=a figure=tree@step-40\n```\n```objc run\n```\n",
                                            file: "l.md")
        #expect(lesson.snippets.map(\.figures) == [[.subscriptionChain, .disposableTree(afterStep: 40)], []])
    }

    @Test func racChoosesTheLibraryASnippetRunsOn() throws {
        let text = "---\ntitle: T\nsummary: S\n---\n```objc run name=a rac=2.5\n```\n```objc run name=b\n```\n"
        let lesson = try LessonLoader.parse(text, file: "l.md")
        #expect(lesson.snippets.map(\.library) == [.reactiveCocoa25, .reactiveObjC])
    }

    /// `compare=ID` names the next snippet; blank lines and each side's output block may sit
    /// between them.
    @Test func compareNamesTheNextSnippet() throws {
        let text = "---\ntitle: T\nsummary: S\n---\n```objc run name=a compare=b\n```\n\n```output\n```\n\n```objc run name=b rac=2.5\n```\n"
        let lesson = try LessonLoader.parse(text, file: "l.md")
        #expect(lesson.snippets.map(\.compare) == ["b", nil])
        #expect(lesson.snippets.map(\.library) == [.reactiveObjC, .reactiveCocoa25])
    }

    /// A lesson saved with Windows line ends reads as the same lesson: "\r\n" is one
    /// `Character`, so a split on characters kept each file in one line and found no front matter.
    @Test func crlfLineEndsReadAsLineEnds() throws {
        let lf = try LessonLoader.parse(Self.lesson, file: "lessons/02-bind.md")
        let crlf = try LessonLoader.parse(Self.lesson.replacingOccurrences(of: "\n", with: "\r\n"), file: "lessons/02-bind.md")
        #expect(crlf.title == lf.title)
        #expect(crlf.segments == lf.segments)
        #expect(crlf.snippets.map(\.source) == lf.snippets.map(\.source))
        #expect(crlf.snippets.map(\.fenceLine) == lf.snippets.map(\.fenceLine))
    }

    @Test func defaultsToTheClassicNumbering() throws {
        let lesson = try LessonLoader.parse("---\ntitle: T\nsummary: S\n---\ntext\n", file: "x.md")
        #expect(lesson.numbering == .classic)
        #expect(lesson.snippets.isEmpty)
    }

    struct BadLesson: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var rendered: String
        var testDescription: String { name }
    }

    static let badLessons = [
        BadLesson(name: "no front matter", text: "# Title\n", rendered: """
        l.md:1:1: error: expected YAML front matter starting with '---' on the first line
        # Title
        ^
        """),
        BadLesson(name: "unterminated front matter", text: "---\ntitle: T\n", rendered: """
        l.md:1:1: error: unterminated front matter: no closing '---'
        ---
        ^
        """),
        BadLesson(name: "missing summary", text: "---\ntitle: T\n---\n", rendered: """
        l.md:1:1: error: front matter is missing 'summary'
        ---
        ^
        """),
        BadLesson(name: "invalid YAML", text: "---\ntitle: T\nsummary: [unclosed\n---\n", rendered: """
        l.md:4:1: error: invalid YAML in front matter: did not find expected ',' or ']'
        ---
        ^
        """),
        BadLesson(name: "non-integer block number", text: "---\ntitle: T\nsummary: S\nnumbering:\n  bind: seven\n---\n", rendered: """
        l.md:5:9: error: block number for 'bind' must be an integer
          bind: seven
                ^
        """),
        BadLesson(name: "unknown key", text: "---\ntitle: T\nsummary: S\nauthor: me\n---\n", rendered: """
        l.md:4:1: error: unknown front matter key 'author' (expected title, summary, numbering)
        author: me
        ^
        """),
        BadLesson(name: "unterminated fence", text: "---\ntitle: T\nsummary: S\n---\ntext\n  ```objc run\nNSLog(@\"x\");\n", rendered: """
        l.md:6:3: error: unterminated code fence: no closing '```'
          ```objc run
          ^
        """),
        BadLesson(name: "unterminated expectation", text: "---\ntitle: T\nsummary: S\n---\n```objc run\nx\n```\n\n~~~~output\nx\n```\n", rendered: """
        l.md:9:1: error: unterminated code fence: no closing '~~~~'
        ~~~~output
        ^
        """),
        BadLesson(name: "duplicate snippet name", text: "---\ntitle: T\nsummary: S\n---\n```objc run name=a\n```\n```objc run name=a\n```\n", rendered: """
        l.md:7:1: error: duplicate snippet name 'a'
        ```objc run name=a
        ^
        """),
        // A misspelt attribute would leave the snippet unnamed (snippet-1) without a word.
        BadLesson(name: "unknown fence attribute", text: "---\ntitle: T\nsummary: S\n---\n  ```objc  run nmae=a\n  ```\n", rendered: """
        l.md:5:16: error: unknown attribute 'nmae=a' on a runnable fence (expected 'run', 'name=ID', 'rac=VERSION', 'compare=ID', 'figure=chain' or 'figure=tree@step-N')
          ```objc  run nmae=a
                       ^
        """),
        // A figure at step 0, or one with a misspelt kind, is not a figure.
        BadLesson(name: "figure at step 0", text: "---\ntitle: T\nsummary: S\n---\n```objc run figure=tree@step-0\n```\n", rendered: """
        l.md:5:13: error: unknown attribute 'figure=tree@step-0' on a runnable fence (expected 'run', 'name=ID', 'rac=VERSION', 'compare=ID', 'figure=chain' or 'figure=tree@step-N')
        ```objc run figure=tree@step-0
                    ^
        """),
        BadLesson(name: "unknown figure", text: "---\ntitle: T\nsummary: S\n---\n```objc run name=a figure=chains\n```\n", rendered: """
        l.md:5:20: error: unknown attribute 'figure=chains' on a runnable fence (expected 'run', 'name=ID', 'rac=VERSION', 'compare=ID', 'figure=chain' or 'figure=tree@step-N')
        ```objc run name=a figure=chains
                           ^
        """),
        BadLesson(name: "unknown RAC version", text: "---\ntitle: T\nsummary: S\n---\n```objc run rac=3.0\n```\n", rendered: """
        l.md:5:17: error: unknown RAC version '3.0' (expected rac=reactiveobjc or rac=2.5)
        ```objc run rac=3.0
                        ^
        """),
        BadLesson(name: "compare names a later snippet with prose between",
                  text: "---\ntitle: T\nsummary: S\n---\n```objc run name=a compare=b\n```\nProse.\n```objc run name=b\n```\n", rendered: """
        l.md:5:28: error: compare=b must name the snippet right after this one (blank lines only between), which compares with no other
        ```objc run name=a compare=b
                                   ^
        """),
        BadLesson(name: "compare names an earlier snippet",
                  text: "---\ntitle: T\nsummary: S\n---\n```objc run name=a\n```\n```objc run name=b compare=a\n```\n", rendered: """
        l.md:7:28: error: compare=a must name the snippet right after this one (blank lines only between), which compares with no other
        ```objc run name=b compare=a
                                   ^
        """),
        BadLesson(name: "compare chains three snippets",
                  text: "---\ntitle: T\nsummary: S\n---\n```objc run name=a compare=b\n```\n```objc run name=b compare=c\n```\n```objc run name=c\n```\n", rendered: """
        l.md:5:28: error: compare=b must name the snippet right after this one (blank lines only between), which compares with no other
        ```objc run name=a compare=b
                                   ^
        """),
        BadLesson(name: "empty snippet name", text: "---\ntitle: T\nsummary: S\n---\n```objc run name=\n```\n", rendered: """
        l.md:5:13: error: unknown attribute 'name=' on a runnable fence (expected 'run', 'name=ID', 'rac=VERSION', 'compare=ID', 'figure=chain' or 'figure=tree@step-N')
        ```objc run name=
                    ^
        """),
    ]

    @Test(arguments: badLessons)
    func reportsErrorsWithLocations(_ bad: BadLesson) {
        #expect {
            try LessonLoader.parse(bad.text, file: "l.md")
        } throws: { error in
            guard let error = error as? DiagnosticError else { return false }
            #expect(error.description == bad.rendered + "\n")
            return error.description == bad.rendered + "\n"
        }
    }
}

@Suite struct LessonFileNameTests {
    @Test(arguments: [("01-bind.md", true), ("12-zip-with.md", true), ("README.md", false),
                      ("01-bind.markdown", false), ("bind.md", false), ("01bind.md", false)])
    func onlyNumberedMarkdownFilesAreLessons(_ name: String, _ isLesson: Bool) {
        #expect(LessonLoader.isLessonFileName(name) == isLesson)
    }
}
