import RACTrace
import Testing
import RACEngineSource
@testable import RACStepCommands

/// `list engine` and `bt`'s locations over the classic `bind:` example (step numbers as in
/// `StepperSessionTests`): the engine code shown is where RACCore makes the innermost RAC
/// block, and the ReactiveObjC line is the one that block models.
@Suite struct StepperEngineTests {
    static let bind = "Sources/RACCore/Operators/RACSignal+Bind.swift"

    /// The line of `-bind:`'s engine file holding `needle`, which must be on exactly one.
    static func engineLine(_ needle: String) throws -> Int {
        let lines = try #require(RACEngineSource.lines(of: bind))
        let matches = lines.indices.filter { lines[$0].contains(needle) }
        try #require(matches.count == 1, "\(needle) is on \(matches.count) lines")
        return matches[0] + 1
    }

    /// One line as `list engine` prints it: `->` on the current one, the number right-aligned in 4.
    static func listed(_ number: Int, current: Int) throws -> String {
        let text = try #require(RACEngineSource.lines(of: bind))[number - 1]
        let padded = String(repeating: " ", count: 4 - String(number).count) + String(number)
        return "\(number == current ? "->" : "  ") \(padded)  \(text)\n"
    }

    /// The trace's locations for `-bind:`'s blocks: RAC's lines as RACSignal.m at 1af6617 has
    /// them (the `createSignal:` block of `-bind:` on 108, its `subscribeNext:` handler on 148,
    /// `addSignal` on 124, the inner `subscribeNext:` on 130), and ours on each block's init.
    @Test(arguments: [
        ("bind.didSubscribe", "RACSignal.m:108", "RACDidSubscribeBlock(RACBlockName.bindDidSubscribe"),
        ("bind.source.next", "RACSignal.m:148", "next: RACValueBlock(RACBlockName.bindSourceNext"),
        ("bind.addSignal", "RACSignal.m:124", "let addSignal = "),
        ("bind.addSignal.next", "RACSignal.m:130", "next: RACValueBlock(RACBlockName.bindAddSignalNext"),
    ])
    func locationsPointAtTheBlock(name: String, rac: String, engineCode: String) throws {
        #expect(StepperFixtures.locations(name) == "  \(rac)  \(Self.bind):\(try Self.engineLine(engineCode))")
    }

    @Test func listEngineShowsTenLinesAroundTheInnermostRACBlock() throws {
        // Step 19 enters bind.source.next (block 10).
        let line = try Self.engineLine("next: RACValueBlock(RACBlockName.bindSourceNext")
        var expected = "\(Self.bind):\(line) (RACSignal.m:148)\n"
        for number in line - 3...line + 6 { expected += try Self.listed(number, current: line) }
        #expect(StepperFixtures.reply(after: ["goto 19", "list engine"]) == expected)
    }

    @Test func listEngineInTheReadersBlockShowsTheRACBlockThatCalledIt() throws {
        // Step 31 enters block 4 (the reader's), called by bind.addSignal.next (block 9).
        let line = try Self.engineLine("next: RACValueBlock(RACBlockName.bindAddSignalNext")
        let reply = StepperFixtures.reply(after: ["goto 31", "l engine"])
        #expect(reply.hasPrefix("\(Self.bind):\(line) (RACSignal.m:130)\n"))
        #expect(reply.contains("\n" + (try Self.listed(line, current: line))))
        #expect(reply.split(separator: "\n").count == 11)
    }

    @Test func listEngineMarksWhereTheRACBlockCalledTheBlockRunningInsideIt() throws {
        // Step 20 enters block 3 (the reader's binding block), which bind.source.next (block
        // 10) calls for each value (RACSignal.m:153): that call is the current line, and the
        // listing still starts at the block's own first line.
        let start = try Self.engineLine("next: RACValueBlock(RACBlockName.bindSourceNext")
        let call = try Self.engineLine("bindingBlock?.call")
        var expected = "\(Self.bind):\(start) (RACSignal.m:148)\n"
        for number in start - 3...max(start + 6, call + 3) { expected += try Self.listed(number, current: call) }
        #expect(StepperFixtures.reply(after: ["goto 20", "list engine"]) == expected)
    }

    @Test func listEngineOutsideRACBlocksSaysSo() {
        // Before step 1, and at step 1 (creating the source at top level), no block runs.
        #expect(StepperFixtures.transcript(["list engine", "s", "list engine"]) == """
            (racstep) list engine
            list engine: no RAC block is running at this step
            (racstep) s
            step 1/81  create signal (RACDynamicSignal)
                 1  RACSignal *signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) { // block 1
            (racstep) list engine
            list engine: no RAC block is running at this step

            """)
        // Block 1 runs directly inside the block RACDynamicSignal's -subscribe: hands the
        // subscription scheduler (RACDynamicSignal.m:43): that is the RAC block shown.
        #expect(StepperFixtures.reply(after: ["goto 16", "list engine"]).hasPrefix("Sources/RACCore/Signals/RACDynamicSignal.swift:"))
    }

    @Test func btShowsLocationsOnlyOnRACFrames() {
        let bt = StepperFixtures.reply(after: ["goto 20", "bt"])
        #expect(bt == """
            block 3 ← block 10 ← block 1 ← block dynamicSignal.subscribe ← block 6 ← block dynamicSignal.subscribe
              #0  block 3 block  line 7  (entered at step 20)
              #1  block 10 bind.source.next  line 2  (entered at step 19)\(StepperFixtures.locations("bind.source.next"))
              #2  block 1 createSignal:  line 1  (entered at step 16)
              #3  block dynamicSignal.subscribe [signal]  line 11  (entered at step 15)\(StepperFixtures.locations("dynamicSignal.subscribe"))
              #4  block 6 bind.didSubscribe [bindSignal]  line 11  (entered at step 9)\(StepperFixtures.locations("bind.didSubscribe"))
              #5  block dynamicSignal.subscribe [bindSignal]  line 11  (entered at step 8)\(StepperFixtures.locations("dynamicSignal.subscribe"))

            """)
    }
}
