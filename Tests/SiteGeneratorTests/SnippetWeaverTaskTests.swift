import Foundation
import Testing
import LessonsTestSupport
import Lessons
@testable import SiteGenerator

/// A lesson's change-and-predict task on its page (`SnippetWeaver.task`): static HTML that
/// reads without JavaScript — the words, what is checked, the reference change on request as a
/// diff with its property and reveal — and the data task.js checks a served reader's run with.
@Suite struct SnippetWeaverTaskTests {
    /// The classic snippet and a task that stops the bind after its first value, so it prints
    /// `1` where the snippet prints `1`, `2` (RACSignal.m:157-160 at 1af6617).
    static func lessonText() -> String {
        SiteBuilderTests.lessonText(output: "1\n2\n") + """

            ## Change it and predict

            **Stop after one.** Add `*stop = YES;` to block 3 & run it.

            ```objc change of=classic checks=output
            \(ClassicBind.stopped)```

            ```output
            1
            ```

            It prints `1` only: [the stop](https://example.com/stop) completes the bind.

            """
    }

    static func page() throws -> String {
        let root = try SiteBuilderTests.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let lessons = root.appendingPathComponent("lessons")
        try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
        try lessonText().write(to: lessons.appendingPathComponent("01-bind.md"), atomically: true, encoding: .utf8)
        let out = root.appendingPathComponent("_site")
        _ = try SiteBuilder(runner: ClassicBind.runner, theme: try Theme(directory: SiteBuilderTests.themeDirectory))
            .build(lessonPaths: [lessons.path], output: out)
        return try String(contentsOf: out.appendingPathComponent("01-bind.html"), encoding: .utf8)
    }

    static func section(of page: String) throws -> String {
        let start = try #require(page.range(of: "<section class=\"task\""))
        return page[start.lowerBound...].components(separatedBy: "</section>")[0]
    }

    @Test func theTaskReadsAsStaticHTML() throws {
        let section = try Self.section(of: try Self.page())
        #expect(section.hasPrefix("<section class=\"task\" id=\"classic-change-1\" data-task=\"classic-change-1\" data-of=\"classic\" data-check=\"output\" aria-labelledby=\"classic-change-1-heading\">"))
        #expect(section.contains("<h3 class=\"woven\" id=\"classic-change-1-heading\">Task 1</h3>"))
        #expect(section.contains("<p class=\"task-of\">Change the snippet <a href=\"#classic\"><code>classic</code></a> above.</p>"))
        // The words as Markdown, escaped; the reveal too, inside the closed details.
        #expect(section.contains("<strong>Stop after one.</strong> Add <code>*stop = YES;</code> to block 3 &amp; run it."))
        #expect(section.contains("<p class=\"task-checks\">What is checked: the console output.</p>"))
        #expect(section.contains("<details class=\"task-reference\"><summary>Show a reference change</summary>"))
        let details = try #require(section.components(separatedBy: "<details").last)
        #expect(details.contains("<a href=\"https://example.com/stop\">the stop</a>"))
        // The diff: the one line put in, among the lines around it, none taken out.
        #expect(details.contains("<ins>+        *stop = YES;</ins>\n"))
        #expect(!details.contains("<del>"))
        // Neither the change nor its result is indexed for search: a copy of the snippet.
        #expect(details.contains("<pre class=\"task-diff\" data-pagefind-ignore><code>"))
        #expect(details.contains("<pre class=\"task-property\" data-pagefind-ignore><code>1\n</code></pre>"))
    }

    /// The data a served page checks a run with: the reference change's property is the
    /// lesson's block; the snippet's own is its run's output, `1`, `2`.
    @Test func theTaskCarriesWhatTaskJSChecksAgainst() throws {
        let section = try Self.section(of: try Self.page())
        let json = try #require(section.components(separatedBy: "<script type=\"application/json\" class=\"task-data\">").last?
            .components(separatedBy: "</script>").first)
        let data = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String])
        #expect(data == ["original": ClassicBind.source, "change": ClassicBind.stopped, "check": "output",
                         "rac": "reactiveobjc", "expected": "1\n", "unchanged": "1\n2\n"])
    }

    /// A static site has no playground unless told of one; with one, the task links to its
    /// page with the snippet the task changes loaded (read back as the playground reads it).
    @Test func theTaskLinksThePlaygroundItIsToldOf() throws {
        let lesson = try LessonLoader.parse(Self.lessonText(), file: "zh/01-bind.md")
        let task = try #require(lesson.tasks.first)
        let context = SnippetWeaver.TaskContext(number: 1, original: lesson.snippets[0], originalOutput: "1\n2\n",
                                                originalTraceText: "", wordsHTML: "<p>words</p>\n", revealHTML: "<p>reveal</p>\n")
        #expect(!SnippetWeaver(locale: .chinese).task(task, context).contains("open-in-playground"))
        var weaver = SnippetWeaver(locale: .chinese)
        weaver.playground = .hosted(try #require(URL(string: "https://rac.example.org/")))
        let section = weaver.task(task, context)
        let link = try #require(section.components(separatedBy: "<p class=\"task-open\"><a class=\"open-in-playground\" href=\"").dropFirst().first)
        let href = try #require(link.components(separatedBy: "\"").first)
        #expect(href.hasPrefix("https://rac.example.org/zh/play#code="))
        #expect(try PlaygroundLinkTests.snippet(in: href) == ClassicBind.source)
        #expect(link.contains(">在演练场中打开</a></p>"))
    }

    @Test func theChineseEditionSaysItInChinese() throws {
        let lesson = try LessonLoader.parse(Self.lessonText(), file: "zh/01-bind.md")
        let task = try #require(lesson.tasks.first)
        let section = SnippetWeaver(locale: .chinese).task(task, SnippetWeaver.TaskContext(
            number: 1, original: lesson.snippets[0], originalOutput: "1\n2\n", originalTraceText: "",
            wordsHTML: "<p>words</p>\n", revealHTML: "<p>reveal</p>\n"))
        #expect(section.contains(">任务 1</h3>"))
        #expect(section.contains("<p class=\"task-of\">改一改上面的代码片段 <a href=\"#classic\"><code>classic</code></a>。</p>"))
        #expect(section.contains("<summary>看一个参考改法</summary>"))
        #expect(section.contains("检查的是：控制台输出。"))
    }
}
