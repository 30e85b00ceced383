import Foundation
import Lessons
import RACCore

/// Builds the lessons site as a pipeline of named steps: load lessons → run snippets →
/// render Markdown → weave → write. Any failure names its step and the lesson's
/// `file:line`. The site is built in memory (`Site`) and written as a separate step, into a
/// fresh directory swapped in at the end, so a failed build leaves the previous site untouched.
///
/// Snippets run on every core; each distinct snippet runs once per build (200 copies of a
/// lesson run its snippets once) and, with a `SnippetCache`, once per engine version. Pages
/// are byte-for-byte the same however they were built: results are put together in lesson
/// order, whichever finished first. `IncrementalSite` rebuilds only what changed.
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
    /// Where woven snippets are kept between builds; nil runs every snippet on every build.
    public var cache: SnippetCache?

    public init(runner: SnippetRunner, theme: Theme, weaver: SnippetWeaver = SnippetWeaver(), cache: SnippetCache? = nil) {
        self.runner = runner
        self.theme = theme
        self.weaver = weaver
        self.cache = cache
    }

    /// Builds the site in memory and writes it to `output`.
    public func build(lessonPaths: [String], output: URL) throws -> Report {
        let incremental = IncrementalSite(builder: self, lessonPaths: lessonPaths)
        let site = try incremental.build()
        try Self.step(.write) { try site.write(to: output) }
        return Report(lessons: incremental.lessons.count, snippets: incremental.lessons.reduce(0) { $0 + $1.snippets.count },
                      output: output.path)
    }

    /// Builds the site in memory: every page, the search index and the theme's assets.
    public func build(lessonPaths: [String]) throws -> Site {
        try IncrementalSite(builder: self, lessonPaths: lessonPaths).build()
    }

    static func step<T>(_ step: Step, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(step: step, message: "\(error)")
        }
    }

    // MARK: Run snippets

    /// What a snippet's result depends on besides the engine: its id (the page's anchors),
    /// its numbering, the runner, its source. `SnippetCache` adds the engine version.
    func job(_ snippet: Snippet, of lesson: Lesson) -> String {
        let numbering = lesson.numbering.numbers.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        return "runner: \(runner.cacheIdentity ?? "")\nnumbering: \(numbering)\nid: \(snippet.id)\nsource:\n\(snippet.source)"
    }

    /// Runs (or finds in the cache) and weaves every snippet of `lessons`, then verifies them:
    /// a site only shows runs its lessons expect. Distinct snippets run concurrently.
    func runSnippets(_ lessons: [Lesson]) throws -> [[WovenSnippet]] {
        let jobs = lessons.map { lesson in lesson.snippets.map { job($0, of: lesson) } }
        var distinct: [String: Int] = [:]
        var work: [(job: String, snippet: Snippet, lesson: Lesson)] = []
        for (lesson, lessonJobs) in zip(lessons, jobs) {
            for (snippet, job) in zip(lesson.snippets, lessonJobs) where distinct[job] == nil {
                distinct[job] = work.count
                work.append((job, snippet, lesson))
            }
        }
        let results = Self.concurrentMap(work) { item in Result { try woven(item.snippet, of: item.lesson, job: item.job) } }

        var problems: [String] = []
        let snippets = zip(lessons, jobs).map { lesson, lessonJobs in
            zip(lesson.snippets, lessonJobs).compactMap { snippet, job -> WovenSnippet? in
                switch results[distinct[job]!] {
                case .success(let woven):
                    problems += LessonVerifier.expectationProblems(snippet, of: lesson, output: woven.output, traceText: woven.traceText)
                        .map(\.description)
                    return woven
                case .failure(let error):
                    // The first copy's run failed; each copy reports at its own file:line.
                    problems.append(LessonVerifier.runFailure(error, snippet, of: lesson).description)
                    return nil
                }
            }
        }
        guard problems.isEmpty else { throw Failure(step: .runSnippets, message: problems.joined()) }
        return snippets
    }

    /// One snippet's result: from the cache, or run and woven (and then cached). Weaving is
    /// done here, not at the weave step, because the woven HTML is what the cache keeps.
    private func woven(_ snippet: Snippet, of lesson: Lesson, job: String) throws -> WovenSnippet {
        // A runner without a cache identity gives results no key can describe.
        let cache = runner.cacheIdentity == nil ? nil : self.cache
        if let cached = cache?.load(job) { return cached }
        let run = try runner.run(source: snippet.source, fileName: "\(lesson.file)#\(snippet.id)", numbering: lesson.numbering)
        let woven = WovenSnippet(output: run.output, traceText: run.traceText,
                                 html: weaver.weave(snippet, run: run, numbering: lesson.numbering))
        cache?.store(woven, for: job)
        return woven
    }

    /// `transform` over `items` on every core, results in `items`' order.
    static func concurrentMap<T, R>(_ items: [T], _ transform: (T) -> R) -> [R] {
        var results = [R?](repeating: nil, count: items.count)
        results.withUnsafeMutableBufferPointer { buffer in
            let slots = buffer.baseAddress!
            // Each iteration writes its own slot only.
            DispatchQueue.concurrentPerform(iterations: items.count) { index in
                (slots + index).pointee = transform(items[index])
            }
        }
        return results.map { $0! }
    }

    // MARK: Render Markdown

    /// Each markdown segment as HTML (nil for snippet segments).
    func renderProse(_ lesson: Lesson) -> [String?] {
        lesson.segments.map { segment in
            if case .markdown(let text, _) = segment { return markdown.html(text) }
            return nil
        }
    }

    // MARK: Weave

    /// A lesson's page body: its prose, headings anchored, and its woven snippets, in order.
    func body(_ lesson: Lesson, prose: [String?], snippets: [WovenSnippet]) -> String {
        var used: Set<String> = Set(lesson.snippets.map(\.id))
        var body = ""
        for (segmentIndex, segment) in lesson.segments.enumerated() {
            switch segment {
            case .markdown:
                body += HTML.anchorHeadings(prose[segmentIndex] ?? "", used: &used)
            case .snippet(let snippetIndex):
                body += snippets[snippetIndex].html
            }
        }
        return body
    }

    /// The full text search finds a lesson by: its prose and every snippet's source, so a
    /// selector found only in code is found.
    func searchText(_ lesson: Lesson, prose: [String?]) -> String {
        (prose.compactMap { $0 }.map(HTML.text) + lesson.snippets.map(\.source))
            .joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    static func url(_ lesson: Lesson) -> String { "\(lesson.slug).html" }

    /// The page of `lessons[index]`: its body in the theme, with the sidebar and the links
    /// to its neighbours.
    func page(_ index: Int, of lessons: [IncrementalSite.BuiltLesson]) throws -> String {
        let lesson = lessons[index].lesson
        var context: [String: Any] = [
            "title": lesson.title, "summary": lesson.summary, "body": lessons[index].body,
            "lessons": lessons.enumerated().map { other, item -> [String: Any] in
                ["title": item.lesson.title, "url": Self.url(item.lesson), "current": other == index, "number": other + 1]
            },
            "nav": true, "lessonsAnchor": "lessons", "number": index + 1, "source": lesson.file,
        ]
        if index > 0 { context["previous"] = ["title": lessons[index - 1].lesson.title, "url": Self.url(lessons[index - 1].lesson)] }
        if index + 1 < lessons.count { context["next"] = ["title": lessons[index + 1].lesson.title, "url": Self.url(lessons[index + 1].lesson)] }
        return try theme.render("lesson", context)
    }

    /// The index lists the lessons once, with their summaries: its sidebar has search only.
    func indexPage(_ lessons: [IncrementalSite.BuiltLesson]) throws -> String {
        var index: [String: Any] = [
            "lessonsAnchor": "lessons-list",
            "entries": lessons.enumerated().map { index, item -> [String: Any] in
                ["title": item.lesson.title, "summary": item.lesson.summary, "url": Self.url(item.lesson), "number": index + 1]
            },
        ]
        if let first = lessons.first {
            index["start"] = Self.url(first.lesson)
            index["startTitle"] = first.lesson.title
        }
        return try theme.render("index", index)
    }

    /// The search index as a script, so search works from `file://` where fetch cannot.
    static func searchIndexScript(_ lessons: [IncrementalSite.BuiltLesson]) -> String {
        let entries = lessons.map { item in
            ["title": item.lesson.title, "summary": item.lesson.summary, "url": url(item.lesson), "text": item.searchText]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = (try? encoder.encode(entries)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
        return "window.RACSTEP_SEARCH_INDEX = \(HTML.scriptSafeJSON(json));\n"
    }
}
