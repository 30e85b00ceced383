import RACTrace

extension RACSignal {
    /// `-takeUntilBlock:` (RACStream.m): `-bind:` whose binding block returns nil — ending
    /// the receiver's part, so the result completes — for the first value `predicate`
    /// passes, and `+return:` of each value before it. The passing value is not sent.
    ///
    /// ```swift
    /// let untilStop = words.takeUntilBlock(RACPredicateBlock("isStop") { x in
    ///     (x as? ObjCString)?.value == "stop"
    /// })
    /// ```
    public func takeUntilBlock(_ predicate: RACPredicateBlock) -> RACSignal {
        tracingOperator(RACBlockName.takeUntilBlock) {
            let bindBlock = RACBindBlockFactory(RACBlockName.takeUntilBlockBindBlock, captures: [predicate]) {
                RACBindingBlock(RACBlockName.takeUntilBlockBinding, captures: [predicate]) { value, _ in
                    if predicate.call({ $0(value) }) { return nil }
                    return RACSignal.return(value)
                }
            }
            return bind(bindBlock).named("[%@] -takeUntilBlock:", self)
        }
    }

    /// `-takeWhileBlock:` (RACStream.m): `-takeUntilBlock:` with the predicate negated.
    ///
    /// ```swift
    /// let small = numbers.takeWhileBlock(RACPredicateBlock("small") { x in
    ///     (x as! ObjCNumber).integerValue < 10
    /// })
    /// ```
    public func takeWhileBlock(_ predicate: RACPredicateBlock) -> RACSignal {
        tracingOperator(RACBlockName.takeWhileBlock) {
            takeUntilBlock(RACPredicateBlock(RACBlockName.takeWhileBlockBlock, captures: [predicate]) { x in
                !predicate.call { $0(x) }
            }).named("[%@] -takeWhileBlock:", self)
        }
    }
}
