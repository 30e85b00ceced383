import Testing
import LessonsTestSupport
import RACTrace
@testable import SiteGenerator

/// The levels of detail the player walks (`CallOutline`), checked on the classic bind, whose
/// run has the reader's blocks (1–4), RAC's numbered ones (`bind:`'s 5–10) and unnumbered ones
/// (`dynamicSignal.subscribe`, `subscriber.clearBlocks`, …).
@Suite struct CallOutlineTests {
    static let steps = { () -> [RACTraceStep] in
        (try? SnippetWeaverTests.run(ClassicBind.source).steps) ?? []
    }()

    @Test func eachBlockIsShownFromItsLevel() throws {
        let outline = CallOutline(steps: Self.steps)
        #expect(Self.steps.contains { $0.enteredBlock?.isUser == true })
        #expect(Self.steps.contains { $0.enteredBlock?.isUser == false && $0.block != nil })
        #expect(Self.steps.contains { $0.enteredBlock?.isUser == false && $0.block == nil })
        for (index, step) in Self.steps.enumerated() {
            if step.kind == .log { #expect(outline.levels[index] == .yourCode, "step \(step.step)") }
            guard let block = step.enteredBlock else { continue }
            let expected: CallOutline.Level = block.isUser ? .yourCode : block.number != nil ? .racBlocks : .everything
            #expect(outline.levels[index] == expected, "step \(step.step) \(block.name)")
        }
    }

    /// "Your code" is the snippet's own statements and what they do themselves, in its words:
    /// in this run (`racstep trace`), step 1 creates `subject` (line 1); line 2's `-map:` runs
    /// in RAC's frames, so `doubled` is created inside `-bind:`'s block 5 (RAC's blocks); line
    /// 5 makes subscriber#1 (RAC's work) and subscribes `doubled` (step 10, its own) and a
    /// passthrough (RAC's); line 8 sends 1 to `subject` (21); the map block 1 (28, 29) and the
    /// subscribeNext: block 2 with its log (41–43) are the reader's; RAC's forwarding of the
    /// value (23, 24, 39, 40) and the completion of `+return:` are RAC's; the subscription's
    /// compound disposable, disposed at the top level once the run ends (59), is the first
    /// disposal of its chain.
    @Test func yourCodeIsTheSnippetsOwnStatements() throws {
        let source = """
        RACSubject *subject = [RACSubject subject];
        RACSignal *doubled = [subject map:^id(NSNumber *x) { // block 1
            return @(x.integerValue * 2);
        }];
        [doubled subscribeNext:^(id x) { // block 2
            NSLog(@"got %@", x);
        }];
        [subject sendNext:@1];
        """
        let steps = try SnippetWeaverTests.run(source).steps
        let outline = CallOutline(steps: steps)
        let yours = steps.indices.filter { outline.levels[$0] == .yourCode }.map { $0 + 1 }
        #expect(yours == [1, 10, 21, 28, 29, 41, 42, 43, 59])
        #expect(steps[4].signal == "doubled" && outline.levels[4] == .racBlocks)
        #expect(steps[8].kind == .create && outline.levels[8] == .racBlocks)
    }

    /// A level shows what the levels below it show; "everything" shows every step at the
    /// trace's own depth; "your code" counts only the reader's blocks open around a step.
    @Test func depthCountsTheBlocksALevelShows() throws {
        let outline = CallOutline(steps: Self.steps)
        var open: [RACTraceStep.Block] = []
        for (index, step) in Self.steps.enumerated() {
            if step.kind == .exit { open.removeLast() }
            let your = outline.places[0][index], rac = outline.places[1][index], all = outline.places[2][index]
            #expect(all?.depth == step.depth, "step \(step.step)")
            if your != nil { #expect(rac != nil, "step \(step.step)") }
            if rac != nil { #expect(all != nil, "step \(step.step)") }
            if let your { #expect(your.depth == open.filter(\.isUser).count, "step \(step.step)") }
            if case .enter(let block) = step.event { open.append(block) }
        }
    }

    /// Siblings on one line are one statement, as a debugger steps over a line; the reader's
    /// blocks entered and left start statements of their own.
    @Test func statementsFollowLines() throws {
        let outline = CallOutline(steps: Self.steps)
        for level in CallOutline.Level.allCases {
            var previousAt: [Int: RACTraceStep] = [:]
            for (index, step) in Self.steps.enumerated() {
                guard let place = outline.places[level.rawValue][index] else { continue }
                previousAt = previousAt.filter { $0.key <= place.depth }
                if step.enteredBlock?.isUser == true || previousAt[place.depth] == nil {
                    #expect(place.startsStatement, "step \(step.step) at \(level)")
                } else if let previous = previousAt[place.depth], previous.enteredBlock?.isUser != true, step.line != nil {
                    #expect(place.startsStatement == (previous.line != step.line), "step \(step.step) at \(level)")
                }
                previousAt[place.depth] = step
            }
        }
    }

    @Test func theOutlineRoundTripsThroughThePlayerData() throws {
        let run = try SnippetWeaverTests.run(ClassicBind.source)
        let data = SnippetWeaver().playerData(id: "classic", run: run)
        let encoded = data.outline.places.map { $0.map { $0.map { $0.depth * 2 + ($0.startsStatement ? 1 : 0) } ?? -1 } }
        #expect(try CallOutline(encoded: encoded) == data.outline)
    }
}
