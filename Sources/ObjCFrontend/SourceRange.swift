/// A half-open span of UTF-8 byte offsets into a `SourceFile`.
///
/// Nodes store offsets rather than lines and columns: offsets are cheap to compare and combine,
/// and `SourceFile.location(of:)` derives the clang-style position only when something is shown.
public struct SourceRange: Hashable, Sendable {
    public var start: Int
    public var end: Int

    public init(start: Int, end: Int) {
        self.start = start
        self.end = max(start, end)
    }

    /// An empty range at one offset, the shape clang uses for "expected …" carets.
    public static func point(_ offset: Int) -> SourceRange {
        SourceRange(start: offset, end: offset)
    }

    public var length: Int { end - start }

    /// The smallest range covering both, so a parent node spans its children.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }
}
