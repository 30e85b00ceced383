/// An overview figure a lesson asks of a snippet's run, on its fence: `figure=chain` draws who
/// subscribes to whom (each subscription's signal, passthrough, subscriber and compound
/// disposable), `figure=tree@step-N` the disposable tree as it stands after step N. The site
/// builder draws them from the run (`SubscriptionChainFigure`, `DisposableTreeFigure`), so they
/// are the pictures the articles draw by hand, kept true by the run.
public enum SnippetFigure: Hashable, Sendable {
    case subscriptionChain
    case disposableTree(afterStep: Int)

    /// The figure a fence word asks for; nil for a word that is not `figure=chain` or
    /// `figure=tree@step-N` (N ≥ 1).
    init?(attribute word: Substring) {
        guard word.hasPrefix("figure=") else { return nil }
        let value = word.dropFirst("figure=".count)
        if value == "chain" {
            self = .subscriptionChain
        } else if value.hasPrefix("tree@step-"), case let digits = value.dropFirst("tree@step-".count),
                  digits.allSatisfy({ $0.isASCII && $0.isNumber }), let step = Int(digits), step >= 1 {
            self = .disposableTree(afterStep: step)
        } else {
            return nil
        }
    }

    /// The step the figure is drawn at, if it names one.
    public var step: Int? {
        if case .disposableTree(let step) = self { return step }
        return nil
    }
}
