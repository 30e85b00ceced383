import RACTrace

extension RACSignal {
    /// `-filter:`, from
    /// [RACStream.m:122](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACStream.m#L122):
    /// `-flattenMap:` returning `+return:` of the value when `block` passes it, `+empty`
    /// when it does not.
    ///
    /// ```swift
    /// let evens = numbers.filter(RACPredicateBlock("even") { x in
    ///     (x as! ObjCNumber).integerValue % 2 == 0
    /// })
    /// ```
    public func filter(_ block: RACPredicateBlock) -> RACSignal {
        tracingOperator(RACBlockName.filter) {
            flattenMap(RACFlattenMapBlock(RACBlockName.filterBlock, captures: [block]) { value in
                if block.call({ $0(value) }) {
                    return RACSignal.return(value)
                } else {
                    return RACSignal.empty()
                }
            }).named("[%@] -filter:", self)
        }
    }
}
