import Foundation
import Testing

/// The built `racstep site` given a lesson directory and its translation (`lessons lessons/zh`,
/// as `racstep verify` is given them): each edition's pages its own, every lesson counted once;
/// and `racstep verify` given the same paths checks both.
@Suite struct SiteCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `lessons/01-log.md` and its translation `lessons/zh/01-log.md`: one snippet, printing `a`,
    /// each asking its question in its own language.
    static func lessons(in root: URL) throws -> URL {
        let lessons = root.appendingPathComponent("lessons")
        try FileManager.default.createDirectory(at: lessons.appendingPathComponent("zh"), withIntermediateDirectories: true)
        func lesson(_ title: String, _ question: String) -> String {
            "---\ntitle: \(title)\nsummary: S\n---\n\(question)\n\n```objc run name=log\nNSLog(@\"a\");\n```\n\n```output\na\n```\n"
        }
        try lesson("Log", "**Pause before the output.** What does it print?")
            .write(to: lessons.appendingPathComponent("01-log.md"), atomically: true, encoding: .utf8)
        try lesson("日志", "**读输出之前先停一下。** 它打印什么？")
            .write(to: lessons.appendingPathComponent("zh/01-log.md"), atomically: true, encoding: .utf8)
        return lessons
    }

    @Test func theLessonsAndTheirTranslationBuildTwoEditions() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("racstep-site-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let lessons = try Self.lessons(in: root)
        let out = root.appendingPathComponent("_site")
        let (status, stdout, stderr) = try StepCommandProcessTests.run(
            ["site", lessons.path, lessons.appendingPathComponent("zh").path, "--out", out.path,
             "--theme", Self.repository.appendingPathComponent("site").path, "--cache", root.appendingPathComponent("cache").path],
            stdin: "")
        #expect(stderr == "")
        #expect(status == 0)
        #expect(stdout == "built 2 lessons (2 snippets) into \(out.path)\n")
        let english = try String(contentsOf: out.appendingPathComponent("01-log.html"), encoding: .utf8)
        #expect(english.contains("<html lang=\"en\">") && english.contains("<title>Log — RACStep</title>"))
        let chinese = try String(contentsOf: out.appendingPathComponent("zh/01-log.html"), encoding: .utf8)
        #expect(chinese.contains("<html lang=\"zh-Hans\">") && chinese.contains("<title>日志 — RACStep</title>"))

        let verified = try StepCommandProcessTests.run(["verify", lessons.path, lessons.appendingPathComponent("zh").path], stdin: "")
        #expect(verified.0 == 0)
        #expect(verified.1 == "verified 2 snippets in 2 lessons\n")
    }
}
