import Foundation
import Lessons
import ObjCInterpreter
import RACTrace
import Testing
@testable import RACStepCommands

/// `racstep diff` (`TraceDiff`): alignment and the exact listing.
@Suite struct TraceDiffTests {
    static func side(_ title: String, _ source: String, _ library: RACLibrary = .reactiveObjC) -> TraceDiff.Side {
        var options = InterpreterOptions()
        options.library = library
        let run = Interpreter.run(source: source, fileName: "s.m", options: options)
        return TraceDiff.Side(title: title, steps: run.steps, sourceLines: source.components(separatedBy: "\n"))
    }

    @Test func logsAlignAndTheFirstDifferenceIsNamed() {
        let diff = TraceDiff(Self.side("a.m", "NSLog(@\"one\");\nNSLog(@\"two\");\nNSLog(@\"end\");\n"),
                             Self.side("b.m", "NSLog(@\"one\");\nNSLog(@\"three\");\nNSLog(@\"end\");\n"))
        #expect(diff.text == """
            a: a.m
            b: b.m
            first divergence: a step 2 log "two"  @2 | b step 2 log "three"  @2

               a     b
            = 1     1     log "one"  @1
            < 2           log "two"  @2
            >       2     log "three"  @2
            = 3     3     log "end"  @3

            """)
    }

    /// Rows one, two (a's), three (b's), end: each run, once a row is taken, is at its last
    /// step through that row, and stays there on a row that is the other's alone.
    @Test func eachRunIsAtItsLastStepThroughARow() {
        let diff = TraceDiff(Self.side("a.m", "NSLog(@\"one\");\nNSLog(@\"two\");\nNSLog(@\"end\");\n"),
                             Self.side("b.m", "NSLog(@\"one\");\nNSLog(@\"three\");\nNSLog(@\"end\");\n"))
        let through = diff.rows.indices.map { diff.steps(through: $0) }
        #expect(through.map(\.a) == [0, 1, 1, 2])
        #expect(through.map(\.b) == [0, 0, 1, 2])
        // Where the first row is a's alone, b has no step yet.
        let apart = TraceDiff(Self.side("a.m", "NSLog(@\"two\");\n"), Self.side("b.m", "NSLog(@\"three\");\n"))
        #expect(apart.steps(through: 0).a == 0 && apart.steps(through: 0).b == nil)
    }

    @Test func theSameRunsHaveNoDivergence() {
        let source = "NSLog(@\"one\");\n"
        let diff = TraceDiff(Self.side("a.m", source), Self.side("b.m", source))
        #expect(diff.firstDivergence == nil)
        #expect(diff.text.contains("no divergence: the runs take the same steps (RAC's locations aside)\n"))
    }

    @Test func userBlocksAlignByTheirLineTextWhereverTheLineIs() {
        // b has one more line before the block: its subscribeNext: block is on line 3, a's on 2.
        let a = "RACSignal *s = [RACSignal return:@1];\n[s subscribeNext:^(id x) { NSLog(@\"%@\", x); }];\n"
        let b = "RACSignal *s = [RACSignal return:@1];\nNSLog(@\"extra\");\n[s subscribeNext:^(id x) { NSLog(@\"%@\", x); }];\n"
        let diff = TraceDiff(Self.side("a.m", a), Self.side("b.m", b))
        let only = diff.rows.filter { $0.mark != .same }
        #expect(only.count == 1)
        #expect(only.first.flatMap { $0.b }.map { diff.b.steps[$0].event } == .log("extra"))
    }

    @Test func oneSnippetUnderTwoRACsDivergesWhere25CompletesEarly() throws {
        // Tests/Fixtures/rac25/bind-same-signal-twice: after the first tick, ReactiveObjC's
        // next step of the reader's is the second "inner sends tick"; 2.5 completes first
        // (RAC25SnippetTests derives both outputs from RACSignal.m at each version).
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/rac25/bind-same-signal-twice.m")
        let source = try String(contentsOf: url, encoding: .utf8)
        let diff = TraceDiff(Self.side("x.m (ReactiveObjC)", source), Self.side("x.m --rac 2.5 (ReactiveCocoa 2.5)", source, .reactiveCocoa25))
        let first = try #require(diff.firstDivergence)
        let shownA = first.a.map { TraceDiff.shown(diff.a.steps[$0]) }
        let shownB = first.b.map { TraceDiff.shown(diff.b.steps[$0]) }
        // The runs agree through "next tick"; their RAC steps then part where 2.5's
        // completeSignal finds its list empty.
        let logsBefore = diff.rows.prefix { $0.mark == .same }.compactMap { row -> String? in
            guard let index = row.a, case .log(let text) = diff.a.steps[index].event else { return nil }
            return text
        }
        #expect(logsBefore == ["inner subscribed", "inner subscribed", "inner sends tick", "next tick"])
        #expect(shownA != nil || shownB != nil)
        // Both runs' printed lines are rows of the listing, 2.5's "completed" before its last tick.
        let logsB = diff.rows.compactMap { row -> String? in
            guard let index = row.b, case .log(let text) = diff.b.steps[index].event else { return nil }
            return text
        }
        #expect(logsB == ["inner subscribed", "inner subscribed", "inner sends tick", "next tick", "completed", "inner sends tick"])
    }

    @Test func jsonNamesBothRunsAndTheFirstDivergence() throws {
        let diff = TraceDiff(Self.side("a.m", "NSLog(@\"one\");\n"), Self.side("b.m", "NSLog(@\"two\");\n"))
        #expect(diff.json == """
            {"a":{"steps":1,"title":"a.m"},"b":{"steps":1,"title":"b.m"},"firstDivergence":{"a":1,"b":1,\
            "text":"a step 1 log \\"one\\"  @1 | b step 1 log \\"two\\"  @1"},"rows":[{"a":1,"b":null,"depth":0,"mark":"<",\
            "text":"log \\"one\\"  @1"},{"a":null,"b":1,"depth":0,"mark":">","text":"log \\"two\\"  @1"}]}

            """)
    }

    @Test func theCommandExitsOneOnADivergenceAndRejectsAThirdRAC() throws {
        let file = try RunAndTraceCommandTests.file("NSLog(@\"one\");\n")
        #expect(try RunAndTraceCommandTests.exitCode(["diff", file]) == 0)
        let other = try RunAndTraceCommandTests.file("NSLog(@\"two\");\n")
        #expect(try RunAndTraceCommandTests.exitCode(["diff", file, other, "--format", "json"]) == 1)
        #expect(throws: (any Error).self) { try RACStepCommand.parseAsRoot(["diff", file, "--rac", "2.5", "--rac", "2.5", "--rac", "2.5"]) }
        #expect(throws: (any Error).self) { try RACStepCommand.parseAsRoot(["diff", file, "--rac", "3.0"]) }
        #expect(try RunAndTraceCommandTests.exitCode(["diff", try RunAndTraceCommandTests.file("int x = ;")]) == 2)
    }
}
