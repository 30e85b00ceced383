import ArgumentParser
import ObjCInterpreter

/// `racstep run FILE`: prints exactly what the snippet logs.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a snippet and print its console output (one line per NSLog).")

    @OptionGroup var input: SnippetInput

    func run() throws {
        let result: InterpreterRun
        do {
            result = try input.run(recordsTrace: false)
        } catch let error as RACStepError {
            Console.writeError(error.description + "\n")
            throw ExitCode(1)
        }
        Console.write(result.outputText)
        try Console.finish(result, format: input.diagnostics)
    }
}
