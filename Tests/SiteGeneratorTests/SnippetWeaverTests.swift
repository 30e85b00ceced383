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

    /// A snippet run on another engine than the default says which on its section (`data-rac`),
    /// so a served page's "Open in playground" link opens it on that engine; a default run's
    /// section carries none, its markup as it was before there was a choice.
    @Test func aSectionNamesTheEngineItRanOnUnlessTheDefault() throws {
        let snippet = Snippet(id: "bind", source: ClassicBind.source, fenceLine: 1, lineRange: 0..<3)
        let v25 = try InterpreterRunner().run(source: ClassicBind.source, fileName: "t.m", numbering: .classic, library: .reactiveCocoa25)
        #expect(SnippetWeaver().weave(snippet, run: v25, numbering: .classic)
            .hasPrefix("<section class=\"snippet\" id=\"bind\" data-snippet=\"bind\" data-rac=\"2.5\">\n"))
        #expect(SnippetWeaver().weave(snippet, run: try Self.run(ClassicBind.source), numbering: .classic)
            .hasPrefix("<section class=\"snippet\" id=\"bind\" data-snippet=\"bind\">\n"))
    }

    /// The compact encoding (SnippetWeaver+PlayerData.swift) decodes, as player.js decodes it,
    /// to exactly the run's steps and tree changes: every field of every kind of step (the
    /// classic bind has all ten kinds but error, reader's and RAC's blocks, disposals that run
    /// a block and that do not, owners) and of an error and a dropped event.
    @Test(arguments: [ClassicBind.source, """
        RACSubject *s = [RACSubject subject];
        [[s take:1] subscribeNext:^(id x) { NSLog(@"%@", x); } error:^(NSError *e) { NSLog(@"e"); }];
        [s sendNext:@1];
        [s sendNext:@2];
        [s sendError:[NSError errorWithDomain:@"d" code:1 userInfo:nil]];
        """])
    func playerDataRoundTrips(source: String) throws {
        let run = try Self.run(source)
        let weaver = SnippetWeaver()
        let json = weaver.playerJSON(id: "classic", run: run)
        #expect(!json.contains("<"))
        let decoded = try JSONDecoder().decode(SnippetWeaver.PlayerData.self, from: Data(json.utf8))
        #expect(decoded == weaver.playerData(id: "classic", run: run))
        #expect(decoded.steps == run.steps)
        #expect(decoded.treeChanges == run.treeChanges)
        // Each text once: a string table, not a key and a string per field per step.
        let packed = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let strings = try #require(packed["strings"] as? [String])
        #expect(Set(strings).count == strings.count)
        // A block's engine location, entered again and again, is written twice: in the table,
        // and as the key of its code in the engine pane.
        let engine = try #require(run.steps.first { $0.name == "bind.didSubscribe" }?.engine)
        #expect(json.components(separatedBy: "\"\(engine)\"").count - 1 == 2)
    }

    /// What the player says of a step is in its data, in the page's words: each step's
    /// sentence (`Narration`, as the static call sequence tells it) and each disposal's
    /// trigger; the dispose log has a row for every dispose step, naming it in `data-step`.
    @Test func theWordsThePlayerSaysAreInItsData() throws {
        let run = try Self.run(ClassicBind.source)
        let snippet = Snippet(id: "classic", source: ClassicBind.source, fenceLine: 1, lineRange: 0..<17)
        let html = SnippetWeaver().weave(snippet, run: run, numbering: .classic)
        let data = SnippetWeaver().playerData(id: "classic", run: run)
        #expect(data.sentences == run.steps.map { Narration.sentence($0, in: .english) })
        let disposals = Narration(steps: run.steps).disposals(in: .english)
        #expect(disposals.count == run.steps.filter { $0.kind == .dispose }.count)
        #expect(data.triggers == Dictionary(uniqueKeysWithValues: disposals.map { ($0.step.step, $0.trigger) }))
        for disposal in disposals {
            #expect(html.contains("<li data-step=\"\(disposal.step.step)\">"))
            #expect(html.contains("<span class=\"trigger\">\(HTML.escape(disposal.trigger))</span></li>\n"))
        }
    }

    /// Beside the source, the engine pane's shell (hidden until the player fills it); after
    /// the dispose log, RAC's blocks listed statically with their ReactiveObjC links and
    /// engine locations, for readers without JavaScript and for print.
    @Test func enginePaneAndStaticListOfRACBlocks() throws {
        let run = try Self.run(ClassicBind.source)
        let snippet = Snippet(id: "classic", source: ClassicBind.source, fenceLine: 1, lineRange: 0..<17)
        let html = SnippetWeaver().weave(snippet, run: run, numbering: .classic)
        #expect(html.contains("""
            </ol><aside class="engine-pane" tabindex="0" aria-label="RAC’s code at this step" hidden>\
            <h3>RAC’s code at this step</h3><div class="engine-body"></div></aside></div>
            """))
        #expect(SnippetWeaver().playerData(id: "classic", run: run).engine == EnginePane(steps: run.steps))
        let didSubscribe = try #require(run.steps.first { $0.name == "bind.didSubscribe" })
        let engine = try #require(didSubscribe.engine)
        // h3: a snippet sits in a lesson's h2 section, so its parts are one level down.
        #expect(html.contains("<h3 class=\"woven\">Engine blocks in this run</h3>\n<ul class=\"engine-blocks\">\n"))
        #expect(html.contains("""
            <li><span class="badge" title="block 6">6</span> <b>bind.didSubscribe</b> \
            <a class="rac" href="https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal.m#L108">RACSignal.m:108</a> \
            <code class="engine-loc">\(engine.replacingOccurrences(of: "/", with: "/<wbr>"))</code></li>
            """))
        // The path breaks after its slashes only: "Sources/<wbr>RACCore/<wbr>…".
        #expect(engine.hasPrefix("Sources/RACCore/"))
        let listed = html.components(separatedBy: "<ul class=\"engine-blocks\">")[1].components(separatedBy: "</ul>")[0]
        #expect(listed.components(separatedBy: "<li>").count - 1 == EnginePane.enteredBlocks(run.steps).count)
        // Unnumbered blocks have no badge.
        #expect(listed.contains("<li><b>bind.addSignal.completed</b> <a class=\"rac\""))
    }

    @Test func aSnippetWithoutRACBlocksHasNoEnginePane() throws {
        let run = try Self.run(Self.hostileLog)
        let snippet = Snippet(id: "log", source: Self.hostileLog, fenceLine: 1, lineRange: 0..<3)
        let html = SnippetWeaver().weave(snippet, run: run, numbering: .classic)
        #expect(!html.contains("engine-pane"))
        #expect(!html.contains("Engine blocks in this run"))
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
        let svg = diagram.svg(locale: .english)
        // bound's passthrough receives 1 and 2 and hands each straight to the RACSubscriber
        // it wraps: one marble per value, at the passthrough's step.
        let boundNexts = run.steps.filter { $0.kind == .next && $0.signal == "bound" }
        #expect(boundNexts.map(\.value) == ["1", "1", "2", "2"])
        #expect(boundNexts.map(\.name) == ["RACPassthroughSubscriber", "RACSubscriber", "RACPassthroughSubscriber", "RACSubscriber"])
        for (index, step) in boundNexts.enumerated() {
            let marble = "<g class=\"marble\" data-step=\"\(step.step)\"><circle cx=\"\(MarbleDiagram.x(step.step))\""
            #expect(svg.contains(marble) == (index % 2 == 0))
        }
        let completed = try #require(run.steps.first { $0.kind == .completed && $0.signal == "bound" && !diagram.isForwarded($0) })
        #expect(svg.contains("<g class=\"completed\" data-step=\"\(completed.step)\">"))
        for dispose in run.steps where dispose.kind == .dispose {
            #expect(svg.contains("<rect class=\"disposal\" data-step=\"\(dispose.step)\""))
        }
        #expect(svg.contains("class=\"marble-cursor\""))
    }

    /// The static call sequence (for readers without JavaScript, and print) is the run at
    /// "RAC's blocks" (`CallOutline`): a row per step that level shows, with its sentence and
    /// line, nested by that level's depth; it starts collapsed, so the prose after a snippet
    /// is not buried.
    @Test func callSequenceStartsCollapsedAtRACsBlocks() throws {
        let run = try Self.run(ClassicBind.source)
        let snippet = Snippet(id: "classic", source: ClassicBind.source, fenceLine: 1, lineRange: 0..<17)
        let html = SnippetWeaver().weave(snippet, run: run, numbering: .classic)
        #expect(html.contains("""
            <details class="call-sequence-box" data-pagefind-ignore><summary><h3 class="woven">Call sequence</h3> \
            <span class="count">\(run.steps.count) steps</span></summary>
            """))
        let places = CallOutline(steps: run.steps).places[CallOutline.Level.racBlocks.rawValue]
        for step in run.steps {
            let row = "<li value=\"\(step.step)\" "
            guard let place = places[step.step - 1] else { #expect(!html.contains(row)); continue }
            let depth = place.depth == 0 ? "" : " style=\"--d:\(place.depth)\""
            let at = step.line.map { " <span class=\"at\">line \($0)</span>" } ?? ""
            #expect(html.contains(row + "class=\"ev-\(step.kind.rawValue)\"\(depth)>\(HTML.escape(Narration.sentence(step, in: .english)))\(at)</li>\n"))
        }
    }

    /// A long run's static call sequence folds to its top-level statements, each saying how
    /// many of the level's steps it holds, so the page stays light.
    @Test func aLongRunsCallSequenceFoldsToItsStatements() throws {
        let source = "RACSubject *s = [RACSubject subject];\n[[s map:^id (id x) { return x; }] subscribeNext:^(id x) { NSLog(@\"%@\", x); }];\n"
            + String(repeating: "[s sendNext:@1];\n", count: 40)
        let run = try Self.run(source)
        #expect(run.steps.count > SnippetWeaver.longRun)
        let snippet = Snippet(id: "long", source: source, fenceLine: 1, lineRange: 0..<44)
        let html = SnippetWeaver().weave(snippet, run: run, numbering: .classic)
        let places = CallOutline(steps: run.steps).places[CallOutline.Level.racBlocks.rawValue]
        let statements = places.filter { $0?.depth == 0 && $0?.startsStatement == true }.count
        // The two statements, the 40 sends, and nothing deeper.
        #expect(statements == 42)
        #expect(html.components(separatedBy: "<li value=").count - 1 == statements)
        #expect(html.contains("<span class=\"folded\">"))
        #expect(html.contains("<p class=\"call-summary-note\">Folded to RAC’s blocks: \(statements) of \(run.steps.count) steps"))
    }

    /// `[letters sendNext:@"a"]` sends to the subject itself: the sentence names it as the
    /// snippet does, not as "signal#1 (RACSubject) of letters".
    @Test func aSubjectIsNamedByItsVariable() throws {
        let run = try Self.run("""
            RACSubject *letters = [RACSubject subject];
            [letters subscribeNext:^(id x) { NSLog(@"%@", x); }];
            [letters sendNext:@"a"];
            """)
        let sentences = run.steps.map { Narration.sentence($0, in: .english) }
        #expect(sentences.contains { $0.hasPrefix("sends next a to letters (RACSubject signal#") }, "\(sentences)")
    }

    @Test func disposeLogNamesTheTrigger() throws {
        let run = try Self.run(ClassicBind.source)
        let disposals = Narration(steps: run.steps).disposals(in: .english)
        #expect(disposals.count == run.steps.filter { $0.kind == .dispose }.count)
        // Each disposal happens inside some block or at the top level; say which.
        #expect(disposals.allSatisfy { $0.trigger.hasPrefix("in block") || $0.trigger.hasPrefix("in the") || $0.trigger.hasPrefix("at the top level") })
    }
}

/// The marble diagram names objects as a reader can follow them: `-description`'s address
/// changes every run, so a tuple is labelled by its items and named by its order of appearance.
@Suite struct MarbleValueNamesTests {
    @Test func tuplesLoseTheirAddresses() {
        var names = ValueNames()
        let tuple = "<RACTwoTuple: 0x600000c0a5c0> (\n    a,\n    1\n)"
        #expect(names.label(tuple) == "(a, 1)")
        #expect(names.stable("sends next \(tuple) to subscriber#3") == "sends next RACTwoTuple#1 (a, 1) to subscriber#3")
        #expect(names.stable("<RACTwoTuple: 0x600000c0a700> (\n    b,\n    2\n)") == "RACTwoTuple#2 (b, 2)")
        #expect(names.stable("again \(tuple)") == "again RACTwoTuple#1 (a, 1)")
        #expect(names.label("plain") == "plain")
    }

    /// The search of a text's bytes finds what the Regex (the oracle here) finds, or says it
    /// cannot tell: over ASCII and Chinese sentences as the lessons say them, and texts where a
    /// scalar beside a delimiter makes one character of the two, or where `\w` or `\s` would
    /// take a scalar that bytes do not (a Han class name, an ideographic space).
    @Test func theBytesFindWhatTheRegexFinds() {
        let plain = [
            "sends next <RACTwoTuple: 0x600000c0a5c0> (\n    a,\n    1\n) to subscriber#3 (RACSubscriber)",
            "向 subscriber#3（RACSubscriber）发送 next <RACTwoTuple: 0x6000> (\n    甲,\n    1\n)。",
            "中<RACUnit: 0xabc>文", "<A:0x1> <B: 0x2>", "<A: 0x1> (no close", "<A: 0xZ> <B: 0xff>（中）",
            "<A_1: 0x1>\r\n(b)", "<A: 0x1> (a)) b)", "no description", "<A: 0x> <B: 0x1f>",
        ]
        let joined = [
            "<类: 0x1> (a)", "<A: 0x1>\u{3000}(a)", "<A: 0x1\u{301}>", "<A: 0x1>\u{301}(a)", "<A: 0x1> (\u{301}a)",
            "<A: 0x1> (a)\u{301}", "\u{600}<A: 0x1>", "<A: 0x1> (a\u{600})", "<A: 0x1>\u{200D}", "<A\u{301}: 0x1>",
        ]
        var found = 0
        for text in plain + joined {
            var contiguous = text
            let search = contiguous.withUTF8 { ValueNames.bytesFirstDescribed($0, in: text, from: 0) }
            let match = text.firstMatch(of: ValueNames.described)
            switch search {
            case .found(let described):
                found += 1
                #expect(described.range == match?.range, "\(text.debugDescription)")
                #expect(described.cls == match.map { String($0.output.1) }, "\(text.debugDescription)")
                #expect(described.address == match.map { String($0.output.2) }, "\(text.debugDescription)")
                #expect(described.items == match?.output.3.map(String.init), "\(text.debugDescription)")
            case .none:
                #expect(match == nil, "\(text.debugDescription)")
            case .unsure:
                // Only where a scalar could change what the Regex sees; never for the sentences.
                #expect(joined.contains(text), "\(text.debugDescription)")
            }
        }
        #expect(found >= 7)
    }

    /// A description's items are trimmed as Foundation's `.whitespacesAndNewlines` trims them
    /// (the oracle here), without going through Foundation: tabs, line ends, the ideographic
    /// and no-break spaces, the zero-width space (which is not Unicode `White_Space`), an item
    /// of spaces alone, and empty items between commas (dropped by the split).
    @Test func itemsAreTrimmedAsFoundationTrimsThem() {
        for items in ["\n    a,\n    1\n", " \t(x),\u{3000}y\u{00A0}", "\u{200B}z\u{200B},  ,w", ",,a,,", "", "   ", "é\u{0301} , 中文"] {
            #expect(ValueNames.items(items) == items.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) })
        }
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
