/// The longest common subsequence of two sequences, as the pairs of indices it matches, in
/// order: Myers' O((N+M)·D) difference algorithm, which is fast when the sequences mostly
/// agree (two runs of one snippet under two RACs, or two close snippets).
///
/// Walking back needs each round's furthest points, O(D²) in all; past `maxDifferences`
/// (two stretches with almost nothing in common), only the common prefix and suffix are
/// matched, so memory stays bounded whatever the runs.
public enum SequenceAlignment {
    public static let maxDifferences = 2_000

    public static func matches<Element: Equatable>(_ a: [Element], _ b: [Element]) -> [(Int, Int)] {
        let n = a.count, m = b.count
        guard n + m > 0 else { return [] }
        // rounds[d][k + d]: the furthest x on diagonal k (x - y) after d differences.
        var rounds: [[Int]] = []
        var previous: [Int] = []
        search: for d in 0...(n + m) {
            guard d <= maxDifferences else { return prefixAndSuffix(a, b) }
            var round = [Int](repeating: 0, count: 2 * d + 1)
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if d == 0 {
                    x = 0
                } else if k == -d || (k != d && previous[k - 1 + (d - 1)] < previous[k + 1 + (d - 1)]) {
                    x = previous[k + 1 + (d - 1)] // down: one more of b
                } else {
                    x = previous[k - 1 + (d - 1)] + 1 // right: one more of a
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] {
                    x += 1
                    y += 1
                }
                round[k + d] = x
                if x >= n, y >= m {
                    rounds.append(round)
                    break search
                }
            }
            rounds.append(round)
            previous = round
        }
        // Walk back from (n, m) through each round, collecting the diagonal runs.
        var pairs: [(Int, Int)] = []
        var x = n, y = m
        for d in stride(from: rounds.count - 1, through: 0, by: -1) {
            let k = x - y
            var startX = 0, startY = 0
            if d > 0 {
                let last = rounds[d - 1]
                let previousK = (k == -d || (k != d && last[k - 1 + (d - 1)] < last[k + 1 + (d - 1)])) ? k + 1 : k - 1
                let previousX = last[previousK + (d - 1)]
                // The edit that led from the previous round's end to this round's start.
                startX = previousK == k + 1 ? previousX : previousX + 1
                startY = startX - k
                while x > startX, y > startY {
                    x -= 1
                    y -= 1
                    pairs.append((x, y))
                }
                x = previousX
                y = previousX - previousK
            } else {
                while x > 0, y > 0 {
                    x -= 1
                    y -= 1
                    pairs.append((x, y))
                }
            }
        }
        return pairs.reversed()
    }

    private static func prefixAndSuffix<Element: Equatable>(_ a: [Element], _ b: [Element]) -> [(Int, Int)] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        return (0..<prefix).map { ($0, $0) } + (0..<suffix).reversed().map { (a.count - 1 - $0, b.count - 1 - $0) }
    }
}
