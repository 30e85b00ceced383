/// Rewrites a lesson's expectation blocks from actual runs, touching nothing else.
public enum LessonUpdater {
    /// The lesson's new text: each snippet with a run gets the expectation blocks it has
    /// replaced. A snippet with none gets both, inserted (output right after the snippet,
    /// trace after the output); one with only an output block keeps only that — whether a
    /// lesson shows a run's trace is its author's choice, which an update does not make.
    ///
    /// A task (`ChangeTask`) whose reference change ran (`taskRuns`, by task id) gets its block
    /// of the property it asks about replaced, or inserted right after its fence.
    public static func updated(_ lesson: Lesson, runs: [String: SnippetRun], taskRuns: [String: SnippetRun] = [:]) -> String {
        var lines = lesson.lines
        // Bottom-up, and within a snippet trace before output, so line ranges stay valid.
        var edits: [(line: Int, write: (inout [String]) -> Void)] = []
        for snippet in lesson.snippets {
            guard let run = runs[snippet.id] else { continue }
            edits.append((snippet.fenceLine, { lines in
                let traceAnchor = snippet.output?.lineRange.upperBound ?? snippet.lineRange.upperBound
                if snippet.trace != nil || snippet.output == nil {
                    write(.trace, run.traceText, over: snippet.trace, orAt: traceAnchor, in: &lines)
                }
                write(.output, run.output, over: snippet.output, orAt: snippet.lineRange.upperBound, in: &lines)
            }))
        }
        for task in lesson.tasks {
            guard let run = taskRuns[task.id] else { continue }
            edits.append((task.fenceLine, { lines in
                write(task.check.kind, task.check.property(of: run), over: task.expectation, orAt: task.lineRange.upperBound, in: &lines)
            }))
        }
        for edit in edits.sorted(by: { $0.line > $1.line }) { edit.write(&lines) }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func write(_ kind: ExpectationBlock.Kind, _ text: String, over existing: ExpectationBlock?,
                              orAt anchor: Int, in lines: inout [String]) {
        let body = LessonLoader.splitLines(text)
        let fence = fenceFor(text)
        guard let existing else {
            lines.insert(contentsOf: ["", fence + kind.rawValue] + body + [fence], at: anchor)
            return
        }
        // Keep the block's own fences (indentation, tildes, info string) when they still fit.
        let opening = lines[existing.lineRange.lowerBound]
        let indent = String(opening.prefix(while: { $0 == " " }))
        let openingFence = opening.dropFirst(indent.count).prefix(while: { $0 == "`" || $0 == "~" })
        let fits = openingFence.first == "~" || openingFence.count >= fence.count
        let open = fits ? opening : indent + fence + kind.rawValue
        let close = fits ? lines[existing.lineRange.upperBound - 1] : indent + fence
        lines.replaceSubrange(existing.lineRange, with: [open] + body.map { $0.isEmpty ? $0 : indent + $0 } + [close])
    }

    /// A backtick fence longer than any backtick run starting a line of `text`.
    static func fenceFor(_ text: String) -> String {
        let longest = LessonLoader.splitLines(text).map { line in
            line.drop(while: { $0 == " " }).prefix(while: { $0 == "`" }).count
        }.max() ?? 0
        return String(repeating: "`", count: max(3, longest + 1))
    }
}
