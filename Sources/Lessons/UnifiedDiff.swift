/// A unified diff of two texts, line by line, with three lines of context.
public enum UnifiedDiff {
    public static func render(expected: String, actual: String,
                              expectedName: String = "expected", actualName: String = "actual") -> String {
        let a = LessonLoader.splitLines(expected)
        let b = LessonLoader.splitLines(actual)
        let edits = script(a, b)
        guard edits.contains(where: { $0.kind != .same }) else { return "" }
        var text = "--- \(expectedName)\n+++ \(actualName)\n"
        // Group edits into hunks: changes plus up to 3 lines of context, merged when close.
        let context = 3
        var index = 0
        while index < edits.count {
            guard let change = edits[index...].firstIndex(where: { $0.kind != .same }) else { break }
            let start = max(index, change - context)
            var end = change
            var sameRun = 0
            var cursor = change
            while cursor < edits.count {
                if edits[cursor].kind == .same {
                    sameRun += 1
                    if sameRun > 2 * context { break }
                } else {
                    sameRun = 0
                    end = cursor
                }
                cursor += 1
            }
            let stop = min(edits.count, end + context + 1)
            let hunk = edits[start..<stop]
            let aStart = hunk.first!.aLine, bStart = hunk.first!.bLine
            let aCount = hunk.filter { $0.kind != .insert }.count
            let bCount = hunk.filter { $0.kind != .delete }.count
            text += "@@ -\(range(aStart, aCount)) +\(range(bStart, bCount)) @@\n"
            for edit in hunk {
                switch edit.kind {
                case .same: text += " " + a[edit.aLine - 1] + "\n"
                case .delete: text += "-" + a[edit.aLine - 1] + "\n"
                case .insert: text += "+" + b[edit.bLine - 1] + "\n"
                }
            }
            index = stop
        }
        return text
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start - 1),0" : "\(start),\(count)"
    }

    struct Edit {
        enum Kind { case same, delete, insert }
        var kind: Kind
        /// 1-based positions in each text (the next line, for inserts/deletes on the other side).
        var aLine: Int
        var bLine: Int
    }

    /// A shortest edit script by longest common subsequence, after trimming the common
    /// prefix and suffix (traces usually differ in one stretch).
    static func script(_ a: [String], _ b: [String]) -> [Edit] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix,
              a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let ma = Array(a[prefix..<(a.count - suffix)]), mb = Array(b[prefix..<(b.count - suffix)])
        var edits = (0..<prefix).map { Edit(kind: .same, aLine: $0 + 1, bLine: $0 + 1) }
        // The table is (n+1)·(m+1); past a few million cells, fall back to delete-then-insert.
        if ma.count * mb.count > 4_000_000 {
            edits += ma.indices.map { Edit(kind: .delete, aLine: prefix + $0 + 1, bLine: prefix + 1) }
            edits += mb.indices.map { Edit(kind: .insert, aLine: prefix + ma.count + 1, bLine: prefix + $0 + 1) }
        } else {
            let n = ma.count, m = mb.count
            var lcs = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    lcs[i][j] = ma[i] == mb[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
                }
            }
            var i = 0, j = 0
            while i < n || j < m {
                if i < n, j < m, ma[i] == mb[j] {
                    edits.append(Edit(kind: .same, aLine: prefix + i + 1, bLine: prefix + j + 1)); i += 1; j += 1
                } else if i < n, j == m || lcs[i + 1][j] >= lcs[i][j + 1] {
                    edits.append(Edit(kind: .delete, aLine: prefix + i + 1, bLine: prefix + j + 1)); i += 1
                } else {
                    edits.append(Edit(kind: .insert, aLine: prefix + i + 1, bLine: prefix + j + 1)); j += 1
                }
            }
        }
        let aEnd = a.count - suffix, bEnd = b.count - suffix
        edits += (0..<suffix).map { Edit(kind: .same, aLine: aEnd + $0 + 1, bLine: bEnd + $0 + 1) }
        return edits
    }
}
