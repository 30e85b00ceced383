import Foundation
import Testing
import Lessons
import ObjCInterpreter
import RACTrace

/// Every snippet of every lesson in `lessons/` and in its Chinese edition `lessons/zh/`, run with
/// the real runner and compared with its expectation blocks — the check `racstep verify` makes,
/// one test case per snippet.
@Suite struct LessonSnippetTests {
    /// A snippet named by lesson and id, so a failure says where to look.
    struct Case: Sendable, CustomTestStringConvertible {
        var file: String
        var snippetID: String
        var testDescription: String {
            let name = (file as NSString).lastPathComponent
            return "\(file.hasPrefix(ChineseEditionTests.directory) ? "zh/" : "")\(name) › \(snippetID)"
        }
    }

    static let lessonsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("lessons").path

    /// Loading errors surface as a case of their own rather than an empty parameter list.
    static let cases: [Case] = {
        do {
            return try LessonLoader.loadAll(paths: [lessonsDirectory, ChineseEditionTests.directory]).flatMap { lesson in
                lesson.snippets.map { Case(file: lesson.file, snippetID: $0.id) }
            }
        } catch {
            return [Case(file: lessonsDirectory, snippetID: "load error: \(error)")]
        }
    }()

    @Test(arguments: cases)
    func snippetMatchesItsExpectations(_ testCase: Case) throws {
        let lesson = try LessonLoader.load(file: testCase.file)
        let snippet = try #require(lesson.snippets.first { $0.id == testCase.snippetID })
        let result = LessonVerifier(runner: Lessons.defaultRunner()).verify(snippet, of: lesson)
        for problem in result.problems {
            Issue.record(Comment(rawValue: problem.description))
        }
    }

    /// An untraced run (`racstep run`) may skip engine objects nobody can observe (see
    /// `-bind:`'s shortcut for `+return:` and `+empty`); it must print exactly what the traced
    /// run the lesson was verified with prints — addresses included.
    @Test(arguments: cases)
    func untracedRunPrintsWhatTheTracedRunPrints(_ testCase: Case) throws {
        let lesson = try LessonLoader.load(file: testCase.file)
        let snippet = try #require(lesson.snippets.first { $0.id == testCase.snippetID })
        var options = InterpreterOptions()
        options.recordsTrace = true
        let traced = Interpreter.run(source: snippet.source, fileName: testCase.file, options: options)
        options.recordsTrace = false
        let untraced = Interpreter.run(source: snippet.source, fileName: testCase.file, options: options)
        #expect(untraced.status == traced.status)
        #expect(untraced.outputText == traced.outputText)
        #expect(untraced.diagnostics == traced.diagnostics)
    }
}

/// The trace formats as `racstep trace` streams them from a run's compact log, on every
/// lesson snippet: the text is the lesson's (the expectation blocks were written by the
/// string-building formatter the byte writer replaced), the JSON is `JSONEncoder`'s.
@Suite struct LessonTraceFormatTests {
    @Test(arguments: LessonSnippetTests.cases)
    func streamedFormatsMatch(_ testCase: LessonSnippetTests.Case) throws {
        let lesson = try LessonLoader.load(file: testCase.file)
        let snippet = try #require(lesson.snippets.first { $0.id == testCase.snippetID })
        var options = InterpreterOptions()
        options.numbering = lesson.numbering
        let run = Interpreter.run(source: snippet.source, fileName: testCase.file, options: options)
        var text = Data(), json = Data()
        RACTraceTextFormat.write(run.trace) { text.append(contentsOf: $0) }
        RACTraceJSON.write(run.trace) { json.append(contentsOf: $0) }
        if let expected = snippet.trace { #expect(String(decoding: text, as: UTF8.self) == expected.text) }
        #expect(String(decoding: text, as: UTF8.self) == RACTraceTextFormat.render(run.steps))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let encoded = try run.steps.map { String(decoding: try encoder.encode($0), as: UTF8.self) + "\n" }.joined()
        #expect(String(decoding: json, as: UTF8.self) == encoded)
    }
}
