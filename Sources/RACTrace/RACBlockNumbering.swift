/// A run's map from internal block names (`RACBlockName`) to the numbers articles give them.
///
/// The default is the classic `bind:` narration: the reader's own blocks are 1–4
/// (`createSignal:`, the `bind:` block, the binding block, `subscribeNext:`), and `bind:`'s
/// internals are 5–10. A run may replace the whole map; names it leaves out are unnumbered.
public struct RACBlockNumbering: Sendable, Equatable {
    public var numbers: [String: Int]

    public init(_ numbers: [String: Int]) {
        self.numbers = numbers
    }

    public static let classic = RACBlockNumbering([
        RACBlockName.bind: 5,
        RACBlockName.bindDidSubscribe: 6,
        RACBlockName.bindCompleteSignal: 7,
        RACBlockName.bindAddSignal: 8,
        RACBlockName.bindAddSignalNext: 9,
        RACBlockName.bindSourceNext: 10,
    ])

    public func number(for name: String) -> Int? { numbers[name] }
}
