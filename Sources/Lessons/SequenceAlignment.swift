/// A longest common subsequence of two sequences, as the pairs of indices it matches, in order:
/// what the standard library's `CollectionDifference` (Myers' shortest edit script) leaves
/// unchanged. The one alignment both diffs use: `TraceDiff` (two runs of one snippet under two
/// RACs, or two close snippets) and `UnifiedDiff` (an expectation block against a run).
///
/// The common prefix and suffix are matched first (runs usually part in one stretch). Myers
/// keeps one vector per edit distance d, of 2d+1 entries: past `maxDifferingElements` between
/// them that would be hundreds of megabytes, so such a stretch is left unmatched instead.
public enum SequenceAlignment {
    public static let maxDifferingElements = 4_000

    public static func matches<Element: Equatable>(_ a: [Element], _ b: [Element]) -> [(Int, Int)] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix,
              a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        var pairs = (0..<prefix).map { ($0, $0) }
        let middleA = a[prefix..<(a.count - suffix)], middleB = b[prefix..<(b.count - suffix)]
        if middleA.count + middleB.count <= maxDifferingElements {
            var removed = Set<Int>(), inserted = Set<Int>()
            for change in middleB.difference(from: middleA) {
                switch change {
                case .remove(let offset, _, _): removed.insert(offset)
                case .insert(let offset, _, _): inserted.insert(offset)
                }
            }
            let keptA = middleA.indices.filter { !removed.contains($0 - prefix) }
            let keptB = middleB.indices.filter { !inserted.contains($0 - prefix) }
            pairs += zip(keptA, keptB).map { ($0, $1) }
        }
        return pairs + (a.count - suffix..<a.count).map { ($0, $0 - a.count + b.count) }
    }
}
