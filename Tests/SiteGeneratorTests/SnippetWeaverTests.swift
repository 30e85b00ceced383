import Foundation
import Testing
import Lessons
import LessonsTestSupport
import RACCore
@testable import SiteGenerator

@Suite struct SnippetWeaverTests {
    static func run(_ source: String) throws -> SnippetRun {
        try InterpreterRunner().run(source: source, fileName: "t.m", numbering: .classic)
    }

    static let hostileLog = #"NSLog(@"<script>alert('x')</script> & \"done\"");"# + "\n"

    @Test func logLinesAreEscapedEverywhere() throws {
        let run = try Self.run(Self.hostileLog)
        let snippet = Snippet(id: "evil", source: "NSLog(@\"<script>\");\n", fenceLine: 1, lineRange: 0..<3)
        let html = SnippetWeaver().weave(snippet, run: run, numbering: .classic)
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("</script> &"))
        // Console, call sequence and step table all carry the escaped text.
        #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;done&quot;"))
        // The source listing too.
        #expect(html.contains("&quot;&lt;script&gt;&quot;"))
        #expect(!html.contains("@\"<script>"))
        // The only <script> is the player data, whose JSON cannot close it.
        #expect(html.components(separatedBy: "<script").count == 2)
    }

    @Test func playerDataRoundTrips() throws {
        let run = try Self.run(ClassicBind.source)
        let weaver = SnippetWeaver()
        let json = weaver.playerJSON(id: "classic", run: run)
        #expect(!json.contains("<"))
        let decoded = try JSONDecoder().decode(SnippetWeaver.PlayerData.self, from: Data(json.utf8))
        #expect(decoded == weaver.playerData(id: "classic", run: run))
        #expect(decoded.steps == run.steps)
        #expect(decoded.treeChanges == run.treeChanges)
        #expect(decoded.sentences.count == run.steps.count)
        // Every dispose step, and only those, has a trigger.
        #expect(zip(decoded.steps, decoded.triggers).allSatisfy { ($0.event == .dispose) == ($1 != nil) })
    }

    @Test func badgesMarkTheReadersBlocksOnTheirLines() throws {
        let run = try Self.run(ClassicBind.source)
        // Blocks 1–4 start on lines 1, 7, 8 and 12 of the snippet; 5–10 are RAC's.
        #expect(SnippetWeaver.badges(run.steps, numbering: .classic) == [1: [1], 7: [2], 8: [3], 12: [4]])
    }

    @Test func marbleLanesFollowTheSignals() throws {
        let run = try Self.run(ClassicBind.source)
        let diagram = MarbleDiagram(steps: run.steps)
        // Subscribing to bound (block 6) subscribes to source inside it: bound's lane comes first.
        #expect(Array(diagram.lanes.prefix(2)) == ["bound", "source"])
        let svg = diagram.svg()
        // bound's passthrough receives 1 and 2 and hands each straight to the RACSubscriber
        // it wraps: one marble per value, at the passthrough's step.
        let boundNexts = run.steps.filter { $0.event == .next && $0.signal == "bound" }
        #expect(boundNexts.map(\.value) == ["1", "1", "2", "2"])
        #expect(boundNexts.map(\.name) == ["RACPassthroughSubscriber", "RACSubscriber", "RACPassthroughSubscriber", "RACSubscriber"])
        for (index, step) in boundNexts.enumerated() {
            let marble = "<g class=\"marble\" data-step=\"\(step.step)\"><circle cx=\"\(MarbleDiagram.x(step.step))\""
            #expect(svg.contains(marble) == (index % 2 == 0))
        }
        let completed = try #require(run.steps.first { $0.event == .completed && $0.signal == "bound" && !diagram.isForwarded($0) })
        #expect(svg.contains("<g class=\"completed\" data-step=\"\(completed.step)\">"))
        for dispose in run.steps where dispose.event == .dispose {
            #expect(svg.contains("<rect class=\"disposal\" data-step=\"\(dispose.step)\""))
        }
        #expect(svg.contains("class=\"marble-cursor\""))
    }

    @Test func disposeLogNamesTheTrigger() throws {
        let run = try Self.run(ClassicBind.source)
        let disposals = Narration(steps: run.steps).disposals()
        #expect(disposals.count == run.steps.filter { $0.event == .dispose }.count)
        // Each disposal happens inside some block or at the top level; say which.
        #expect(disposals.allSatisfy { $0.trigger.hasPrefix("in block") || $0.trigger.hasPrefix("in the") || $0.trigger.hasPrefix("at the top level") })
    }
}

@Suite struct SourceHighlightingTests {
    @Test func spansAreEscapedAndSplitAtLineEnds() {
        let lines = SourceHighlighting.lines("/* a\n<b> */ NSLog(@\"<x>\");\n")
        #expect(lines.count == 2)
        // The block comment is cut at the line end and reopened on the next line.
        #expect(lines[0] == "<span class=\"hl-comment\">/* a</span>")
        #expect(lines[1].hasPrefix("<span class=\"hl-comment\">&lt;b&gt; */</span> "))
        #expect(lines[1].contains("&quot;&lt;x&gt;&quot;"))
        #expect(!lines.joined().contains("<x>"))
        // Tags dropped, the text is the source.
        #expect(lines.map(HTML.text) == ["/* a", "<b> */ NSLog(@\"<x>\");"])
    }
}

@Suite struct MarbleAttributionTests {
    @Test func eventsSentStraightToASubscriberJoinItsSignalsLane() throws {
        let run = try SnippetWeaverTests.run(ClassicBind.source)
        // +return: sends to the RACSubscriber addSignal subscribed (no passthrough), so the
        // value's lane comes from that `subscribe` step.
        let lanes = MarbleDiagram(steps: run.steps).lanes
        #expect(lanes.contains("+return: 1"))
        #expect(!lanes.contains { $0.hasPrefix("subscriber#") })
    }
}
