/// A 1-based line and column in a source file, as clang prints them.
public struct SourceLocation: Hashable, Sendable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
