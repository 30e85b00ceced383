import ArgumentParser
import ObjCInterpreter

/// `racstep run FILE`: prints exactly what the snippet logs, each line as it is logged
/// (written straight to the file descriptor, no buffer), so a run that is killed or dies
/// leaves every line it printed.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a snippet and print its console output (one line per NSLog).")

    @OptionGroup var input: SnippetInput

    func run() throws {
        let result: InterpreterRun
        do {
            result = try input.run(recordsTrace: false) { Console.write($0 + "\n") }
        } catch let error as RACStepError {
            Console.writeError(error.description + "\n")
            throw ExitCode(1)
        }
        try Console.finish(result, format: input.diagnostics)
    }
}
