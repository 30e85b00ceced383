extension RACSignal {
    /// `-flattenMap:` (RACStream.m): `-bind:` whose binding block calls `block` for each value
    /// and returns its signal — `+empty` when `block` returns nil.
    ///
    /// ```swift
    /// let pairs = source.flattenMap(RACFlattenMapBlock("pair") { x in
    ///     RACSignal.return(x).concat(.return(x))
    /// })
    /// ```
    public func flattenMap(_ block: RACFlattenMapBlock) -> RACSignal {
        flattenMap(block, shortcutStep: nil)
    }

    /// `-flattenMap:` for RACCore's own operators, whose `block` always returns a fresh
    /// `+return:` or `+empty`; `shortcutStep` describes that signal instead (`RACBindStep`).
    func flattenMap(_ block: RACFlattenMapBlock, shortcutStep: RACBindStepFunction?) -> RACSignal {
        tracingOperator(RACBlockName.flattenMap) {
            let bindBlock = RACBindBlockFactory(RACBlockName.flattenMapBindBlock, captures: [block]) {
                RACBindingBlock(RACBlockName.flattenMapBinding, captures: [block]) { value, _ in
                    block.call { $0(value) } ?? RACSignal.empty()
                }
            }
            return bind(bindBlock, shortcutStep: shortcutStep).named("[%@] -flattenMap:", self)
        }
    }
}
