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

    /// One thing wrong with a snippet, as diagnostics located in the lesson: a mismatch at its
    /// expectation block, with where the texts part and their diff as notes, or the run's own
    /// errors at the lesson lines they point to.
    public struct Problem: Error, CustomStringConvertible {
        /// At least one.
        public var diagnostics: [Diagnostic]
        /// The lesson's text, which `diagnostics` index.
        public var file: SourceFile
        /// After an uncaught exception, the runtime's last console line, printed after the
        /// diagnostics as `racstep run` prints it.
        public var terminationLine: String?

        public init(_ diagnostics: [Diagnostic], in file: SourceFile, terminationLine: String? = nil) {
            self.diagnostics = diagnostics
            self.file = file
            self.terminationLine = terminationLine
        }

        /// A problem of the lessons' catalog at a 1-based line and column (in characters) of the lesson.
        public init(_ message: LessonMessage, line: Int, column: Int = 1, in file: SourceFile, notes: [Diagnostic.Note] = []) {
            self.init([message.diagnostic(line: line, column: column, in: file, notes: notes)], in: file)
        }

        /// The diagnostics alone, for renderings that have no place for the termination line
        /// (`DiagnosticJSON`, like `racstep run --diagnostics json`).
        public var error: DiagnosticError { DiagnosticError(diagnostics, in: file) }

        public var description: String {
            DiagnosticRenderer().render(diagnostics, in: file) + (terminationLine.map { $0 + "\n" } ?? "")
        }
    }

    public func verify(_ lesson: Lesson) -> [Result] {
        lesson.snippets.map { verify($0, of: lesson) }
    }

    public func verify(_ snippet: Snippet, of lesson: Lesson) -> Result {
        let run: SnippetRun
        do {
            run = try runner.run(source: snippet.source, fileName: "\(lesson.file)#\(snippet.id)", numbering: lesson.numbering,
                               library: snippet.library)
        } catch {
            return Result(lesson: lesson, snippet: snippet, run: nil, problems: [Self.runFailure(error, snippet, of: lesson)])
        }
        let problems = Self.expectationProblems(snippet, of: lesson, output: run.output, traceText: run.traceText)
        return Result(lesson: lesson, snippet: snippet, run: run, problems: problems)
    }

    /// A snippet that did not run: the run's own diagnostics where they point in the lesson
    /// (the snippet's line `n` is the lesson's `fenceLine + n`, the column the same but for
    /// the fence's indentation), each with a note at the fence naming the snippet.
    public static func runFailure(_ failure: SnippetFailure, _ snippet: Snippet, of lesson: Lesson) -> Problem {
        runFailure(failure, firstSourceLine: snippet.firstSourceLine, fenceLine: snippet.fenceLine, note: .snippetFailed(snippet.id), of: lesson)
    }

    /// A fence's content that did not run (a snippet's, a task's reference change's), its
    /// diagnostics mapped into the lesson, each with `note` at the fence.
    static func runFailure(_ failure: SnippetFailure, firstSourceLine: Int, fenceLine: Int, note: LessonMessage, of lesson: Lesson) -> Problem {
        let file = lesson.sourceFile
        let placement = FencePlacement(content: failure.file, lesson: file, firstLine: firstSourceLine)
        let fence = note.note(line: fenceLine, column: lesson.fenceColumn(line: fenceLine), in: file)
        let diagnostics = failure.diagnostics.map { diagnostic in
            var mapped = placement.lessonDiagnostic(diagnostic)
            mapped.notes.append(fence)
            return mapped
        }
        return Problem(diagnostics, in: file, terminationLine: failure.terminationLine)
    }

    /// How a run's output and trace text differ from the snippet's expectation blocks. Takes
    /// the texts rather than a run, so a result kept from an earlier build (the site's
    /// `SnippetCache`) is checked exactly as a fresh run is.
    public static func expectationProblems(_ snippet: Snippet, of lesson: Lesson, output: String, traceText: String) -> [Problem] {
        var problems: [Problem] = []
        if let expected = snippet.output, expected.text != output {
            problems.append(mismatch(.outputMismatch(snippet.id), expected, actual: output, of: lesson,
                                     divergence: Divergence.output(expected: expected.text, actual: output)))
        }
        if let expected = snippet.trace, expected.text != traceText {
            problems.append(mismatch(.traceMismatch(snippet.id), expected, actual: traceText, of: lesson,
                                     divergence: Divergence.trace(expected: expected.text, actualText: traceText)))
        }
        // A figure at a step the run does not have: the trace text has one line per step (split
        // only for a snippet with such a figure: splitting every long run's trace into lines was
        // a seventieth of a cold site build).
        let figureSteps = snippet.figures.compactMap(\.step)
        let steps = figureSteps.isEmpty ? 0 : LessonLoader.splitLines(traceText).count
        for step in figureSteps where step > steps {
            problems.append(Problem(.figureStepPastEnd(snippet.id, step: step, steps: steps), line: snippet.fenceLine,
                                    column: lesson.fenceColumn(line: snippet.fenceLine), in: lesson.sourceFile))
        }
        return problems
    }

    /// A mismatch at the expectation block's fence; a note at the expected line where the
    /// texts part, and one at the fence with their unified diff.
    static func mismatch(_ message: LessonMessage, _ expected: ExpectationBlock, actual: String, of lesson: Lesson,
                                 divergence: Divergence?) -> Problem {
        let file = lesson.sourceFile, fenceColumn = lesson.fenceColumn(line: expected.fenceLine)
        let placement = FencePlacement(content: SourceFile(path: file.path, text: expected.text), lesson: file,
                                       firstLine: expected.fenceLine + 1)
        var notes: [Diagnostic.Note] = []
        if let divergence {
            notes.append(LessonMessage.divergence(divergence.message).note(at: .point(placement.lessonOffset(line: divergence.expectedLine + 1))))
        }
        notes.append(LessonMessage.expectationDiff(expected.kind, diff: UnifiedDiff.render(expected: expected.text, actual: actual))
            .note(line: expected.fenceLine, column: fenceColumn, in: file))
        return Problem(message, line: expected.fenceLine, column: fenceColumn, in: file, notes: notes)
    }
}

/// The first place two runs part, said in the reader's terms, and where in the expected text.
public struct Divergence: Equatable, Sendable {
    public var message: String
    /// The 0-based line of the expected text the runs part at; its line count when the
    /// expected text ends first (the block's closing fence).
    public var expectedLine: Int

    public static func output(expected: String, actual: String) -> Divergence? {
        lines(expected: expected, actual: actual, of: "output")
    }

    /// The first line where two texts of lines (`what`: "output", "blocks", "disposals") part.
    public static func lines(expected: String, actual: String, of what: String) -> Divergence? {
        let a = LessonLoader.splitLines(expected), b = LessonLoader.splitLines(actual)
        for index in 0..<max(a.count, b.count) {
            let want = index < a.count ? quoted(a[index]) : "end of \(what)"
            let got = index < b.count ? quoted(b[index]) : "end of \(what)"
            if want != got { return Divergence(message: "line \(index + 1) of \(what): expected \(want), got \(got)", expectedLine: index) }
        }
        if expected.hasSuffix("\n") != actual.hasSuffix("\n") {
            return Divergence(message: "\(what): expected the last line to \(expected.hasSuffix("\n") ? "" : "not ")end with a newline",
                              expectedLine: max(0, a.count - 1))
        }
        return nil
    }

    /// Compares expected trace text with the actual trace text, line by line.
    public static func trace(expected: String, actualText: String) -> Divergence? {
        let a = LessonLoader.splitLines(expected), b = LessonLoader.splitLines(actualText)
        for index in 0..<max(a.count, b.count) {
            let want = index < a.count ? a[index] : nil
            let got = index < b.count ? b[index] : nil
            if want == got { continue }
            return Divergence(message: traceMessage(want: want, got: got, index: index), expectedLine: index)
        }
        return nil
    }

    /// Why expected line `want` and actual line `got` (nil past the end) differ.
    private static func traceMessage(want: String?, got: String?, index: Int) -> String {
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
