/// One Objective-C source text with its display path and a line table.
///
/// The line table is built once so that every diagnostic and trace step can turn a byte offset into
/// a 1-based line and column without rescanning. Columns count UTF-8 bytes, as clang does, so a
/// Chinese comment earlier on a line moves the column by three per character.
public struct SourceFile: Hashable, Sendable {
    /// The name shown in diagnostics (`lesson.md`, `01-error-dispose.m`).
    public let path: String
    public let text: String
    /// The UTF-8 bytes of `text`; every `SourceRange` indexes into these.
    public let bytes: [UInt8]
    /// The offset at which each line starts; `lineStarts[0] == 0`.
    private let lineStarts: [Int]

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        self.bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        self.lineStarts = starts
    }

    public var lineCount: Int { lineStarts.count }

    /// The 1-based line and byte column of `offset`, clamped to the text.
    public func location(of offset: Int) -> SourceLocation {
        let offset = min(max(0, offset), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// The byte offset of a line's first character, or nil when the line does not exist.
    public func offset(ofLine line: Int) -> Int? {
        guard line >= 1, line <= lineStarts.count else { return nil }
        return lineStarts[line - 1]
    }

    /// The byte range of a 1-based line, without its line terminator (`\n` or `\r\n`).
    public func lineRange(_ line: Int) -> SourceRange? {
        guard let start = offset(ofLine: line) else { return nil }
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return SourceRange(start: start, end: end)
    }

    /// A line's text exactly as written, without its terminator; empty past the end.
    public func lineText(_ line: Int) -> String {
        guard let range = lineRange(line) else { return "" }
        return text(in: range)
    }

    /// The source text a range covers, clamped to the file.
    public func text(in range: SourceRange) -> String {
        let start = min(max(0, range.start), bytes.count)
        let end = min(max(start, range.end), bytes.count)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}
