import Foundation
import RACTrace

/// Who subscribes to whom in a run, drawn as the articles draw it by hand: one row per
/// subscription, in the order the run makes them — the block that subscribes (your code, or
/// `-bind:`'s block 6 subscribing to the source, its block 8 to each signal the binding block
/// returns), the signal and its class, the passthrough a `RACDynamicSignal` puts between itself
/// and the subscriber (RACDynamicSignal.m:40; a `+return:` signal has none, RACReturnSignal.m:81-88),
/// the subscriber, and the compound disposable that holds the subscription (RACDynamicSignal.m:39,
/// recorded as the subscription's in the tree). Everything is read off the trace, so the figure is the run's.
struct SubscriptionChainFigure: Equatable {
    struct Row: Equatable {
        var step: Int
        /// The innermost block running when it subscribed; nil at the snippet's top level.
        var by: RACTraceStep.Block?
        var signal: String
        var signalClass: String?
        var passthrough: String?
        var subscriber: String
        var subscriberClass: String
        /// The compound disposable that holds the subscription.
        var disposable: Held?
    }

    /// A disposable and its class.
    struct Held: Equatable {
        var id: String
        var className: String
    }

    var rows: [Row] = []

    /// `treeChanges` with owners as recorded or in a page's words alike: a subscription's
    /// disposable is found by `owner`, which puts `subscription to X` in the same words.
    init(steps: [RACTraceStep], treeChanges: [RACTreeChange], owner: (String) -> String = { $0 }) {
        var classes: [String: String] = [:]
        var open: [RACTraceStep.Block] = []
        for step in steps {
            switch step.event {
            case .create(let object, let className, _):
                classes[object] = className
            case .enter(let block):
                open.append(block)
            case .exit:
                _ = open.popLast()
            case .subscribe(let signal, let signalObject, let subscriber, let subscriberClass):
                rows.append(Row(step: step.step, by: open.last, signal: signal, signalClass: classes[signalObject], passthrough: nil,
                                subscriber: subscriber, subscriberClass: subscriberClass, disposable: nil))
            case .passthrough(let object, _, let subscriber):
                if let last = rows.indices.last, rows[last].subscriber == subscriber, rows[last].passthrough == nil {
                    rows[last].passthrough = object
                }
            default:
                break
            }
        }
        for index in rows.indices {
            let holder = owner("subscription to " + rows[index].signal)
            let held = treeChanges.first { change in
                change.afterStep >= rows[index].step && change.kind == .add
                    && (change.parentOwner == holder || change.childOwner == holder)
            }
            rows[index].disposable = held.map { $0.parentOwner == holder ? Held(id: $0.parent, className: $0.parentClass) : Held(id: $0.child, className: $0.childClass) }
        }
    }

    /// Who subscribed, in `locale`'s words: `block 6 (bind.didSubscribe)`, or your code.
    static func by(_ row: Row, in locale: SiteLocale) -> String {
        guard let block = row.by else { return locale[.chainYourCode] }
        if let number = block.number { return locale.format(.narrateNumberedBlock, ["n": String(number), "name": block.name]) }
        return locale.format(.narrateNamedBlock, ["name": block.name])
    }

    /// The figure as SVG; `id` (unique on the page) names its title and description.
    func svg(id: String, locale: SiteLocale) -> String {
        func named(_ object: String, _ className: String?) -> String {
            className.map { locale.format(.jsObjectAndClass, ["object": object, "class": $0]) } ?? object
        }
        let signals = rows.map { named($0.signal, $0.signalClass) }
        let passthroughs = rows.map { $0.passthrough.map { named($0, "RACPassthroughSubscriber") } }
        let subscribers = rows.map { named($0.subscriber, $0.subscriberClass) }
        let disposables = rows.map { $0.disposable.map { named($0.id, $0.className) } }
        let bys = rows.map { locale.format(.chainBy, ["n": String($0.step), "by": Self.by($0, in: locale)]) }
        func column(_ texts: [String?]) -> Int { texts.compactMap { $0 }.map(FigureSVG.textWidth).max().map { $0 + 2 * FigureSVG.padding } ?? 0 }
        let gap = 32, left = 8, rowHeight = 60
        let signalX = left, signalWidth = column(signals)
        let passX = signalX + signalWidth + gap, passWidth = column(passthroughs)
        let subX = passX + passWidth + (passWidth > 0 ? gap : 0), subWidth = column(subscribers)
        let disposableX = subX + subWidth + gap, disposableWidth = column(disposables)
        var drawing = FigureSVG()
        var sentences: [String] = []
        for (index, row) in rows.enumerated() {
            let top = 8 + index * rowHeight, boxTop = top + 22, middle = boxTop + FigureSVG.boxHeight / 2
            drawing.label(x: left, y: top + 14, text: bys[index], className: "by")
            drawing.box(x: signalX, y: boxTop, width: signalWidth, text: signals[index], className: "signal")
            if let passthrough = passthroughs[index] {
                drawing.arrow(from: signalX + signalWidth, to: passX, y: middle)
                drawing.box(x: passX, y: boxTop, width: passWidth, text: passthrough, className: "passthrough")
                drawing.arrow(from: passX + passWidth, to: subX, y: middle)
            } else {
                drawing.arrow(from: signalX + signalWidth, to: subX, y: middle)
            }
            drawing.box(x: subX, y: boxTop, width: subWidth, text: subscribers[index], className: "subscriber")
            if let disposable = disposables[index] {
                // The subscription (the passthrough, where there is one) is what the disposable ends.
                let from = passthroughs[index] == nil ? subX + subWidth : passX + passWidth / 2
                drawing.line("M\(from) \(boxTop + FigureSVG.boxHeight) V\(boxTop + FigureSVG.boxHeight + 4) H\(disposableX + 12) V\(boxTop + FigureSVG.boxHeight)",
                             className: "holds")
                drawing.box(x: disposableX, y: boxTop, width: disposableWidth, text: disposable, className: "disposable")
            }
            var sentence = locale.format(.chainRow, ["n": String(row.step), "by": Self.by(row, in: locale),
                                                     "subscriber": subscribers[index], "signal": signals[index]])
            if let passthrough = passthroughs[index] { sentence += locale.format(.chainThrough, ["passthrough": passthrough]) }
            if let disposable = disposables[index] { sentence += locale.format(.chainHeld, ["disposable": disposable]) }
            sentences.append(sentence + locale[.sentenceEnd])
        }
        let width = max(disposableX + disposableWidth, left + (bys.map(FigureSVG.textWidth).max() ?? 0)) + left
        return drawing.svg(className: "chain", id: id, width: width, height: 8 + rows.count * rowHeight + 4,
                           title: locale[.chainTitle], description: sentences.joined().trimmingCharacters(in: .whitespaces))
    }
}
