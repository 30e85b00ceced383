import Foundation
import Testing
@testable import Lessons
import ObjCFrontend

@Suite struct LessonContentsTests {
    static let names = ["00-intro.md", "01-bind.md", "02-concat.md"]

    @Test func readsPartsInTheirOrderNotTheFileNames() throws {
        let parts = try LessonContents.parse("""
        - part: "I. First"
          lessons: [01-bind]
        - part: "II. Then"
          lessons: [02-concat, 00-intro]
        """, file: "lessons/contents.yml", lessonNames: Self.names)
        #expect(parts == [LessonContents.Part(title: "I. First", files: ["01-bind"]),
                          LessonContents.Part(title: "II. Then", files: ["02-concat", "00-intro"])])
    }

    struct BadContents: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var rendered: String
        var testDescription: String { name }
    }

    static let badContents = [
        BadContents(name: "a lesson that does not exist", text: "- part: P\n  lessons: [00-intro, 01-bind, 02-concat, 03-zip]\n", rendered: """
        c.yml:2:43: error: no lesson '03-zip' in this directory
          lessons: [00-intro, 01-bind, 02-concat, 03-zip]
                                                  ^
        """),
        BadContents(name: "a lesson listed twice", text: "- part: P\n  lessons: [00-intro, 01-bind]\n- part: Q\n  lessons: [02-concat, 01-bind]\n", rendered: """
        c.yml:4:24: error: lesson '01-bind' is listed twice
          lessons: [02-concat, 01-bind]
                               ^
        """),
        BadContents(name: "a lesson left out", text: "- part: P\n  lessons: [00-intro, 02-concat]\n", rendered: """
        c.yml:1:1: error: lesson '01-bind' is not listed in the contents
        - part: P
        ^
        """),
        BadContents(name: "a part without lessons", text: "- part: P\n", rendered: """
        c.yml:1:3: error: invalid contents: a part is a mapping with a non-empty 'part' and a list of 'lessons'
        - part: P
          ^
        """),
        BadContents(name: "not a list", text: "part: P\n", rendered: """
        c.yml:1:1: error: invalid contents: expected a list of parts, each with 'part' and 'lessons'
        part: P
        ^
        """),
    ]

    @Test(arguments: badContents)
    func rejectsBadContentsAtTheirLine(_ bad: BadContents) {
        #expect {
            _ = try LessonContents.parse(bad.text, file: "c.yml", lessonNames: Self.names)
        } throws: { error in
            "\(error)" == bad.rendered + "\n"
        }
    }

    @Test func aDirectoryWithoutContentsReadsItsLessonsByFileName() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("contents-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["01-b.md", "00-a.md", "README.md"] {
            try Data("---\ntitle: T\nsummary: S\n---\n".utf8).write(to: directory.appendingPathComponent(name))
        }
        #expect(try LessonContents.load(paths: [directory.path]).parts
            == [LessonContents.Part(title: "", files: ["\(directory.path)/00-a.md", "\(directory.path)/01-b.md"])])
        try Data("- part: Only\n  lessons: [01-b, 00-a]\n".utf8).write(to: directory.appendingPathComponent("contents.yml"))
        #expect(try LessonLoader.lessonFiles(paths: [directory.path]) == ["\(directory.path)/01-b.md", "\(directory.path)/00-a.md"])
    }
}
