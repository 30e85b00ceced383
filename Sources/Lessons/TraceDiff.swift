import Foundation
import RACTrace

/// Two recorded runs set side by side (`racstep diff`, and a lesson's `compare=` fence on the
/// site): two snippets, or one snippet under two RACs.
///
/// The runs are aligned first on what a reader sees in both: the snippet's own blocks (by
/// name and the text of the line they are written on, so two snippets that share code align
/// even where their line numbers differ) and the printed output. Between two such anchors,
/// RAC's own steps are aligned by what they say, with the RAC and RACCore locations left out
/// (they differ between versions by design). Whatever either run has that the other lacks
/// is a divergence; the first is named.
public struct TraceDiff {
    /// One run: a title for the header, its steps and the snippet's lines.
    public struct Side {
        public var title: String
        public var steps: [RACTraceStep]
        public var sourceLines: [String]

        public init(title: String, steps: [RACTraceStep], sourceLines: [String]) {
            self.title = title
            self.steps = steps
            self.sourceLines = sourceLines
        }
    }

    /// One line of the listing: a step of both runs (`a` and `b` index `steps`), or of one.
    public struct Row: Equatable, Sendable {
        public enum Mark: String, Sendable { case same = "=", onlyA = "<", onlyB = ">" }
        public var mark: Mark
        public var a: Int?
        public var b: Int?
    }

    public let a: Side
    public let b: Side
    public let rows: [Row]

    public init(_ a: Side, _ b: Side) {
        self.a = a
        self.b = b
        let anchorsA = a.steps.indices.filter { Self.anchorKey(a, $0) != nil }
        let anchorsB = b.steps.indices.filter { Self.anchorKey(b, $0) != nil }
        let matched = SequenceAlignment.matches(anchorsA.map { Self.anchorKey(a, $0)! }, anchorsB.map { Self.anchorKey(b, $0)! })
        var rows: [Row] = []
        var nextA = 0, nextB = 0
        // Each gap before a shared anchor (and after the last) is aligned on its own.
        for (i, j) in matched.map({ (anchorsA[$0.0], anchorsB[$0.1]) }) + [(a.steps.count, b.steps.count)] {
            rows += Self.gap(a, nextA..<i, b, nextB..<j)
            if i < a.steps.count, j < b.steps.count { rows.append(Row(mark: .same, a: i, b: j)) }
            nextA = i + 1
            nextB = j + 1
        }
        self.rows = rows
    }

    /// The first place the runs part: the first row that is not in both, with the other run's
    /// step there (its first of its own before the runs meet again), if it has one.
    public var firstDivergence: Row? {
        guard let index = rows.firstIndex(where: { $0.mark != .same }) else { return nil }
        var first = rows[index]
        for other in rows[(index + 1)...] {
            if other.mark == .same { break }
            if first.a == nil, let a = other.a { first.a = a; break }
            if first.b == nil, let b = other.b { first.b = b; break }
        }
        return first
    }

    /// Each run's step once the rows through `row` are taken, as a player stepped along the
    /// rows shows it: its last step among them (nil: it has taken none yet). Where a row is
    /// the other run's alone, this run stays on its step before.
    public func steps(through row: Int) -> (a: Int?, b: Int?) {
        let taken = rows[...row]
        return (taken.last(where: { $0.a != nil })?.a, taken.last(where: { $0.b != nil })?.b)
    }

    /// A step a reader sees in the snippet: a block of the snippet's own, entered or left (by
    /// name and line text), or a line printed. Nil for RAC's own steps.
    public static func anchorKey(_ side: Side, _ index: Int) -> String? {
        let step = side.steps[index]
        switch step.event {
        case .log(let text): return "log \(text)"
        case .enter(let block) where block.isUser, .exit(let block) where block.isUser:
            let text = step.line.flatMap { $0 >= 1 && $0 <= side.sourceLines.count ? side.sourceLines[$0 - 1] : nil }
            return "\(step.kind.rawValue) \(block.name) \(text?.trimmingCharacters(in: .whitespaces) ?? "")"
        default: return nil
        }
    }

    /// What a step says, without where RAC and RACCore write it, at its depth: what two runs
    /// must share for a step to be the same in both.
    public static func key(_ step: RACTraceStep) -> String {
        var bare = step
        switch bare.event {
        case .enter(var block):
            block.rac = nil
            block.engine = nil
            bare.event = .enter(block)
        case .exit(var block):
            block.rac = nil
            block.engine = nil
            bare.event = .exit(block)
        default: break
        }
        return "\(step.depth) \(RACTraceTextFormat.describe(bare))"
    }

    /// The rows of two stretches of steps between anchors, aligned step by step.
    private static func gap(_ a: Side, _ rangeA: Range<Int>, _ b: Side, _ rangeB: Range<Int>) -> [Row] {
        let keysA = rangeA.map { key(a.steps[$0]) }, keysB = rangeB.map { key(b.steps[$0]) }
        var rows: [Row] = []
        var i = 0, j = 0
        for (mi, mj) in SequenceAlignment.matches(keysA, keysB) + [(keysA.count, keysB.count)] {
            while i < mi { rows.append(Row(mark: .onlyA, a: rangeA.lowerBound + i, b: nil)); i += 1 }
            while j < mj { rows.append(Row(mark: .onlyB, a: nil, b: rangeB.lowerBound + j)); j += 1 }
            if mi < keysA.count, mj < keysB.count {
                rows.append(Row(mark: .same, a: rangeA.lowerBound + mi, b: rangeB.lowerBound + mj))
            }
            i = mi + 1
            j = mj + 1
        }
        return rows
    }
}
