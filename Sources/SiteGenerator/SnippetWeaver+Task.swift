import Foundation
import Lessons

extension SnippetWeaver {
    /// What a task's page section needs besides the task: the snippet it changes, what that
    /// snippet printed and traced (its property is read off them, `ChangeTask.Check`), and the
    /// task's words and reveal as HTML.
    struct TaskContext {
        var number: Int
        var original: Snippet
        var originalOutput: String
        var originalTraceText: String
        var wordsHTML: String
        var revealHTML: String
    }

    /// A task's section: its words, what is checked, and, in a `<details>` closed until the
    /// reader asks, the reference change as a diff against the snippet, the property it shows
    /// and why; a link to the playground with the snippet loaded, when there is one to go to
    /// (`playground`). All static HTML, so it reads without JavaScript. Under `racstep serve`,
    /// task.js adds an editor whose run it checks against the same property; its data is in the
    /// section's `task-data` script: the two sources,
    /// the check, the reference change's property (the lesson's block, which `racstep verify`
    /// checks against its run) and the snippet's own.
    func task(_ task: ChangeTask, _ context: TaskContext) -> String {
        let id = HTML.escape(task.id), of = HTML.escape(task.of)
        let t = locale
        var html = "<section class=\"task\" id=\"\(id)\" data-task=\"\(id)\" data-of=\"\(of)\" data-check=\"\(task.check.rawValue)\""
        html += " aria-labelledby=\"\(id)-heading\">\n"
        html += "<h3 class=\"woven\" id=\"\(id)-heading\">\(HTML.escape(t.format(.taskHeading, ["n": String(context.number)])))</h3>\n"
        let link = "<a href=\"#\(of)\"><code>\(of)</code></a>"
        html += "<p class=\"task-of\">" + HTML.escape(t.format(.taskOf, ["snippet": "\u{1}"])).replacingOccurrences(of: "\u{1}", with: link) + "</p>\n"
        html += "<div class=\"task-words\">\n\(context.wordsHTML)</div>\n"
        if let playground, let href = try? playground.href(directory: t.directory, source: context.original.source, rac: context.original.library.rawValue) {
            html += "<p class=\"task-open\"><a class=\"open-in-playground\" href=\"\(HTML.escape(href))\">\(HTML.escape(t[.taskOpen]))</a></p>\n"
        }
        let checks: SiteText, shows: SiteText
        switch task.check {
        case .output: (checks, shows) = (.taskChecksOutput, .taskShowsOutput)
        case .blocks: (checks, shows) = (.taskChecksBlocks, .taskShowsBlocks)
        case .disposals: (checks, shows) = (.taskChecksDisposals, .taskShowsDisposals)
        }
        html += "<p class=\"task-checks\">\(HTML.escape(t[checks]))</p>\n"

        let expected = task.expectation?.text ?? ""
        // The change and its result are a copy of the snippet and a run's record: search
        // indexes neither (as it does not the player), so a term is not counted again on the
        // page for every task that changes a snippet; the words and the reveal stay indexed.
        html += "<details class=\"task-reference\"><summary>\(HTML.escape(t[.taskReferenceSummary]))</summary>\n"
        html += "<p>\(HTML.escape(t[.taskDiffCaption]))</p>\n<pre class=\"task-diff\" data-pagefind-ignore><code>"
        html += Self.diffHTML(original: context.original.source, change: task.source)
        html += "</code></pre>\n<p>\(HTML.escape(t[shows]))</p>\n<pre class=\"task-property\" data-pagefind-ignore><code>\(HTML.escape(expected))</code></pre>\n"
        html += "<div class=\"task-reveal\">\n\(context.revealHTML)</div>\n</details>\n"

        let data = TaskData(original: context.original.source, change: task.source, check: task.check.rawValue,
                            rac: context.original.library.rawValue, expected: expected,
                            unchanged: task.check.property(output: context.originalOutput, traceText: context.originalTraceText))
        let json = (try? Self.taskEncoder.encode(data)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        html += "<script type=\"application/json\" class=\"task-data\">\(HTML.scriptSafeJSON(json))</script>\n"
        return html + "</section>\n"
    }

    /// The data task.js reads (see `task(_:_:)`).
    struct TaskData: Encodable {
        var original: String
        var change: String
        var check: String
        var rac: String
        var expected: String
        var unchanged: String
    }

    /// Sorted keys: a rebuild writes the same page byte for byte.
    private static let taskEncoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()

    /// The change as `UnifiedDiff` gives it, without its two header lines: a line taken out in
    /// `<del>`, one put in in `<ins>` (which assistive technology names), context as it is.
    static func diffHTML(original: String, change: String) -> String {
        UnifiedDiff.render(expected: original, actual: change).split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2)
            .dropLast().map { line -> String in
            let text = HTML.escape(String(line))
            switch line.first {
            case "-": return "<del>\(text)</del>\n"
            case "+": return "<ins>\(text)</ins>\n"
            case "@": return "<span class=\"task-diff-hunk\">\(text)</span>\n"
            default: return text + "\n"
            }
        }.joined()
    }
}
