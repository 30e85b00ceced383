import RACTrace

extension SnippetWeaver {
    /// A long run's growing figure (`name`: "marbles" or "disposals") as a closed fold whose
    /// slot (`deferred`) the player fills only while the reader has it open: a late step of a
    /// 3,000-step run would otherwise hold thousands of marbles, tree nodes and log rows the
    /// reader is not looking at (issue 27 §2). Hidden until the player's script runs: without
    /// it there is nothing to unfold.
    func foldedFigure(_ name: String) -> String {
        let summary: SiteText = name == "marbles" ? .foldMarbles : .foldDisposals
        return "<details class=\"figure-fold\" hidden><summary><h3 class=\"woven\">\(HTML.escape(locale[summary]))</h3></summary>"
            + "<div class=\"deferred\" data-figure=\"\(name)\"></div></details>\n"
    }

    /// The whole run's disposable tree as nested lists in a figure: what the player's
    /// Disposables pane shows step by step, all at once, for readers without JavaScript and for
    /// print. Each node: class, id, whose it is, and when it was disposed (its place in the
    /// dispose order) or that it never was.
    func disposableTreeFigure(_ tree: DisposableTree) -> String {
        guard !tree.nodes.isEmpty else { return "" }
        // Each level written into the one string, not returned to be copied into its parent's:
        // a long run's tree is hundreds of nodes a dozen deep.
        func render(_ ids: [String], depth: Int, into html: inout String) {
            html += "<ul>"
            for id in ids {
                guard let node = tree.node(id) else { continue }
                var state: String
                if let step = node.disposedAt, let order = node.disposalOrder {
                    state = locale.format(.treeDisposed, ["order": String(order), "n": String(step)])
                } else {
                    state = locale[.treeNeverDisposed]
                }
                if let removed = node.removedAfter {
                    state += locale.format(.treeRemoved, ["n": String(removed)])
                }
                html += "<li\(node.disposedAt == nil ? "" : " class=\"disposed\"")><span class=\"node\">"
                html += "<span class=\"cls\">\(HTML.escape(node.className))</span> <b class=\"id\">\(HTML.escape(id))</b>"
                if let owner = node.owner { html += "<span class=\"owner\"> · \(HTML.escape(owner))</span>" }
                html += " <span class=\"state\">\(HTML.escape(locale.format(.treeState, ["state": state])))</span></span>"
                // Deep trees are cut where the player cuts them.
                if !node.children.isEmpty, depth < 32 { render(node.children, depth: depth + 1, into: &html) }
                html += "</li>"
            }
            html += "</ul>"
        }
        var html = "<figure class=\"tree-figure\"><div class=\"dtree\">"
        render(tree.roots, depth: 0, into: &html)
        return html + "</div><figcaption>\(HTML.escape(locale[.treeCaption]))</figcaption></figure>\n"
    }

    /// The numbered blocks the run entered, one row each: number, name, whose (the reader's
    /// block and its line, or RAC's, linked to its ReactiveObjC line) and the step it first
    /// runs at. When the lesson numbers RAC's blocks its own way (as 07-bind-alternative-numbering
    /// does), a column gives each block's number in the classic numbering beside it, and the
    /// caption links the lesson that numbers them so (`classicNumberingLesson`).
    func numberingFigure(steps: [RACTraceStep], numbering: RACBlockNumbering, library: RACLibrary = .reactiveObjC) -> String {
        var firstEntry: [Int: RACTraceStep] = [:]
        for step in steps where step.kind == .enter {
            if let number = step.block, firstEntry[number] == nil { firstEntry[number] = step }
        }
        guard !firstEntry.isEmpty else { return "" }
        let ownNumbering = numbering != .classic
        let text = { (key: SiteText, values: KeyValuePairs<String, String>) in HTML.escape(locale.format(key, values)) }
        var columns: [SiteText] = [.numberingBlock, .numberingName, .numberingWhere]
        if ownNumbering { columns.append(.numberingClassic) }
        columns.append(.numberingFirstStep)
        var html = "<figure class=\"numbering-figure\"><table class=\"numbering\"><thead><tr>"
        html += columns.map { "<th scope=\"col\">\(text($0, [:]))</th>" }.joined() + "</tr></thead><tbody>\n"
        for number in firstEntry.keys.sorted() {
            let step = firstEntry[number]!
            let name = step.name ?? ""
            var whereHTML = ""
            if step.user == true {
                whereHTML = step.line.map { text(.numberingYours, ["n": String($0)]) } ?? ""
            } else if let rac = step.rac {
                whereHTML = EnginePane.racLink(rac, in: library).map { "<a class=\"rac\" href=\"\(HTML.escape($0))\">\(HTML.escape(rac))</a>" } ?? HTML.escape(rac)
            }
            html += "<tr><th scope=\"row\"><span class=\"badge\">\(number)</span></th><td><code>\(HTML.escape(name))</code></td><td>\(whereHTML)</td>"
            if ownNumbering {
                html += "<td>\(step.user == true ? "" : RACBlockNumbering.classic.number(for: name).map(String.init) ?? "—")</td>"
            }
            html += "<td>\(text(.stepNumber, ["n": String(step.step)]))</td></tr>\n"
        }
        // The link says nothing yet: the page says the lesson's number and title in its edition
        // (`LessonLinks`), which a woven snippet, cached and shared by every page, cannot know.
        let caption = ownNumbering
            ? locale.format(.numberingCaptionOwnHTML, ["lesson": "<a href=\"\(Self.classicNumberingLesson).md\"></a>"])
            : text(.numberingCaption, [:])
        return html + "</tbody></table><figcaption>\(caption)</figcaption></figure>\n"
    }

    /// The lesson that introduces the classic numbering (`bind:`'s blocks 5–10, the articles'),
    /// named by its file as lesson prose links it.
    static let classicNumberingLesson = "06-bind"
}
