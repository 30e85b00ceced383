import Lessons
import RACTrace

extension SnippetWeaver {
    /// The overview figures the snippet's fence asks for (`figure=chain`, `figure=tree@step-N`),
    /// drawn from its run. A step past the run's end draws nothing: `racstep verify` and the
    /// site's own check of the expectations report it (`LessonMessage.figureStepPastEnd`).
    func overviewFigures(_ snippet: Snippet, steps: [RACTraceStep], treeChanges: [RACTreeChange]) -> String {
        let id = HTML.escape(snippet.id)
        return snippet.figures.map { figure in
            switch figure {
            case .subscriptionChain:
                let chain = SubscriptionChainFigure(steps: steps, treeChanges: treeChanges, owner: locale.owner)
                guard !chain.rows.isEmpty else { return "" }
                return overviewFigure(chain.svg(id: "\(id)-chain", locale: locale), caption: HTML.escape(locale[.chainCaption]))
            case .disposableTree(let step):
                guard step <= steps.count else { return "" }
                let tree = DisposableTreeFigure(steps: steps, treeChanges: treeChanges, afterStep: step)
                let caption = HTML.escape(locale.format(.treeAtCaption, ["n": String(step)]))
                    + " <a href=\"#\(id)-step-\(step)\">\(HTML.escape(locale.format(.treeAtLink, ["n": String(step)])))</a>"
                return overviewFigure(tree.svg(id: "\(id)-tree-\(step)", locale: locale), caption: caption)
            }
        }.joined()
    }

    /// A figure that scrolls sideways on a narrow screen (focusable, so the keyboard can).
    private func overviewFigure(_ svg: String, caption: String) -> String {
        "<figure class=\"overview-figure\"><div class=\"overview-scroll\" tabindex=\"0\">\(svg)</div><figcaption>\(caption)</figcaption></figure>\n"
    }
}
