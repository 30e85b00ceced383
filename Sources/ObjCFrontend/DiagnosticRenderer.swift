/// Prints diagnostics in clang's format:
///
/// ```
/// file.m:3:29: error: expected ';' after expression
///     [subscriber sendNext:@1]
///                             ^
/// ```
///
/// The source line is printed as written; the caret line keeps tabs as tabs and gives East Asian
/// wide characters two columns, so the caret sits under the right character in a terminal even
/// though the reported column counts UTF-8 bytes.
public struct DiagnosticRenderer: Sendable {
    /// Whether to print a fix-it's replacement text on a line under the caret, as clang does.
    public var showsFixIts: Bool

    public init(showsFixIts: Bool = false) {
        self.showsFixIts = showsFixIts
    }

    /// Every diagnostic and its notes, each block ending in a newline.
    public func render(_ diagnostics: [Diagnostic], in file: SourceFile) -> String {
        diagnostics.map { render($0, in: file) }.joined()
    }

    public func render(_ diagnostic: Diagnostic, in file: SourceFile) -> String {
        var output = block(diagnostic.severity, diagnostic.message, diagnostic.range, in: file,
                           fixIt: showsFixIts ? diagnostic.fixIt : nil)
        for note in diagnostic.notes {
            output += block(.note, note.message, note.range, in: file, fixIt: nil)
        }
        return output
    }

    private func block(_ severity: DiagnosticSeverity, _ message: String, _ range: SourceRange,
                       in file: SourceFile, fixIt: Diagnostic.FixIt?) -> String {
        let location = file.location(of: range.start)
        // A message of several lines (verify's diff of expected and actual text) keeps its
        // first line in the `file:line:col:` header, which tools parse line by line, and
        // shows the rest after the source line and caret.
        let messageLines = message.split(separator: "\n", omittingEmptySubsequences: false)
        let explanation = messageLines.dropFirst().map { $0 + "\n" }.joined()
        var lines = ["\(file.path):\(location.line):\(location.column): \(severity.rawValue): \(messageLines[0])"]
        // A file with no text (one that could not be read) has no line to show.
        guard !file.bytes.isEmpty, let lineRange = file.lineRange(location.line) else {
            return lines.joined(separator: "\n") + "\n" + explanation
        }
        lines.append(file.text(in: lineRange))
        let indent = Self.indentation(file.text(in: SourceRange(start: lineRange.start, end: range.start)))
        let underlined = file.text(in: SourceRange(start: range.start, end: min(range.end, lineRange.end)))
        let tildes = max(0, Self.width(of: underlined) - 1)
        lines.append(indent + "^" + String(repeating: "~", count: tildes))
        if let fixIt, !fixIt.replacement.contains("\n") {
            let fixIndent = Self.indentation(file.text(in: SourceRange(start: lineRange.start, end: fixIt.range.start)))
            lines.append(fixIndent + fixIt.replacement)
        }
        return lines.joined(separator: "\n") + "\n" + explanation
    }

    /// Blanks the width of `prefix`, keeping tabs so the terminal expands them the same way.
    private static func indentation(_ prefix: String) -> String {
        var result = ""
        for scalar in prefix.unicodeScalars {
            if scalar == "\t" {
                result += "\t"
            } else {
                result += String(repeating: " ", count: isWide(scalar) ? 2 : 1)
            }
        }
        return result
    }

    private static func width(of text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + (isWide($1) ? 2 : 1) }
    }

    /// The East Asian wide and full-width ranges a terminal draws two cells wide.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }
}
