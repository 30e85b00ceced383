import Testing
import ObjCFrontend
@testable import Lessons

/// A fence's content placed back in its lesson: the lesson's line from the fence on, the column
/// moved by the indentation the loader took off, in UTF-8 bytes as clang counts.
@Suite struct FencePlacementTests {
    /// A snippet in a list item: its fence on line 2, indented two spaces, which the loader
    /// strips from every line (the third line keeps two of its four).
    static let lesson = SourceFile(path: "l.md", text: "1. Item:\n  ```objc run\n  NSLog(@\"中\");\n    x;\n  ```\n")
    static let content = SourceFile(path: "l.md#snippet-1", text: "NSLog(@\"中\");\n  x;\n")
    static let placement = FencePlacement(content: content, lesson: lesson, firstLine: 3)

    @Test func aColumnMovesByTheStrippedIndentation() throws {
        // `)` is byte 12 of the content (NSLog(@" is 8 bytes, 中 3, " 1): column 13, and
        // column 15 of the lesson's line 3 behind its two spaces.
        let offset = try #require(Self.content.text.utf8.firstIndex(of: UInt8(ascii: ")")))
        let mapped = Self.placement.lessonOffset(Self.content.text.utf8.distance(from: Self.content.text.utf8.startIndex, to: offset))
        #expect(Self.lesson.location(of: mapped) == SourceLocation(line: 3, column: 15))
        // `x` on the content's line 2 (which starts at byte 15, after the 14 bytes of line 1 and
        // its newline) keeps two of the lesson's four spaces: byte 17, column 3 there, 5 here.
        #expect(Self.lesson.location(of: Self.placement.lessonOffset(17)) == SourceLocation(line: 4, column: 5))
    }

    @Test func theEndOfTheContentIsTheClosingFence() {
        // A parser reports a missing `]` at the end of the text: the line after the content's
        // last, which is the closing fence, at its backticks (column 3).
        #expect(Self.lesson.location(of: Self.placement.lessonOffset(Self.content.bytes.count)) == SourceLocation(line: 5, column: 3))
        #expect(Self.lesson.location(of: Self.placement.lessonOffset(line: 3)) == SourceLocation(line: 5, column: 3))
    }

    @Test func aDiagnosticMovesWithItsNotesAndFixIt() throws {
        // The content's `[x foo` (line 1 of a one-line snippet on the lesson's line 3): the
        // parser's ']' at the end (the closing fence) and its note at the '[' (3:3).
        let lesson = SourceFile(path: "l.md", text: "- a\n  ```objc run\n  [x foo\n  ```\n")
        let content = SourceFile(path: "l.md#snippet-1", text: "[x foo\n")
        let error = try #require(throws: DiagnosticError.self) { try Parser.parse(content) }
        var diagnostic = error.primary
        diagnostic.fixIt = Diagnostic.FixIt(range: SourceRange(start: 1, end: 2), replacement: "y")
        let mapped = FencePlacement(content: content, lesson: lesson, firstLine: 3).lessonDiagnostic(diagnostic)
        #expect(lesson.location(of: mapped.range.start) == SourceLocation(line: 4, column: 3))
        #expect(mapped.notes.map { lesson.location(of: $0.range.start) } == [SourceLocation(line: 3, column: 3)])
        #expect(mapped.fixIt.map { lesson.text(in: $0.range) } == "x")
    }
}
