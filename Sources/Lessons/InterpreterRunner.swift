import RACTrace
import ObjCInterpreter

/// The real runner: snippets run through ObjCInterpreter, traced.
public struct InterpreterRunner: SnippetRunner {
    public var options: InterpreterOptions

    public init(options: InterpreterOptions = InterpreterOptions()) {
        self.options = options
    }

    public func run(source: String, fileName: String, numbering: RACBlockNumbering?, library: RACLibrary) throws(SnippetFailure) -> SnippetRun {
        var options = self.options
        options.recordsTrace = true
        options.numbering = numbering ?? .classic
        options.library = library
        let run = Interpreter.run(source: source, fileName: fileName, options: options)
        guard run.status == .success else {
            throw SnippetFailure(diagnostics: run.diagnosticValues, file: run.file, terminationLine: run.terminationLine)
        }
        return SnippetRun(output: run.outputText, steps: run.steps, treeChanges: run.treeChanges, traceText: run.traceText,
                          library: library)
    }

    /// On the interpreter's own threads, where each run goes on the thread its body calls it
    /// on (`Interpreter.concurrentPerform`).
    public func concurrentPerform(iterations: Int, _ body: @Sendable (Int) -> Void) {
        Interpreter.concurrentPerform(iterations: iterations, body)
    }

    /// The interpreter's options, field by field (`maxSteps=10000000 …`), so a new option is
    /// part of the key without anyone remembering it. `numbering`, `recordsTrace` and `library`
    /// are left out: `run` sets them itself.
    public var cacheIdentity: String? {
        let fields = Mirror(reflecting: options).children.compactMap { child -> String? in
            guard let label = child.label, label != "numbering", label != "recordsTrace", label != "library" else { return nil }
            return "\(label)=\(String(reflecting: child.value))"
        }
        return "interpreter " + fields.joined(separator: " ")
    }
}
