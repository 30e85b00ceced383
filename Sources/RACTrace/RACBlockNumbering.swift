/// A run's map from internal block names (`RACBlockName.name`) to the numbers articles give them.
///
/// The default is the classic `bind:` narration: the reader's own blocks are 1–4
/// (`createSignal:`, the `bind:` block, the binding block, `subscribeNext:`), and `bind:`'s
/// internals are 5–10. A run may replace the whole map; names it leaves out are unnumbered.
/// The names are written as a lesson's `numbering:` writes them: RACCore declares them
/// (RACSignal+Bind.swift), and `RACBlockNumberingTests` checks these are its `-bind:` names.
public struct RACBlockNumbering: Sendable, Equatable {
    public var numbers: [String: Int]

    public init(_ numbers: [String: Int]) {
        self.numbers = numbers
    }

    public static let classic = RACBlockNumbering([
        "bind": 5,
        "bind.didSubscribe": 6,
        "bind.completeSignal": 7,
        "bind.addSignal": 8,
        "bind.addSignal.next": 9,
        "bind.source.next": 10,
    ])

    public func number(for name: String) -> Int? { numbers[name] }
}
