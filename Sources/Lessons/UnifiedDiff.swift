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

    /// The edit script of the alignment both diffs share (`SequenceAlignment`: the standard
    /// library's `CollectionDifference`), as a walk through both texts: at each place the lines
    /// `a` loses come before the lines `b` gains.
    static func script(_ a: [String], _ b: [String]) -> [Edit] {
        var edits: [Edit] = []
        var i = 0, j = 0
        for (matchA, matchB) in SequenceAlignment.matches(a, b) + [(a.count, b.count)] {
            while i < matchA { edits.append(Edit(kind: .delete, aLine: i + 1, bLine: j + 1)); i += 1 }
            while j < matchB { edits.append(Edit(kind: .insert, aLine: i + 1, bLine: j + 1)); j += 1 }
            if matchA < a.count, matchB < b.count { edits.append(Edit(kind: .same, aLine: i + 1, bLine: j + 1)) }
            i = matchA + 1
            j = matchB + 1
        }
        return edits
    }
}
