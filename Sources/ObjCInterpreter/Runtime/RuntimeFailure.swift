import ObjCFrontend

/// Why a run stopped early: a runtime error in the snippet (an uncaught Objective-C
/// exception, an unsupported API, a limit), located in the source. The static constructors
/// are the interpreter's message catalog.
struct RuntimeFailure: Error {
    enum Kind {
        /// An Objective-C exception nobody caught: printed as `*** Terminating app due to
        /// uncaught exception 'NAME', reason: 'REASON'`.
        case exception(name: String, reason: String)
        /// An error RACStep reports itself (unsupported API, undeclared name, a limit).
        case error
    }

    var kind: Kind
    var id: DiagnosticID
    var message: String
    var range: SourceRange
    var notes: [Diagnostic.Note] = []

    static func exception(_ name: String, reason: String, message: String, at range: SourceRange,
                          id: DiagnosticID = .uncaughtException) -> RuntimeFailure {
        RuntimeFailure(kind: .exception(name: name, reason: reason), id: id, message: message, range: range)
    }

    static func error(_ message: String, at range: SourceRange, id: DiagnosticID = .runtimeTypeMismatch) -> RuntimeFailure {
        RuntimeFailure(kind: .error, id: id, message: message, range: range)
    }

    /// `NSInvalidArgumentException` for an unrecognized selector, as the runtime words it.
    static func unrecognizedSelector(_ selector: String, className: String, isClass: Bool, address: String,
                                     suggestion: String?, at range: SourceRange) -> RuntimeFailure {
        let sign = isClass ? "+" : "-"
        let target = isClass ? "class \(className)" : "instance \(address)"
        let reason = "\(sign)[\(className) \(selector)]: unrecognized selector sent to \(target)"
        var message = "unrecognized selector '\(selector)' sent to \(isClass ? "class" : "an instance of") \(className)"
        if let suggestion { message += "; did you mean '\(suggestion)'?" }
        return .exception("NSInvalidArgumentException", reason: reason, message: message, at: range, id: .unrecognizedSelector)
    }

    /// `NSCParameterAssert` failing inside RAC or the snippet.
    static func parameterAssert(_ condition: String, at range: SourceRange) -> RuntimeFailure {
        .exception("NSInternalInconsistencyException", reason: "Invalid parameter not satisfying: \(condition)",
                   message: "invalid parameter not satisfying: \(condition)", at: range)
    }

    static func unsupported(_ api: String, at range: SourceRange) -> RuntimeFailure {
        .error("'\(api)' is not supported by RACStep yet", at: range, id: .unsupportedAPI)
    }

    /// A synchronous RAC method (`-first`, `-toArray`, `-waitUntilCompleted:`) waiting for
    /// what can never happen: the real program hangs there.
    static func waitsForever(_ waiter: String, at range: SourceRange) -> RuntimeFailure {
        .error("'\(waiter)' waits forever here: the signal has not finished, and nothing left to run can finish it "
               + "(work queued for the waiting thread, or on a RACTestScheduler nobody steps, never runs while it waits)",
               at: range, id: .waitsForever)
    }

    static func undeclared(_ name: String, at range: SourceRange) -> RuntimeFailure {
        .error("use of undeclared identifier '\(name)'", at: range, id: .undeclaredIdentifier)
    }

    var diagnostic: Diagnostic {
        Diagnostic(severity: .error, id: id, message: message, range: range, notes: notes)
    }
}
