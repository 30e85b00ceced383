/// A block call's argument list as `Evaluator.invoke` reads it: each argument lent where it
/// lies, for the block's frame to hold without a reference of its own (`ArgumentStack.pushLent`).
/// Reading an argument out as a `Value` made a reference — an atomic retain and release per
/// call — that the frame has no need for: the list keeps its arguments alive until the call
/// returns.
protocol BlockArguments {
    var count: Int { get }
    /// Runs `body` with argument `index` (`0..<count`), lent.
    func withArgument<R>(_ index: Int, _ body: (Value) throws -> R) rethrows -> R
}

extension Array: BlockArguments where Element == Value {
    @inline(__always)
    func withArgument<R>(_ index: Int, _ body: (Value) throws -> R) rethrows -> R {
        try body(self[index])
    }
}
