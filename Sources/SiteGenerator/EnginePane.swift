import RACTrace
import RACEngineSource

/// What the player's engine pane needs to show RACCore's Swift for the RAC blocks a run
/// enters: where each block is written (its extent and a little context, numbered as in the
/// file) and the GitHub link of the ReactiveObjC line it models. Only the lines those blocks
/// need are embedded, once per file, so pages stay small and the pane works from file://.
public struct EnginePane: Codable, Equatable {
    /// One place in RACCore that makes a block, as a step's `engine` location names it.
    public struct Block: Codable, Equatable {
        public var path: String
        /// The line the block begins on: the pane's current line.
        public var line: Int
        /// The block's extent: through the brace that closes it.
        public var first: Int
        public var last: Int
        /// The lines the pane shows: the extent and `context` lines either side.
        public var from: Int
        public var to: Int
    }

    /// Consecutive lines of a file, the first of them numbered `first`.
    public struct Excerpt: Codable, Equatable {
        public var first: Int
        public var lines: [String]
    }

    /// Lines shown above and below a block's extent, so it reads in its place.
    public static let context = 2

    /// Engine location (`Sources/RACCore/Operators/RACSignal+Bind.swift:100`) → the block.
    public var blocks: [String: Block] = [:]
    /// Path → the lines the blocks show, in runs of consecutive lines.
    public var files: [String: [Excerpt]] = [:]
    /// RAC location (`RACSignal.m:148`) → that line on GitHub at the commit of the RAC the run
    /// translated (ReactiveObjC 1af6617, or ReactiveCocoa's tag v2.5).
    public var racLinks: [String: String] = [:]

    public init(steps: [RACTraceStep], library: RACLibrary = .reactiveObjC) {
        self.init(entered: Self.enteredBlocks(steps), library: library)
    }

    /// The pane for the blocks `enteredBlocks` found.
    init(entered: [RACTraceStep], library: RACLibrary = .reactiveObjC) {
        var shown: [String: [ClosedRange<Int>]] = [:]
        for step in entered {
            if let rac = step.rac, let link = Self.racLink(rac, in: library) { racLinks[rac] = link }
            guard let text = step.engine, blocks[text] == nil, let location = FileLine(text),
                  let extent = RACEngineSource.extent(at: location),
                  let count = RACEngineSource.lines(of: location.path)?.count else { continue }
            let block = Block(path: location.path, line: location.line, first: extent.lowerBound, last: extent.upperBound,
                              from: max(1, extent.lowerBound - Self.context), to: min(count, extent.upperBound + Self.context))
            blocks[text] = block
            shown[location.path, default: []].append(block.from...block.to)
        }
        for (path, ranges) in shown {
            guard let lines = RACEngineSource.lines(of: path) else { continue }
            files[path] = Self.merged(ranges).map { Excerpt(first: $0.lowerBound, lines: Array(lines[($0.lowerBound - 1)..<$0.upperBound])) }
        }
    }

    /// The first `enter` of each of RAC's blocks in the run (the reader's blocks excluded),
    /// in the order they first ran; a block made in two places is listed for each.
    public static func enteredBlocks(_ steps: [RACTraceStep]) -> [RACTraceStep] {
        struct Block: Hashable {
            var name: String?
            var engine: String?
        }
        var seen: Set<Block> = []
        return steps.filter { step in
            step.kind == .enter && step.user != true && seen.insert(Block(name: step.name, engine: step.engine)).inserted
        }
    }

    /// The pane as the player's data holds it (`PlayerData.jsonBytes`): what `Codable` reads back,
    /// keys in sorted order.
    func write(to out: inout ScriptJSON) {
        out.raw("{")
        out.key("blocks")
        out.object(blocks) { out, block in
            out.raw("{"); out.key("first"); out.integer(block.first)
            out.raw(","); out.key("from"); out.integer(block.from)
            out.raw(","); out.key("last"); out.integer(block.last)
            out.raw(","); out.key("line"); out.integer(block.line)
            out.raw(","); out.key("path"); out.string(block.path)
            out.raw(","); out.key("to"); out.integer(block.to)
            out.raw("}")
        }
        out.raw(","); out.key("files")
        out.object(files) { out, excerpts in
            out.array(excerpts) { out, excerpt in
                out.raw("{"); out.key("first"); out.integer(excerpt.first)
                out.raw(","); out.key("lines"); out.array(excerpt.lines) { $0.string($1) }
                out.raw("}")
            }
        }
        out.raw(","); out.key("racLinks"); out.object(racLinks) { $0.string($1) }
        out.raw("}")
    }

    /// `RACSignal.m:148` → its line on GitHub in `library`'s repository, through the engine's
    /// `RACSourceLocation`.
    public static func racLink(_ rac: String, in library: RACLibrary = .reactiveObjC) -> String? {
        FileLine(rac).map { RACSourceLocation($0.path, $0.line).url(in: library) }
    }

    /// Overlapping or adjacent ranges joined, in order.
    static func merged(_ ranges: [ClosedRange<Int>]) -> [ClosedRange<Int>] {
        var result: [ClosedRange<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound + 1 {
                result[result.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }
}
