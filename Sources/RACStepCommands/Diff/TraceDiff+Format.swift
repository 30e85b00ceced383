import Foundation
import Lessons
import RACTrace

extension TraceDiff {
    /// The listing `racstep diff` prints: a header naming both runs and the first divergence,
    /// then one line per row: the mark (`=` both, `<` only a, `>` only b), the step numbers in
    /// a and b, and the step as a's (or b's) trace shows it, indented by its depth.
    ///
    /// ```
    /// a: x.m (ReactiveObjC)
    /// b: x.m --rac 2.5 (ReactiveCocoa 2.5)
    /// first divergence: a step 22 log "inner sends tick" | b step 22 log "completed"
    ///
    ///    a    b
    /// =  1    1  → block createSignal:  @2
    /// <  22      log "inner sends tick"  @5
    /// ```
    var text: String {
        var text = "a: \(a.title)\nb: \(b.title)\n"
        if let first = firstDivergence {
            text += "first divergence: \(describe(first, .a)) | \(describe(first, .b))\n"
        } else {
            text += "no divergence: the runs take the same steps (RAC's locations aside)\n"
        }
        text += "\n   a     b\n"
        for row in rows {
            let step = row.a.map { a.steps[$0] } ?? b.steps[row.b!]
            let number = { (index: Int?) in index.map { String($0 + 1) } ?? "" }
            text += row.mark.rawValue + " " + Self.padded(number(row.a), 5) + " " + Self.padded(number(row.b), 5) + " "
            text += String(repeating: "  ", count: step.depth) + Self.shown(step) + "\n"
        }
        return text
    }

    /// The same as one JSON document: `a` and `b` (title), `firstDivergence` (the steps of each
    /// run there, 1-based, or null when only the other run has one), and `rows`
    /// (`mark`, `a`, `b`, `text`).
    var json: String {
        func run(_ side: Side) -> [String: Any] { ["title": side.title, "steps": side.steps.count] }
        var document: [String: Any] = ["a": run(a), "b": run(b)]
        if let first = firstDivergence {
            document["firstDivergence"] = ["a": first.a.map { $0 + 1 } as Any, "b": first.b.map { $0 + 1 } as Any,
                                           "text": "\(describe(first, .a)) | \(describe(first, .b))"]
        } else {
            document["firstDivergence"] = NSNull()
        }
        document["rows"] = rows.map { row -> [String: Any] in
            let step = row.a.map { a.steps[$0] } ?? b.steps[row.b!]
            return ["mark": row.mark.rawValue, "a": row.a.map { $0 + 1 } as Any, "b": row.b.map { $0 + 1 } as Any,
                    "depth": step.depth, "text": Self.shown(step)]
        }
        let data = try! JSONSerialization.data(withJSONObject: Self.nullingNils(document), options: [.sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private enum Which { case a, b }

    /// `a step 22 log "…"`, or `a: nothing` where only the other run has a step there.
    private func describe(_ row: Row, _ which: Which) -> String {
        let (name, side, index) = which == .a ? ("a", a, row.a) : ("b", b, row.b)
        guard let index else { return "\(name): nothing" }
        return "\(name) step \(index + 1) \(Self.shown(side.steps[index]))"
    }

    /// A step as a trace line shows it, without its number and indentation.
    static func shown(_ step: RACTraceStep) -> String {
        RACTraceTextFormat.describe(step) + (step.line.map { "  @\($0)" } ?? "")
    }

    private static func padded(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    /// `Optional.none` boxed in `Any` as JSON's null.
    private static func nullingNils(_ value: Any) -> Any {
        if let dictionary = value as? [String: Any] { return dictionary.mapValues(nullingNils) }
        if let array = value as? [Any] { return array.map(nullingNils) }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map { nullingNils($0.value) } ?? NSNull()
    }
}
