import RACTrace
import Foundation
import Lessons

/// Weaves one snippet and its run into HTML: the numbered, badged source; the step-through
/// player; the marble diagram; the call sequence; the dispose log; the console output; and
/// the player's data. Everything a reader needs is static HTML; the player only adds motion.
public struct SnippetWeaver {
    /// Turns source into one HTML line per source line (already escaped): the frontend's
    /// highlighter unless told otherwise.
    public var highlight: (String) -> [String]
    /// The edition whose words the woven HTML uses (headings, buttons, labels).
    public var locale: SiteLocale

    public init(highlight: @escaping (String) -> [String] = SourceHighlighting.lines, locale: SiteLocale = .english) {
        self.highlight = highlight
        self.locale = locale
    }

    public func playerData(id: String, run: SnippetRun) -> PlayerData {
        PlayerData(id: id, steps: run.steps, treeChanges: treeChanges(run),
                   marbleLeft: MarbleDiagram.left, marbleStepWidth: MarbleDiagram.stepWidth,
                   engine: EnginePane(steps: run.steps))
    }

    /// The run's tree changes with each disposable's owner in the page's words.
    func treeChanges(_ run: SnippetRun) -> [RACTreeChange] {
        run.treeChanges.map { change in
            var change = change
            change.childOwner = change.childOwner.map(locale.owner)
            change.parentOwner = change.parentOwner.map(locale.owner)
            return change
        }
    }

    public func playerJSON(id: String, run: SnippetRun) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(playerData(id: id, run: run))) ?? Data("{}".utf8)
        return HTML.scriptSafeJSON(String(decoding: data, as: UTF8.self))
    }

    /// Source line → the numbers of the reader's blocks that start on it. Engine blocks
    /// (names in the numbering map) are RAC's internals and have no line in the snippet.
    public static func badges(_ steps: [RACTraceStep], numbering: RACBlockNumbering) -> [Int: [Int]] {
        var badges: [Int: [Int]] = [:]
        for step in steps where step.kind == .enter {
            guard let number = step.block, let line = step.line,
                  numbering.number(for: step.name ?? "") == nil else { continue }
            if !(badges[line]?.contains(number) ?? false) { badges[line, default: []].append(number) }
        }
        return badges
    }

    /// The snippet woven on a page of its own: its section with the run's questions
    /// (`Exercise.chosen`).
    public func weave(_ snippet: Snippet, run: SnippetRun, numbering: RACBlockNumbering) -> String {
        let woven = parts(snippet, run: run, numbering: numbering)
        var asked: Set<Exercise.Identity> = []
        return woven.html(exercises(Exercise.chosen(from: woven.questions, skipping: &asked), snippetID: snippet.id))
    }

    /// The snippet's section in two parts, around the place of its exercises, and the
    /// questions its run could ask there: which it asks depends on what the page asked before
    /// it (`SiteBuilder.body`), so the page chooses them.
    public func parts(_ snippet: Snippet, run: SnippetRun, numbering: RACBlockNumbering) -> WovenParts {
        let id = HTML.escape(snippet.id)
        let steps = run.steps, treeChanges = treeChanges(run)
        var html = "<section class=\"snippet\" id=\"\(id)\" data-snippet=\"\(id)\">\n"

        // The instrument: the source and the engine pane beside it, then the player's bar and
        // state panes. With JavaScript it is one fixed-height box whose panes scroll on their
        // own, so code and state stay in view together; without it, the source alone.
        let badges = Self.badges(steps, numbering: numbering)
        let t = locale
        html += "<div class=\"instrument\">\n<div class=\"listing\"><ol class=\"source\" aria-label=\"\(t[.sourceLabel])\">\n"
        for (index, line) in highlight(snippet.source).enumerated() {
            let number = index + 1
            let badgeHTML = (badges[number] ?? []).map { "<span class=\"badge\" title=\"\(blockTitle($0))\">\($0)</span>" }.joined()
            // Badges sit in a gutter before the code, so long lines cannot push them out of view.
            html += "<li id=\"\(id)-L\(number)\" data-line=\"\(number)\"><span class=\"ln\">\(number)</span>"
            html += "<span class=\"badges\">\(badgeHTML)</span><code>\(line.isEmpty ? " " : line)</code></li>\n"
        }
        html += "</ol>"
        if !EnginePane.enteredBlocks(steps).isEmpty {
            // Focusable, so the keyboard can scroll a long block.
            html += "<aside class=\"engine-pane\" tabindex=\"0\" aria-label=\"\(t[.engineHeading])\" hidden>"
            html += "<h3>\(t[.engineHeading])</h3><div class=\"engine-body\"></div></aside>"
        }
        html += "</div>\n"

        // The player (hidden until its script runs). `.now` is a live region: a screen reader
        // hears each step as the player takes it.
        html += """
        <div class="player" data-for="\(id)" data-pagefind-ignore role="group" aria-label="\(t[.playerLabel])" hidden>
        <div class="controls"><button type="button" class="prev" aria-label="\(t[.prevLabel])">\(t[.prevButton])</button>\
        <button type="button" class="next" aria-label="\(t[.nextLabel])">\(t[.nextButton])</button>\
        <span class="position">\(t.format(.stepPosition, ["k": "<b class=\"k\">0</b>", "n": String(steps.count)]))</span>\
        <input type="range" class="slider" min="0" max="\(steps.count)" value="0" aria-label="\(t[.sliderLabel])"></div>
        <p class="now" aria-live="polite">\(t[.playerStart])</p>
        <div class="panels">
        <div class="panel pane-stack" tabindex="0"><h3>\(t[.stackHeading])</h3><ol class="stack"></ol></div>
        <div class="panel pane-tree" tabindex="0"><h3>\(t[.disposablesHeading])</h3><div class="tree"></div></div>
        <div class="panel pane-out" tabindex="0"><h3>\(t[.outputHeading])</h3><pre class="out"></pre></div>
        <div class="panel pane-dlog" tabindex="0"><h3>\(t[.disposeLogSoFarHeading])</h3><ol class="dlog"></ol></div>
        </div>
        </div>
        </div>

        """

        let beforeExercises = html
        html = "<figure class=\"marble-figure\"><div class=\"marble-scroll\">\(MarbleDiagram(steps: steps).svg(locale: t))</div>"
        html += "<figcaption>\(t[.marbleCaption])</figcaption></figure>\n"

        html += numberingFigure(steps: steps, numbering: numbering)
        html += callSequence(steps)
        html += disposeLog(steps)
        html += disposableTreeFigure(steps: steps, treeChanges: treeChanges)
        html += engineBlocks(steps)

        html += "<h3 class=\"woven\">\(t[.consoleHeading])</h3>\n"
        html += "<pre class=\"console\">\(run.output.isEmpty ? "<span class=\"none\">\(t[.noOutput])</span>" : HTML.escape(run.output))</pre>\n"
        html += "<script type=\"application/json\" class=\"player-data\">\(playerJSON(id: snippet.id, run: run))</script>\n"
        return WovenParts(beforeExercises: beforeExercises, afterExercises: html + "</section>\n",
                          questions: Exercise.candidates(steps: steps, treeChanges: treeChanges, locale: t))
    }

    /// The steps as numbered narration, nested by depth: what a reader without JavaScript
    /// reads, what print lays out as a table of every step, and where the player takes each
    /// step's sentence from. A row is lean (a long run has thousands): `value` is its step
    /// number, `--d` its depth.
    func callSequence(_ steps: [RACTraceStep]) -> String {
        // Collapsed: 100–300 rows would bury the prose after the snippet. The player walks it.
        var html = "<details class=\"call-sequence-box\" data-pagefind-ignore><summary><h3 class=\"woven\">\(locale[.callSequenceHeading])</h3>"
        html += " <span class=\"count\">\(locale.format(.stepCount, ["n": String(steps.count)]))</span></summary>\n<ol class=\"call-sequence\">\n"
        for step in steps {
            html += "<li value=\"\(step.step)\" class=\"ev-\(step.kind.rawValue)\"\(step.depth == 0 ? "" : " style=\"--d:\(step.depth)\"")>"
            html += HTML.escape(Narration.sentence(step, in: locale))
            // One space before the line: player.js takes the sentence as the text before it.
            if let line = step.line { html += " <span class=\"at\">\(locale.format(.atLine, ["n": String(line)]))</span>" }
            html += "</li>\n"
        }
        return html + "</ol></details>\n"
    }

    /// RAC's blocks the run entered and where each is written, in ReactiveObjC (linked) and
    /// in RACCore: what the engine pane shows, as static HTML for readers without
    /// JavaScript and for print.
    func engineBlocks(_ steps: [RACTraceStep]) -> String {
        let blocks = EnginePane.enteredBlocks(steps)
        guard !blocks.isEmpty else { return "" }
        var html = "<h3 class=\"woven\">\(locale[.engineBlocksHeading])</h3>\n<ul class=\"engine-blocks\">\n"
        for step in blocks {
            html += "<li>"
            if let number = step.block { html += "<span class=\"badge\" title=\"\(blockTitle(number))\">\(number)</span> " }
            html += "<b>\(HTML.escape(step.name ?? "?"))</b>"
            if let rac = step.rac {
                let text = HTML.escape(rac)
                html += EnginePane.racLink(rac).map { " <a class=\"rac\" href=\"\(HTML.escape($0))\">\(text)</a>" } ?? " \(text)"
            }
            if let engine = step.engine { html += " <code class=\"engine-loc\">\(HTML.escape(engine))</code>" }
            html += "</li>\n"
        }
        return html + "</ul>\n"
    }

    func disposeLog(_ steps: [RACTraceStep]) -> String {
        let disposals = Narration(steps: steps).disposals(in: locale)
        var html = "<h3 class=\"woven\">\(locale[.disposeLogHeading])</h3>\n"
        guard !disposals.isEmpty else { return html + "<p class=\"none\">\(locale[.nothingDisposed])</p>\n" }
        html += "<ol class=\"dispose-log\">\n"
        for disposal in disposals {
            let step = disposal.step
            var what = locale.format(.jsObjectAndClass, ["object": step.object ?? "?", "class": step.name ?? "?"])
            if let parent = step.target { what += locale.format(.jsDisposalIn, ["parent": parent]) }
            if step.flag == true { what += locale[.disposalRanBlock] }
            let trigger = "<span class=\"trigger\">\(HTML.escape(disposal.trigger))</span>"
            html += "<li data-step=\"\(step.step)\"><span class=\"stepref\">\(locale.format(.stepNumber, ["n": String(step.step)]))</span> "
            html += locale.format(.jsWithTrigger, ["text": HTML.escape(what), "trigger": trigger]) + "</li>\n"
        }
        return html + "</ol>\n"
    }

    func blockTitle(_ number: Int) -> String { locale.format(.jsBlockTitle, ["n": String(number)]) }
}
