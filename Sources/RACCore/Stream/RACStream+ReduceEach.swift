import RACTrace

extension RACStreamPrimitives {
    /// `-reduceEach:` (RACStream.m): `-map:` over a signal of `RACTuple`s, calling
    /// `reduceBlock` with the tuple's elements as its arguments (through `RACBlockTrampoline`
    /// in RAC; a `RACTupleNil` element arrives as nil).
    ///
    /// ```swift
    /// let sums = pairs.reduceEach(RACGenericReduceBlock(named: "sum") { xs in
    ///     ObjCNumber(xs.map { Int(($0 as! ObjCNumber).integerValue) }.reduce(0, +))
    /// })
    /// ```
    public func reduceEach(_ reduceBlock: RACGenericReduceBlock) -> Stream {
        tracingOperator(RACBlockName.reduceEach) {
            let stream = self
            return map(RACMapBlock(RACBlockName.reduceEachBlock, captures: [reduceBlock]) { value in
                // capture-check: does not retain stream (RAC's `__weak RACStream *stream`, RACStream.m:145)
                guard let arguments = RACStream.reduceEachArguments(value, from: stream) else { return nil }
                return reduceBlock.call { $0(arguments) }
            }).named("[%@] -reduceEach:", self)
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let reduceEach = RACBlockName("reduceEach", rac: "RACStream.m", 142, rac25: 139)
    /// The block passed to `-map:`: calls the reduce block with the tuple's elements.
    public static let reduceEachBlock = RACBlockName("reduceEach.block", rac: "RACStream.m", 146, rac25: 143)
}
