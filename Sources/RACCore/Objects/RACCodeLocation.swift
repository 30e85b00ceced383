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
    /// the same on every machine; nil outside `Sources/`. Found in the path's bytes, from the
    /// end: each run's recorder asks once per location, and Foundation's backwards search was a
    /// seventieth of a site build.
    public var repositoryLocation: String? {
        let path = UnsafeBufferPointer(start: file.utf8Start, count: file.utf8CodeUnitCount)
        let sources: StaticString = "/Sources/"
        let marker = UnsafeBufferPointer(start: sources.utf8Start, count: sources.utf8CodeUnitCount)
        guard path.count >= marker.count else { return nil }
        for start in stride(from: path.count - marker.count, through: 0, by: -1)
        where path[start] == marker[0] && path[start..<(start + marker.count)].elementsEqual(marker) {
            return String(decoding: path[(start + 1)...], as: UTF8.self) + ":\(line)"
        }
        return nil
    }
}
