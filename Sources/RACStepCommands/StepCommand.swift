import ArgumentParser
import Foundation
import ObjCInterpreter

/// `racstep step FILE`: a debugger over the recorded trace — step forwards and backwards,
/// break on blocks, lines, events and signals, see the block stack and the locals.
struct StepCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "step",
        abstract: "Run a snippet, then step through its trace like a debugger, forwards and backwards.",
        discussion: """
            Opens a prompt before step 1. Commands: step/s, next/n, finish, continue/c, back/b, \
            reverse-next, reverse-finish, reverse-continue, goto N, restart, break block N | line L | \
            event KIND | signal NAME, breakpoints, delete [ID], bt, list/l, frame (info locals), \
            output, disposals, trace, help [COMMAND], quit/q. An empty line repeats the last command. \
            When standard input is not a terminal, commands are read one per line and each reply is \
            preceded by the prompt and the command, like a transcript.
            """)

    @OptionGroup var input: SnippetInput

    @Option(help: ArgumentHelp("Run these commands, separated by ';', print the transcript and exit.", valueName: "COMMANDS"))
    var commands: String?

    func validate() throws {
        if input.file == "-" && commands == nil {
            throw ValidationError("reading the snippet from standard input leaves none for commands: pass them with --commands")
        }
    }

    func run() throws {
        let result: InterpreterRun
        do {
            result = try input.run(recordsTrace: true)
        } catch let error as RACStepError {
            Console.writeError(error.description + "\n")
            throw ExitCode(1)
        }
        switch result.status {
        case .parseError:
            Console.writeError(result.diagnostics)
            throw ExitCode(2)
        case .runtimeError:
            // The trace up to the failure is still worth stepping through.
            Console.writeError(result.diagnostics)
        case .success:
            break
        }
        if let commands {
            let session = StepperSession(run: result, style: .plain)
            Console.write(StepperDriver.transcript(session, commands: StepperDriver.splitCommands(commands)))
            return
        }
        let terminal = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        let style: StepperStyle = terminal && Self.colorAllowed ? .color : .plain
        var driver = StepperDriver(session: StepperSession(run: result, style: style))
        let lines: StepperDriver.Input = terminal ? .terminal(EditLineReader()) : .lines { Swift.readLine() }
        driver.run(lines, write: Console.write)
    }

    /// Colour unless the terminal cannot show it or the user opted out (no-color.org).
    private static var colorAllowed: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
    }
}
