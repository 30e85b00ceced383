import Lessons
import RACTrace

extension SnippetWeaver {
    /// What a comparison reads of a run: its steps and the sentences that word them, in the
    /// page's language, as the player has them.
    public struct Recording: Equatable, Sendable {
        public var steps: [RACTraceStep]
        public var sentences: [String]

        public init(steps: [RACTraceStep], sentences: [String]) {
            self.steps = steps
            self.sentences = sentences
        }

        /// The recording a run's player data holds.
        public init(_ data: PlayerData) {
            self.init(steps: data.steps, sentences: data.sentences)
        }
    }

    /// One side of a comparison: its snippet and its run.
    public struct ComparedRun {
        public var snippet: Snippet
        public var recording: Recording

        public init(snippet: Snippet, recording: Recording) {
            self.snippet = snippet
            self.recording = recording
        }
    }

    /// Two snippets woven as one instrument (a fence's `compare=ID`): the page puts `open`,
    /// the first snippet's section, the second's, then `close`. Both sections keep their own
    /// players (each side steps alone); the comparison adds a bar that steps both together
    /// along `TraceDiff`'s rows, the same alignment `racstep diff` prints, and says where the
    /// runs first part, in words the reader can read without JavaScript too.
    ///
    /// The rows travel as one flat array of step numbers, two a row (a's, b's), 0 where only
    /// the other run takes the step: `data-rows="1,1,2,0,0,2"` is a step of both, then one of
    /// a's own, then one of b's.
    public func comparison(_ a: ComparedRun, _ b: ComparedRun) -> (open: String, close: String) {
        let diff = TraceDiff(side(a), side(b))
        let t = locale
        let names = (a: "<code>\(HTML.escape(a.snippet.id))</code>", b: "<code>\(HTML.escape(b.snippet.id))</code>")
        let heading = "compare-\(HTML.escape(a.snippet.id))"
        let rows = diff.rows.map { "\(($0.a ?? -1) + 1),\(($0.b ?? -1) + 1)" }.joined(separator: ",")
        let parting = Self.parting(diff)
        func button(_ name: String, _ text: SiteText, _ label: SiteText) -> String {
            let label = HTML.escape(t.format(.compareBoth, ["move": t[label]]))
            return "<button type=\"button\" class=\"\(name)\" aria-label=\"\(label)\" title=\"\(label)\">\(t[text])</button>"
        }
        var html = "<div class=\"comparison\" role=\"group\" aria-labelledby=\"\(heading)\" data-rows=\"\(rows)\""
        html += " data-parting=\"\(parting.map { String($0.row + 1) } ?? "")\">\n"
        html += "<h3 class=\"woven compare-heading\" id=\"\(heading)\">\(t.format(.compareHeading, ["a": names.a, "b": names.b]))</h3>\n"
        html += "<p class=\"compare-divergence\">\(divergence(parting, a, b))</p>\n"
        html += """
        <div class="compare-bar" data-pagefind-ignore hidden>\
        \(button("out-back", .backOutButton, .backOutLabel))\
        \(button("over-back", .backOverButton, .backOverLabel))\
        \(button("prev", .prevButton, .prevLabel))\
        \(button("next", .nextButton, .nextLabel))\
        \(button("over", .overButton, .overLabel))\
        \(button("out", .outButton, .outLabel))\
        <button type="button" class="to-parting"\(parting == nil ? " disabled" : "")>\(t[.compareToParting])</button>\
        <span class="compare-position"></span>\
        <p class="compare-keys">\(t[.compareKeys])</p>\
        <p class="compare-now" aria-live="polite"></p></div>
        <div class="compare-sides">
        <div class="compare-side">

        """
        return (html, "</div>\n</div>\n</div>\n")
    }

    /// What separates the two sides' sections inside the comparison.
    public static let comparisonBetween = "</div>\n<div class=\"compare-side\">\n"

    /// A run as `TraceDiff` reads it: its steps and its snippet's lines.
    private func side(_ run: ComparedRun) -> TraceDiff.Side {
        TraceDiff.Side(title: run.snippet.id, steps: run.recording.steps, sourceLines: run.snippet.source.components(separatedBy: "\n"))
    }

    /// Where the runs first part, for a reader: the first row where one run takes a step of
    /// the snippet's own (a block of its own, a printed line) that the other does not, with the
    /// other run's own step of that kind before they meet again, if it has one. Two runs whose
    /// own steps all match part where RAC's steps first differ (`TraceDiff.firstDivergence`).
    static func parting(_ diff: TraceDiff) -> (row: Int, a: Int?, b: Int?)? {
        func own(_ row: TraceDiff.Row) -> Bool {
            if let a = row.a { return TraceDiff.anchorKey(diff.a, a) != nil }
            return TraceDiff.anchorKey(diff.b, row.b!) != nil
        }
        guard let row = diff.rows.firstIndex(where: { $0.mark != .same && own($0) }) else {
            guard let row = diff.rows.firstIndex(where: { $0.mark != .same }), let first = diff.firstDivergence else { return nil }
            return (row, first.a, first.b)
        }
        var first = diff.rows[row]
        for other in diff.rows[(row + 1)...] where own(other) {
            if other.mark == .same { break }
            if first.a == nil, let a = other.a { first.a = a; break }
            if first.b == nil, let b = other.b { first.b = b; break }
        }
        return (row, first.a, first.b)
    }

    /// Where the runs part, in a sentence: each run's step there, as its player words it
    /// (escaped HTML).
    func divergence(_ parting: (row: Int, a: Int?, b: Int?)?, _ a: ComparedRun, _ b: ComparedRun) -> String {
        guard let parting else { return HTML.escape(locale[.compareSame]) }
        func said(_ run: ComparedRun, _ index: Int?) -> String {
            guard let index else { return locale.format(.compareNothing, ["name": run.snippet.id]) }
            return locale.format(.compareStep, ["name": run.snippet.id, "k": String(index + 1), "text": run.recording.sentences[index]])
        }
        return HTML.escape(locale.format(.compareParting, ["a": said(a, parting.a), "b": said(b, parting.b)]))
    }
}
