import ObjCInterpreter
@testable import RACStepCommands

/// Snippets and sessions the stepper tests share.
enum StepperFixtures {
    /// The classic `bind:` example: blocks 1–4 are the reader's, 5–10 `bind:`'s internals in
    /// the default numbering (5 bind, 6 bind.didSubscribe, 7 completeSignal, 8 addSignal,
    /// 9 addSignal.next, 10 source.next).
    static let classicBind = """
        RACSignal *signal = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) { // block 1
            [subscriber sendNext:@1];
            [subscriber sendCompleted];
            return nil;
        }];
        RACSignal *bindSignal = [signal bind:^RACSignalBindBlock{ // block 2
            return ^RACSignal *(id value, BOOL *stop) { // block 3
                return [RACSignal return:value];
            };
        }];
        [bindSignal subscribeNext:^(id x) { // block 4
            NSLog(@"%@", x);
        }];

        """

    /// A signal that errors: for `break event error`.
    static let failing = """
        RACSignal *failing = [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) { // block 1
            [subscriber sendError:nil];
            return nil;
        }];
        [failing subscribeNext:^(id x) { // block 2
            NSLog(@"%@", x);
        } error:^(NSError *error) { // block 3
            NSLog(@"failed");
        }];

        """

    /// What `bt` appends to a frame of RAC's block `name` (`bind.source.next`) in the
    /// classic example: its ReactiveObjC and engine locations, as the run's trace records
    /// them (`StepperEngineTests` checks that they point at the right code).
    static func locations(_ name: String) -> String {
        let enter = run(classicBind).steps.first { $0.kind == .enter && $0.name == name }
        return [enter?.rac, enter?.engine].map { "  " + ($0 ?? "?") }.joined()
    }

    /// `bt` when the classic example stops at block 4: RAC's bind: source next handler (10) →
    /// addSignal (8) → the `+return:` signal's subscription block → inner next (9) → the
    /// subscriber block (4), inside the source's didSubscribe (1), which runs inside bind's
    /// didSubscribe (6) — each didSubscribe run by its signal's subscription block
    /// (RACDynamicSignal.m:43).
    static let blockFourBacktrace = """
        block 4 ← block 9 ← block returnSignal.subscribe ← block 8 ← block 10 ← block 1 ← block dynamicSignal.subscribe ← block 6 ← block dynamicSignal.subscribe
          #0  block 4 subscribeNext:  line 11  (entered at step 31)
          #1  block 9 bind.addSignal.next [+return: 1]  line 2  (entered at step 28)\(StepperFixtures.locations("bind.addSignal.next"))
          #2  block returnSignal.subscribe [+return: 1]  line 2  (entered at step 26)\(StepperFixtures.locations("returnSignal.subscribe"))
          #3  block 8 bind.addSignal  line 2  (entered at step 23)\(StepperFixtures.locations("bind.addSignal"))
          #4  block 10 bind.source.next  line 2  (entered at step 19)\(StepperFixtures.locations("bind.source.next"))
          #5  block 1 createSignal:  line 1  (entered at step 16)
          #6  block dynamicSignal.subscribe [signal]  line 11  (entered at step 15)\(StepperFixtures.locations("dynamicSignal.subscribe"))
          #7  block 6 bind.didSubscribe [bindSignal]  line 11  (entered at step 9)\(StepperFixtures.locations("bind.didSubscribe"))
          #8  block dynamicSignal.subscribe [bindSignal]  line 11  (entered at step 8)\(StepperFixtures.locations("dynamicSignal.subscribe"))
        """

    /// The locations the text format prints after RAC's block `name` in the classic example
    /// (`RACSignal.m:93 ⇄ RACSignal+Bind.swift:19`), as the run's trace records them.
    static func textLocations(_ name: String) -> String {
        let enter = run(classicBind).steps.first { $0.kind == .enter && $0.name == name }
        return "\(enter?.rac ?? "?") ⇄ \(enter?.engine?.split(separator: "/").last ?? "?")"
    }

    static func run(_ source: String, name: String = "bind.m") -> InterpreterRun {
        Interpreter.run(source: source, fileName: name)
    }

    static func session(_ source: String = classicBind) -> StepperSession {
        StepperSession(run: run(source))
    }

    /// The transcript of `commands` without the banner: `(racstep) command` lines and replies.
    static func transcript(_ commands: [String], source: String = classicBind) -> String {
        let text = StepperDriver.transcript(session(source), commands: commands)
        return String(text.drop { $0 != "\n" }.dropFirst())
    }

    /// Only the reply to the last of `commands`.
    static func reply(after commands: [String], source: String = classicBind) -> String {
        var session = session(source)
        var text = ""
        for command in commands { text = session.execute(command).text }
        return text
    }
}
