/// A line of a file, written `path:line` as traces carry it: `RACSignal.m:108` (ReactiveObjC)
/// or `Sources/RACCore/Operators/RACSignal+Bind.swift:42` (the engine).
public struct FileLine: Hashable, Sendable, CustomStringConvertible {
    public var path: String
    /// 1-based.
    public var line: Int

    public init(path: String, line: Int) {
        self.path = path
        self.line = line
    }

    /// Parses `path:line`; nil when there is no positive line number after the last colon.
    public init?(_ text: String) {
        guard let colon = text.lastIndex(of: ":"), let line = Int(text[text.index(after: colon)...]), line > 0,
              colon != text.startIndex else { return nil }
        self.init(path: String(text[..<colon]), line: line)
    }

    /// The last path component: `RACSignal+Bind.swift`.
    public var fileName: String { String(path.split(separator: "/").last ?? Substring(path)) }

    public var description: String { "\(path):\(line)" }
}
