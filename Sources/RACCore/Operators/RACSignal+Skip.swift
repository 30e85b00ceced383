extension RACSignal {
    /// `-skip:` (RACStream.m): `-bind:` with a counter (`skipped`, fresh per subscription);
    /// the binding block returns `+empty` for the first `skipCount` values and `+return:`
    /// of every later one.
    ///
    /// ```swift
    /// let afterFirst = values.skip(1)
    /// ```
    public func skip(_ skipCount: Int) -> RACSignal {
        precondition(skipCount >= 0, "-skip: takes an NSUInteger")
        return tracingOperator(RACBlockName.skip) {
            let bindBlock = RACBindBlockFactory(RACBlockName.skipBindBlock) {
                let skipped = RACCounterBox(0)
                return RACBindingBlock(RACBlockName.skipBinding) { value, _ in
                    if skipped.value >= skipCount { return RACSignal.return(value) }
                    skipped.value += 1
                    return RACSignal.empty()
                }
            }
            return bind(bindBlock).named("[%@] -skip: \(skipCount)", self)
        }
    }
}
