import RACTrace

extension RACStreamPrimitives {
    /// `-combinePreviousWithStart:reduce:`, translated from
    /// RACStream.m (`RACBlockName.combinePreviousWithStart`):
    /// `-scanWithStart:reduce:` carrying `(previous value, result)` tuples — starting from
    /// `RACTuplePack(start)` — then `-map:` to each tuple's result. The first value is
    /// reduced with `start`.
    ///
    /// ```swift
    /// let deltas = numbers.combinePreviousWithStart(ObjCNumber(0), reduce: RACReduceBlock(named: "delta") { previous, next in … })
    /// ```
    public func combinePreviousWithStart(_ start: RACObject?, reduce reduceBlock: RACReduceBlock) -> Stream {
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

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let combinePreviousWithStart = RACBlockName("combinePreviousWithStart", rac: "RACStream.m", 108, rac25: 105)
    /// The `-scanWithStart:reduce:` block: calls the reader's block with the previous value.
    public static let combinePreviousWithStartReduce = RACBlockName("combinePreviousWithStart.reduce", rac: "RACStream.m", 112, rac25: 109)
    public static let combinePreviousWithStartMap = RACBlockName("combinePreviousWithStart.map", rac: "RACStream.m", 116, rac25: 113)
}
