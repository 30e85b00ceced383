import Testing
@testable import RACStepCommands

/// Scripted sessions over the classic `bind:` example. Step numbers come from its trace:
/// 2–4 the `bind:` call (block 5); 8 the block RACDynamicSignal's `-subscribe:` hands the
/// subscription scheduler (RACDynamicSignal.m:43), which runs bind's didSubscribe (6) at 9;
/// 15 the same for the source, whose didSubscribe (1) runs at 16; 19 its next reaches bind's
/// source handler (10), which calls the binding block (3, steps 20–22) and adds the returned
/// signal (8, step 23); that `+return:` signal's own subscription block (26,
/// RACReturnSignal.m:84) sends its value to the inner next handler (9, step 28), which
/// forwards it to the reader's subscriber block (4, step 31).
@Suite struct StepperSessionTests {
    @Test func opensBeforeStepOneAndStepsForward() {
        let text = StepperDriver.transcript(StepperFixtures.session(), commands: ["s", "s"])
        #expect(text == """
            bind.m: 81 steps recorded; before step 1 (type help for commands)
            (racstep) s
            step 1/81  create signal (RACDynamicSignal)
                 1  RACSignal *signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) { // block 1
            (racstep) s
            step 2/81  → block 5 bind [signal]  \(StepperFixtures.textLocations("bind"))
                 6  RACSignal *bindSignal = [signal bind:^RACSignalBindBlock{ // block 2

            """)
    }

    @Test func breakOnBlockFourShowsTheBindStack() {
        // RAC's bind: source next handler (10) → addSignal (8) → the +return: signal's
        // subscription block → inner next (9) → the subscriber block (4), all inside the
        // source's didSubscribe (1), which runs inside bind's didSubscribe (6) when the reader
        // subscribes — each didSubscribe run by its signal's subscription block.
        let text = StepperFixtures.transcript(["break block 4", "c", "bt"])
        #expect(text == """
            (racstep) break block 4
            Breakpoint 1: block 4 (1 step in this run)
            (racstep) c
            Breakpoint 1 (block 4)
            step 31/81  → block 4 subscribeNext:
                11  [bindSignal subscribeNext:^(id x) { // block 4
            (racstep) bt
            \(StepperFixtures.blockFourBacktrace)

            """)
    }

    /// Every numbered block of the example can be broken on; the first stop is its first
    /// `enter`, and the innermost frame of `bt` is that block.
    @Test(arguments: [
        // block, first enter step, the stack there (innermost first)
        (1, 16, "block 1 ← block dynamicSignal.subscribe ← block 6 ← block dynamicSignal.subscribe"),
        (2, 10, "block 2 ← block 6 ← block dynamicSignal.subscribe"),          // bind: calls the bind block per subscription
        (3, 20, "block 3 ← block 10 ← block 1 ← block dynamicSignal.subscribe ← block 6 ← block dynamicSignal.subscribe"),
        (4, 31, "block 4 ← block 9 ← block returnSignal.subscribe ← block 8 ← block 10 ← block 1 ← block dynamicSignal.subscribe ← block 6 ← block dynamicSignal.subscribe"),
        (5, 2, "block 5"),                    // the -bind: call itself, at top level
        (6, 9, "block 6 ← block dynamicSignal.subscribe"),                    // subscribing runs bind's didSubscribe
        (7, 41, "block 7 ← block bind.addSignal.completed ← block returnSignal.subscribe ← block 8 ← block 10 ← block 1 ← block dynamicSignal.subscribe ← block 6 ← block dynamicSignal.subscribe"),
        (8, 23, "block 8 ← block 10 ← block 1 ← block dynamicSignal.subscribe ← block 6 ← block dynamicSignal.subscribe"),
        (9, 28, "block 9 ← block returnSignal.subscribe ← block 8 ← block 10 ← block 1 ← block dynamicSignal.subscribe ← block 6 ← block dynamicSignal.subscribe"),
        (10, 19, "block 10 ← block 1 ← block dynamicSignal.subscribe ← block 6 ← block dynamicSignal.subscribe"),
    ])
    func breakOnEveryNumberedBlock(block: Int, step: Int, stack: String) {
        let stop = StepperFixtures.reply(after: ["break block \(block)", "c"])
        #expect(stop.hasPrefix("Breakpoint 1 (block \(block))\nstep \(step)/81  → block \(block) "))
        let bt = StepperFixtures.reply(after: ["break block \(block)", "c", "bt"])
        #expect(bt.hasPrefix(stack + "\n"))
    }

    @Test func frameShowsTheInnermostUserBlocksLocals() {
        // At block 4's entry its parameter x holds the value block 1 sent (@1).
        #expect(StepperFixtures.reply(after: ["break block 4", "c", "frame"]) == """
            frame: block 4 subscribeNext:  (entered at step 31)
              x = 1

            """)
        // Inside bind's internals (block 9 at step 26) the innermost block of the reader's
        // is still block 1, whose parameter is the subscriber.
        let inner = StepperFixtures.reply(after: ["goto 29", "info locals"])
        #expect(inner.hasPrefix("frame: block 1 createSignal:  (entered at step 16)\n  subscriber = "))
        // The binding block (3) sees its value parameter.
        #expect(StepperFixtures.reply(after: ["goto 21", "frame"]).contains("  value = 1\n"))
        // At the end the snippet's top-level variables are visible.
        let top = StepperFixtures.reply(after: ["goto 81", "frame"])
        #expect(top.hasPrefix("frame: top level\n"))
        #expect(top.contains("  signal = ") && top.contains("  bindSignal = "))
    }

    @Test func nextStepsOverABlockAndFinishReturnsFromIt() {
        // From block 10's enter (19), next skips its body to its exit (47).
        #expect(StepperFixtures.reply(after: ["goto 19", "n"]).hasPrefix("step 47/81  ← block 10 bind.source.next"))
        // From block 4's body (32, the NSLog), finish stops at block 4's exit (33); again,
        // at an exit, finish returns from the caller: block 9 (34), then the +return: signal's
        // subscription block that sent its value (44).
        #expect(StepperFixtures.transcript(["goto 32", "finish", "finish", "finish"]) == """
            (racstep) goto 32
            step 32/81  log "1"
                12      NSLog(@"%@", x);
            (racstep) finish
            step 33/81  ← block 4 subscribeNext:
                11  [bindSignal subscribeNext:^(id x) { // block 4
            (racstep) finish
            step 34/81  ← block 9 bind.addSignal.next [+return: 1]
                 2      [subscriber sendNext:@1];
            (racstep) finish
            step 44/81  ← block returnSignal.subscribe [+return: 1]
                 2      [subscriber sendNext:@1];

            """)
        #expect(StepperFixtures.reply(after: ["s", "finish"]) == "finish: not inside a block (at top level)\n")
    }

    @Test func stepsBackwards() {
        // back undoes step; reverse-next from an exit lands on the block's enter; from a
        // body step reverse-finish lands on the enclosing block's enter.
        #expect(StepperFixtures.reply(after: ["goto 33", "b"]).hasPrefix("step 32/81  log \"1\""))
        #expect(StepperFixtures.reply(after: ["goto 33", "reverse-step"]).hasPrefix("step 32/81"))
        #expect(StepperFixtures.reply(after: ["goto 47", "reverse-next"]).hasPrefix("step 19/81  → block 10"))
        #expect(StepperFixtures.reply(after: ["goto 32", "reverse-finish"]).hasPrefix("step 31/81  → block 4"))
        #expect(StepperFixtures.reply(after: ["goto 31", "reverse-finish"]).hasPrefix("step 28/81  → block 9"))
        #expect(StepperFixtures.reply(after: ["goto 1", "b"]) == "before step 1 of 81\n")
        #expect(StepperFixtures.reply(after: ["b"]) == "start of trace (before step 1)\n")
        #expect(StepperFixtures.reply(after: ["goto 43", "reverse-continue"]) == "start of trace (before step 1)\n")
    }

    @Test func stepBackToTheStepThatTriggeredADispose() {
        // RAC disposes a subscription when its signal completes: the +return: signal's
        // completed (35) disposes its subscription (36), and the source's completed (49)
        // disposes the source subscription (50).
        #expect(StepperFixtures.transcript(["break event dispose", "c", "b", "c", "c", "c", "b"]) == """
            (racstep) break event dispose
            Breakpoint 1: event dispose (12 steps in this run)
            (racstep) c
            Breakpoint 1 (event dispose)
            step 36/81  dispose disposable#13 (RACCompoundDisposable)
                 2      [subscriber sendNext:@1];
            (racstep) b
            step 35/81  completed → subscriber#5 (RACSubscriber)
                 2      [subscriber sendNext:@1];
            (racstep) c
            Breakpoint 1 (event dispose)
            step 36/81  dispose disposable#13 (RACCompoundDisposable)
                 2      [subscriber sendNext:@1];
            (racstep) c
            Breakpoint 1 (event dispose)
            step 37/81  dispose disposable#12 (RACDisposable) runs its block in disposable#13
                 2      [subscriber sendNext:@1];
            (racstep) c
            Breakpoint 1 (event dispose)
            step 50/81  dispose disposable#8 (RACCompoundDisposable)
                 3      [subscriber sendCompleted];
            (racstep) b
            step 49/81  completed → subscriber#3 (RACSubscriber) of signal
                 3      [subscriber sendCompleted];

            """)
    }

    @Test func breakpointsStopInBothDirections() {
        // Going back from the end, the last dispose (67: bind's serial disposable) stops first.
        #expect(StepperFixtures.reply(after: ["goto 81", "break event dispose", "rc"])
            .hasPrefix("Breakpoint 1 (event dispose)\nstep 71/81  dispose disposable#6 (RACSerialDisposable)"))
        // reverse-next over block 10 (43 → 17) stops at a dispose inside it (34).
        #expect(StepperFixtures.reply(after: ["goto 47", "break event dispose", "rn"])
            .hasPrefix("Breakpoint 1 (event dispose)\nstep 37/81"))
        // next over block 10 stops at the first dispose inside it (36).
        #expect(StepperFixtures.reply(after: ["goto 19", "break event dispose", "n"])
            .hasPrefix("Breakpoint 1 (event dispose)\nstep 36/81"))
    }

    @Test(arguments: [
        // The log step is block 4's NSLog.
        ("break event log", "step 32/81  log \"1\""),
        // The first next is block 1's sendNext: to its passthrough subscriber.
        ("break event next", "step 17/81  next 1 → subscriber#4"),
        // The source's sendCompleted (line 3) reaches its passthrough first.
        ("break event completed", "step 35/81  completed → subscriber#5"),
        ("break event subscribe", "step 6/81  subscribe bindSignal ← subscriber#1"),
        // The +return: signal's subscriber is released once its subscription is done.
        ("break event dealloc", "step 45/81  dealloc subscriber#5"),
        // Line 3 is first reached when block 1 sends completed.
        ("break line 3", "step 48/81  completed → subscriber#4"),
        // bindSignal is created inside the bind: call.
        ("break signal bindSignal", "step 3/81  create bindSignal"),
    ])
    func eachBreakpointKindStops(command: String, stop: String) {
        let reply = StepperFixtures.reply(after: [command, "c"])
        #expect(reply.contains("\n" + stop), "\(reply)")
    }

    @Test func breakOnError() {
        // RAC disposes before calling the error block: the error (7, 8) precedes the
        // disposals (9…) and block 3.
        let reply = StepperFixtures.reply(after: ["break event error", "c"], source: StepperFixtures.failing)
        #expect(reply.hasPrefix("Breakpoint 1 (event error)\nstep 7/23  error (null) → subscriber#2"))
    }

    @Test func manageBreakpoints() {
        #expect(StepperFixtures.transcript(["breakpoints", "break block 4", "break line 99", "breakpoints", "delete 1", "breakpoints", "delete 7", "delete", "breakpoints"]) == """
            (racstep) breakpoints
            No breakpoints.
            (racstep) break block 4
            Breakpoint 1: block 4 (1 step in this run)
            (racstep) break line 99
            Breakpoint 2: line 99 (no step of this run matches)
            (racstep) breakpoints
              1  block 4
              2  line 99
            (racstep) delete 1
            Deleted breakpoint 1.
            (racstep) breakpoints
              2  line 99
            (racstep) delete 7
            delete: no breakpoint 7 (see breakpoints)
            (racstep) delete
            Deleted 1 breakpoint.
            (racstep) breakpoints
            No breakpoints.

            """)
    }

    @Test func continueRunsToTheEndAndSaysSo() {
        #expect(StepperFixtures.transcript(["c", "s", "restart"]) == """
            (racstep) c
            step 81/81  dealloc subscriber#1 (RACSubscriber) of bindSignal
                11  [bindSignal subscribeNext:^(id x) { // block 4
            end of trace (step 81 of 81)
            (racstep) s
            end of trace (step 81 of 81)
            (racstep) restart
            before step 1 of 81

            """)
    }

    @Test func gotoChecksItsRange() {
        #expect(StepperFixtures.reply(after: ["goto 82"]) == "goto: no step 82 (the trace has steps 1–81; 0 is before step 1)\n")
        #expect(StepperFixtures.reply(after: ["goto 5", "goto 0"]) == "before step 1 of 81\n")
    }

    @Test func emptyLineRepeatsTheLastCommand() {
        #expect(StepperFixtures.reply(after: ["s", "", ""]).hasPrefix("step 3/81"))
        #expect(StepperFixtures.reply(after: [""]) == "")
    }

    @Test func listMarksTheCurrentLine() {
        #expect(StepperFixtures.reply(after: ["goto 32", "l"]) == """
                  9      };
                 10  }];
                 11  [bindSignal subscribeNext:^(id x) { // block 4
            ->   12      NSLog(@"%@", x);
                 13  }];
                 14  

            """)
        #expect(StepperFixtures.reply(after: ["list"]).hasPrefix("      1  RACSignal *signal"))
    }

    @Test func outputDisposalsAndTraceSoFar() {
        #expect(StepperFixtures.reply(after: ["goto 31", "output"]) == "(no output yet)\n")
        #expect(StepperFixtures.reply(after: ["goto 32", "output"]) == "1\n")
        #expect(StepperFixtures.reply(after: ["goto 43", "disposals"]) == """
              36                dispose disposable#13 (RACCompoundDisposable)  @2
              37                dispose disposable#12 (RACDisposable) runs its block in disposable#13  @2

            """)
        #expect(StepperFixtures.reply(after: ["goto 3", "trace"]) == """
               1  create signal (RACDynamicSignal)  @1
               2  → block 5 bind [signal]  \(StepperFixtures.textLocations("bind"))  @6
               3    create bindSignal (RACDynamicSignal)  @6

            """)
    }

    @Test func badCommandsGetAHintAndTheSessionGoesOn() {
        #expect(StepperFixtures.transcript(["stpe", "frobnicate", "break block x", "break event boom", "goto", "s"]) == """
            (racstep) stpe
            error: unknown command 'stpe'; did you mean 'step'? (type help)
            (racstep) frobnicate
            error: unknown command 'frobnicate' (type help)
            (racstep) break block x
            error: break block: 'x' is not a block number
            (racstep) break event boom
            error: break event: unknown event 'boom'; one of: create, subscribe, enter, exit, next, error, completed, dispose, dealloc, log
            (racstep) goto
            error: goto: expected a step number (see help goto)
            (racstep) s
            step 1/81  create signal (RACDynamicSignal)
                 1  RACSignal *signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) { // block 1

            """)
    }

    @Test func quitEndsTheTranscript() {
        #expect(StepperFixtures.transcript(["q", "s"]) == "(racstep) q\n")
    }
}
