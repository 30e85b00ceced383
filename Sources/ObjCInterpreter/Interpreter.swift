import RACTrace
import Foundation
import ObjCFrontend
import RACCore

/// How to run a snippet.
public struct InterpreterOptions: Sendable {
    /// Evaluation steps before the run is stopped.
    public var maxSteps: Int = 10_000_000
    /// How the caller's user raises `maxSteps`, added to the error that stops a run there (a
    /// command line names its option); nil adds nothing.
    public var maxStepsAdvice: String?
    /// Nested block invocations before the run is stopped. Low enough that a debug build's
    /// frames fit the interpreter's stack, so runaway recursion stops at the same call in
    /// debug and release.
    public var maxDepth: Int = 10_000
    /// Virtual seconds of scheduled work to run after the snippet returns.
    public var maxVirtualTime: Double = 3_600
    /// Scheduled items to run after the snippet returns.
    public var maxScheduledItems: Int = 1_000_000
    /// Bytes of console output (UTF-8, newlines included) before the run is stopped: a server
    /// running strangers' snippets caps what a logging loop can pile up.
    public var maxOutputBytes: Int = .max
    /// The method to run when the file defines several, or a C function to run instead of the
    /// file's top-level statements or its `main`.
    public var entry: String?
    /// How the caller's user chooses `entry`, added to the error a file with several methods
    /// and no entry gets; nil adds nothing.
    public var entryAdvice: String?
    /// Print NSLog's date/process prefix.
    public var nslogPrefix = false
    /// Record the trace.
    public var recordsTrace = true
    /// Called with each console line (no newline) as the snippet logs it, before the run goes
    /// on: a caller that writes it at once keeps every line printed so far if the run is then
    /// killed or dies (`racstep run`). The lines are in `InterpreterRun.output` as well.
    public var onOutputLine: (@Sendable (String) -> Void)?
    /// Internal block numbers for the trace.
    public var numbering: RACBlockNumbering = .classic
    /// The RAC the engine translates for this run (`RACRuntime.library`); 2.5 takes only what
    /// its layer covers (`RACLibraryCoverage`).
    public var library = RACLibrary.reactiveObjC
    /// Compile the specialised nodes (`CompiledInteger`, `CompiledNumber`, inline operands,
    /// frame slots, `-sendNext:`'s own send). Off, every node takes its general form, which
    /// the tests hold the specialised ones to, step for step.
    var specializes = true

    public init() {}
}

/// What running a snippet produced.
public struct InterpreterRun {
    public enum Status: Equatable {
        case success
        /// The snippet did not parse (exit 2).
        case parseError
        /// The snippet stopped at runtime (exit 1).
        case runtimeError
    }

    public var status: Status
    /// Console output lines, in order.
    public var output: [String]
    /// The recorded steps, compactly (`RACTraceLog`).
    public var trace: RACTraceLog
    /// The steps, each made from `trace` (O(steps)): for short runs.
    public var steps: [RACTraceStep] { Array(trace) }
    /// The disposable tree's changes, compactly.
    public var treeChangeLog: RACTraceRecorder.TreeChanges
    /// The changes, each made from `treeChangeLog` (O(changes)).
    public var treeChanges: [RACTreeChange] { Array(treeChangeLog) }
    /// Snippet variables taking values, for the stepper's `frame` command.
    public var bindingChanges: [RACBindingChange] = []
    /// Rendered diagnostics (clang style), then `terminationLine`; empty on success.
    public var diagnostics: String
    /// The same diagnostics as values, for renderings other than text (`DiagnosticJSON`) and
    /// for callers that place them elsewhere (a lesson maps them to its own lines).
    public var diagnosticValues: [Diagnostic] = []
    /// After an uncaught exception, the line the real runtime ends the console with (`***
    /// Terminating app due to uncaught exception …`); nil otherwise.
    public var terminationLine: String?
    /// What the program's `main` returned, as a process's exit status; 0 for a snippet, which
    /// has no `main`, and for a run that failed (`status` says how).
    public var exitStatus: Int32 = 0
    public var file: SourceFile

    /// Console output as text, each line ending in a newline.
    public var outputText: String { output.map { $0 + "\n" }.joined() }
    /// The trace in RACTrace's text format.
    public var traceText: String { RACTraceTextFormat.render(trace) }
}

/// Runs Objective-C RAC snippets on RACCore.
public enum Interpreter {
    /// Parses and runs `source`. Runs on a thread with a large stack, so deeply nested
    /// subscriptions (thousands of `concat:`s) run instead of overflowing: the calling thread
    /// when it is one of `concurrentPerform`'s, else a thread made for the run.
    ///
    /// A thread made for the run is joined, not detached: its 1 GiB stack (`InterpreterStacks`)
    /// is back for the next run before this returns. A process that runs snippet after snippet
    /// under an address-space limit (the playground's long-lived workers) would otherwise find
    /// the last run's stack still mapped when it asks for the next, and a thread that cannot be
    /// made is said as an error here, where Foundation's `Thread` would fail to start in
    /// silence and leave the caller waiting.
    public static func run(source: String, fileName: String, options: InterpreterOptions = InterpreterOptions()) -> InterpreterRun {
        if let run = InterpreterThreads.onCurrentStack({ bottom in
            runHere(source: source, fileName: fileName, options: options, stackBottom: bottom)
        }) {
            return run
        }
        var result: InterpreterRun?
        let created = InterpreterThreads.run { bottom in
            result = runHere(source: source, fileName: fileName, options: options, stackBottom: bottom)
        }
        guard created == 0 else {
            let file = SourceFile(path: fileName, text: source)
            let reason = String(cString: strerror(created))
            let diagnostic = RuntimeFailure(.internalError("cannot start the interpreter's thread: \(reason)"), at: .point(0)).diagnostic
            var run = InterpreterRun(status: .runtimeError, output: [], trace: RACTraceLog(), treeChangeLog: .init(),
                                     diagnostics: DiagnosticRenderer().render(diagnostic, in: file), file: file)
            run.diagnosticValues = [diagnostic]
            return run
        }
        return result!
    }

    /// `body` for every index in `0..<iterations`, as `DispatchQueue.concurrentPerform` would
    /// call it, but on threads with the interpreter's stack: a `run` inside runs on the thread
    /// it is called on, instead of handing its work to a thread of its own and waiting.
    public static func concurrentPerform(iterations: Int, _ body: @Sendable (Int) -> Void) {
        InterpreterThreads.concurrentPerform(iterations: iterations, body)
    }

    /// The interpreter thread's stack: deep enough for 100,000 nested engine subscriptions.
    static let stackSize = 1 << 30
    /// Stack kept free below the deepest block invocation, for the engine frames and the
    /// unwinding a failure needs; the depth limit stops a run before the stack would overflow.
    static let stackReserve = 160 << 20
    /// Stack kept free below the deepest engine work (`RACRuntime.withStackFloor`), for the
    /// unwinding and the deallocations on the way up. Less than `stackReserve`, so that
    /// where the program's own block is the next to run the error points at it.
    static let engineStackReserve = 96 << 20

    /// Runs on the current thread, whose stack's lowest usable address is `stackBottom`.
    static func runHere(source: String, fileName: String, options: InterpreterOptions, stackBottom: UInt) -> InterpreterRun {
        let file = SourceFile(path: fileName, text: source)
        let renderer = DiagnosticRenderer()
        let unit: TranslationUnit
        do {
            unit = try Parser.parse(file)
        } catch let error as DiagnosticError {
            var run = InterpreterRun(status: .parseError, output: [], trace: RACTraceLog(), treeChangeLog: .init(),
                                     diagnostics: renderer.render(error.diagnostics, in: file), file: file)
            run.diagnosticValues = error.diagnostics
            return run
        } catch {
            // The parser throws only DiagnosticErrors; anything else is RACStep's bug, still
            // reported as a value so no caller meets a failed run without a diagnostic.
            let diagnostic = RuntimeFailure(.internalError("\(error)"), at: .point(0)).diagnostic
            var run = InterpreterRun(status: .parseError, output: [], trace: RACTraceLog(), treeChangeLog: .init(),
                                     diagnostics: renderer.render(diagnostic, in: file), file: file)
            run.diagnosticValues = [diagnostic]
            return run
        }
        let recorder = options.recordsTrace ? RACTraceRecorder(numbering: options.numbering, library: options.library) : nil
        return RACRuntime.isolated(tracer: recorder) { runtime in
            runtime.library = options.library
            let evaluator = Evaluator(file: file, recorder: recorder, options: options)
            evaluator.stackFloor = stackBottom + UInt(stackReserve)
            runtime.stackLimitHandler = { [unowned evaluator] in evaluator.outOfStack() }
            runtime.exceptionHandler = { [unowned evaluator] exception in evaluator.raised(exception) }
            runtime.logHandler = { [unowned evaluator] line in evaluator.log(line) }
            runtime.blockedForeverHandler = { [unowned evaluator] waiter in evaluator.blockedForever(waiter) }
            runtime.blockInvoker = { [unowned evaluator] block, arguments in evaluator.invokeBlockObject(block, arguments) }
            defer {
                runtime.blockInvoker = nil
                runtime.exceptionHandler = nil
                runtime.logHandler = nil
                runtime.blockedForeverHandler = nil
                runtime.stackLimitHandler = nil
            }
            runtime.testSchedulerBudget = options.maxScheduledItems
            var failure: RuntimeFailure?
            do {
                try RACRuntime.withStackFloor(stackBottom + UInt(engineStackReserve)) {
                    try evaluator.runEntry(unit)
                    if evaluator.failure == nil {
                        runtime.drainRunLoop(until: options.maxVirtualTime, maxItems: options.maxScheduledItems)
                    }
                }
                if evaluator.failure == nil, runtime.testSchedulerBudgetExhausted {
                    evaluator.failure = RuntimeFailure(.scheduledActionLimit(options.maxScheduledItems), at: evaluator.statementRange)
                }
                failure = evaluator.failure
            } catch let error as RuntimeFailure {
                failure = evaluator.failure ?? error
            } catch {
                failure = RuntimeFailure(.internalError("\(error)"), at: .point(0))
            }
            runtime.tracer = nil
            var run = InterpreterRun(status: .success, output: evaluator.output, trace: recorder?.log ?? RACTraceLog(),
                                     treeChangeLog: recorder?.treeChangeLog ?? .init(), diagnostics: "", file: file)
            run.bindingChanges = recorder?.bindingChanges ?? []
            run.exitStatus = evaluator.exitStatus
            if let failure {
                run.status = .runtimeError
                run.terminationLine = failure.terminationLine
                run.diagnostics = renderer.render(failure.diagnostic, in: file) + (failure.terminationLine.map { $0 + "\n" } ?? "")
                run.diagnosticValues = [failure.diagnostic]
            }
            return run
        }
    }
}

extension Evaluator {
    /// Runs the snippet: its top-level statements, or its one method (or the `entry` one), or,
    /// in a file that is a whole program, its `main`.
    func runEntry(_ unit: TranslationUnit) throws {
        let methods = unit.methods
        // Known before anything compiles: a call compiles to the function it names.
        for function in unit.functions { functions[function.name] = function }
        if let entry = options.entry, methods.allSatisfy({ $0.selector != entry }), let function = functions[entry] {
            try runProgram(function, fileScope: unit.statements)
            return
        }
        // A program as a learner pastes it, `int main(…) { @autoreleasepool { … } }`, runs as
        // the process would: its file-level declarations, then `main`. A file with statements
        // to run at the top level is a snippet, whatever functions it defines; one with methods
        // runs its method as before — an app's `main` only hands over to UIApplicationMain,
        // which would call that method, and RACStep makes no instances of a file's classes.
        if options.entry == nil, methods.isEmpty, let main = functions["main"],
           unit.statements.allSatisfy({ if case .declaration = $0.kind { true } else { false } }) {
            try runProgram(main, fileScope: unit.statements)
            return
        }
        if methods.isEmpty {
            let scope = Scope(parent: nil)
            defer { scope.leave() }
            _ = try compile(unit.statements)(self, scope)
            return
        }
        let method: MethodDefinition
        if let entry = options.entry {
            guard let found = methods.first(where: { $0.selector == entry }) else {
                throw RuntimeFailure(.noSuchEntryMethod(entry, defined: methods.map(\.selector)), at: methods[0].range)
            }
            method = found
        } else if methods.count == 1 {
            method = methods[0]
        } else {
            throw RuntimeFailure(.severalEntryMethods(defined: methods.map(\.selector), advice: options.entryAdvice), at: methods[1].range)
        }
        if !method.parameters.isEmpty {
            throw RuntimeFailure(.entryMethodHasParameters(method.selector), at: method.range)
        }
        let scope = Scope(parent: nil)
        defer { scope.leave() }
        _ = try compile(method.body.statements)(self, scope)
    }

    /// Runs `function` as a program's entry: the file-level declarations first, in the scope
    /// every function then sees (C's file scope), then the function, whose `int` result is the
    /// exit status. `main(int argc, char *argv[])` gets the one argument a process started
    /// without arguments has, its name: `argc` is 1; `argv` is nil, as RACStep has no C arrays.
    private func runProgram(_ function: FunctionDefinition, fileScope declarations: [Statement]) throws {
        let scope = Scope(parent: nil)
        defer {
            fileScope = nil
            scope.leave()
        }
        if function.name != "main", !function.parameters.isEmpty {
            throw RuntimeFailure(.entryMethodHasParameters(function.name), at: function.range)
        }
        _ = try compile(declarations)(self, scope)
        fileScope = scope
        let arguments: [Value] = function.parameters.enumerated().map { index, _ in
            index == 0 ? .integer(1, Value.int) : .null
        }
        let result = try callFunction(function, arguments, at: function.nameRange)
        if case .integer(let status, _) = result { exitStatus = Int32(truncatingIfNeeded: status) }
    }
}
