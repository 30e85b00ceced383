extension RACSignal {
    /// `-map:` (RACStream.m): `-flattenMap:` returning `+return:` of `block`'s result.
    ///
    /// ```swift
    /// let doubled = numbers.map(RACMapBlock("double") { x in
    ///     ObjCNumber(Int((x as! ObjCNumber).integerValue) * 2)
    /// })
    /// ```
    public func map(_ block: RACMapBlock) -> RACSignal {
        tracingOperator(RACBlockName.map) {
            flattenMap(RACFlattenMapBlock(RACBlockName.mapBlock, captures: [block]) { value in
                RACSignal.return(block.call { $0(value) })
            }, shortcutStep: { value in
                .returning(block.call { $0(value) })
            }).named("[%@] -map:", self)
        }
    }
}
