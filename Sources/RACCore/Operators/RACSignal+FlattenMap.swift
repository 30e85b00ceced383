import RACTrace

extension RACSignal {
    /// `-flattenMap:`, from
    /// [RACStream.m:73](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACStream.m#L73):
    /// `-bind:` whose binding block calls `block` for each value and returns its signal —
    /// `+empty` when `block` returns nil.
    ///
    /// ```swift
    /// let pairs = source.flattenMap(RACFlattenMapBlock("pair") { x in
    ///     RACSignal.return(x).concat(.return(x))
    /// })
    /// ```
    public func flattenMap(_ block: RACFlattenMapBlock) -> RACSignal {
        tracingOperator(RACBlockName.flattenMap) {
            bind(RACBindBlockFactory(RACBlockName.flattenMapBindBlock, captures: [block]) {
                RACBindingBlock(RACBlockName.flattenMapBinding, captures: [block]) { value, _ in
                    block.call { $0(value) } ?? RACSignal.empty()
                }
            }).named("[%@] -flattenMap:", self)
        }
    }
}
