/// A problem in a lesson file, located by line and column, rendered clang-style.
public struct LessonDiagnostic: Error, Equatable, CustomStringConvertible {
    public var file: String
    /// 1-based.
    public var line: Int
    public var column: Int
    public var message: String
    /// The offending source line, shown with a caret under `column`.
    public var sourceLine: String?

    public init(file: String, line: Int, column: Int, message: String, sourceLine: String?) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.sourceLine = sourceLine
    }

    public var description: String {
        var text = "\(file):\(line):\(column): error: \(message)"
        if let sourceLine {
            text += "\n" + sourceLine + "\n" + String(repeating: " ", count: max(0, column - 1)) + "^"
        }
        return text
    }
}
