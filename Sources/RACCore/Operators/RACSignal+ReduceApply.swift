import RACTrace

extension RACSignal {
    /// `-reduceApply`, translated from
    /// RACSignal+Operations.m (`RACBlockName.reduceApply`):
    /// `-map:` of each tuple `(block, arguments…)` to the block's result when called with the
    /// arguments (`RACBlockTrampoline`), `RACTupleNil`s kept so they arrive as nil.
    ///
    /// ```swift
    /// let sums = pairs.reduceApply()   // each value: RACTuple([adder, a, b])
    /// ```
    public func reduceApply() -> RACSignal {
        tracingOperator(RACBlockName.reduceApply) {
            map(RACMapBlock(RACBlockName.reduceApplyMap) { value in
                guard let tuple = value as? RACTuple else {
                    RACRuntime.raise(.assertion("-reduceApply must only be used on a signal of RACTuples. Instead, received: \(value?.description ?? "(null)")"))
                    return nil
                }
                guard tuple.count > 1 else {
                    RACRuntime.raise(.assertion("-reduceApply must only be used on a signal of RACTuples, with at least a block in tuple[0] and its first argument in tuple[1]"))
                    return nil
                }

                // We can't use -array, because we need to preserve RACTupleNil.
                let tupleArray = tuple.backingArray
                let arguments = RACTuple.tuple(withObjectsFrom: Array(tupleArray[1...]))

                return RACBlockTrampoline.invokeBlock(tuple[0], withArguments: arguments)
            }).named("[%@] -reduceApply", self)
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let reduceApply = RACBlockName("reduceApply", rac: "RACSignal+Operations.m", 1314, rac25: 1304)
    /// Calls the tuple's block with the rest of the tuple.
    public static let reduceApplyMap = RACBlockName("reduceApply.map", rac: "RACSignal+Operations.m", 1315, rac25: 1305)
}
