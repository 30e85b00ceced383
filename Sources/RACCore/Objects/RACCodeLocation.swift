/// A line of RACCore's own Swift, taken by the compiler (`#filePath`, `#line`) where engine
/// code makes a block or calls one, so that the trace's `engine` and `caller` locations are
/// never hand-typed. A `StaticString` and an integer: copied into trace events, it needs no
/// reference counting.
public struct RACCodeLocation: Sendable {
    public let file: StaticString
    public let line: UInt

    public init(file: StaticString, line: UInt) {
        self.file = file
        self.line = line
    }

    /// The location relative to the repository (`Sources/RACCore/Operators/RACSignal+Bind.swift:42`),
    /// the same on every machine; nil outside `Sources/`.
    public var repositoryLocation: String? {
        let path = file.description
        guard let sources = path.range(of: "/Sources/", options: .backwards) else { return nil }
        return "\(path[path.index(after: sources.lowerBound)...]):\(line)"
    }
}
