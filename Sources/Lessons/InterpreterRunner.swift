import RACTrace
import ObjCInterpreter
import RACCore

/// The real runner: snippets run through ObjCInterpreter, traced.
public struct InterpreterRunner: SnippetRunner {
    public var options: InterpreterOptions

    public init(options: InterpreterOptions = InterpreterOptions()) {
        self.options = options
    }

    public func run(source: String, fileName: String, numbering: RACBlockNumbering?) throws -> SnippetRun {
        var options = self.options
        options.recordsTrace = true
        options.numbering = numbering ?? .classic
        let run = Interpreter.run(source: source, fileName: fileName, options: options)
        guard run.status == .success else {
            throw SnippetFailure(message: run.diagnostics, line: run.errorLocation?.line ?? 1,
                                 column: run.errorLocation?.column ?? 1)
        }
        return SnippetRun(output: run.outputText, steps: run.steps, treeChanges: run.treeChanges, traceText: run.traceText)
    }
}
