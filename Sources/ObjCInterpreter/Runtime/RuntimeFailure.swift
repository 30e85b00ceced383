import ObjCFrontend

/// Why a run stopped early: a problem from the catalog (`RuntimeMessage`), located in the
/// source. It stays a value until the run's report is made, where it becomes a `Diagnostic`.
struct RuntimeFailure: Error {
    var message: RuntimeMessage
    var range: SourceRange

    init(_ message: RuntimeMessage, at range: SourceRange) {
        self.message = message
        self.range = range
    }

    var diagnostic: Diagnostic {
        var diagnostic = Diagnostic(severity: .error, id: message.id, message: message.text, range: range)
        diagnostic.translations = [DiagnosticMessage.chinese: message.chineseText]
        return diagnostic
    }

    /// `*** Terminating app due to uncaught exception 'NAME', reason: 'REASON'`, as the real
    /// runtime ends the console after an exception nobody caught; nil for RACStep's own errors.
    var terminationLine: String? {
        message.exception.map { "*** Terminating app due to uncaught exception '\($0.name)', reason: '\($0.reason)'" }
    }
}
