import Foundation

extension Array {
    /// `transform` over the elements on every core, results in the elements' order. `perform`
    /// spreads the work: `DispatchQueue`'s, or a snippet runner's (`SnippetRunner.concurrentPerform`)
    /// when the transforms run snippets.
    func concurrentMap<R>(perform: (Int, @Sendable (Int) -> Void) -> Void = { DispatchQueue.concurrentPerform(iterations: $0, execute: $1) },
                          _ transform: (Element) -> R) -> [R] {
        var results = [R?](repeating: nil, count: count)
        results.withUnsafeMutableBufferPointer { buffer in
            withoutActuallyEscaping(transform) { transform in
                // nonisolated(unsafe): the items are only read, each iteration writes its own
                // slot only, and every caller's transform reads shared state and makes its own result.
                // Unchecked because those transforms read the site's steps, whose SnippetRunner, Theme
                // and SnippetWeaver are not Sendable (a Mutex here would still need them to be).
                nonisolated(unsafe) let (slots, items, transform) = (buffer.baseAddress!, self, transform)
                perform(items.count) { index in
                    (slots + index).pointee = transform(items[index])
                }
            }
        }
        return results.map { $0! }
    }
}
