/// One block whose captures differ from what its closure uses.
public struct Finding: Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    /// The block's `RACBlockName` as written.
    public var block: String
    /// Each difference, as a sentence's predicate ("uses `x` (line 12) but does not list it").
    public var problems: [String] = []

    /// `file:line:col: error: block NAME …`, one line per difference.
    public var description: String {
        problems.map { "\(file):\(line):\(column): error: block \(block) \($0)" }.joined(separator: "\n")
    }
}
