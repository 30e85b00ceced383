import RACTrace
import ObjCFrontend

/// The lessons' catalog: every problem loading or verifying a lesson file can report.
///
/// A problem becomes a `Diagnostic` located in the lesson (`diagnostic(line:column:in:)`) and
/// is printed by the same renderer as the parser's and the interpreter's, so `racstep verify`,
/// `racstep site` and the server's overlay all show `file:line:col: error: …` with the line.
public enum LessonMessage: Equatable, Sendable {
    // Loading the file and its front matter.
    case noSuchFile
    case notUTF8
    case frontMatterMissing
    case frontMatterUnterminated
    case invalidYAML(String)
    case duplicateFrontMatterKey([String])
    case frontMatterNotAMapping
    case fieldNotAString(String)
    case numberingNotAMapping
    case blockNumberNotAnInteger(String)
    case unknownFrontMatterKey(String)
    case frontMatterFieldMissing(String)

    // Fences and snippets.
    case duplicateSnippetName(String)
    case unterminatedFence(String)
    case unknownFenceAttribute(String)
    case figureStepPastEnd(String, step: Int, steps: Int)
    /// `rac=VERSION` naming no RAC the engine translates.
    case unknownRACVersion(String)

    // Links between lessons, and the contents file (`LessonContents`) that orders them.
    case unknownLessonReference(String)
    case handWrittenLessonNumber(String)
    case contentsInvalid(String)
    case contentsUnknownLesson(String)
    case contentsDuplicateLesson(String)
    case contentsMissingLesson(String)
    /// Another lesson of the same edition (`other`) has this lesson's file name, so a site would
    /// write both to one page (`page`, from the site's root).
    case sharesPage(page: String, other: String)
    // A lesson's links into its snippets' players (`StepLinks`).
    case stepLinkUnknownSnippet(String)
    case stepLinkPastEnd(String, step: Int, steps: Int)
    case stepLinkWrongBlock(String, step: Int, named: Int, running: Int?)
    /// The link's text says `claims` happen at the step, but the step is `found`.
    case stepLinkWrongKind(String, step: Int, claims: [StepClaim], found: RACTraceStep)
    case compareNotNext(String)
    /// A snippet with no question of its own before its fence (`SnippetQuestion`).
    case snippetAsksNoQuestion(String)
    // A change-and-predict task (`ChangeTask`): its fence, its parts, its reference change.
    case unknownTaskAttribute(String)
    case taskAttributeMissing(String)
    case taskUnknownCheck(String)
    case taskUnknownSnippet(String)
    case taskWordsMissing(String)
    case taskExpectationMissing(String, ExpectationBlock.Kind)
    case taskRevealMissing(String)
    case taskPropertyMismatch(String, ChangeTask.Check)
    case taskChangesNothing(String, ChangeTask.Check, of: String)
    /// A note: the task whose reference change a run's own error comes from.
    case taskFailed(String)

    // Verifying a snippet against its expectation blocks.
    case outputMismatch(String)
    case traceMismatch(String)
    case expectationMissing(String)

    // Notes: which snippet a run's own error comes from; where a mismatch starts, and the diff.
    case snippetFailed(String)
    case divergence(String)
    case expectationDiff(ExpectationBlock.Kind, diff: String)

    public var id: DiagnosticID {
        switch self {
        case .noSuchFile: .lessonFileNotFound
        case .notUTF8: .lessonNotUTF8
        case .frontMatterMissing: .frontMatterMissing
        case .frontMatterUnterminated: .frontMatterUnterminated
        case .invalidYAML: .frontMatterInvalidYAML
        case .duplicateFrontMatterKey: .frontMatterDuplicateKey
        case .frontMatterNotAMapping: .frontMatterNotAMapping
        case .fieldNotAString, .numberingNotAMapping, .blockNumberNotAnInteger: .frontMatterFieldType
        case .unknownFrontMatterKey: .frontMatterUnknownKey
        case .frontMatterFieldMissing: .frontMatterFieldMissing
        case .duplicateSnippetName: .duplicateSnippetName
        case .unterminatedFence: .unterminatedFence
        case .unknownFenceAttribute: .unknownFenceAttribute
        case .figureStepPastEnd: .figureStepPastEnd
        case .unknownRACVersion: .unknownRACVersion
        case .unknownLessonReference: .unknownLessonReference
        case .handWrittenLessonNumber: .handWrittenLessonNumber
        case .contentsInvalid: .contentsInvalid
        case .contentsUnknownLesson: .contentsUnknownLesson
        case .contentsDuplicateLesson: .contentsDuplicateLesson
        case .contentsMissingLesson: .contentsMissingLesson
        case .sharesPage: .lessonsShareAPage
        case .stepLinkUnknownSnippet: .stepLinkUnknownSnippet
        case .stepLinkPastEnd: .stepLinkPastEnd
        case .stepLinkWrongBlock: .stepLinkWrongBlock
        case .stepLinkWrongKind: .stepLinkWrongKind
        case .compareNotNext: .compareNotNext
        case .snippetAsksNoQuestion: .snippetAsksNoQuestion
        case .unknownTaskAttribute: .unknownFenceAttribute
        case .taskAttributeMissing: .taskAttributeMissing
        case .taskUnknownCheck: .taskUnknownCheck
        case .taskUnknownSnippet: .taskUnknownSnippet
        case .taskWordsMissing: .taskWordsMissing
        case .taskExpectationMissing: .taskExpectationMissing
        case .taskRevealMissing: .taskRevealMissing
        case .taskPropertyMismatch: .taskPropertyMismatch
        case .taskChangesNothing: .taskChangesNothing
        case .taskFailed: .taskFailed
        case .outputMismatch: .outputMismatch
        case .traceMismatch: .traceMismatch
        case .expectationMissing: .expectationMissing
        case .snippetFailed: .snippetFailed
        case .divergence: .firstDivergence
        case .expectationDiff: .expectationDiff
        }
    }

    /// A snippet without expectation blocks still runs and passes; the notes explain another
    /// diagnostic; the rest stop the lesson.
    public var severity: DiagnosticSeverity {
        switch self {
        case .expectationMissing: .warning
        case .snippetFailed, .taskFailed, .divergence, .expectationDiff: .note
        default: .error
        }
    }

    public var text: String {
        switch self {
        case .noSuchFile: "no such file or directory"
        case .notUTF8: "cannot read the file as UTF-8"
        case .frontMatterMissing: "expected YAML front matter starting with '---' on the first line"
        case .frontMatterUnterminated: "unterminated front matter: no closing '---'"
        case .invalidYAML(let problem): "invalid YAML in front matter: \(problem)"
        case .duplicateFrontMatterKey(let keys): "duplicate front matter key '\(keys.joined(separator: "', '"))'"
        case .frontMatterNotAMapping: "front matter must be a YAML mapping with 'title' and 'summary'"
        case .fieldNotAString(let key): "'\(key)' must be a non-empty string"
        case .numberingNotAMapping: "'numbering' must map block names to numbers"
        case .blockNumberNotAnInteger(let name): "block number for '\(name)' must be an integer"
        case .unknownFrontMatterKey(let key): "unknown front matter key '\(key)' (expected title, summary, numbering)"
        case .frontMatterFieldMissing(let key): "front matter is missing '\(key)'"
        case .duplicateSnippetName(let name): "duplicate snippet name '\(name)'"
        case .unterminatedFence(let fence): "unterminated code fence: no closing '\(fence)'"
        case .unknownRACVersion(let value): "unknown RAC version '\(value)' (expected rac=\(RACLibrary.allCases.map(\.rawValue).joined(separator: " or rac=")))"
        case .unknownFenceAttribute(let word): "unknown attribute '\(word)' on a runnable fence (expected 'run', 'name=ID', 'rac=VERSION', 'compare=ID', 'figure=chain' or 'figure=tree@step-N')"
        case .unknownLessonReference(let target): "link to a lesson that does not exist: '\(target)'"
        case .handWrittenLessonNumber(let text):
            "hand-written lesson number '\(text)': link the lesson instead ([lesson](NN-slug.md)), and the site numbers it"
        case .contentsInvalid(let problem): "invalid contents: \(problem)"
        case .contentsUnknownLesson(let name): "no lesson '\(name)' in this directory"
        case .contentsDuplicateLesson(let name): "lesson '\(name)' is listed twice"
        case .contentsMissingLesson(let name): "lesson '\(name)' is not listed in the contents"
        case .sharesPage(let page, let other):
            "this lesson and '\(other)' would both be written to page '\(page)', one over the other; give each edition's lessons once"
        case .figureStepPastEnd(let snippet, let step, let steps): "snippet '\(snippet)' asks for a figure at step \(step), but its run has \(steps) steps"
        case .stepLinkUnknownSnippet(let snippet): "link to a step of snippet '\(snippet)', which is not on this page"
        case .stepLinkPastEnd(let snippet, let step, let steps): "link to step \(step) of snippet '\(snippet)', whose run has \(steps) steps"
        case .stepLinkWrongBlock(let snippet, let step, let named, let running):
            "link to step \(step) of snippet '\(snippet)' names block \(named), but "
                + (running.map { "block \($0) is running there" } ?? "no numbered block is running there")
        case .stepLinkWrongKind(let snippet, let step, let claims, let found):
            "link to step \(step) of snippet '\(snippet)' claims \(claims.map(\.phrase).joined(separator: " or ")), but step \(step) is "
                + "of kind '\(found.kind.rawValue)': \(Self.firstLine(found))"
        case .compareNotNext(let name):
            "compare=\(name) must name the snippet right after this one (blank lines only between), which compares with no other"
        case .snippetAsksNoQuestion(let snippet):
            "snippet '\(snippet)' asks no question of its own: end the prose before its fence with a paragraph that opens "
                + SnippetQuestion.leads.map { "'\($0)'" }.joined(separator: " or ") + " and asks what this run will show"
        case .unknownTaskAttribute(let word):
            "unknown attribute '\(word)' on a task's fence (expected 'change', 'of=ID', 'checks=KIND' or 'name=ID')"
        case .taskAttributeMissing(let attribute): "a task's fence needs '\(attribute)'"
        case .taskUnknownCheck(let value):
            "unknown check '\(value)' (expected checks=\(ChangeTask.Check.allCases.map(\.rawValue).joined(separator: ", checks=")))"
        case .taskUnknownSnippet(let name): "task changes snippet '\(name)', which is not above it in this lesson"
        case .taskWordsMissing(let task): "task '\(task)' has no words: write what to change and predict in the paragraph before its fence"
        case .taskExpectationMissing(let task, let kind):
            "task '\(task)' needs a ```\(kind.rawValue) block after its fence: the property its reference change shows (record it with --update)"
        case .taskRevealMissing(let task): "task '\(task)' has no reveal: say why, in the paragraph after its expectation block"
        case .taskPropertyMismatch(let task, let check): "task '\(task)': the reference change's \(check.rawValue) does not match"
        case .taskChangesNothing(let task, let check, let of):
            "task '\(task)': this change changes nothing the task asks about (its \(check.rawValue) is snippet '\(of)''s)"
        case .taskFailed(let task): "task '\(task)': the reference change failed to run"
        case .outputMismatch(let snippet): "snippet '\(snippet)': output does not match"
        case .traceMismatch(let snippet): "snippet '\(snippet)': trace does not match"
        case .expectationMissing(let snippet):
            "snippet '\(snippet)' has no output or trace block; only checked that it runs (record them with --update)"
        case .snippetFailed(let snippet): "snippet '\(snippet)' failed to run"
        case .divergence(let divergence): divergence
        // Several lines: the renderer shows the diff under the note's source line and caret.
        case .expectationDiff(let kind, let diff):
            "expected (-) and actual (+) \(kind.rawValue):\n" + (diff.hasSuffix("\n") ? String(diff.dropLast()) : diff)
        }
    }

    /// The message at a 1-based line and column (counting characters, as the loader and
    /// YAML's marks do) of `file`; a line past the end is the end of the file.
    public func diagnostic(line: Int, column: Int, in file: SourceFile, notes: [Diagnostic.Note] = []) -> Diagnostic {
        Diagnostic(severity: severity, id: id, message: text, range: .point(Self.offset(line: line, column: column, in: file)), notes: notes)
    }

    /// The message as a note at a 1-based line and column of `file`, counted as `diagnostic` counts.
    public func note(line: Int, column: Int = 1, in file: SourceFile) -> Diagnostic.Note {
        note(at: .point(Self.offset(line: line, column: column, in: file)))
    }

    /// The message as a note at a range of the lesson's bytes.
    public func note(at range: SourceRange) -> Diagnostic.Note {
        Diagnostic.Note(id: id, message: text, range: range)
    }

    private static func offset(line: Int, column: Int, in file: SourceFile) -> Int {
        guard let lineRange = file.lineRange(line) else { return file.bytes.count }
        return lineRange.start + file.text(in: lineRange).prefix(max(0, column - 1)).utf8.count
    }

    /// The message about a whole file that could not be read: no text to locate it in.
    public func error(reading path: String) -> DiagnosticError {
        let file = SourceFile(path: path, text: "")
        return DiagnosticError([diagnostic(line: 1, column: 1, in: file)], in: file)
    }

    /// A step as `racstep trace` describes it, on one line: a value that spans lines stops at its
    /// first, and an entered block's locations (after two spaces) are left out.
    private static func firstLine(_ step: RACTraceStep) -> Substring {
        let text = RACTraceTextFormat.describe(step).prefix { $0 != "\n" }
        return text.firstRange(of: "  ").map { text[..<$0.lowerBound] } ?? text
    }
}
