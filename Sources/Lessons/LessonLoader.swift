import RACTrace
import Foundation
import ObjCFrontend
import Yams

/// Reads lesson files: YAML front matter, then GFM prose whose ```` ```objc run ```` fences are
/// snippets, each optionally followed by ```` ```output ```` and ```` ```trace ```` blocks.
public enum LessonLoader {
    /// The lessons in each directory (`NN-slug.md`, so a README beside them is not one) and
    /// each file given, in reading order (`LessonContents`).
    public static func loadAll(paths: [String]) throws -> [Lesson] {
        try lessonFiles(paths: paths).map(load(file:))
    }

    /// The lesson files `loadAll(paths:)` loads, in its order, without reading them.
    public static func lessonFiles(paths: [String]) throws -> [String] {
        try LessonContents.load(paths: paths).files
    }

    /// `01-bind.md`: digits, a hyphen, a slug, `.md`.
    public static func isLessonFileName(_ name: String) -> Bool {
        let digits = name.prefix(while: \.isNumber)
        return !digits.isEmpty && name.dropFirst(digits.count).hasPrefix("-") && name.hasSuffix(".md")
    }

    /// The lesson's name in links and URLs: its file name without `.md` (`06-bind`).
    public static func slug(file: String) -> String {
        let name = (file as NSString).lastPathComponent
        return name.hasSuffix(".md") ? String(name.dropLast(3)) : name
    }

    public static func load(file: String) throws -> Lesson {
        guard let data = FileManager.default.contents(atPath: file),
              let text = String(data: data, encoding: .utf8) else {
            throw LessonMessage.notUTF8.error(reading: file)
        }
        return try parse(text, file: file)
    }

    /// Parses a lesson's text; `file` names it in diagnostics and gives the slug.
    public static func parse(_ text: String, file: String) throws -> Lesson {
        let lines = splitLines(text)
        let source = SourceFile(path: file, text: text)
        func fail(_ line: Int, _ column: Int, _ message: LessonMessage) -> DiagnosticError {
            DiagnosticError([message.diagnostic(line: line, column: column, in: source)], in: source)
        }

        // Front matter: `---` on line 1, YAML, `---`.
        guard lines.first?.trimmingTrailingWhitespace == "---" else {
            throw fail(1, 1, .frontMatterMissing)
        }
        guard let end = lines.indices.dropFirst().first(where: { lines[$0].trimmingTrailingWhitespace == "---" }) else {
            throw fail(1, 1, .frontMatterUnterminated)
        }
        let frontMatter = try FrontMatter.parse(lines[1..<end].joined(separator: "\n"), lineOffset: 1, fail: fail)

        // Body: fences, in CommonMark's sense (so a ``` inside another fence is just text).
        var snippets: [Snippet] = []
        var tasks: [ChangeTask] = []
        var segments: [Lesson.Segment] = []
        var proseStart = end + 1
        var index = end + 1
        // Where each comparing fence's `compare=` value is, by snippet index, for its diagnostic.
        var compareColumns: [Int: (line: Int, column: Int)] = [:]
        func closeProse(upTo limit: Int) {
            if proseStart < limit {
                segments.append(.markdown(lines[proseStart..<limit].joined(separator: "\n") + "\n", firstLine: proseStart + 1))
            }
        }
        while index < lines.count {
            guard let fence = Fence(opening: lines[index], line: index + 1) else {
                index += 1
                continue
            }
            let close = try fence.closingIndex(in: lines, after: index, fail: fail)
            if fence.isChange && !fence.isRunnable {
                let parsed = try task(fence, at: index, close: close, in: lines, proseStart: proseStart,
                                      snippets: snippets, tasks: tasks, fail: fail)
                closeProse(upTo: parsed.wordsStart)
                segments.append(.task(tasks.count))
                tasks.append(parsed.task)
                index = parsed.end
                proseStart = parsed.end
                continue
            }
            guard fence.isRunnable else {
                index = close + 1
                continue
            }
            if let (word, column) = fence.unknownAttribute {
                throw fail(index + 1, column, .unknownFenceAttribute(word))
            }
            var library = RACLibrary.reactiveObjC
            if let (value, column) = fence.rac {
                guard let chosen = RACLibrary(option: value) else { throw fail(index + 1, column, .unknownRACVersion(value)) }
                library = chosen
            }
            // The question asked right before the fence is the snippet's, not the prose's.
            let question = SnippetQuestion.before(index, in: lines, from: proseStart)
            closeProse(upTo: question?.lineRange.lowerBound ?? index)
            var snippet = Snippet(id: fence.name ?? "snippet-\(snippets.count + 1)",
                                  source: fence.content(lines, index, close),
                                  fenceLine: index + 1, lineRange: index..<(close + 1), library: library)
            snippet.figures = fence.figures
            snippet.compare = fence.compare?.0
            snippet.question = question
            if let (_, column) = fence.compare { compareColumns[snippets.count] = (index + 1, column) }
            if snippets.contains(where: { $0.id == snippet.id }) || tasks.contains(where: { $0.id == snippet.id }) {
                throw fail(index + 1, 1, .duplicateSnippetName(snippet.id))
            }
            var after = close + 1
            for kind in [ExpectationBlock.Kind.output, .trace] {
                var next = after
                while next < lines.count, lines[next].allSatisfy(\.isWhitespace) { next += 1 }
                guard next < lines.count, let expectation = Fence(opening: lines[next], line: next + 1),
                      expectation.language == kind.rawValue else { continue }
                let expectationClose = try expectation.closingIndex(in: lines, after: next, fail: fail)
                let block = ExpectationBlock(kind: kind, text: expectation.content(lines, next, expectationClose),
                                             fenceLine: next + 1, lineRange: next..<(expectationClose + 1))
                if kind == .output { snippet.output = block } else { snippet.trace = block }
                after = expectationClose + 1
            }
            segments.append(.snippet(snippets.count))
            snippets.append(snippet)
            index = after
            proseStart = after
        }
        closeProse(upTo: lines.count)
        try Self.checkComparisons(snippets, segments: segments, at: compareColumns, fail: fail)

        return Lesson(file: file, slug: slug(file: file), title: frontMatter.title, summary: frontMatter.summary,
                      numbering: frontMatter.numbering ?? .classic, lines: lines,
                      segments: segments, snippets: snippets, tasks: tasks)
    }

    /// A comparing fence names the snippet right after it, with only blank lines between (the
    /// page shows the two as one instrument, so no prose can sit between them), and neither is
    /// in another comparison (a snippet's section is in one instrument only).
    static func checkComparisons(_ snippets: [Snippet], segments: [Lesson.Segment], at places: [Int: (line: Int, column: Int)],
                                 fail: (Int, Int, LessonMessage) -> DiagnosticError) throws {
        for (index, snippet) in snippets.enumerated() {
            guard let name = snippet.compare, let place = places[index] else { continue }
            let position = segments.firstIndex(of: .snippet(index))!
            let between = segments[(position + 1)...].prefix { segment in
                if case .markdown(let text, _) = segment { return text.allSatisfy(\.isWhitespace) }
                return false
            }
            let next = position + 1 + between.count
            guard next < segments.count, segments[next] == .snippet(index + 1), snippets[index + 1].id == name,
                  snippets[index + 1].compare == nil, index == 0 || snippets[index - 1].compare == nil else {
                throw fail(place.line, place.column, .compareNotNext(name))
            }
        }
    }

    /// Lines without terminators; a final newline does not make an extra empty line.
    ///
    /// Split on the UTF-8 bytes: a split on `Character`s breaks graphemes on every line of every
    /// lesson, and never splits a "\r\n", which is one `Character`.
    static func splitLines(_ text: String) -> [String] {
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            String(Substring(line.last == UInt8(ascii: "\r") ? line.dropLast() : line))
        }
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}

/// The front matter's fields.
struct FrontMatter {
    var title: String
    var summary: String
    var numbering: RACBlockNumbering?

    static func parse(_ yaml: String, lineOffset: Int, fail: (Int, Int, LessonMessage) -> DiagnosticError) throws -> FrontMatter {
        let node: Node?
        do {
            node = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            switch error {
            case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
                 .composer(_, let problem, let mark, _):
                throw fail(mark.line + lineOffset, mark.column, .invalidYAML(problem))
            case .duplicatedKeysInMapping(let duplicates, let context):
                throw fail(context.mark.line + lineOffset, context.mark.column, .duplicateFrontMatterKey(duplicates))
            default:
                throw fail(lineOffset + 1, 1, .invalidYAML("\(error)"))
            }
        }
        guard let mapping = node?.mapping else {
            throw fail(lineOffset + 1, 1, .frontMatterNotAMapping)
        }
        func at(_ node: Node) -> (Int, Int) {
            (node.mark.map { $0.line + lineOffset } ?? lineOffset + 1, node.mark?.column ?? 1)
        }
        var title: String?
        var summary: String?
        var numbering: RACBlockNumbering?
        for (key, value) in mapping {
            let (line, column) = at(key)
            switch key.string {
            case "title"?, "summary"?:
                guard let text = value.scalar?.string, !text.isEmpty else {
                    let (line, column) = at(value)
                    throw fail(line, column, .fieldNotAString(key.string!))
                }
                if key.string == "title" { title = text } else { summary = text }
            case "numbering"?:
                guard let map = value.mapping else {
                    let (line, column) = at(value)
                    throw fail(line, column, .numberingNotAMapping)
                }
                var numbers: [String: Int] = [:]
                for (name, number) in map {
                    guard let blockName = name.string, let value = number.int else {
                        let (line, column) = at(number)
                        throw fail(line, column, .blockNumberNotAnInteger(name.string ?? "?"))
                    }
                    numbers[blockName] = value
                }
                numbering = RACBlockNumbering(numbers)
            default:
                throw fail(line, column, .unknownFrontMatterKey(key.string ?? "?"))
            }
        }
        guard let title else { throw fail(lineOffset, 1, .frontMatterFieldMissing("title")) }
        guard let summary else { throw fail(lineOffset, 1, .frontMatterFieldMissing("summary")) }
        return FrontMatter(title: title, summary: summary, numbering: numbering)
    }
}

/// A CommonMark fence opening: up to three spaces, then three or more backticks or tildes.
struct Fence {
    var character: Character
    var length: Int
    var indent: Int
    var info: String
    /// 1-based column of the info string's first character.
    var infoColumn: Int
    var line: Int

    init?(opening text: String, line: Int) {
        let indent = text.prefix(while: { $0 == " " }).count
        guard indent <= 3 else { return nil }
        let rest = text.dropFirst(indent)
        guard let first = rest.first, first == "`" || first == "~" else { return nil }
        let length = rest.prefix(while: { $0 == first }).count
        guard length >= 3 else { return nil }
        let afterFence = rest.dropFirst(length)
        let info = afterFence.trimmingCharacters(in: .whitespaces)
        if first == "`" && info.contains("`") { return nil }
        self.character = first
        self.length = length
        self.indent = indent
        self.info = info
        self.infoColumn = indent + length + afterFence.prefix(while: { $0 == " " || $0 == "\t" }).count + 1
        self.line = line
    }

    var words: [Substring] { info.split(whereSeparator: { $0 == " " || $0 == "\t" }) }
    var language: String { words.first.map(String.init) ?? "" }
    /// ```` ```objc run name=ID ````: the info string starts with `objc` and has the word `run`.
    var isRunnable: Bool { language.hasPrefix("objc") && words.dropFirst().contains("run") }
    /// ```` ```objc change of=ID checks=KIND ````: a task's reference change (`ChangeTask`).
    var isChange: Bool { language.hasPrefix("objc") && words.dropFirst().contains("change") }
    var name: String? {
        words.first(where: { $0.hasPrefix("name=") }).map { String($0.dropFirst(5)) }
    }

    /// The value of the info string's `KEY=VALUE` word and the value's column.
    func attribute(_ key: String) -> (String, Int)? {
        words.first(where: { $0.hasPrefix(key + "=") }).map { word in
            (String(word.dropFirst(key.count + 1)), column(of: word) + key.count + 1)
        }
    }

    /// The column of a word of the info string.
    func column(of word: Substring) -> Int {
        infoColumn + info.distance(from: info.startIndex, to: word.startIndex)
    }

    /// The overview figures the fence asks for (`figure=chain`, `figure=tree@step-N`), in order.
    var figures: [SnippetFigure] { words.dropFirst().compactMap(SnippetFigure.init(attribute:)) }

    /// `rac=VERSION`: the value and its column.
    var rac: (String, Int)? {
        words.first(where: { $0.hasPrefix("rac=") }).map { word in
            (String(word.dropFirst(4)), infoColumn + info.distance(from: info.startIndex, to: word.startIndex) + 4)
        }
    }

    /// `compare=ID`: the value and its column.
    var compare: (String, Int)? {
        words.first(where: { $0.hasPrefix("compare=") }).map { word in
            (String(word.dropFirst(8)), infoColumn + info.distance(from: info.startIndex, to: word.startIndex) + 8)
        }
    }

    /// A word of a runnable fence's info string that is neither `run`, `name=ID`, `rac=VERSION`,
    /// `compare=ID` nor a figure (a misspelt `nmae=bind` would otherwise silently leave the snippet unnamed),
    /// with its column.
    var unknownAttribute: (String, Int)? {
        guard let word = words.dropFirst().first(where: {
            $0 != "run" && !($0.hasPrefix("name=") && $0.count > 5) && !($0.hasPrefix("rac=") && $0.count > 4)
                && !($0.hasPrefix("compare=") && $0.count > 8)
                && SnippetFigure(attribute: $0) == nil
        }) else {
            return nil
        }
        return (String(word), infoColumn + info.distance(from: info.startIndex, to: word.startIndex))
    }

    func closingIndex(in lines: [String], after opening: Int, fail: (Int, Int, LessonMessage) -> DiagnosticError) throws -> Int {
        for index in (opening + 1)..<max(opening + 1, lines.count) {
            let text = lines[index]
            let indent = text.prefix(while: { $0 == " " }).count
            guard indent <= 3 else { continue }
            let rest = text.dropFirst(indent)
            let run = rest.prefix(while: { $0 == character }).count
            if run >= length && rest.dropFirst(run).allSatisfy(\.isWhitespace) { return index }
        }
        throw fail(line, indent + 1, .unterminatedFence(String(repeating: character, count: length)))
    }

    /// The lines between the fences, with the opening fence's indentation removed (CommonMark).
    func content(_ lines: [String], _ opening: Int, _ close: Int) -> String {
        lines[(opening + 1)..<close].map { line in
            let strip = min(indent, line.prefix(while: { $0 == " " }).count)
            return String(line.dropFirst(strip))
        }.joined(separator: "\n") + (close > opening + 1 ? "\n" : "")
    }
}

extension String {
    var trimmingTrailingWhitespace: String {
        var text = self
        while text.last?.isWhitespace == true { text.removeLast() }
        return text
    }
}
