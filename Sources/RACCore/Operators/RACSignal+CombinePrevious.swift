import RACTrace

extension RACSignal {
    /// `-combinePreviousWithStart:reduce:`, translated from
    /// [RACStream.m:108](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACStream.m#L108):
    /// `-scanWithStart:reduce:` carrying `(previous value, result)` tuples — starting from
    /// `RACTuplePack(start)` — then `-map:` to each tuple's result. The first value is
    /// reduced with `start`.
    ///
    /// ```swift
    /// let deltas = numbers.combinePreviousWithStart(ObjCNumber(0), reduce: RACReduceBlock("delta") { previous, next in … })
    /// ```
    public func combinePreviousWithStart(_ start: RACObject?, reduce reduceBlock: RACReduceBlock) -> RACSignal {
        tracingOperator(RACBlockName.combinePreviousWithStart) {
            scanWithStart(RACTuplePack([start]), reduce: RACReduceBlock(RACBlockName.combinePreviousWithStartReduce,
                                                                   captures: [reduceBlock]) { previousTuple, next in
                let value = reduceBlock.call { $0((previousTuple as? RACTuple)?[0], next) }
                return RACTuplePack([next, value])
            }).map(RACMapBlock(RACBlockName.combinePreviousWithStartMap) { tuple in
                (tuple as? RACTuple)?[1]
            }).named("[%@] -combinePreviousWithStart: %@ reduce:", [self, start])
        }
    }
}
