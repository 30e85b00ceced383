import RACTrace

extension RACSignal {
    /// `-reduceApply`, translated from
    /// [RACSignal+Operations.m:1314](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal+Operations.m#L1314):
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
