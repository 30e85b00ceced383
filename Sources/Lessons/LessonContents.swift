import Foundation
import ObjCFrontend
import Yams

/// The order an edition's lessons are read in, and the parts they are grouped in: the
/// `contents.yml` beside them, a YAML list of parts, each a heading in the edition's language
/// and the lessons' file names without `.md`:
///
///     - part: "I. Signals and subscribers"
///       lessons: [00-what-rac-is, 01-create-signal]
///
/// The order lives here, not in file names, so a lesson keeps its file name and its URL (and
/// every reader's link to it) when the path through the lessons changes; the site numbers
/// lessons from this order. A directory without the file reads its lessons in file-name order,
/// in one untitled part. Every lesson file must be listed exactly once.
public struct LessonContents: Sendable, Equatable {
    public struct Part: Sendable, Equatable {
        /// The part's heading; empty for lessons outside any part.
        public var title: String
        /// The lessons' paths, in reading order.
        public var files: [String]
    }

    public var parts: [Part]

    /// Every lesson, in reading order.
    public var files: [String] { parts.flatMap(\.files) }

    public static let fileName = "contents.yml"

    /// The contents of `paths`: each directory's parts (its `contents.yml`, or its lessons by
    /// file name), then each file given on its own, in an untitled part.
    public static func load(paths: [String]) throws -> LessonContents {
        var parts: [Part] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw LessonMessage.noSuchFile.error(reading: path)
            }
            guard isDirectory.boolValue else {
                if let last = parts.last, last.title.isEmpty {
                    parts[parts.count - 1].files.append(path)
                } else {
                    parts.append(Part(title: "", files: [path]))
                }
                continue
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            let names = try FileManager.default.contentsOfDirectory(atPath: path)
                .filter(LessonLoader.isLessonFileName).sorted()
            let contentsPath = "\(base)/\(fileName)"
            if let data = FileManager.default.contents(atPath: contentsPath) {
                guard let text = String(data: data, encoding: .utf8) else { throw LessonMessage.notUTF8.error(reading: contentsPath) }
                parts += try parse(text, file: contentsPath, lessonNames: names).map { part in
                    Part(title: part.title, files: part.files.map { "\(base)/\($0).md" })
                }
            } else {
                parts.append(Part(title: "", files: names.map { "\(base)/\($0)" }))
            }
        }
        return LessonContents(parts: parts)
    }

    /// `text`, a contents file at `file`, checked against the lesson files beside it
    /// (`lessonNames`, with `.md`): parts whose files are names without `.md`.
    static func parse(_ text: String, file: String, lessonNames: [String]) throws -> [Part] {
        let source = SourceFile(path: file, text: text)
        func fail(_ line: Int, _ column: Int, _ message: LessonMessage) -> DiagnosticError {
            DiagnosticError([message.diagnostic(line: line, column: column, in: source)], in: source)
        }
        func at(_ node: Node) -> (Int, Int) { (node.mark.map { $0.line } ?? 1, node.mark?.column ?? 1) }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            switch error {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
                 .composer(_, let problem, let mark, _):
                throw fail(mark.line, mark.column, .contentsInvalid(problem))
            default:
                throw fail(1, 1, .contentsInvalid("\(error)"))
            }
        }
        guard let sequence = root?.sequence else {
            throw fail(1, 1, .contentsInvalid("expected a list of parts, each with 'part' and 'lessons'"))
        }
        let known = Set(lessonNames.map { String($0.dropLast(3)) })
        var listed: Set<String> = []
        var parts: [Part] = []
        for item in sequence {
            guard let mapping = item.mapping, let title = mapping["part"]?.string, !title.isEmpty,
                  let lessons = mapping["lessons"]?.sequence, mapping.count == 2 else {
                let (line, column) = at(item)
                throw fail(line, column, .contentsInvalid("a part is a mapping with a non-empty 'part' and a list of 'lessons'"))
            }
            var files: [String] = []
            for lesson in lessons {
                let (line, column) = at(lesson)
                guard let name = lesson.string else { throw fail(line, column, .contentsInvalid("a lesson is a file name without '.md'")) }
                guard known.contains(name) else { throw fail(line, column, .contentsUnknownLesson(name)) }
                guard listed.insert(name).inserted else { throw fail(line, column, .contentsDuplicateLesson(name)) }
                files.append(name)
            }
            parts.append(Part(title: title, files: files))
        }
        if let missing = lessonNames.map({ String($0.dropLast(3)) }).first(where: { !listed.contains($0) }) {
            throw fail(1, 1, .contentsMissingLesson(missing))
        }
        return parts
    }
}
