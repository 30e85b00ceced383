import RACTrace
import ArgumentParser
import Foundation
import ObjCInterpreter
import ObjCFrontend

/// The options `run`, `trace` and `step` share: the snippet and how to run it.
struct SnippetInput: ParsableArguments {
    @Argument(help: "The Objective-C snippet to run, or - for standard input.")
    var file: String

    @Option(help: "The method to run when the file defines several, or a C function to run instead of its statements or main.")
    var entry: String?

    @Option(name: .customLong("max-steps"), help: "Stop after this many evaluation steps.")
    var maxSteps: Int = 10_000_000

    @Option(name: .customLong("number"), parsing: .singleValue,
            help: ArgumentHelp("Number an internal block: NAME=N (repeatable). Replaces the default bind: numbering.", valueName: "NAME=N"))
    var numbers: [String] = []

    @Option(name: .customLong("rac"), help: ArgumentHelp("The RAC the engine translates: \(RACLibrary.optionValues) (default reactiveobjc).", valueName: "VERSION"))
    var rac: String?

    @Flag(name: .customLong("nslog-prefix"), help: "Print NSLog's date and process prefix.")
    var nslogPrefix = false

    enum DiagnosticsFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Option(help: "How errors are printed on stderr: text (clang style) or json (DiagnosticJSON).")
    var diagnostics: DiagnosticsFormat = .text

    func validate() throws {
        for number in numbers {
            let parts = number.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, !parts[0].isEmpty, Int(parts[1]) != nil else {
                throw ValidationError("--number expects NAME=N, e.g. --number bind.didSubscribe=5 (got '\(number)')")
            }
        }
        guard maxSteps > 0 else { throw ValidationError("--max-steps must be positive") }
        if let rac, RACLibrary(option: rac) == nil {
            throw ValidationError("--rac expects one of \(RACLibrary.optionValues) (got '\(rac)')")
        }
    }

    var numbering: RACBlockNumbering {
        guard !numbers.isEmpty else { return .classic }
        var map: [String: Int] = [:]
        for number in numbers {
            let parts = number.split(separator: "=", maxSplits: 1)
            map[String(parts[0])] = Int(parts[1])
        }
        return RACBlockNumbering(map)
    }

    var options: InterpreterOptions {
        var options = InterpreterOptions()
        options.entry = entry
        options.entryAdvice = "choose one with --entry NAME"
        options.maxSteps = maxSteps
        options.maxStepsAdvice = "use --max-steps to raise it"
        options.nslogPrefix = nslogPrefix
        options.numbering = numbering
        options.library = rac.flatMap(RACLibrary.init(option:)) ?? .reactiveObjC
        return options
    }

    /// Reads the snippet; a missing file is a clean error.
    func read() throws -> (text: String, name: String) {
        if file == "-" {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            return (String(decoding: data, as: UTF8.self), "<stdin>")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) else {
            throw RACStepError("\(file): error: no such file or directory")
        }
        guard !isDirectory.boolValue else { throw RACStepError("\(file): error: is a directory") }
        guard let data = FileManager.default.contents(atPath: file) ?? (try? FileHandle(forReadingFrom: URL(fileURLWithPath: file)).readToEnd()) else {
            throw RACStepError("\(file): error: cannot read the file")
        }
        return (String(decoding: data, as: UTF8.self), file)
    }

    /// Runs the snippet, printing diagnostics to stderr; throws the exit code on failure.
    /// `onOutputLine` gets each console line as it is logged.
    func run(recordsTrace: Bool, onOutputLine: (@Sendable (String) -> Void)? = nil) throws -> InterpreterRun {
        let (text, name) = try read()
        var options = self.options
        options.recordsTrace = recordsTrace
        options.onOutputLine = onOutputLine
        return Interpreter.run(source: text, fileName: name, options: options)
    }
}

/// A failure with a message for stderr and an exit code.
struct RACStepError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

enum Console {
    static func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Writes `text` to standard output at once: `FileHandle` writes to the descriptor
    /// without a buffer, so nothing written is lost if the process dies next.
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// Writes a trace writer's chunk where it lies: wrapping rather than copying it into
    /// `Data` (a copy of every chunk was a twentieth of `racstep trace`).
    static func write(bytes: UnsafeRawBufferPointer) {
        guard let start = bytes.baseAddress, bytes.count > 0 else { return }
        FileHandle.standardOutput.write(Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: start), count: bytes.count, deallocator: .none))
    }

    /// Prints a failed run's diagnostics and gives the exit code: 2 for parse errors, 1 for
    /// runtime errors; a program that ran exits with what its `main` returned.
    static func finish(_ run: InterpreterRun, format: SnippetInput.DiagnosticsFormat = .text) throws {
        guard run.status != .success else {
            if run.exitStatus != 0 { throw ExitCode(run.exitStatus) }
            return
        }
        switch format {
        case .text: writeError(run.diagnostics)
        case .json: writeError(DiagnosticJSON.render(run.diagnosticValues, in: run.file))
        }
        throw ExitCode(run.status == .parseError ? 2 : 1)
    }
}
