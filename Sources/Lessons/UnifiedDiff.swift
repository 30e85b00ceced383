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

    /// The edit script the standard library's `CollectionDifference` (Myers' shortest edit
    /// script) gives, as a walk through both texts: at each place the lines `a` loses come
    /// before the lines `b` gains. The common prefix and suffix are trimmed first (traces
    /// usually differ in one stretch), so the limit below bounds only the differing stretch.
    static func script(_ a: [String], _ b: [String]) -> [Edit] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix,
              a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let ma = a[prefix..<(a.count - suffix)], mb = b[prefix..<(b.count - suffix)]
        var edits = (0..<prefix).map { Edit(kind: .same, aLine: $0 + 1, bLine: $0 + 1) }
        // Myers keeps one vector per edit distance d, of 2d+1 entries: past a few thousand
        // differing lines that is hundreds of megabytes, so fall back to delete-then-insert.
        var removed = Set<Int>(), inserted = Set<Int>()
        if ma.count + mb.count > 4_000 {
            removed = Set(ma.indices)
            inserted = Set(mb.indices)
        } else {
            for change in mb.difference(from: ma) {
                switch change {
                case .remove(let offset, _, _): removed.insert(prefix + offset)
                case .insert(let offset, _, _): inserted.insert(prefix + offset)
                }
            }
        }
        var i = prefix, j = prefix
        let aEnd = a.count - suffix, bEnd = b.count - suffix
        while i < aEnd || j < bEnd {
            if i < aEnd, removed.contains(i) {
                edits.append(Edit(kind: .delete, aLine: i + 1, bLine: j + 1)); i += 1
            } else if j < bEnd, inserted.contains(j) {
                edits.append(Edit(kind: .insert, aLine: i + 1, bLine: j + 1)); j += 1
            } else {
                edits.append(Edit(kind: .same, aLine: i + 1, bLine: j + 1)); i += 1; j += 1
            }
        }
        edits += (0..<suffix).map { Edit(kind: .same, aLine: aEnd + $0 + 1, bLine: bEnd + $0 + 1) }
        return edits
    }
}
