import RACTrace

extension RACStreamPrimitives {
    /// `-scanWithStart:reduce:` (RACStream.m): `-scanWithStart:reduceWithIndex:` with a block
    /// that drops the index.
    ///
    /// ```swift
    /// let runningTotal = numbers.scanWithStart(ObjCNumber(0), reduce: RACReduceBlock(named: "sum") { running, next in
    ///     ObjCNumber(Int((running as! ObjCNumber).integerValue + (next as! ObjCNumber).integerValue))
    /// })
    /// ```
    public func scanWithStart(_ startingValue: RACObject?, reduce reduceBlock: RACReduceBlock) -> Stream {
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
    /// let indexed = letters.scanWithStart(nil, reduceWithIndex: RACReduceWithIndexBlock(named: "index") { _, next, index in
    ///     RACTuplePack([next, ObjCNumber(index)])
    /// })
    /// ```
    public func scanWithStart(_ startingValue: RACObject?, reduceWithIndex reduceBlock: RACReduceWithIndexBlock) -> Stream {
        tracingOperator(RACBlockName.scanWithStartReduceWithIndex) {
            let streamClass: Self.Type = type(of: self)

            let bindBlock = RACStreamBindBlockFactory<Stream>(RACBlockName.scanBindBlock, captures: [startingValue, reduceBlock]) {
                let running = RACObjectBox(startingValue)
                let index = RACBlockVariable(0)
                return RACStreamBindBlock<Stream>(RACBlockName.scanBinding, captures: [running, reduceBlock]) { value, _ in
                    let current = index.value
                    index.value += 1
                    running.set(reduceBlock.call { $0(running.value, value, current) })
                    return streamClass.return(running.value)
                }
            }
            return bind(bindBlock).named("[%@] -scanWithStart: %@ reduceWithIndex:", [self, startingValue])
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let scanWithStart = RACBlockName("scanWithStart", rac: "RACStream.m", 259, rac25: 256)
    /// Drops the index and calls the reader's reduce block.
    public static let scanWithStartReduceBlock = RACBlockName("scanWithStart.reduceBlock", rac: "RACStream.m", 264, rac25: 261)
    public static let scanWithStartReduceWithIndex = RACBlockName("scanWithStartReduceWithIndex", rac: "RACStream.m", 270, rac25: 267)
    /// The block passed to `-bind:`: makes `running`, `index` and the binding block.
    public static let scanBindBlock = RACBlockName("scan.bindBlock", rac: "RACStream.m", 275, rac25: 272)
    public static let scanBinding = RACBlockName("scan.binding", rac: "RACStream.m", 279, rac25: 276)
}
