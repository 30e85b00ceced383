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
    /// The playground a task links to (its snippet loaded); nil on a static host without one.
    public var playground: PlaygroundLink?

    public init(highlight: @escaping (String) -> [String] = SourceHighlighting.lines, locale: SiteLocale = .english) {
        self.highlight = highlight
        self.locale = locale
    }

    public func playerData(id: String, run: SnippetRun) -> PlayerData {
        playerData(id: id, run: run, outline: CallOutline(steps: run.steps), treeChanges: treeChanges(run),
                   sentences: Narration.sentences(run.steps, in: locale), disposals: Narration(steps: run.steps).disposals(in: locale),
                   engine: EnginePane(steps: run.steps, library: run.library))
    }

    func playerData(id: String, run: SnippetRun, outline: CallOutline, treeChanges: [RACTreeChange], sentences: [String],
                    disposals: [Narration.Disposal], engine: EnginePane) -> PlayerData {
        let triggers = disposals.map { ($0.step.step, $0.trigger) }
        return PlayerData(id: id, steps: run.steps, treeChanges: treeChanges,
                          marbleLeft: MarbleDiagram.left, marbleStepWidth: MarbleDiagram.stepWidth,
                          engine: engine,
                          sentences: sentences,
                          triggers: Dictionary(triggers, uniquingKeysWith: { first, _ in first }), outline: outline)
    }

    /// The run's tree changes with each disposable's owner in the page's words.
    /// Each owner is put in the page's words once: a long run's changes name the same few
    /// subscriptions hundreds of times.
    func treeChanges(_ run: SnippetRun) -> [RACTreeChange] {
        var owners: [String: String] = [:]
        func owner(_ recorded: String) -> String {
            if let known = owners[recorded] { return known }
            let worded = locale.owner(recorded)
            owners[recorded] = worded
            return worded
        }
        return run.treeChanges.map { change in
            var change = change
            change.childOwner = change.childOwner.map(owner)
            change.parentOwner = change.parentOwner.map(owner)
            return change
        }
    }

    public func playerJSON(id: String, run: SnippetRun) -> String {
        playerData(id: id, run: run).json
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
        return woven.html(prediction(snippetID: HTML.escape(snippet.id), question: nil)
                          + exercises(Exercise.chosen(from: woven.questions, skipping: &asked), snippetID: snippet.id))
    }

    /// The snippet's section in two parts, around the place of its question and exercises,
    /// and the questions its run could ask there: which it asks depends on what the page asked
    /// before it, and its own question is the lesson's prose (`WeaveStep.body`), so the page
    /// puts them in.
    public func parts(_ snippet: Snippet, run: SnippetRun, numbering: RACBlockNumbering) -> WovenParts {
        let id = HTML.escape(snippet.id)
        let steps = run.steps, treeChanges = treeChanges(run), outline = CallOutline(steps: steps)
        // What each step is, in words, and what set off each disposal: the player's data, the
        // marbles' titles, the call sequence and the dispose log say them alike, so each is
        // worded once.
        let sentences = Narration.sentences(steps, in: locale)
        let disposals = Narration(steps: steps).disposals(in: locale)
        let entered = EnginePane.enteredBlocks(steps)
        let tree = DisposableTree(steps: steps, treeChanges: treeChanges)
        // The engine a snippet ran on when not the default (a fence's `rac=2.5`), for what opens
        // it elsewhere (a served page's "Open in playground" link runs it on the same one).
        let rac = run.library == .reactiveObjC ? "" : " data-rac=\"\(HTML.escape(run.library.rawValue))\""
        var html = "<section class=\"snippet\" id=\"\(id)\" data-snippet=\"\(id)\"\(rac)>\n"

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
        if !entered.isEmpty {
            // Focusable, so the keyboard can scroll a long block.
            html += "<aside class=\"engine-pane\" tabindex=\"0\" aria-label=\"\(t[.engineHeading])\" hidden>"
            html += "<h3>\(t[.engineHeading])</h3><div class=\"engine-body\"></div></aside>"
        }
        html += "</div>\n"

        // The player (hidden until its script runs). `.now` is a live region: a screen reader
        // hears each step as the player takes it. Its level of detail starts at "your code"
        // for a long run (`longRun`); each level's count is known before the
        // steps are loaded.
        let counts = CallOutline.Level.allCases.map { level in outline.places[level.rawValue].lazy.filter { $0 != nil }.count }
        let initial = steps.count > Self.longRun ? CallOutline.Level.yourCode : .everything
        // The player's parts are named by role, `data-move` for a move and `data-pane` for what
        // shows a step: never a bare class a button and a pane could share (`.out` was both
        // Step out and the output, and the output pane never filled).
        func button(_ move: String, _ text: SiteText, _ label: SiteText, _ keys: String) -> String {
            "<button type=\"button\" data-move=\"\(move)\" aria-label=\"\(t[label])\" title=\"\(t[label])\" aria-keyshortcuts=\"\(keys)\">\(t[text])</button>"
        }
        let levelNames: [(level: CallOutline.Level, text: SiteText)] = [(.yourCode, .levelYourCode), (.racBlocks, .levelRACBlocks), (.everything, .levelEverything)]
        let options = levelNames.map { item in
            "<option value=\"\(item.level.rawValue)\"\(item.level == initial ? " selected" : "")>\(t[item.text]) (\(counts[item.level.rawValue]))</option>"
        }.joined()
        html += """
        <div class="player" data-for="\(id)" data-steps="\(steps.count)" data-pagefind-ignore role="group" aria-label="\(t[.playerLabel])" hidden>
        <div class="controls"><span class="steppers">\
        \(button("out-back", .backOutButton, .backOutLabel, "Alt+ArrowLeft"))\
        \(button("over-back", .backOverButton, .backOverLabel, "Shift+ArrowLeft"))\
        \(button("back", .prevButton, .prevLabel, "ArrowLeft"))\
        \(button("into", .nextButton, .nextLabel, "ArrowRight"))\
        \(button("over", .overButton, .overLabel, "Shift+ArrowRight"))\
        \(button("out", .outButton, .outLabel, "Alt+ArrowRight"))</span>\
        <label class="level">\(t[.levelLabel]) <select class="level-select">\(options)</select></label>\
        <span class="position">\(t.format(.stepPosition, ["k": "<b class=\"k\">0</b>", "n": String(steps.count)]))</span> \
        <span class="level-position"></span>\
        <input type="range" class="slider" min="0" max="\(steps.count)" value="0" aria-label="\(t[.sliderLabel])">\
        \(entered.isEmpty ? "" : "<p class=\"engine-strip\" data-pane=\"engine-strip\" aria-hidden=\"true\"></p>")</div>
        <p class="player-keys">\(t[.playerKeysHTML])</p>
        <p class="now" data-pane="now" aria-live="polite">\(t[.playerStart])</p>\
        <button type="button" class="sentence-more" data-part="sentence-more" aria-expanded="false" hidden>\(t[.jsWholeSentence])</button>
        <div class="panels">
        <div class="panel pane-stack" tabindex="0"><h3>\(t[.stackHeading])</h3><ol class="stack" data-pane="stack"></ol></div>
        <div class="panel pane-tree" tabindex="0"><h3>\(t[.disposablesHeading])</h3><div class="tree" data-pane="tree"></div></div>
        <div class="panel pane-out" tabindex="0"><h3>\(t[.outputHeading])</h3><pre class="output" data-pane="output"></pre></div>
        <div class="panel pane-dlog" tabindex="0"><h3>\(t[.disposeLogSoFarHeading])</h3><ol class="dlog" data-pane="dlog"></ol></div>
        </div>
        </div>
        </div>

        """

        let beforeExercises = html
        // The figures that grow with every step (the marble diagram, the dispose log, the
        // disposable tree) are static HTML for a short run; a long run's travel in its player
        // data, folded (`foldedFigure`): the player builds one when the reader opens it.
        var figures: [String: String] = [:]
        func figure(_ name: String, _ figureHTML: String) -> String {
            guard steps.count > Self.longRun else { return figureHTML }
            figures[name] = figureHTML
            return foldedFigure(name)
        }
        // The run's record below repeats RAC's vocabulary on every page (each run disposes, each
        // subscribes): Pagefind leaves it out, so the prose that teaches a word ranks first.
        html = "<div class=\"run-record\" data-pagefind-ignore>"
        html += figure("marbles", "<figure class=\"marble-figure\"><div class=\"marble-scroll\">\(MarbleDiagram(steps: steps).svg(locale: t, sentences: sentences))</div>"
                      + "<figcaption>\(t[.marbleCaption])</figcaption></figure>\n")

        html += numberingFigure(steps: steps, numbering: numbering, library: run.library)
        html += callSequence(steps, outline: outline, sentences: sentences)
        html += figure("disposals", disposeLog(disposals) + disposableTreeFigure(tree))
        html += overviewFigures(snippet, steps: steps, treeChanges: treeChanges)
        html += engineBlocks(entered, library: run.library)

        html += "<h3 class=\"woven\">\(t[.consoleHeading])</h3>\n"
        html += "<pre class=\"console\">\(run.output.isEmpty ? "<span class=\"none\">\(t[.noOutput])</span>" : HTML.escape(run.output))</pre>\n"
        var data = playerData(id: snippet.id, run: run, outline: outline, treeChanges: treeChanges, sentences: sentences,
                              disposals: disposals, engine: EnginePane(entered: entered, library: run.library))
        data.figures = figures
        return WovenParts(beforeExercises: beforeExercises, afterExercises: html + "</div>\n", playerData: data.jsonBytes,
                          questions: Exercise.candidates(steps: steps, disposals: disposals, tree: tree, locale: t),
                          recording: Recording(steps: steps, sentences: sentences))
    }

    /// A run longer than this starts its player at "your code", folds its static call
    /// sequence to its outermost statements and leaves its growing figures to the player.
    static let longRun = 300

    /// The call sequence as static HTML, for readers without JavaScript and for print: the
    /// steps at "RAC's blocks" (`CallOutline`), numbered, nested by depth; a long run's only
    /// down to its statements at the top level, each with how many steps it folds. The
    /// player builds its own tree, at its level, in the same box. A row is lean: `value` is
    /// its step number, `--d` its depth.
    func callSequence(_ steps: [RACTraceStep], outline: CallOutline, sentences: [String]) -> String {
        let places = outline.places[CallOutline.Level.racBlocks.rawValue]
        let shown = steps.indices.filter { places[$0] != nil }
        let folded = steps.count > Self.longRun
        let rows = folded ? shown.filter { places[$0]!.depth == 0 && places[$0]!.startsStatement } : shown
        // Collapsed: 100–300 rows would bury the prose after the snippet. The player walks it.
        var html = "<details class=\"call-sequence-box\" data-pagefind-ignore><summary><h3 class=\"woven\">\(locale[.callSequenceHeading])</h3>"
        html += " <span class=\"count\">\(locale.format(.stepCount, ["n": String(steps.count)]))</span></summary>\n"
        if rows.count < steps.count {
            html += "<p class=\"call-summary-note\">\(locale.format(.callSummaryNote, ["m": String(rows.count), "n": String(steps.count)]))</p>\n"
        }
        html += "<ol class=\"call-sequence\">\n"
        // How many shown steps each row folds: those up to the next row.
        var foldedCount = [Int](repeating: 0, count: rows.count)
        if folded {
            var row = -1
            for index in shown {
                if row + 1 < rows.count, rows[row + 1] == index { row += 1; continue }
                if row >= 0 { foldedCount[row] += 1 }
            }
        }
        for (offset, index) in rows.enumerated() {
            let step = steps[index], depth = places[index]!.depth
            html += "<li value=\"\(step.step)\" class=\"ev-\(step.kind.rawValue)\"\(depth == 0 ? "" : " style=\"--d:\(depth)\"")>"
            html += HTML.escape(sentences[index])
            if let line = step.line { html += " <span class=\"at\">\(locale.format(.atLine, ["n": String(line)]))</span>" }
            let inside = foldedCount[offset]
            if inside > 0 { html += " <span class=\"folded\">\(locale.format(.foldedSteps, ["n": String(inside)]))</span>" }
            html += "</li>\n"
        }
        return html + "</ol></details>\n"
    }

    /// RAC's blocks the run entered (`EnginePane.enteredBlocks`) and where each is written, in
    /// ReactiveObjC (linked) and in RACCore: what the engine pane shows, as static HTML for
    /// readers without JavaScript and for print.
    func engineBlocks(_ blocks: [RACTraceStep], library: RACLibrary = .reactiveObjC) -> String {
        guard !blocks.isEmpty else { return "" }
        var html = "<h3 class=\"woven\">\(locale[.engineBlocksHeading])</h3>\n<ul class=\"engine-blocks\">\n"
        for step in blocks {
            html += "<li>"
            if let number = step.block { html += "<span class=\"badge\" title=\"\(blockTitle(number))\">\(number)</span> " }
            html += "<b>\(HTML.escape(step.name ?? "?"))</b>"
            if let rac = step.rac {
                let text = HTML.escape(rac)
                html += EnginePane.racLink(rac, in: library).map { " <a class=\"rac\" href=\"\(HTML.escape($0))\">\(text)</a>" } ?? " \(text)"
            }
            // A long path breaks after a `/`, not inside a name.
            if let engine = step.engine { html += " <code class=\"engine-loc\">\(HTML.escape(engine).split(separator: "/", omittingEmptySubsequences: false).joined(separator: "/<wbr>"))</code>" }
            html += "</li>\n"
        }
        return html + "</ul>\n"
    }

    /// The run's disposals (`Narration.disposals`), each with what set it off.
    func disposeLog(_ disposals: [Narration.Disposal]) -> String {
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
