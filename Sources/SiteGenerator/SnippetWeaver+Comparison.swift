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
    /// a's own, then one of b's. The parting travels as the position the bar goes to
    /// (`data-parting`, the rows before it taken) and each run's step there
    /// (`data-parting-a`, `data-parting-b`, 0 before its first): the steps the sentence names.
    public func comparison(_ a: ComparedRun, _ b: ComparedRun) -> (open: String, close: String) {
        let diff = TraceDiff(side(a), side(b))
        let t = locale
        let names = (a: "<code>\(HTML.escape(a.snippet.id))</code>", b: "<code>\(HTML.escape(b.snippet.id))</code>")
        let heading = "compare-\(HTML.escape(a.snippet.id))"
        let rows = diff.rows.map { "\(($0.a ?? -1) + 1),\(($0.b ?? -1) + 1)" }.joined(separator: ",")
        let parting = Self.parting(diff)
        // `move`: the player's name for the move (player.js's `data-move`), which the bar's
        // script reads; no class a player's own buttons carry.
        func button(_ move: String, _ text: SiteText, _ label: SiteText) -> String {
            let label = HTML.escape(t.format(.compareBoth, ["move": t[label]]))
            return "<button type=\"button\" data-move=\"\(move)\" aria-label=\"\(label)\" title=\"\(label)\">\(t[text])</button>"
        }
        var html = "<div class=\"comparison\" role=\"group\" aria-labelledby=\"\(heading)\" data-rows=\"\(rows)\""
        if let parting {
            html += " data-parting=\"\(parting.row + 1)\" data-parting-a=\"\((parting.a ?? -1) + 1)\" data-parting-b=\"\((parting.b ?? -1) + 1)\">\n"
        } else {
            html += " data-parting=\"\">\n"
        }
        html += "<h3 class=\"woven compare-heading\" id=\"\(heading)\">\(t.format(.compareHeading, ["a": names.a, "b": names.b]))</h3>\n"
        html += "<p class=\"compare-divergence\">\(divergence(parting, diff, a, b))</p>\n"
        html += """
        <p class="compare-keys" data-pagefind-ignore hidden>\(t[.compareKeys])</p>
        <div class="compare-bar" data-pagefind-ignore hidden>\
        \(button("out-back", .backOutButton, .backOutLabel))\
        \(button("over-back", .backOverButton, .backOverLabel))\
        \(button("back", .prevButton, .prevLabel))\
        \(button("into", .nextButton, .nextLabel))\
        \(button("over", .overButton, .overLabel))\
        \(button("out", .outButton, .outLabel))\
        <button type="button" class="to-parting"\(parting == nil ? " disabled" : "")>\(t[.compareToParting])</button>\
        <span class="compare-position"></span>\
        <div class="compare-now" aria-live="polite"><p class="compare-now-a"></p><p class="compare-now-b"></p></div></div>
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

    /// Where the runs first part: the row, and each run's step the bar shows there (its last
    /// step through that row, nil before its first, `TraceDiff.steps(through:)`). One value
    /// for the sentence under the heading and for the bar's "Where they part", so the words
    /// name the steps the button shows. The row is the first where one run takes a step of
    /// the snippet's own (a block of its own, a printed line) that the other does not; two
    /// runs whose own steps all match part where RAC's steps first differ.
    struct Parting: Equatable {
        var row: Int
        var a: Int?
        var b: Int?
    }

    static func parting(_ diff: TraceDiff) -> Parting? {
        func own(_ row: TraceDiff.Row) -> Bool {
            if let a = row.a { return TraceDiff.anchorKey(diff.a, a) != nil }
            return TraceDiff.anchorKey(diff.b, row.b!) != nil
        }
        guard let row = diff.rows.firstIndex(where: { $0.mark != .same && own($0) })
            ?? diff.rows.firstIndex(where: { $0.mark != .same }) else { return nil }
        let shown = diff.steps(through: row)
        return Parting(row: row, a: shown.a, b: shown.b)
    }

    /// Where the runs part, in a sentence: each run's step there, as its player words it
    /// (escaped HTML). The run whose step makes the row is at that step; the other took no
    /// step on it and stays where it was, on a step of its own or one of RAC's.
    func divergence(_ parting: Parting?, _ diff: TraceDiff, _ a: ComparedRun, _ b: ComparedRun) -> String {
        guard let parting else { return HTML.escape(locale[.compareSame]) }
        let row = diff.rows[parting.row]
        func said(_ run: ComparedRun, _ side: TraceDiff.Side, _ index: Int?, onRow: Int?) -> String {
            guard let index else { return locale.format(.compareNotYet, ["name": run.snippet.id]) }
            let key: SiteText = index == onRow ? .compareStep : TraceDiff.anchorKey(side, index) != nil ? .compareStill : .compareNothing
            return locale.format(key, ["name": run.snippet.id, "k": String(index + 1), "text": run.recording.sentences[index]])
        }
        return HTML.escape(locale.format(.compareParting, ["a": said(a, diff.a, parting.a, onRow: row.a),
                                                           "b": said(b, diff.b, parting.b, onRow: row.b)]))
    }
}
