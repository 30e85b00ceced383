import Foundation
import RACTrace
import Lessons

/// The fourth step: a run into its player and figures (`SnippetWeaver.parts`, what the
/// snippet cache keeps), a lesson's Markdown into HTML, and both into the lesson's page body
/// with each snippet's question, exercises and tasks; also the text search finds it by.
/// In the edition of `weaver.locale`.
struct WeaveStep {
    var weaver: SnippetWeaver
    var markdown: MarkdownRenderer

    var locale: SiteLocale { weaver.locale }

    /// `snippet`'s run woven: its section (open where the page puts its questions) and player data.
    func snippet(_ snippet: Snippet, run: SnippetRun, numbering: RACBlockNumbering) -> WovenParts {
        weaver.parts(snippet, run: run, numbering: numbering)
    }

    /// Each markdown segment as HTML, its passages about RACStep's engine folded
    /// (`engineAsides`); for a snippet segment, the snippet's own question (`SnippetQuestion`)
    /// as the inline HTML its predict box puts it in, or nil when it asks none.
    func prose(_ lesson: Lesson) -> [String?] {
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
}
