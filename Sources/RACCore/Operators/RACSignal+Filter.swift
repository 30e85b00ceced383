extension RACSignal {
    /// `-filter:` (RACStream.m): `-flattenMap:` returning `+return:` of the value when
    /// `block` passes it, `+empty` when it does not.
    ///
    /// ```swift
    /// let evens = numbers.filter(RACPredicateBlock("even") { x in
    ///     (x as! ObjCNumber).integerValue % 2 == 0
    /// })
    /// ```
    public func filter(_ block: RACPredicateBlock) -> RACSignal {
        tracingOperator(RACBlockName.filter) {
            flattenMap(RACFlattenMapBlock(RACBlockName.filterBlock, captures: [block]) { value in
                block.call { $0(value) } ? RACSignal.return(value) : RACSignal.empty()
            }, shortcutStep: { value in
                block.call { $0(value) } ? .returningInput(value) : .emptySignal()
            }).named("[%@] -filter:", self)
        }
    }
}
