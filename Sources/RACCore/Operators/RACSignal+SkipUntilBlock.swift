import RACTrace

extension RACSignal {
    /// `-skipUntilBlock:` (RACStream.m): `-bind:` with a `skipping` flag (fresh per
    /// subscription); the binding block returns `+empty` until `predicate` first passes a
    /// value, and `+return:` of that value and every later one.
    ///
    /// ```swift
    /// let fromStart = words.skipUntilBlock(RACPredicateBlock("isStart") { x in
    ///     (x as? ObjCString)?.value == "start"
    /// })
    /// ```
    public func skipUntilBlock(_ predicate: RACPredicateBlock) -> RACSignal {
        tracingOperator(RACBlockName.skipUntilBlock) {
            let bindBlock = RACBindBlockFactory(RACBlockName.skipUntilBlockBindBlock, captures: [predicate]) {
                let skipping = RACBlockVariable(1)
                return RACBindingBlock(RACBlockName.skipUntilBlockBinding, captures: [predicate]) { value, _ in
                    if skipping.value != 0 {
                        if predicate.call({ $0(value) }) {
                            skipping.value = 0
                        } else {
                            return RACSignal.empty()
                        }
                    }
                    return RACSignal.return(value)
                }
            }
            return bind(bindBlock).named("[%@] -skipUntilBlock:", self)
        }
    }

    /// `-skipWhileBlock:` (RACStream.m): `-skipUntilBlock:` with the predicate negated.
    ///
    /// ```swift
    /// let fromTen = numbers.skipWhileBlock(RACPredicateBlock("small") { x in
    ///     (x as! ObjCNumber).integerValue < 10
    /// })
    /// ```
    public func skipWhileBlock(_ predicate: RACPredicateBlock) -> RACSignal {
        tracingOperator(RACBlockName.skipWhileBlock) {
            skipUntilBlock(RACPredicateBlock(RACBlockName.skipWhileBlockBlock, captures: [predicate]) { x in
                !predicate.call { $0(x) }
            }).named("[%@] -skipWhileBlock:", self)
        }
    }
}
