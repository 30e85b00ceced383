import Foundation
import Lessons
import RACCore

/// Builds the lessons site as a pipeline of named steps: load lessons → run snippets →
/// render Markdown → weave → write. Any failure names its step and the lesson's
/// `file:line`; the previous site is left untouched (pages are written next to the output
/// directory and swapped in at the end).
public struct SiteBuilder {
    public enum Step: String, Sendable {
        case loadLessons = "load lessons"
        case runSnippets = "run snippets"
        case renderMarkdown = "render Markdown"
        case weave
        case write
    }

    public struct Failure: Error, CustomStringConvertible {
        public var step: Step
        /// Rendered diagnostics, each starting with `file:line`.
        public var message: String
        public var description: String { "\(message.hasSuffix("\n") ? String(message.dropLast()) : message)\nerror: site build failed at step '\(step.rawValue)'" }
    }

    public struct Report: Equatable {
        public var lessons: Int
        public var snippets: Int
        public var output: String
    }

    public var runner: SnippetRunner
    public var theme: Theme
    public var weaver: SnippetWeaver
    public var markdown = MarkdownRenderer()

    public init(runner: SnippetRunner, theme: Theme, weaver: SnippetWeaver = SnippetWeaver()) {
        self.runner = runner
        self.theme = theme
        self.weaver = weaver
    }

    /// A lesson after running: the runs of its snippets, in order.
    struct RunLesson {
        var lesson: Lesson
        var runs: [SnippetRun]
    }

    public func build(lessonPaths: [String], output: URL) throws -> Report {
        let lessons = try step(.loadLessons) { try LessonLoader.loadAll(paths: lessonPaths) }
        let runLessons = try step(.runSnippets) { try run(lessons) }
        let prose = try step(.renderMarkdown) { runLessons.map(renderProse) }
        let pages = try step(.weave) { try weave(runLessons, prose) }
        try step(.write) { try write(pages, to: output) }
        return Report(lessons: lessons.count, snippets: lessons.reduce(0) { $0 + $1.snippets.count }, output: output.path)
    }

    private func step<T>(_ step: Step, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(step: step, message: "\(error)")
        }
    }

    /// Runs and verifies every snippet: a site only shows runs its lessons expect.
    func run(_ lessons: [Lesson]) throws -> [RunLesson] {
        let verifier = LessonVerifier(runner: runner)
        var problems: [String] = []
        var result: [RunLesson] = []
        for lesson in lessons {
            let results = verifier.verify(lesson)
            problems += results.flatMap { $0.problems.map(\.description) }
            result.append(RunLesson(lesson: lesson, runs: results.compactMap(\.run)))
        }
        guard problems.isEmpty else { throw Failure(step: .runSnippets, message: problems.joined()) }
        return result
    }

    /// Each markdown segment as HTML (nil for snippet segments).
    func renderProse(_ lesson: RunLesson) -> [String?] {
        lesson.lesson.segments.map { segment in
            if case .markdown(let text, _) = segment { return markdown.html(text) }
            return nil
        }
    }

    /// A page to write: its file name and HTML.
    struct Page {
        var file: String
        var html: String
    }

    func weave(_ lessons: [RunLesson], _ prose: [[String?]]) throws -> [Page] {
        func url(_ lesson: Lesson) -> String { "\(lesson.slug).html" }
        func sidebar(current: Int?) -> [[String: Any]] {
            lessons.enumerated().map { index, item in
                ["title": item.lesson.title, "url": url(item.lesson), "current": index == current, "number": index + 1]
            }
        }
        var pages: [Page] = []
        var searchEntries: [[String: String]] = []
        for (index, item) in lessons.enumerated() {
            var used: Set<String> = Set(item.lesson.snippets.map(\.id))
            var body = ""
            for (segmentIndex, segment) in item.lesson.segments.enumerated() {
                switch segment {
                case .markdown:
                    body += HTML.anchorHeadings(prose[index][segmentIndex] ?? "", used: &used)
                case .snippet(let snippetIndex):
                    body += weaver.weave(item.lesson.snippets[snippetIndex], run: item.runs[snippetIndex],
                                         numbering: item.lesson.numbering)
                }
            }
            var context: [String: Any] = [
                "title": item.lesson.title, "summary": item.lesson.summary, "body": body,
                "lessons": sidebar(current: index), "nav": true, "lessonsAnchor": "lessons",
                "number": index + 1, "source": item.lesson.file,
            ]
            if index > 0 { context["previous"] = ["title": lessons[index - 1].lesson.title, "url": url(lessons[index - 1].lesson)] }
            if index + 1 < lessons.count { context["next"] = ["title": lessons[index + 1].lesson.title, "url": url(lessons[index + 1].lesson)] }
            pages.append(Page(file: url(item.lesson), html: try theme.render("lesson", context)))
            // Full text: the prose and every snippet's source, so a selector found only in code is found.
            let text = (prose[index].compactMap { $0 }.map(HTML.text) + item.lesson.snippets.map(\.source))
                .joined(separator: " ")
            searchEntries.append(["title": item.lesson.title, "summary": item.lesson.summary, "url": url(item.lesson),
                                  "text": text.split(whereSeparator: \.isWhitespace).joined(separator: " ")])
        }
        // The index lists the lessons once, with their summaries: its sidebar has search only.
        var index: [String: Any] = [
            "lessonsAnchor": "lessons-list",
            "entries": lessons.enumerated().map { index, item -> [String: Any] in
                ["title": item.lesson.title, "summary": item.lesson.summary, "url": url(item.lesson), "number": index + 1]
            },
        ]
        if let first = lessons.first {
            index["start"] = url(first.lesson)
            index["startTitle"] = first.lesson.title
        }
        pages.append(Page(file: "index.html", html: try theme.render("index", index)))
        pages.append(Page(file: "search-index.js", html: Self.searchIndexScript(searchEntries)))
        return pages
    }

    /// The search index as a script, so search works from `file://` where fetch cannot.
    static func searchIndexScript(_ entries: [[String: String]]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = (try? encoder.encode(entries)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        return "window.RACSTEP_SEARCH_INDEX = \(HTML.scriptSafeJSON(json));\n"
    }

    /// Writes into a fresh directory beside `output`, then swaps it in.
    func write(_ pages: [Page], to output: URL) throws {
        try Self.writeAtomically(to: output) { directory in
            for page in pages {
                try Data(page.html.utf8).write(to: directory.appendingPathComponent(page.file))
            }
            let assets = theme.assetsDirectory
            if FileManager.default.fileExists(atPath: assets.path) {
                try FileManager.default.copyItem(at: assets, to: directory.appendingPathComponent("assets"))
            }
        }
    }

    /// Fills a temporary sibling of `output` with `fill`, then replaces `output` with it.
    /// If `fill` throws, `output` is untouched and the temporary directory removed.
    public static func writeAtomically(to output: URL, _ fill: (URL) throws -> Void) throws {
        let fileManager = FileManager.default
        let output = output.standardizedFileURL
        let parent = output.deletingLastPathComponent()
        try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
        let token = UUID().uuidString.prefix(8)
        let temporary = parent.appendingPathComponent(".\(output.lastPathComponent).building-\(token)")
        try fileManager.createDirectory(at: temporary, withIntermediateDirectories: false)
        do {
            try fill(temporary)
        } catch {
            try? fileManager.removeItem(at: temporary)
            throw error
        }
        let old = parent.appendingPathComponent(".\(output.lastPathComponent).old-\(token)")
        let hadOld = fileManager.fileExists(atPath: output.path)
        if hadOld { try fileManager.moveItem(at: output, to: old) }
        do {
            try fileManager.moveItem(at: temporary, to: output)
        } catch {
            if hadOld { try? fileManager.moveItem(at: old, to: output) }
            try? fileManager.removeItem(at: temporary)
            throw error
        }
        if hadOld { try? fileManager.removeItem(at: old) }
    }
}
