import Foundation

/// A diagnostic as JSON, for programs rather than people: the playground's API, `racstep run
/// --diagnostics json` and `racstep verify --diagnostics json`. One rendering, beside the
/// clang-style text one; line and column are derived from the file as the text renderer
/// derives them (columns count UTF-8 bytes, as clang's do).
public struct DiagnosticJSON: Codable, Equatable, Sendable {
    /// The file, in a document that holds several files' diagnostics (`racstep verify` over
    /// many lessons); absent where the document is about one file.
    public var file: String?
    public var id: String
    public var severity: String
    public var message: String
    public var line: Int
    public var column: Int
    public var notes: [Note]

    public struct Note: Codable, Equatable, Sendable {
        public var id: String
        public var message: String
        public var line: Int
        public var column: Int
    }

    /// `namingFile` sets `file` to the file's path.
    public init(_ diagnostic: Diagnostic, in file: SourceFile, namingFile: Bool = false) {
        let location = file.location(of: diagnostic.range.start)
        self.file = namingFile ? file.path : nil
        id = diagnostic.id.rawValue
        severity = diagnostic.severity.rawValue
        message = diagnostic.message
        line = location.line
        column = location.column
        notes = diagnostic.notes.map { note in
            let location = file.location(of: note.range.start)
            return Note(id: note.id.rawValue, message: note.message, line: location.line, column: location.column)
        }
    }

    /// `{"diagnostics":[…]}`, keys sorted so the bytes are the same on every run.
    public static func render(_ diagnostics: [Diagnostic], in file: SourceFile) -> String {
        document(diagnostics.map { DiagnosticJSON($0, in: file) })
    }

    /// The same document for diagnostics from several files, each naming its `file`.
    public static func render(_ errors: [DiagnosticError]) -> String {
        document(errors.flatMap { error in error.diagnostics.map { DiagnosticJSON($0, in: error.file, namingFile: true) } })
    }

    private static func document(_ values: [DiagnosticJSON]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(["diagnostics": values])) ?? Data("{\"diagnostics\":[]}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
