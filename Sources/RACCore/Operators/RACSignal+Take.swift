extension RACSignal {
    /// `-take:` (RACStream.m): `-bind:` with a counter (`taken`, fresh per subscription) and
    /// the stop flag. The binding block returns `+return:` of each of the first `count`
    /// values and sets `*stop` on the last of them, which ends the receiver's part of the
    /// bind: the receiver's subscription is disposed and the result completes once that last
    /// `+return:` has completed. `take(0)` is `+empty` and never subscribes to the receiver.
    ///
    /// ```swift
    /// let firstTwo = clicks.take(2)
    /// ```
    /// `count` is an `NSUInteger`, as in RAC: a negative `int` passed to it arrives as a huge
    /// count, which takes every value.
    public func take(_ count: UInt) -> RACSignal {
        tracingOperator(RACBlockName.take) {
            // RAC returns `class.empty` unnamed: the name stays `+empty`.
            if count == 0 { return RACSignal.empty() }
            let bindBlock = RACBindBlockFactory(RACBlockName.takeBindBlock) {
                let taken = RACBlockVariable(0)
                return RACBindingBlock(RACBlockName.takeBinding) { value, stop in
                    guard UInt(taken.value) < count else { return nil }
                    taken.value += 1
                    if UInt(taken.value) == count { stop = true }
                    return RACSignal.return(value)
                }
            }
            return bind(bindBlock).named("[%@] -take: \(count)", self)
        }
    }
}
