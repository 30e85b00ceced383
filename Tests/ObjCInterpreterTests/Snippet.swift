@testable import ObjCInterpreter

/// Runs snippets for the tests, through the public entry point (the big-stack thread).
enum Snippet {
    static func run(_ source: String, fileName: String = "snippet.m",
                    configure: (inout InterpreterOptions) -> Void = { _ in }) -> InterpreterRun {
        var options = InterpreterOptions()
        configure(&options)
        return Interpreter.run(source: source, fileName: fileName, options: options)
    }

    /// The console lines of a run, with RACStep's deterministic addresses masked: real
    /// ReactiveObjC prints heap addresses that change per run, so tests never pin them.
    static func output(_ source: String, configure: (inout InterpreterOptions) -> Void = { _ in }) -> [String] {
        run(source, configure: configure).output.map(maskingAddresses)
    }

    static func maskingAddresses(_ text: String) -> String {
        text.replacingOccurrences(of: "0x[0-9a-f]{5,}", with: "0x…", options: .regularExpression)
    }
}
