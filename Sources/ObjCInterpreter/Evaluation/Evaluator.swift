import ObjCFrontend
import RACCore

/// Runs a parsed snippet on RACCore: its code compiled to closures (`Evaluator+Compile`),
/// run with ARC's memory rules.
///
/// Locals are released when their scope ends, the temporaries of a statement when the
/// statement ends, captured values when their block is deallocated. Those releases are what
/// deallocate subscribers, so they happen at the same points in every build.
final class Evaluator {
    let file: SourceFile
    let recorder: RACTraceRecorder?
    let options: InterpreterOptions
    private(set) var output: [String] = []
    /// The UTF-8 bytes of `output`, newlines included, against `options.maxOutputBytes`.
    private var outputBytes = 0
    // The evaluator's state is only ever touched from its own thread, one access at a time;
    // dynamic exclusivity checks on it would cost more than the evaluation itself.
    /// Set when the run must stop: every evaluation then unwinds without running more code.
    @exclusivity(unchecked) var failure: RuntimeFailure? {
        didSet {
            hasFailed = failure != nil
            stepLimit = hasFailed ? 0 : options.maxSteps
            // No more test-scheduler actions either: a repeating one would step on forever.
            if hasFailed { RACRuntime.withCurrent { $0.testSchedulerBudget = 0 } }
        }
    }
    /// `failure != nil`, cheap to test at every step.
    @exclusivity(unchecked) private(set) var hasFailed = false
    @exclusivity(unchecked) var steps = 0
    /// `options.maxSteps`, or 0 once the run has failed: `tick` takes its slow path when
    /// `steps` reaches it, so one comparison covers both.
    @exclusivity(unchecked) private var stepLimit: Int
    /// The statement last entered, where an exception RAC raises is reported (`raised(_:)`):
    /// the code whose call led into the operator, as the top of the exception's backtrace.
    @exclusivity(unchecked) var statementRange = SourceRange.point(0)
    @exclusivity(unchecked) var depth = 0
    /// The lowest stack address a block invocation may start at (stacks grow down); 0 when
    /// the stack is not measured.
    var stackFloor: UInt = 0
    /// Objects produced by the statements being evaluated, released when each statement ends.
    @exclusivity(unchecked) var temporaries: [RACObject] = []
    /// The parameter scope of the innermost block running, whose parent is the block's
    /// capture scope: where a compiled body finds parameters kept in a scope. Nil while a
    /// block runs without a call scope (`BlockCode.needsCallScope`).
    /// Unowned: `invoke` holds the scope for as long as it is the frame, and switching frames
    /// twice per call would otherwise retain and release both.
    @exclusivity(unchecked) unowned(unsafe) var frame: Scope?
    /// The innermost block running, whose captures a compiled body reads by position
    /// (`capturedValue(_:named:at:)`). Unretained: `invoke` holds the block, and
    /// `withCurrentBlock` lends it without the retain and release an unowned reference costs
    /// when it is used.
    @exclusivity(unchecked) var currentBlock: Unmanaged<InterpretedBlock>?

    /// Runs `body` with the innermost block running (there is one: a compiled body asks).
    @inline(__always)
    func withCurrentBlock<R>(_ body: (InterpretedBlock) throws -> R) rethrows -> R {
        try currentBlock.unsafelyUnwrapped._withUnsafeGuaranteedRef(body)
    }
    /// The arguments of the blocks running whose parameters live here rather than in a
    /// scope (`BlockCode.parametersInFrame`), innermost last; each holds its object (+1), as
    /// the variable would.
    let argumentStack = ArgumentStack()
    /// Where the innermost such block's arguments start in `argumentStack`.
    @exclusivity(unchecked) var argumentBase = 0
    /// What the body being compiled knows of its names (nil outside a block body).
    @exclusivity(unchecked) var compilingBlock: BlockNames?
    /// Scopes left and no longer referenced, for `enterScope(parent:)` to reuse.
    @exclusivity(unchecked) var spareScopes: [Scope] = []
    /// Each block literal's captures and compiled body, by source offset.
    @exclusivity(unchecked) var blockCodes: [Int: BlockCode] = [:]
    /// The C functions the file defines, by name, and their bodies once compiled (`callFunction`).
    var functions: [String: FunctionDefinition] = [:]
    @exclusivity(unchecked) var functionBodies: [String: CompiledStatement] = [:]
    /// The file-level declarations of a program that runs `main` (`runProgram`), which its
    /// functions see; nil in a snippet, whose top-level statements are not the file scope.
    @exclusivity(unchecked) var fileScope: Scope?
    /// What the program's entry function returned (`InterpreterRun.exitStatus`).
    var exitStatus: Int32 = 0
    /// Each static local's variable, by its declarator's source offset (`declareStatic`).
    @exclusivity(unchecked) var staticLocals: [Int: VariableBox] = [:]
    /// What each block literal is for (`createSignal:`, `subscribeNext:`), by source offset.
    @exclusivity(unchecked) var blockRoles: [Int: String] = [:]
    /// The object `self` stands for in a `- (void)viewDidLoad` method.
    let selfObject = SnippetSelf()
    /// What the run's engine translates, if not all of RAC (`RACEngine.coverage`): the
    /// messages the bridge refuses (`RACLibraryCoverage+Refusal.swift`).
    let coverage = RACRuntime.current.engine.coverage

    init(file: SourceFile, recorder: RACTraceRecorder?, options: InterpreterOptions) {
        self.file = file
        self.recorder = recorder
        self.options = options
        stepLimit = options.maxSteps
    }

    // MARK: Console

    /// A line of console output, as `NSLog` prints it.
    func log(_ text: String) {
        let line = options.nslogPrefix ? nslogPrefix() + text : text
        outputBytes += line.utf8.count + 1
        if outputBytes > options.maxOutputBytes {
            if failure == nil {
                failure = RuntimeFailure(.outputLimit(options.maxOutputBytes), at: statementRange)
            }
            return
        }
        output.append(line)
        options.onOutputLine?(line)
        racTrace(.log(text))
    }

    private func nslogPrefix() -> String {
        // A fixed, plausible NSLog header; the time is the virtual clock's.
        let seconds = RACRuntime.current.clock.now
        let whole = Int(seconds)
        let micro = Int((seconds - Double(whole)) * 1_000_000)
        let h = 12 + whole / 3600, m = (whole / 60) % 60, s = whole % 60
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let fraction = String(micro).leftPadded(to: 6)
        return "2026-01-01 \(two(h)):\(two(m)):\(two(s)).\(fraction)+0000 RACStep[1000:10000] "
    }

    // MARK: Bookkeeping

    /// A wait RAC would never return from (`RACRuntime.reportBlockedForever`) becomes the
    /// run's failure, unless it has one.
    func blockedForever(_ waiter: String) {
        guard failure == nil else { return }
        failure = RuntimeFailure(.waitsForever(waiter), at: statementRange)
    }

    /// The engine reached the thread's stack floor (`RACRuntime.stackLimitHandler`): RAC's
    /// own recursion went too deep between two of the program's blocks. The run stops at the
    /// statement running.
    func outOfStack() {
        guard failure == nil else { return }
        failure = RuntimeFailure(.stackLimit, at: statementRange)
    }

    /// An exception RAC raised (`RACException`) becomes the run's failure, unless it has one.
    func raised(_ exception: RACException) {
        guard failure == nil else { return }
        failure = RuntimeFailure(.racException(name: exception.name, reason: exception.reason), at: statementRange)
    }

    /// One evaluation step: every node ticks once. Inlined into every compiled node, with the
    /// rare cases — a failed run, the step limit — out of line (once left to the optimizer,
    /// it stopped inlining it, which cost 700 instructions per value on map-filter).
    @inline(__always)
    func tick(_ range: SourceRange) throws {
        if _slowPath(steps >= stepLimit) { return try tickStoppingRun(range) }
        steps += 1
    }

    /// `tick` when the run has failed or is at its step limit.
    @inline(never)
    private func tickStoppingRun(_ range: SourceRange) throws {
        if hasFailed, let failure { throw failure }
        steps += 1
        if steps > options.maxSteps {
            throw RuntimeFailure(.stepLimit(options.maxSteps, advice: options.maxStepsAdvice), at: range)
        }
    }

    /// Keeps an object produced by an expression alive until its statement ends.
    @discardableResult
    func temporary(_ value: Value) -> Value {
        if case .object(let object) = value {
            object.retain()
            temporaries.append(object)
        }
        return value
    }

    /// Releases the temporaries made since `mark`, last made first. Inlined: most statements
    /// make none, and then this is one comparison.
    @inline(__always)
    func releaseTemporaries(to mark: Int) {
        if temporaries.count > mark { releaseTemporariesMade(since: mark) }
    }

    @inline(never)
    private func releaseTemporariesMade(since mark: Int) {
        while temporaries.count > mark {
            temporaries.removeLast().release()
        }
    }

    /// An address in the caller's stack frame: how deep the thread's stack is.
    @inline(never)
    static func stackAddress() -> UInt {
        var marker = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }

    func line(of range: SourceRange) -> Int { file.location(of: range.start).line }

    /// Tells the trace that variable `name` now holds `value`: signals are named after the
    /// variable, and the stepper shows the value as a local.
    func nameForTrace(_ value: Value, _ name: String) {
        guard let recorder else { return }
        if let object = value.object, object is RACSignal { recorder.nameVariable(object, name) }
        recorder.recordBinding(name, describe(value))
    }

    /// A value as the debugger shows it: objects by description, scalars as C prints them.
    func describe(_ value: Value) -> String {
        switch value {
        case .void: return "void"
        case .null: return "nil"
        case .integer(let number, let type): return type.isSigned ? String(number) : String(UInt64(bitPattern: number))
        case .floating(let number, _): return String(number)
        case .bool(let flag): return flag ? "YES" : "NO"
        case .object(let object):
            if let string = object as? ObjCString { return "@\"\(string.value)\"" }
            if object is InterpretedBlock { return "<block>" }
            return object.description
        case .classObject(let name): return name
        case .selector(let name): return "@selector(\(name))"
        case .pointer(let box): return "&\(box.name)"
        case .cString(let text): return "\"\(text)\""
        }
    }
}

extension String {
    func leftPadded(to width: Int, with pad: Character = "0") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}

/// The receiver `self` in a `- (void)viewDidLoad { … }` method: a stand-in view controller.
final class SnippetSelf: RACObject {
    static let modelledClassName = "ViewController"
    override var className: String { Self.modelledClassName }
}
