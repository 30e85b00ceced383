import Foundation
import Lessons

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

    /// Builds the site in memory and writes it to `output`; with `precompress`, a gzip copy
    /// beside each text file (`Site.precompressed()`), swapped in with the rest.
    public func build(lessonPaths: [String], output: URL, precompress: Bool = false) throws -> Report {
        let incremental = IncrementalSite(builder: self, lessonPaths: lessonPaths)
        let site = try incremental.build()
        try Self.step(.write) { try (precompress ? site.precompressed() : site).write(to: output) }
        // Every edition's lessons count: a translated lesson is a page built and verified too.
        let lessons = incremental.lessons.joined()
        return Report(lessons: lessons.count, snippets: lessons.reduce(0) { $0 + $1.snippets.count }, output: output.path)
    }

    /// The edition this builder renders: the words of its pages and woven snippets.
    public var locale: SiteLocale { weaver.locale }

    /// This builder rendering `locale`'s edition.
    public func localized(_ locale: SiteLocale) -> SiteBuilder {
        var builder = self
        builder.weaver.locale = locale
        return builder
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

    /// What a snippet's run depends on besides the engine: its id (the page's anchors), its
    /// numbering, the runner, its source, and the RAC it runs on when not ReactiveObjC (so the
    /// keys of every other snippet stay as they were). `SnippetCache` adds the engine version.
    /// `runner` is the runner's `cacheIdentity`, asked once per build: the interpreter's
    /// reflects on its options, a hundredth of a cold build when asked for every snippet.
    func runJob(_ snippet: Snippet, of lesson: Lesson, runner: String?) -> String {
        let numbering = lesson.numbering.numbers.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        let library = snippet.library == .reactiveObjC ? "" : "rac: \(snippet.library.rawValue)\n"
        return "runner: \(runner ?? "")\nnumbering: \(numbering)\n\(library)id: \(snippet.id)\nsource:\n\(snippet.source)"
    }

    /// What a woven snippet depends on: its run, and the language it is woven in.
    func job(_ snippet: Snippet, of lesson: Lesson, in locale: SiteLocale, runner: String?) -> String {
        "lang: \(locale.lang)\n" + runJob(snippet, of: lesson, runner: runner)
    }

    /// A snippet's run and the editions it is woven for: a translated lesson has the English
    /// snippets, so each runs once and is woven in both languages. `compared`: a comparison
    /// (`compare=`) on some page reads the run, so its woven parts keep its recording.
    private struct Work {
        var snippet: Snippet
        var lesson: Lesson
        var weaves: [(job: String, locale: SiteLocale)]
        var compared = false
    }

    /// Whether a comparison shows `lesson`'s snippet `index`: it names the next snippet
    /// (`compare=`), or the one before it names it.
    static func isCompared(_ lesson: Lesson, _ index: Int) -> Bool {
        lesson.snippets[index].compare != nil || (index > 0 && lesson.snippets[index - 1].compare != nil)
    }

    /// Runs (or finds in the cache) and weaves every snippet of `lessons`, each in its
    /// edition's language, then verifies them: a site only shows runs its lessons expect.
    /// Distinct snippets run concurrently.
    func runSnippets(_ lessons: [(lesson: Lesson, locale: SiteLocale)]) throws -> [[WovenSnippet]] {
        var runAt: [String: Int] = [:]
        var wovenAt: [String: (run: Int, weave: Int)] = [:]
        var work: [Work] = []
        let identity = runner.cacheIdentity
        let jobs = lessons.map { lesson, locale in lesson.snippets.map { job($0, of: lesson, in: locale, runner: identity) } }
        for ((lesson, locale), lessonJobs) in zip(lessons, jobs) {
            for (position, (snippet, job)) in zip(lesson.snippets, lessonJobs).enumerated() {
                let run = runJob(snippet, of: lesson, runner: identity)
                let index = runAt[run] ?? work.count
                if index == work.count {
                    runAt[run] = index
                    work.append(Work(snippet: snippet, lesson: lesson, weaves: []))
                }
                if Self.isCompared(lesson, position) { work[index].compared = true }
                guard wovenAt[job] == nil else { continue }
                wovenAt[job] = (index, work[index].weaves.count)
                work[index].weaves.append((job, locale))
            }
        }
        // A runner without a cache identity gives results no key can describe.
        let cache = identity == nil ? nil : self.cache
        let results = Self.concurrentMap(work) { item in Result { () throws(SnippetFailure) in try woven(item, cache: cache) } }

        // Each lesson verified on every core (comparing a long run's trace text line by line
        // took a fortieth of a cold build on one core), its problems reported in lesson order.
        let verified = Self.concurrentMap(Array(zip(lessons, jobs))) { item, lessonJobs in
            var problems: [String] = []
            let snippets = zip(item.lesson.snippets, lessonJobs).compactMap { snippet, job -> WovenSnippet? in
                let at = wovenAt[job]!
                switch results[at.run] {
                case .success(let woven):
                    problems += LessonVerifier.expectationProblems(snippet, of: item.lesson, output: woven[at.weave].output,
                                                                   traceText: woven[at.weave].traceText).map(\.description)
                    return woven[at.weave]
                case .failure(let error):
                    // The first copy's run failed; each copy reports at its own file:line.
                    problems.append(LessonVerifier.runFailure(error, snippet, of: item.lesson).description)
                    return nil
                }
            }
            return (snippets, problems)
        }
        let problems = verified.flatMap(\.1)
        guard problems.isEmpty else { throw Failure(step: .runSnippets, message: problems.joined()) }
        return verified.map(\.0)
    }

    /// One snippet's results, one per language: from the cache, or run once and woven in each
    /// (and then cached). Weaving is done here, not at the weave step, because the woven HTML
    /// is what the cache keeps. A compared snippet's results carry its recording: kept from
    /// the weaving, or decoded here from a cached entry's player data, once however many
    /// copies of the lesson compare it; the others' drop it, so a build does not hold every
    /// run's steps until its pages are made.
    private func woven(_ work: Work, cache: SnippetCache?) throws(SnippetFailure) -> [WovenSnippet] {
        let cached = work.weaves.map { cache?.load($0.job) }
        func recorded(_ snippet: WovenSnippet) -> WovenSnippet {
            var snippet = snippet
            // An entry whose data does not decode is left to the comparison, which says why.
            snippet.woven.recording = work.compared ? try? snippet.woven.recordingOrDecoded() : nil
            return snippet
        }
        if cached.allSatisfy({ $0 != nil }) { return cached.map { recorded($0!) } }
        let lesson = work.lesson, snippet = work.snippet
        let run = try runner.run(source: snippet.source, fileName: "\(lesson.file)#\(snippet.id)", numbering: lesson.numbering,
                                 library: snippet.library)
        return zip(work.weaves, cached).map { weave, cached in
            if let cached { return recorded(cached) }
            let woven = WovenSnippet(output: run.output, traceText: run.traceText,
                                     woven: localized(weave.locale).weaver.parts(snippet, run: run, numbering: lesson.numbering))
            cache?.store(woven, for: weave.job)
            return recorded(woven)
        }
    }

    /// `transform` over `items` on every core, results in `items`' order.
    static func concurrentMap<T, R>(_ items: [T], _ transform: (T) -> R) -> [R] {
        var results = [R?](repeating: nil, count: items.count)
        results.withUnsafeMutableBufferPointer { buffer in
            withoutActuallyEscaping(transform) { transform in
                // nonisolated(unsafe): the items are only read, each iteration writes its own
                // slot only, and every caller's transform reads shared state and makes its own result.
                // Unchecked because those transforms read a SiteBuilder, whose SnippetRunner, Theme
                // and SnippetWeaver are not Sendable (a Mutex here would still need them to be).
                nonisolated(unsafe) let (slots, items, transform) = (buffer.baseAddress!, items, transform)
                DispatchQueue.concurrentPerform(iterations: items.count) { index in
                    (slots + index).pointee = transform(items[index])
                }
            }
        }
        return results.map { $0! }
    }

    // MARK: Render Markdown

    /// Each markdown segment as HTML, its passages about RACStep's engine folded
    /// (`engineAsides`); for a snippet segment, the snippet's own question (`SnippetQuestion`)
    /// as the inline HTML its predict box puts it in, or nil when it asks none.
    func renderProse(_ lesson: Lesson) -> [String?] {
        let asides = engineAsides
        return lesson.segments.map { segment in
            switch segment {
            case .markdown(let text, _): markdown.html(text, folding: asides)
            case .snippet(let index): lesson.snippets[index].question.map { markdown.inlineHTML($0.text) }
            // A task renders its own words and reveal (`task(_:_:snippets:)`).
            case .task: nil
            }
        }
    }

    /// A blockquote that opens with an edition's engine lead (`> **In RACStep's engine.** …`)
    /// is about RACStep's Swift, not RAC's: the page folds it, closed, under this edition's
    /// summary, so the main text teaches from RAC's own files.
    var engineAsides: [MarkdownRenderer.FoldedAside] {
        SiteLocale.all.map { MarkdownRenderer.FoldedAside(lead: $0[.engineAsideLead], summary: locale[.engineAsideSummary], className: "engine-aside") }
    }

    // MARK: Weave

    /// A lesson's page body: its prose, headings anchored, and its woven snippets, in order,
    /// each with its own question in its predict box (`prose` holds it at the snippet's
    /// segment; the second of a comparison shares the first's, so it asks the general one),
    /// and the exercises it asks: its best of each kind that the page has not asked yet.
    /// A snippet's player data stays in the page while it is small and the page's embedded
    /// data stays under `embeddedBudget`; the rest goes in `dataFiles` (paths from the edition's
    /// directory: `30-command.steps/1-execute.js`), loaded when a player is first used, so a
    /// page weighs about the same however long its runs.
    func body(_ lesson: Lesson, prose: [String?], snippets: [WovenSnippet]) throws -> (html: String, dataFiles: [String: Data]) {
        var used: Set<String> = Set(lesson.snippets.map(\.id))
        var asked: Set<Exercise.Identity> = []
        var body = ""
        // Bytes, made here on every core: the site's largest files, copied once.
        var dataFiles: [String: Data] = [:]
        var embedded = 0
        // Inside a comparison (`compare=`), what ends it after its second snippet.
        var comparisonClose: String?
        for (segmentIndex, segment) in lesson.segments.enumerated() {
            switch segment {
            case .markdown:
                body += HTML.anchorHeadings(prose[segmentIndex] ?? "", label: locale[.headingAnchorLabel], used: &used)
            case .snippet(let snippetIndex):
                let woven = snippets[snippetIndex].woven
                let id = lesson.snippets[snippetIndex].id
                let exercises = weaver.prediction(snippetID: HTML.escape(id), question: prose[segmentIndex])
                    + weaver.exercises(Exercise.chosen(from: woven.questions, skipping: &asked), snippetID: id)
                let size = woven.playerData.count
                let compared = lesson.snippets[snippetIndex].compare != nil
                if compared { comparisonClose = try comparison(lesson, snippetIndex, snippets, into: &body) }
                if size <= Self.embeddedDataLimit, embedded + size <= Self.embeddedBudget {
                    embedded += size
                    body += woven.html(exercises)
                } else {
                    let file = Self.dataFile(lesson, snippetIndex: snippetIndex)
                    dataFiles[file] = woven.dataScript(id: id)
                    body += woven.html(exercises, dataFile: file)
                }
                if compared {
                    body += SnippetWeaver.comparisonBetween
                } else if let close = comparisonClose {
                    body += close
                    comparisonClose = nil
                }
            case .task(let taskIndex):
                body += task(lesson, taskIndex, snippets: snippets)
            }
        }
        return (body, dataFiles)
    }

    /// The section of the lesson's task `index` (`SnippetWeaver.task`), numbered among the
    /// lesson's tasks, beside the run of the snippet it changes.
    private func task(_ lesson: Lesson, _ index: Int, snippets: [WovenSnippet]) -> String {
        let task = lesson.tasks[index]
        // The loader checked that the task names a snippet of the lesson.
        let snippetIndex = lesson.snippets.firstIndex { $0.id == task.of }!
        return weaver.task(task, SnippetWeaver.TaskContext(
            number: index + 1, original: lesson.snippets[snippetIndex],
            originalOutput: snippets[snippetIndex].output, originalTraceText: snippets[snippetIndex].traceText,
            wordsHTML: markdown.html(task.words), revealHTML: markdown.html(task.reveal)))
    }

    /// Opens the comparison of snippet `index` with the next (`compare=`, which the loader
    /// checked is the next, with only blank lines between) in `body`, and returns what closes
    /// it. Both sides' runs are their recordings (`WovenParts.recording`), which say what
    /// their player data says.
    private func comparison(_ lesson: Lesson, _ index: Int, _ snippets: [WovenSnippet], into body: inout String) throws -> String {
        func run(_ index: Int) throws -> SnippetWeaver.ComparedRun {
            SnippetWeaver.ComparedRun(snippet: lesson.snippets[index], recording: try snippets[index].woven.recordingOrDecoded())
        }
        let (open, close) = weaver.comparison(try run(index), try run(index + 1))
        body += open
        return close
    }

    /// The largest player data a page embeds, and the most it embeds in all.
    static let embeddedDataLimit = 40 * 1024
    static let embeddedBudget = 160 * 1024

    /// Where a snippet's player data goes when not in its page: beside the page, named by the
    /// snippet's place and id (characters a file name should not hold become `_`).
    static func dataFile(_ lesson: Lesson, snippetIndex: Int) -> String {
        let id = lesson.snippets[snippetIndex].id.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "_" }
        return "\(lesson.slug).steps/\(snippetIndex + 1)-\(String(id)).js"
    }

    /// The full text search finds a lesson by: its prose (its tasks' words and reveals as
    /// written) and every snippet's source, so a
    /// selector found only in code is found.
    func searchText(_ lesson: Lesson, prose: [String?]) -> String {
        WhitespaceRuns.collapsed((prose.compactMap { $0 }.map(HTML.text) + lesson.tasks.flatMap { [$0.words, $0.reveal] } + lesson.snippets.map(\.source))
            .joined(separator: " "))
    }

    static func url(_ lesson: Lesson) -> String { url(slug: lesson.slug) }

    /// The page of the lesson `slug` (`06-bind.html`), from its edition's directory.
    static func url(slug: String) -> String { "\(slug).html" }

    /// From this edition's pages to the site's root, where the assets are: "" or "../".
    var root: String { locale.directory.isEmpty ? "" : "../" }

    /// The language switch of the page `file` (`06-bind.html`, `index.html`): every edition,
    /// each linked to its counterpart of that page — or to its index when it has none — and
    /// the current one marked; nil when the site has one edition.
    func languageSwitch(for file: String, editions: [(locale: SiteLocale, files: Set<String>)]) -> [String: Any]? {
        guard editions.count > 1 else { return nil }
        return ["editions": editions.map { edition -> [String: Any] in
            let target = edition.files.contains(file) ? file : "index.html"
            return ["name": edition.locale.name, "lang": edition.locale.lang, "url": edition.locale == locale ? target : root + edition.locale.directory + target,
                    "current": edition.locale == locale,
                    "hint": edition.locale.format(.languageSwitchHint, ["language": edition.locale.name])]
        }]
    }

    /// The page of `lessons[index]`: its body in the theme, with the sidebar (`list`, the
    /// edition's `LessonList`), its links to other lessons resolved (`links`), the links to its
    /// neighbours and `languages` (`languageSwitch`).
    func page(_ index: Int, of lessons: [IncrementalSite.BuiltLesson], list: LessonList, links: LessonLinks,
              languages: [String: Any]?) throws -> String {
        let lesson = lessons[index].lesson
        var context: [String: Any] = [
            "title": lesson.title, "summary": lesson.summary, "body": links.resolving(lessons[index].body),
            "lessonList": try list.html(current: index), "nav": true, "lessonsAnchor": "lessons", "number": index + 1, "source": lesson.file,
            "root": root,
        ]
        context["languages"] = languages
        if index > 0 { context["previous"] = ["title": lessons[index - 1].lesson.title, "url": Self.url(lessons[index - 1].lesson)] }
        if index + 1 < lessons.count { context["next"] = ["title": lessons[index + 1].lesson.title, "url": Self.url(lessons[index + 1].lesson)] }
        return try theme.render("lesson", context, locale: locale)
    }

    /// The index lists the lessons once, with their summaries, under their parts' headings
    /// (`parts`: `LessonContents`'s, in the lessons' order): its sidebar has search only.
    func indexPage(_ lessons: [IncrementalSite.BuiltLesson], parts: [LessonContents.Part], languages: [String: Any]?) throws -> String {
        var start = 0
        var index: [String: Any] = [
            "lessonsAnchor": "lessons-list", "root": root,
            "parts": parts.map { part -> [String: Any] in
                let range = start..<(start + part.files.count)
                start += part.files.count
                return ["title": part.title, "titled": !part.title.isEmpty, "start": range.lowerBound + 1, "entries": range.map { index -> [String: Any] in
                    let lesson = lessons[index].lesson
                    return ["title": lesson.title, "summary": lesson.summary, "url": Self.url(lesson), "number": index + 1]
                }]
            },
        ]
        index["languages"] = languages
        if let first = lessons.first {
            index["start"] = Self.url(first.lesson)
            index["startTitle"] = first.lesson.title
        }
        return try theme.render("index", index, locale: locale)
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
