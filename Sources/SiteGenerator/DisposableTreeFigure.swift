import RACTrace

/// The disposable tree as it stands after one step of a run, drawn as the articles draw it by
/// hand: each disposable a box under the one holding it (a compound or serial disposable holds
/// others), with whose it is; a box drawn dashed has been disposed by then. A disposable its
/// parent has let go of (a finished signal's, taken out by `-bind:`'s `completeSignal`) is no
/// longer in the tree. The player shows the same tree at that step; this is it on paper.
struct DisposableTreeFigure {
    var step: Int
    /// The tree as the run left it after `step`.
    var tree: DisposableTree

    /// The tree after `step`: the changes made by then (the player applies a change at its
    /// `afterStep`) and the disposals up to it.
    init(steps: [RACTraceStep], treeChanges: [RACTreeChange], afterStep step: Int) {
        self.step = step
        tree = DisposableTree(steps: Array(steps.prefix(step)), treeChanges: treeChanges.filter { $0.afterStep <= step })
    }

    /// The boxes in the order drawn (a parent before its children), each with its depth and parent.
    var rows: [(id: String, depth: Int, parent: Int?)] {
        var rows: [(id: String, depth: Int, parent: Int?)] = []
        func visit(_ id: String, depth: Int, parent: Int?) {
            guard let node = tree.node(id), node.removedAfter == nil else { return }
            rows.append((id, depth, parent))
            let at = rows.count - 1
            node.children.forEach { visit($0, depth: depth + 1, parent: at) }
        }
        tree.roots.forEach { visit($0, depth: 0, parent: nil) }
        return rows
    }

    /// The figure as SVG; `id` (unique on the page) names its title and description.
    func svg(id: String, locale: SiteLocale) -> String {
        let rows = self.rows
        let indent = 24, left = 8, rowHeight = 34
        func text(_ id: String) -> String {
            let label = tree.label(id, in: locale)
            guard let disposed = tree.node(id)?.disposedAt else { return label }
            return label + locale.format(.treeAtDisposed, ["n": String(disposed)])
        }
        var drawing = FigureSVG()
        var sentences: [String] = []
        var width = 0
        for (index, row) in rows.enumerated() {
            let x = left + row.depth * indent, y = 8 + index * rowHeight
            if let parent = row.parent {
                let parentX = left + rows[parent].depth * indent + 12, parentBottom = 8 + parent * rowHeight + FigureSVG.boxHeight
                drawing.line("M\(parentX) \(parentBottom) V\(y + FigureSVG.boxHeight / 2) H\(x)", className: "holds")
            }
            let label = text(row.id)
            let boxWidth = FigureSVG.textWidth(label) + 2 * FigureSVG.padding
            drawing.box(x: x, y: y, width: boxWidth, text: label,
                        className: tree.node(row.id)?.disposedAt == nil ? "disposable" : "disposable disposed")
            width = max(width, x + boxWidth + left)
            sentences.append(row.parent.map { locale.format(.treeAtIn, ["node": label, "parent": rows[$0].id]) } ?? label)
        }
        let title = locale.format(.treeAtTitle, ["n": String(step)])
        let description = rows.isEmpty ? locale[.jsNoDisposables] : sentences.joined(separator: locale[.listSeparator])
        return drawing.svg(className: "tree-at", id: id, width: max(width, left + FigureSVG.textWidth(title)), height: 8 + rows.count * rowHeight + 4,
                           title: title, description: description)
    }
}
