/// What the lexer-driven parser throws: the diagnostics that stopped it, with the file they index.
///
/// Carrying the file lets a caller print the clang-style report without threading it separately.
public struct DiagnosticError: Error, CustomStringConvertible, Sendable {
    public var diagnostics: [Diagnostic]
    public var file: SourceFile

    public init(_ diagnostics: [Diagnostic], in file: SourceFile) {
        self.diagnostics = diagnostics
        self.file = file
    }

    /// The first diagnostic; there is always at least one.
    public var primary: Diagnostic { diagnostics[0] }

    /// The clang-style report of every diagnostic.
    public var description: String {
        DiagnosticRenderer().render(diagnostics, in: file)
    }
}
