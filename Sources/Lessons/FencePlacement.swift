import ObjCFrontend

/// Where a fence's content lies in its lesson file, so a position in the content (a snippet's
/// diagnostic, an expectation block's line) is shown at the same character of the lesson.
///
/// The content's lines are the lesson's from `firstLine` on, each less the spaces the loader
/// took off (CommonMark strips up to the opening fence's indentation); columns count UTF-8
/// bytes on both sides, as clang's do.
struct FencePlacement {
    /// The content, as the snippet ran or the block was compared.
    var content: SourceFile
    var lesson: SourceFile
    /// The lesson's 1-based line holding the content's first line.
    var firstLine: Int

    /// The lesson offset of the content's `offset`. The line after the content's last (where
    /// a parser reports the end of the snippet) is the closing fence.
    func lessonOffset(_ offset: Int) -> Int {
        let location = content.location(of: offset)
        guard let lessonLine = lesson.lineRange(firstLine + location.line - 1) else { return lesson.bytes.count }
        let indentation = max(0, Self.leadingSpaces(lesson.text(in: lessonLine)) - Self.leadingSpaces(content.lineText(location.line)))
        return min(lessonLine.start + indentation + location.column - 1, lessonLine.end)
    }

    /// The lesson offset of the start of the content's 1-based `line`.
    func lessonOffset(line: Int) -> Int {
        lessonOffset(content.offset(ofLine: line) ?? content.bytes.count)
    }

    func lessonRange(_ range: SourceRange) -> SourceRange {
        SourceRange(start: lessonOffset(range.start), end: lessonOffset(range.end))
    }

    /// The diagnostic, its notes and its fix-it at the lesson's positions.
    func lessonDiagnostic(_ diagnostic: Diagnostic) -> Diagnostic {
        var mapped = diagnostic
        mapped.range = lessonRange(diagnostic.range)
        mapped.notes = diagnostic.notes.map { note in
            var note = note
            note.range = lessonRange(note.range)
            return note
        }
        mapped.fixIt = diagnostic.fixIt.map { Diagnostic.FixIt(range: lessonRange($0.range), replacement: $0.replacement) }
        return mapped
    }

    private static func leadingSpaces(_ line: String) -> Int {
        line.utf8.prefix { $0 == UInt8(ascii: " ") }.count
    }
}
