import ObjCFrontend

/// The frontend's `Highlighter` spans as HTML, one string per source line: each span is
/// escaped and wrapped in `<span class="hl-KIND">`, and a span crossing lines (a block
/// comment, a run of whitespace) is closed at each line end and reopened on the next, so
/// every line of the listing stands on its own.
public enum SourceHighlighting {
    public static func lines(_ source: String) -> [String] {
        let file = SourceFile(path: "snippet", text: source)
        var lines: [String] = [""]
        for span in Highlighter.highlight(file) {
            let start = max(0, min(span.range.start, file.bytes.count))
            let end = max(start, min(span.range.end, file.bytes.count))
            // The span's lines, split at its bytes: a `\n` is a character of its own unless a
            // `\r` of the span comes before it (`\r\n` is one), as splitting its `Character`s
            // split it, without breaking graphemes.
            var pieces: [Range<Int>] = []
            var from = start
            for index in start..<end where file.bytes[index] == UInt8(ascii: "\n") && !(index > start && file.bytes[index - 1] == UInt8(ascii: "\r")) {
                pieces.append(from..<index)
                from = index + 1
            }
            pieces.append(from..<end)
            for (index, piece) in pieces.enumerated() {
                if index > 0 { lines.append("") }
                guard !piece.isEmpty else { continue }
                let escaped = HTML.escape(String(decoding: file.bytes[piece], as: UTF8.self))
                lines[lines.count - 1] += span.kind == .whitespace ? escaped : "<span class=\"hl-\(span.kind.rawValue)\">\(escaped)</span>"
            }
        }
        // A final newline ends the last line rather than starting an empty one.
        if source.hasSuffix("\n"), lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Source line → the numbers of the labelled blocks whose `^` is on it
    /// (`BlockLabel.placements`): the badges a lesson's listing gives a snippet's blocks, known
    /// before it runs. A run badges only the blocks it entered (`SnippetWeaver.badges`).
    public static func labelledBlocks(_ source: String) -> [Int: [Int]] {
        var badges: [Int: [Int]] = [:]
        for placement in BlockLabel.placements(in: SourceFile(path: "snippet", text: source))
        where !(badges[placement.line]?.contains(placement.number) ?? false) {
            badges[placement.line, default: []].append(placement.number)
        }
        return badges
    }
}
