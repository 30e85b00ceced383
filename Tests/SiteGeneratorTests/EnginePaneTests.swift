import RACTrace
import Testing
import Lessons
import LessonsTestSupport
import RACCore
import RACEngineSource
@testable import SiteGenerator

@Suite struct EnginePaneTests {
    static let bind = "Sources/RACCore/Operators/RACSignal+Bind.swift"

    static func classicSteps() throws -> [RACTraceStep] {
        try SnippetWeaverTests.run(ClassicBind.source).steps
    }

    /// `-bind:` is called (5), the subscription scheduler runs the block `-subscribe:` hands it
    /// (RACDynamicSignal.m:43), which runs bind's didSubscribe (6); the source's first value
    /// reaches its next handler (10), which adds the binding block's signal (8), whose
    /// `-subscribe:` block (RACReturnSignal.m:84) sends the value on (9): RAC's blocks in the
    /// order they first run. The reader's blocks
    /// (1–4) are not RAC's and are left out; each block is listed once.
    @Test func enteredBlocksAreRACsInFirstRunOrder() throws {
        let blocks = EnginePane.enteredBlocks(try Self.classicSteps())
        #expect(Array(blocks.map(\.name).prefix(7)) == ["bind", "dynamicSignal.subscribe", "bind.didSubscribe", "bind.source.next",
                                                        "bind.addSignal", "returnSignal.subscribe", "bind.addSignal.next"])
        #expect(Array(blocks.map(\.block).prefix(7)) == [5, nil, 6, 10, 8, nil, 9])
        #expect(blocks.allSatisfy { $0.user != true && $0.kind == .enter })
        #expect(Set(blocks.map { [$0.name, $0.engine] }).count == blocks.count)
        // -bind:'s createSignal: block is RACSignal.m:108 at the modelled commit.
        #expect(blocks[1].rac == "RACDynamicSignal.m:43")
        #expect(blocks[2].rac == "RACSignal.m:108")
        #expect(blocks[3].rac == "RACSignal.m:148")
    }

    /// Each block the run enters is shown from 2 lines above its extent to 2 below, and the
    /// embedded excerpts hold exactly those lines of the file, each once.
    @Test func blocksShowTheirExtentWithContextFromTheEmbeddedLines() throws {
        let steps = try Self.classicSteps()
        let pane = EnginePane(steps: steps)
        let engines = Set(EnginePane.enteredBlocks(steps).compactMap(\.engine))
        #expect(Set(pane.blocks.keys) == engines)
        for (engine, block) in pane.blocks {
            let location = try #require(FileLine(engine))
            let lines = try #require(RACEngineSource.lines(of: block.path))
            let extent = try #require(RACEngineSource.extent(at: location))
            #expect((block.path, block.line) == (location.path, location.line))
            #expect(block.first...block.last == extent)
            #expect(block.from == max(1, extent.lowerBound - EnginePane.context))
            #expect(block.to == min(lines.count, extent.upperBound + EnginePane.context))
            for number in block.from...block.to {
                let holding = pane.files[block.path]?.filter { ($0.first..<$0.first + $0.lines.count).contains(number) } ?? []
                #expect(holding.count == 1, "\(block.path):\(number) is in \(holding.count) excerpts")
                #expect(holding.first?.lines[number - holding[0].first] == lines[number - 1])
            }
        }
        // Only the files the run's blocks are written in, and only the lines they show.
        #expect(Set(pane.files.keys) == Set(pane.blocks.values.map(\.path)))
        let shown = Set(pane.blocks.values.flatMap { block in (block.from...block.to).map { "\(block.path):\($0)" } })
        let embedded = pane.files.flatMap { path, excerpts in
            excerpts.flatMap { excerpt in (excerpt.first..<excerpt.first + excerpt.lines.count).map { "\(path):\($0)" } }
        }
        #expect(Set(embedded) == shown)
        #expect(embedded.count == shown.count)
    }

    @Test func bindSourceNextShowsItsValueBlockInit() throws {
        let steps = try Self.classicSteps()
        let enter = try #require(steps.first { $0.name == "bind.source.next" })
        let engine = try #require(enter.engine)
        let block = try #require(EnginePane(steps: steps).blocks[engine])
        #expect(block.path == Self.bind)
        let lines = try #require(RACEngineSource.lines(of: Self.bind))
        #expect(lines[block.line - 1].contains("RACValueBlock(RACBlockName.bindSourceNext"))
    }

    @Test func racLinksPointAtTheModelledCommitOnGitHub() throws {
        let pane = EnginePane(steps: try Self.classicSteps())
        #expect(pane.racLinks["RACSignal.m:148"]
                == "https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal.m#L148")
        #expect(Set(pane.racLinks.keys) == Set(EnginePane.enteredBlocks(try Self.classicSteps()).compactMap(\.rac)))
        #expect(EnginePane.racLink("RACSignal.m") == nil)
    }

    @Test func aRAC25RunLinksToReactiveCocoaAtV25AndShowsItsLayer() throws {
        let run = try InterpreterRunner().run(source: ClassicBind.source, fileName: "t.m", numbering: .classic, library: .reactiveCocoa25)
        let pane = EnginePane(steps: run.steps, library: run.library)
        // -bind:'s source handler opens at RACSignal.m:157 at v2.5 (148 at 1af6617).
        #expect(pane.racLinks["RACSignal.m:157"]
                == "https://github.com/ReactiveCocoa/ReactiveCocoa/blob/32364b9040dee9975053398bcf89f3f94a8341cd/ReactiveCocoa/RACSignal.m#L157")
        #expect(pane.racLinks["RACSignal.m:148"] == nil)
        #expect(pane.blocks.keys.contains { $0.hasPrefix("Sources/RACCore/RAC25/RACSignal+Bind25.swift:") })
    }

    @Test func aRunWithoutRACBlocksHasAnEmptyPane() throws {
        let pane = EnginePane(steps: try SnippetWeaverTests.run("NSLog(@\"hi\");\n").steps)
        #expect(pane == EnginePane(steps: []))
        #expect(pane.blocks.isEmpty && pane.files.isEmpty && pane.racLinks.isEmpty)
    }

    @Test(arguments: [
        ([1...3, 5...6], [1...3, 5...6]),
        ([5...6, 1...3, 4...4], [1...6]),          // adjacent runs join
        ([1...10, 2...3, 9...12], [1...12]),       // contained and overlapping
        ([], []),
    ] as [([ClosedRange<Int>], [ClosedRange<Int>])])
    func mergesRanges(ranges: [ClosedRange<Int>], merged: [ClosedRange<Int>]) {
        #expect(EnginePane.merged(ranges) == merged)
    }
}
