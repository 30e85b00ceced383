import RACTrace
import RACCore
import ObjCFrontend

/// Runs a lesson's snippets and compares them with their expectation blocks.
public struct LessonVerifier {
    public var runner: SnippetRunner

    public init(runner: SnippetRunner) {
        self.runner = runner
    }

    /// The outcome of one snippet.
    public struct Result {
        public var lesson: Lesson
        public var snippet: Snippet
        /// Nil when the snippet failed to run.
        public var run: SnippetRun?
        public var problems: [Problem]
        public var passed: Bool { problems.isEmpty }
    }

    /// One thing wrong with a snippet: a diagnostic located in the lesson (at the expectation
    /// block, or at the snippet line that failed), then what explains it.
    public struct Problem: Error, CustomStringConvertible {
        public var diagnostic: Diagnostic
        /// The lesson's text, which `diagnostic` indexes.
        public var file: SourceFile
        /// The first divergence in domain terms (`step 9: expected block 7 to run, got block 10`).
        public var divergence: String?
        /// A unified diff of expected and actual text, or the snippet's own rendered diagnostic.
        public var detail: String

        public init(_ message: LessonMessage, line: Int, column: Int = 1, in lesson: Lesson,
                    divergence: String? = nil, detail: String = "") {
            file = lesson.sourceFile
            diagnostic = message.diagnostic(line: line, column: column, in: file)
            self.divergence = divergence
            self.detail = detail
        }

        public var description: String {
            var text = DiagnosticRenderer().render(diagnostic, in: file)
            if let divergence { text += "  \(divergence)\n" }
            if !detail.isEmpty { text += detail.hasSuffix("\n") ? detail : detail + "\n" }
            return text
        }
    }

    public func verify(_ lesson: Lesson) -> [Result] {
        lesson.snippets.map { verify($0, of: lesson) }
    }

    public func verify(_ snippet: Snippet, of lesson: Lesson) -> Result {
        let run: SnippetRun
        do {
            run = try runner.run(source: snippet.source, fileName: "\(lesson.file)#\(snippet.id)", numbering: lesson.numbering)
        } catch {
            return Result(lesson: lesson, snippet: snippet, run: nil, problems: [Self.runFailure(error, snippet, of: lesson)])
        }
        let problems = Self.expectationProblems(snippet, of: lesson, output: run.output, traceText: run.traceText)
        return Result(lesson: lesson, snippet: snippet, run: run, problems: problems)
    }

    /// A snippet that did not run, at the lesson line its error points to.
    public static func runFailure(_ error: Error, _ snippet: Snippet, of lesson: Lesson) -> Problem {
        if let failure = error as? SnippetFailure {
            // The snippet's column counts UTF-8 bytes in the fence's content; the lesson's line
            // also has the fence's indentation, and the lesson's columns count characters.
            let line = snippet.firstSourceLine + max(0, failure.line - 1)
            let sourceLines = LessonLoader.splitLines(snippet.source)
            let sourceLine = failure.line >= 1 && failure.line <= sourceLines.count ? sourceLines[failure.line - 1] : ""
            let lessonLine = line <= lesson.lines.count ? lesson.lines[line - 1] : sourceLine
            let before = String(decoding: sourceLine.utf8.prefix(max(0, failure.column - 1)), as: UTF8.self)
            return Problem(.snippetFailed(snippet.id), line: line, column: max(0, lessonLine.count - sourceLine.count) + before.count + 1,
                           in: lesson, detail: failure.message)
        }
        return Problem(.snippetFailed(snippet.id), line: snippet.fenceLine, in: lesson, detail: "\(error)")
    }

    /// How a run's output and trace text differ from the snippet's expectation blocks. Takes
    /// the texts rather than a run, so a result kept from an earlier build (the site's
    /// `SnippetCache`) is checked exactly as a fresh run is.
    public static func expectationProblems(_ snippet: Snippet, of lesson: Lesson, output: String, traceText: String) -> [Problem] {
        var problems: [Problem] = []
        if let expected = snippet.output, expected.text != output {
            problems.append(Problem(.outputMismatch(snippet.id), line: expected.fenceLine, in: lesson,
                                    divergence: Divergence.output(expected: expected.text, actual: output),
                                    detail: UnifiedDiff.render(expected: expected.text, actual: output)))
        }
        if let expected = snippet.trace, expected.text != traceText {
            problems.append(Problem(.traceMismatch(snippet.id), line: expected.fenceLine, in: lesson,
                                    divergence: Divergence.trace(expected: expected.text, actualText: traceText),
                                    detail: UnifiedDiff.render(expected: expected.text, actual: traceText)))
        }
        return problems
    }
}

/// The first place two runs part, said in the reader's terms.
public enum Divergence {
    public static func output(expected: String, actual: String) -> String? {
        let a = LessonLoader.splitLines(expected), b = LessonLoader.splitLines(actual)
        for index in 0..<max(a.count, b.count) {
            let want = index < a.count ? quoted(a[index]) : "end of output"
            let got = index < b.count ? quoted(b[index]) : "end of output"
            if want != got { return "line \(index + 1) of output: expected \(want), got \(got)" }
        }
        if expected.hasSuffix("\n") != actual.hasSuffix("\n") { return "output: expected the last line to \(expected.hasSuffix("\n") ? "" : "not ")end with a newline" }
        return nil
    }

    /// Compares expected trace text with the actual trace text, line by line.
    public static func trace(expected: String, actualText: String) -> String? {
        let a = LessonLoader.splitLines(expected), b = LessonLoader.splitLines(actualText)
        for index in 0..<max(a.count, b.count) {
            let want = index < a.count ? a[index] : nil
            let got = index < b.count ? b[index] : nil
            if want == got { continue }
            // The step number written on the line (the actual one when there is one).
            let step = (got ?? want).flatMap { TraceLine($0).step } ?? index + 1
            guard let want else { return "step \(step): expected the trace to end, got \(describe(got!))" }
            guard let got else { return "step \(step): expected \(describe(want)), but the trace ended" }
            let expectedLine = TraceLine(want), actualLine = TraceLine(got)
            if let wantBlock = expectedLine.enteredBlock, let gotBlock = actualLine.enteredBlock, wantBlock != gotBlock {
                return "step \(step): expected block \(wantBlock) to run, got block \(gotBlock)"
            }
            if let want = expectedLine.sentValue, let got = actualLine.sentValue, want.event == got.event,
               want.receiver == got.receiver, want.value != got.value {
                return "step \(step): expected \(want.event) \(quoted(want.value)), got \(quoted(got.value)) → \(got.receiver)"
            }
            if expectedLine.body == actualLine.body {
                if expectedLine.depth != actualLine.depth {
                    return "step \(step): expected nesting depth \(expectedLine.depth), got \(actualLine.depth) (\(actualLine.body))"
                }
                if expectedLine.sourceLine != actualLine.sourceLine {
                    return "step \(step): expected source line \(expectedLine.sourceLine ?? "none"), got \(actualLine.sourceLine ?? "none") (\(actualLine.body))"
                }
            }
            return "step \(step): expected \(quoted(expectedLine.body)), got \(quoted(actualLine.body))"
        }
        return nil
    }

    private static func describe(_ line: String) -> String { quoted(TraceLine(line).body) }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// A line of `RACTraceTextFormat` text taken apart: `  12      → block 10 … @3`.
    struct TraceLine {
        var step: Int?
        var depth: Int
        var body: String
        var sourceLine: String?

        init(_ text: String) {
            let numbered = Substring(text).drop(while: { $0 == " " })
            step = Int(numbered.prefix(while: \.isNumber))
            var rest = numbered.drop(while: \.isNumber)
            rest = rest.dropFirst(min(2, rest.prefix(while: { $0 == " " }).count))
            let indent = rest.prefix(while: { $0 == " " }).count
            depth = indent / 2
            var body = String(rest.dropFirst(indent))
            if let at = body.range(of: "  @", options: .backwards), body[at.upperBound...].allSatisfy(\.isNumber) {
                sourceLine = String(body[at.upperBound...])
                body = String(body[..<at.lowerBound])
            }
            self.body = body
        }

        /// `next 2 → subscriber#3 (…) of source` taken apart: event, value, receiver.
        var sentValue: (event: String, value: String, receiver: String)? {
            for event in ["next", "error"] where body.hasPrefix(event + " ") {
                guard let arrow = body.range(of: " → ", options: .backwards) else { return nil }
                let value = body[body.index(body.startIndex, offsetBy: event.count + 1)..<arrow.lowerBound]
                return (event, String(value), String(body[arrow.upperBound...]))
            }
            return nil
        }

        /// The block number of a `→ block N …` line.
        var enteredBlock: Int? {
            guard body.hasPrefix("→ block ") else { return nil }
            return Int(body.dropFirst("→ block ".count).prefix(while: \.isNumber))
        }
    }
}
