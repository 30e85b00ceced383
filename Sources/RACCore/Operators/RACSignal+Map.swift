import RACTrace

extension RACSignal {
    /// `-map:`, from
    /// [RACStream.m:92](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACStream.m#L92):
    /// `-flattenMap:` returning `+return:` of `block`'s result.
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
            }).named("[%@] -map:", self)
        }
    }
}
