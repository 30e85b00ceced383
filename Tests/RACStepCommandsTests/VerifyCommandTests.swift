import Foundation
import Testing

/// The built `racstep verify`: its problems as clang-style text on stdout, or as one JSON
/// document on stderr (`--diagnostics json`), and the exit status either way.
@Suite struct VerifyCommandTests {
    /// A lesson whose first snippet does not parse and whose second passes, each asking its
    /// question. Lesson lines: the front matter 1-4, `typo`'s question 5, its fence 7 and its
    /// line `x = ;` 8, `ok`'s question 11 and its fence 13.
    static let lesson = """
        ---
        title: T
        summary: S
        ---
        **Pause before the output.** Does it run?

        ```objc run name=typo
        x = ;
        ```

        **Pause before the output.** What does it print?

        ```objc run name=ok
        NSLog(@"a");
        ```

        ```output
        a
        ```

        """

    static func write(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("racstep-verify-\(UUID().uuidString).md")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func aSnippetThatDoesNotParseIsReportedAtItsLessonLine() throws {
        let file = try Self.write(Self.lesson)
        defer { try? FileManager.default.removeItem(at: file) }
        // The parser wants an expression at the ';': column 5 of the snippet's line 1, which
        // is the lesson's line 7 + 1 = 8, column 5 (the fence is not indented).
        let (status, out, err) = try StepCommandProcessTests.run(["verify", file.path], stdin: "")
        #expect(status == 1)
        #expect(err == "")
        #expect(out == """
            \(file.path):8:5: error: expected expression
            x = ;
                ^
            \(file.path):7:1: note: snippet 'typo' failed to run
            ```objc run name=typo
            ^
            1 of 2 snippets failed

            """)
    }

    @Test func jsonDiagnosticsGoToStderrNamingTheLesson() throws {
        let file = try Self.write(Self.lesson)
        defer { try? FileManager.default.removeItem(at: file) }
        // The same diagnostic and note as the text, in `racstep run --diagnostics json`'s shape
        // (keys sorted) plus `file`; the totals stay on stdout.
        let (status, out, err) = try StepCommandProcessTests.run(["verify", "--diagnostics", "json", file.path], stdin: "")
        #expect(status == 1)
        #expect(out == "1 of 2 snippets failed\n")
        #expect(err == """
            {"diagnostics":[{"column":5,"file":"\(file.path)","id":"expectedExpression","line":8,"message":"expected expression",\
            "notes":[{"column":1,"id":"snippetFailed","line":7,"message":"snippet 'typo' failed to run"}],"severity":"error"}]}

            """)
    }

    @Test func aLessonThatDoesNotLoadIsJSONToo() throws {
        // No front matter: the loader's error at 1:1, the exit status verify gives any problem.
        let file = try Self.write("# Title\n")
        defer { try? FileManager.default.removeItem(at: file) }
        let (status, out, err) = try StepCommandProcessTests.run(["verify", "--diagnostics", "json", file.path], stdin: "")
        #expect(status == 1)
        #expect(out == "")
        #expect(err == """
            {"diagnostics":[{"column":1,"file":"\(file.path)","id":"frontMatterMissing","line":1,\
            "message":"expected YAML front matter starting with '---' on the first line","notes":[],"severity":"error"}]}

            """)
    }

    @Test func aPassingLessonPrintsOnlyItsTotals() throws {
        let file = try Self.write(Self.lesson.replacingOccurrences(of: "x = ;", with: "int x = 1;"))
        defer { try? FileManager.default.removeItem(at: file) }
        // `typo` now runs but has no expectation block: a warning, which the JSON carries too.
        let (status, out, err) = try StepCommandProcessTests.run(["verify", "--diagnostics", "json", file.path], stdin: "")
        #expect(status == 0)
        #expect(out == "verified 2 snippets in 1 lesson\n")
        #expect(err.hasPrefix("{\"diagnostics\":[{\"column\":1,\"file\":\"\(file.path)\",\"id\":\"expectationMissing\",\"line\":7,"))
    }

    /// A snippet that asks no question of its own fails verify at its fence, and the totals
    /// say how many.
    @Test func aSnippetWithoutItsOwnQuestionFails() throws {
        let file = try Self.write(Self.lesson.replacingOccurrences(of: "x = ;", with: "int x = 1;")
            .replacingOccurrences(of: "**Pause before the output.** What does it print?\n\n", with: ""))
        defer { try? FileManager.default.removeItem(at: file) }
        let (status, out, _) = try StepCommandProcessTests.run(["verify", file.path], stdin: "")
        #expect(status == 1)
        #expect(out.contains("""
            \(file.path):11:1: error: snippet 'ok' asks no question of its own: end the prose before its fence with a \
            paragraph that opens '**Pause before the output.**' or '**读输出之前先停一下。**' and asks what this run will show
            ```objc run name=ok
            ^
            """))
        #expect(out.hasSuffix("1 snippet without a question of its own\nverified 2 snippets in 1 lesson\n"))
    }

    /// A task whose reference change prints what the snippet prints: the error at its fence,
    /// exit status 1. The lesson's lines: front matter 1-4, the snippet's question 5, the
    /// snippet `ok` 7-9 and its output 11-13, the words 15, the change's fence 17
    /// (`NSLog(@"a")` again), its output 21-23.
    @Test func aTaskThatChangesNothingFails() throws {
        let ok = Self.lesson.components(separatedBy: "```objc run name=ok")[1]
        let text = "---\ntitle: T\nsummary: S\n---\n**Pause before the output.** What prints?\n\n```objc run name=ok" + ok
            + "\n**Change nothing.** Predict.\n\n```objc change of=ok checks=output\nNSLog(@\"a\");\n```\n\n```output\na\n```\n\nWhy.\n"
        let file = try Self.write(text)
        defer { try? FileManager.default.removeItem(at: file) }
        let (status, out, _) = try StepCommandProcessTests.run(["verify", file.path], stdin: "")
        #expect(status == 1)
        #expect(out == """
            \(file.path):17:1: error: task 'ok-change-1': this change changes nothing the task asks about (its output is snippet 'ok''s)
            ```objc change of=ok checks=output
            ^
            1 of 1 task failed

            """)
    }
}
