import Foundation

/// A lesson's links to other lessons, and the lesson numbers it must not write by hand.
///
/// A lesson names another by linking its file: `[lesson](21-rac25-vs-reactiveobjc.md)`
/// (`[Lesson](…)` to start a sentence, `[](…)` in Chinese, or any text of its own). The site
/// renders the link with the target's number and title in the page's language
/// (`LessonLinks.resolving`), so the numbers follow the contents' order. A link to a
/// lesson that does not exist, and a number written by hand ("lesson 6", "第 6 课") — which
/// went stale the day the numbering changed — are errors.
public enum LessonReferences {
    /// One link to a lesson: the target's slug and where the target begins (1-based, characters).
    public struct Reference: Sendable, Equatable {
        public var target: String
        public var line: Int
        public var column: Int
    }

    /// `](NN-slug.md)` or `](NN-slug.md#anchor)`: the destination of a Markdown link to a lesson.
    /// `nonisolated(unsafe)`: a `Regex` is not `Sendable`, but a literal never changes and compiles once, atomically.
    nonisolated(unsafe) private static let link = #/\]\((\d+-[A-Za-z0-9_-]+)\.md(?:#[^)\s]*)?\)/#
    /// "lesson 6", "Lessons 6–18", "第 6 课", "第 11、12 课".
    /// `nonisolated(unsafe)`: a `Regex` is not `Sendable`, but a literal never changes and compiles once, atomically.
    nonisolated(unsafe) static let handWritten = #/\b[Ll]essons?\s+\d+|第\s*\d[\d\s–、，,和与-]*课/#

    /// Every link to a lesson in the prose, in order.
    public static func references(in lesson: Lesson) -> [Reference] {
        references(inProse: proseLines(of: lesson))
    }

    /// The links in `lines` (`proseLines`). The pattern is tried only on lines with a `](`
    /// and a `.md`: this check and the next, a `Regex` on every line of every lesson, were a
    /// twelfth of a site build, and most prose lines link to RAC's source. The checks look at
    /// the line's bytes (Foundation's `contains` was a sixteenth), and only a line that passes
    /// has its code blanked.
    private static func references(inProse lines: [(Int, String)]) -> [Reference] {
        lines.filter { holds($0.1, "](") && holds($0.1, ".md") }.flatMap { line, raw in
            let text = blankingCode(raw)
            return text.matches(of: link).map { match in
                let target = match.output.1
                return Reference(target: String(target), line: line, column: text.distance(from: text.startIndex, to: target.startIndex) + 1)
            }
        }
    }

    /// The links to lessons that are not among `lessonSlugs` (the lessons of the lesson's own
    /// edition), and the lesson numbers written by hand, as problems located in the lesson.
    public static func problems(_ lesson: Lesson, lessonSlugs: Set<String>) -> [LessonVerifier.Problem] {
        let lines = proseLines(of: lesson)
        var found: [(line: Int, column: Int, message: LessonMessage)] = references(inProse: lines)
            .filter { !lessonSlugs.contains($0.target) }
            .map { ($0.line, $0.column, .unknownLessonReference($0.target + ".md")) }
        // Only lines that could write a number by hand are searched (`mayNumber`).
        for (line, raw) in lines where mayNumber(raw) {
            let text = blankingCode(raw)
            for match in text.matches(of: handWritten) {
                found.append((line, text.distance(from: text.startIndex, to: match.range.lowerBound) + 1,
                              .handWrittenLessonNumber(String(match.output))))
            }
        }
        let file = lesson.sourceFile
        return found.sorted { ($0.line, $0.column) < ($1.line, $1.column) }.map {
            LessonVerifier.Problem($0.message, line: $0.line, column: $0.column, in: file)
        }
    }

    /// The slugs of the lessons in `lesson`'s directory: what its links may name.
    public static func slugsBeside(_ lesson: Lesson) -> Set<String> {
        let directory = (lesson.file as NSString).deletingLastPathComponent
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory)) ?? []
        return Set(names.filter(LessonLoader.isLessonFileName).map { String($0.dropLast(3)) })
    }

    /// The prose's lines with their 1-based line numbers: outside fences, and the snippets'
    /// questions (`SnippetQuestion`), which are prose the site shows in another place. A link
    /// or a number in inline code is not prose: a line that could hold one is searched with its
    /// code blanked (`blankingCode`). `StepLinks` reads the same lines.
    static func proseLines(of lesson: Lesson) -> [(Int, String)] {
        var lines: [(Int, String)] = []
        // A snippet's question, and a task's words and reveal, are prose too.
        let texts: [(String, Int)] = lesson.segments.flatMap { segment -> [(String, Int)] in
            switch segment {
            case .markdown(let text, let firstLine): [(text, firstLine)]
            case .task(let index): [(lesson.tasks[index].words, lesson.tasks[index].wordsLine),
                                    (lesson.tasks[index].reveal, lesson.tasks[index].revealLine)]
            case .snippet(let index):
                lesson.snippets[index].question.map { question in
                    [(question.lineRange.map { lesson.lines[$0] }.joined(separator: "\n"), question.lineRange.lowerBound + 1)]
                } ?? []
            }
        }
        for (text, firstLine) in texts {
            var fence: Fence?
            for (offset, line) in LessonLoader.splitLines(text).enumerated() {
                if let open = fence {
                    let rest = line.drop { $0 == " " }
                    let run = rest.prefix { $0 == open.character }.count
                    if run >= open.length, rest.dropFirst(run).allSatisfy(\.isWhitespace) { fence = nil }
                    continue
                }
                if let opening = Fence(opening: line, line: firstLine + offset) {
                    fence = opening
                    continue
                }
                lines.append((firstLine + offset, line))
            }
        }
        return lines
    }

    /// Whether `text`'s UTF-8 bytes hold `part`'s. Neither Foundation's `contains` nor the
    /// standard library's generic one is cheap enough for every line of every lesson.
    static func holds(_ text: String, _ part: StaticString) -> Bool {
        var text = text
        let wanted = UnsafeBufferPointer(start: part.utf8Start, count: part.utf8CodeUnitCount)
        return text.withUTF8 { bytes in
            guard let first = wanted.first, bytes.count >= wanted.count else { return false }
            for start in 0...(bytes.count - wanted.count) where bytes[start] == first {
                if bytes[start..<(start + wanted.count)].elementsEqual(wanted) { return true }
            }
            return false
        }
    }

    /// Whether `text`, its code blanked, could hold a match of `handWritten`: a "esson" or
    /// "essons" followed by a space, a backtick (blanked, a space) or a byte of a non-ASCII
    /// character (which may be a Unicode space), or a "第" and a "课". Most lines that say
    /// "lesson" are links (`[lesson](…)`), and the `Regex`, with its Unicode word boundaries,
    /// cost a tenth of loading the lessons on each of them.
    static func mayNumber(_ text: String) -> Bool {
        if holds(text, "第") && holds(text, "课") { return true }
        var text = text
        let lesson: StaticString = "esson"
        let wanted = UnsafeBufferPointer(start: lesson.utf8Start, count: lesson.utf8CodeUnitCount)
        return text.withUTF8 { bytes in
            guard bytes.count > wanted.count else { return false }
            for start in 0..<(bytes.count - wanted.count) where bytes[start] == wanted[0] {
                guard bytes[start..<(start + wanted.count)].elementsEqual(wanted) else { continue }
                var next = start + wanted.count
                if next < bytes.count, bytes[next] == UInt8(ascii: "s") { next += 1 }
                guard next < bytes.count else { return false }
                let byte = bytes[next]
                if byte >= 0x80 || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "`") || (0x09...0x0D).contains(byte) { return true }
            }
            return false
        }
    }

    /// `line` with each inline code span's characters replaced by spaces (same length, so
    /// columns hold).
    static func blankingCode(_ line: String) -> String {
        guard holds(line, "`") else { return line }
        var result = "", inCode = false
        for character in line {
            if character == "`" {
                inCode.toggle()
                result.append(" ")
            } else {
                result.append(inCode ? " " : character)
            }
        }
        return result
    }
}
