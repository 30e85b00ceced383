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
    /// The message in other languages, keyed by BCP 47 tag (`DiagnosticMessage.chinese`), filled
    /// from the catalogs' tables when the diagnostic is made, while its arguments are at hand.
    /// Not part of equality: a translation follows from the id and arguments, as `message` does.
    public var translations: [String: String] = [:]

    public init(_ message: DiagnosticMessage, range: SourceRange, notes: [Note] = [], fixIt: FixIt? = nil) {
        self.severity = message.severity
        self.id = message.id
        self.message = message.text
        self.range = range
        self.notes = notes
        self.fixIt = fixIt
        translations = [DiagnosticMessage.chinese: message.chineseText]
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
        /// As the diagnostic's own `translations`, and likewise not part of equality.
        public var translations: [String: String] = [:]

        public init(_ message: DiagnosticMessage, range: SourceRange) {
            self.id = message.id
            self.message = message.text
            self.range = range
            translations = [DiagnosticMessage.chinese: message.chineseText]
        }

        public static func == (left: Note, right: Note) -> Bool {
            left.id == right.id && left.message == right.message && left.range == right.range
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(id)
            hasher.combine(message)
            hasher.combine(range)
        }

        public init(id: DiagnosticID, message: String, range: SourceRange) {
            self.id = id
            self.message = message
            self.range = range
        }
    }

    public static func == (left: Diagnostic, right: Diagnostic) -> Bool {
        left.severity == right.severity && left.id == right.id && left.message == right.message
            && left.range == right.range && left.notes == right.notes && left.fixIt == right.fixIt
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(severity)
        hasher.combine(id)
        hasher.combine(message)
        hasher.combine(range)
        hasher.combine(notes)
        hasher.combine(fixIt)
    }

    /// The diagnostic with its message and its notes' in `language` where the catalog has
    /// them (the English otherwise): what a page in that language shows.
    public func localized(_ language: String) -> Diagnostic {
        var copy = self
        copy.message = translations[language] ?? message
        copy.notes = notes.map { note in
            var note = note
            note.message = note.translations[language] ?? note.message
            return note
        }
        return copy
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
