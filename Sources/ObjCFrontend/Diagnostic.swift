/// How serious a diagnostic is; the raw value is the word clang prints.
public enum DiagnosticSeverity: String, Hashable, Sendable {
    case error, warning, note
}

/// A problem found in a source file, as a value: tests compare it, the renderer prints it.
///
/// A diagnostic never loses its range; line and column are derived from the file when rendering.
public struct Diagnostic: Hashable, Sendable {
    public var severity: DiagnosticSeverity
    public var id: DiagnosticID
    public var message: String
    public var range: SourceRange
    public var notes: [Note]
    public var fixIt: FixIt?

    public init(_ message: DiagnosticMessage, range: SourceRange, notes: [Note] = [], fixIt: FixIt? = nil) {
        self.severity = message.severity
        self.id = message.id
        self.message = message.text
        self.range = range
        self.notes = notes
        self.fixIt = fixIt
    }

    /// A diagnostic from another catalog than the parser's (the interpreter's runtime errors).
    public init(severity: DiagnosticSeverity, id: DiagnosticID, message: String, range: SourceRange, notes: [Note] = []) {
        self.severity = severity
        self.id = id
        self.message = message
        self.range = range
        self.notes = notes
        self.fixIt = nil
    }

    /// A secondary location explaining the main one (`note: to match this '['`).
    public struct Note: Hashable, Sendable {
        public var id: DiagnosticID
        public var message: String
        public var range: SourceRange

        public init(_ message: DiagnosticMessage, range: SourceRange) {
            self.id = message.id
            self.message = message.text
            self.range = range
        }

        public init(id: DiagnosticID, message: String, range: SourceRange) {
            self.id = id
            self.message = message
            self.range = range
        }
    }

    /// A suggested edit: replace `range` (empty for an insertion) with `replacement`.
    public struct FixIt: Hashable, Sendable {
        public var range: SourceRange
        public var replacement: String

        public init(range: SourceRange, replacement: String) {
            self.range = range
            self.replacement = replacement
        }
    }
}
