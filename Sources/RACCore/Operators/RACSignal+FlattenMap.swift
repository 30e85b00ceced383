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
        tracingOperator(RACBlockName.flattenMap) {
            let bindBlock = RACBindBlockFactory(RACBlockName.flattenMapBindBlock, captures: [block]) {
                RACBindingBlock(RACBlockName.flattenMapBinding, captures: [block]) { value, _ in
                    block.call { $0(value) } ?? RACSignal.empty()
                }
            }
            return bind(bindBlock).named("[%@] -flattenMap:", [self])
        }
    }
}
