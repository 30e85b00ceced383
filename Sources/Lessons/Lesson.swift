import RACTrace
import ObjCFrontend

/// One lesson: `lessons/NN-slug.md`, YAML front matter, GFM prose and runnable snippets.
public struct Lesson: Sendable {
    /// The path the lesson was loaded from, as given (used in every diagnostic).
    public var file: String
    /// `01-bind` for `lessons/01-bind.md`.
    public var slug: String
    public var title: String
    public var summary: String
    /// The lesson's block numbering: `numbering:` in the front matter, else the classic map.
    public var numbering: RACBlockNumbering
    /// The whole file, as lines without their terminators.
    public var lines: [String]
    /// The prose and the snippets, in order.
    public var segments: [Segment]
    public var snippets: [Snippet]
    /// The change-and-predict tasks, in order.
    public var tasks: [ChangeTask] = []

    public enum Segment: Sendable, Equatable {
        /// Markdown between snippets.
        case markdown(String, firstLine: Int)
        /// The index of a snippet in `snippets`; its expectation blocks are part of it.
        case snippet(Int)
        /// The index of a task in `tasks`: its words, fence, expectation block and reveal.
        case task(Int)
    }

    /// The lesson's text as a source file, for locating its diagnostics.
    public var sourceFile: SourceFile { SourceFile(path: file, text: lines.joined(separator: "\n") + "\n") }

    /// The 1-based column of a fence's first backtick on its 1-based `line`: after the
    /// indentation a fence may have (a snippet in a list item), so a caret points at the fence.
    public func fenceColumn(line: Int) -> Int {
        guard line >= 1, line <= lines.count else { return 1 }
        return lines[line - 1].prefix { $0 == " " }.count + 1
    }
}

/// A runnable snippet: a fence whose info string starts with `objc` and contains `run`.
public struct Snippet: Sendable, Equatable {
    /// `name=ID` from the info string, else `snippet-N` (1-based among the lesson's snippets).
    public var id: String
    public var source: String
    /// 1-based line of the opening fence.
    public var fenceLine: Int
    /// 0-based indices of the fence's lines, opening and closing fence included.
    public var lineRange: Range<Int>
    public var output: ExpectationBlock?
    public var trace: ExpectationBlock?
    /// The overview figures its fence asks the site to draw from its run.
    public var figures: [SnippetFigure] = []
    /// `rac=2.5`: the RAC the snippet runs on (ReactiveObjC unless the fence says).
    public var library: RACLibrary
    /// `compare=ID`: the snippet right after this one, which the site shows beside it in one
    /// instrument, both stepped together (`WeaveStep.body`).
    public var compare: String?
    /// The paragraph right before the fence that asks what this snippet does, moved out of the
    /// prose (`SnippetQuestion`); nil when the snippet asks none.
    public var question: SnippetQuestion?

    public init(id: String, source: String, fenceLine: Int, lineRange: Range<Int>,
                output: ExpectationBlock? = nil, trace: ExpectationBlock? = nil, library: RACLibrary = .reactiveObjC) {
        self.library = library
        self.id = id
        self.source = source
        self.fenceLine = fenceLine
        self.lineRange = lineRange
        self.output = output
        self.trace = trace
    }

    /// 1-based lesson line of the snippet's first source line.
    public var firstSourceLine: Int { fenceLine + 1 }
}

/// A fenced ```` ```output ```` or ```` ```trace ```` block after a snippet: what it must print;
/// or after a task's reference change, the property it asks about (`ChangeTask.Check`):
/// ```` ```output ````, ```` ```blocks ```` or ```` ```disposals ````.
public struct ExpectationBlock: Sendable, Equatable {
    public enum Kind: String, Sendable { case output, trace, blocks, disposals }
    public var kind: Kind
    /// The expected text exactly as compared: `"\n"`-terminated lines, or empty.
    public var text: String
    /// 1-based line of the opening fence.
    public var fenceLine: Int
    /// 0-based indices of the fence's lines, opening and closing fence included.
    public var lineRange: Range<Int>
}
