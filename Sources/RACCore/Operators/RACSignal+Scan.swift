import RACTrace

extension RACSignal {
    /// `-scanWithStart:reduce:` (RACStream.m): `-scanWithStart:reduceWithIndex:` with a block
    /// that drops the index.
    ///
    /// ```swift
    /// let runningTotal = numbers.scanWithStart(ObjCNumber(0), reduce: RACReduceBlock("sum") { running, next in
    ///     ObjCNumber(Int((running as! ObjCNumber).integerValue + (next as! ObjCNumber).integerValue))
    /// })
    /// ```
    public func scanWithStart(_ startingValue: RACObject?, reduce reduceBlock: RACReduceBlock) -> RACSignal {
        tracingOperator(RACBlockName.scanWithStart) {
            scanWithStart(startingValue, reduceWithIndex: RACReduceWithIndexBlock(
                RACBlockName.scanWithStartReduceBlock, captures: [reduceBlock]
            ) { running, next, _ in
                reduceBlock.call { $0(running, next) }
            }).named("[%@] -scanWithStart: %@ reduce:", [self, startingValue])
        }
    }

    /// `-scanWithStart:reduceWithIndex:` (RACStream.m): `-bind:` whose binding block keeps a
    /// running value (a `__block` variable starting at `startingValue`, fresh per
    /// subscription), replaces it by `reduceBlock(running, value, index)` for each value and
    /// returns `+return:` of the new running value.
    ///
    /// ```swift
    /// let indexed = letters.scanWithStart(nil, reduceWithIndex: RACReduceWithIndexBlock("index") { _, next, index in
    ///     RACTuplePack([next, ObjCNumber(index)])
    /// })
    /// ```
    public func scanWithStart(_ startingValue: RACObject?, reduceWithIndex reduceBlock: RACReduceWithIndexBlock) -> RACSignal {
        tracingOperator(RACBlockName.scanWithStartReduceWithIndex) {
            let bindBlock = RACBindBlockFactory(RACBlockName.scanBindBlock, captures: [startingValue, reduceBlock]) {
                let running = RACObjectBox(startingValue)
                let index = RACBlockVariable(0)
                return RACBindingBlock(RACBlockName.scanBinding, captures: [running, reduceBlock]) { value, _ in
                    let current = index.value
                    index.value += 1
                    running.set(reduceBlock.call { $0(running.value, value, current) })
                    return RACSignal.return(running.value)
                }
            }
            return bind(bindBlock).named("[%@] -scanWithStart: %@ reduceWithIndex:", [self, startingValue])
        }
    }
}
