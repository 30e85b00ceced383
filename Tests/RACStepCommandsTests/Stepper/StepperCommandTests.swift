import Testing
@testable import RACStepCommands

@Suite struct StepperCommandTests {
    @Test(arguments: [
        ("s", StepperCommand.step(.forward)), ("step", .step(.forward)),
        ("n", .next(.forward)), ("next", .next(.forward)),
        ("finish", .finish(.forward)), ("c", .continue(.forward)), ("continue", .continue(.forward)),
        ("b", .step(.backward)), ("back", .step(.backward)), ("reverse-step", .step(.backward)),
        ("reverse-next", .next(.backward)), ("reverse-finish", .finish(.backward)), ("reverse-continue", .continue(.backward)),
        ("goto 12", .goto(12)), ("restart", .restart),
        ("break block 4", .setBreakpoint(.block(4))), ("break line 3", .setBreakpoint(.line(3))),
        ("break event dispose", .setBreakpoint(.event(.dispose))), ("break signal bindSignal", .setBreakpoint(.signal("bindSignal"))),
        ("breakpoints", .breakpoints), ("info breakpoints", .breakpoints), ("delete", .delete(nil)), ("delete 2", .delete(2)),
        ("bt", .backtrace), ("l", .list), ("list", .list), ("list engine", .listEngine), ("l engine", .listEngine), ("frame", .frame), ("info locals", .frame),
        ("output", .output), ("disposals", .disposals), ("trace", .trace),
        ("help", .help(nil)), ("help break", .help("break")), ("help list engine", .help("list engine")), ("q", .quit), ("quit", .quit),
    ])
    func parses(line: String, command: StepperCommand) throws {
        #expect(try StepperCommand.parse(line) == command)
    }

    @Test(arguments: [
        ("stpe", "unknown command 'stpe'; did you mean 'step'? (type help)"),
        ("contnue", "unknown command 'contnue'; did you mean 'continue'? (type help)"),
        ("xyzzy", "unknown command 'xyzzy' (type help)"),
        ("s 3", "step takes no arguments (see help step)"),
        ("break", "break: expected 'block N', 'line L', 'event KIND' or 'signal NAME' (see help break)"),
        ("break line 0", "break line: '0' is not a line number"),
        ("delete x", "delete: expected a breakpoint number (see breakpoints)"),
        ("list engine 3", "list engine takes no arguments (see help list engine)"),
        ("list 3", "list takes no arguments (see help list)"),
    ])
    func rejects(line: String, message: String) {
        #expect(throws: StepperCommandError(message)) { try StepperCommand.parse(line) }
    }

    @Test func helpListsEveryCommand() throws {
        let help = try StepperHelp.text(for: nil)
        for name in ["step", "next", "finish", "continue", "back", "reverse-next", "reverse-finish", "reverse-continue",
                     "goto N", "restart", "break block N", "breakpoints", "delete [ID]", "bt", "list", "list engine", "frame",
                     "output", "disposals", "trace", "help [COMMAND]", "quit"] {
            #expect(help.contains("\n  \(name)"), "help lacks \(name)")
        }
        #expect(help.hasPrefix("Commands (Enter repeats the last one):\n"))
    }

    @Test func helpDescribesOneCommand() throws {
        #expect(try StepperHelp.text(for: "n") == """
            next
              Step over: go to the next step at the same or a shallower nesting.
              Also: n

            """)
        #expect(try StepperHelp.text(for: "list engine") == """
            list engine
              Show the engine's Swift around the innermost RAC block running at this step, -> on the line that called the block running inside it (or on the block's first line). The header names our file:line and the ReactiveObjC line the block models, e.g. (RACSignal.m:148).
              Also: l engine

            """)
        #expect(throws: StepperCommandError("help: no command 'stp'; did you mean 'step'?")) { try StepperHelp.text(for: "stp") }
    }

    @Test func stepCommandHelpIsRegistered() {
        let help = RACStepCommand.helpMessage(for: StepCommand.self)
        #expect(help.contains("USAGE: racstep step <file>"))
        #expect(help.contains("--commands <COMMANDS>"))
        #expect(help.contains("--number <NAME=N>"))
        #expect(RACStepCommand.configuration.subcommands.contains { $0 == StepCommand.self })
    }
}
