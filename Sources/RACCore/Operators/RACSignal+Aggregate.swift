import RACTrace

extension RACSignal {
    /// `-aggregateWithStart:reduce:` (RACSignal+Operations.m):
    /// `-aggregateWithStart:reduceWithIndex:` with a block that drops the index.
    ///
    /// ```swift
    /// let total = numbers.aggregateWithStart(ObjCNumber(0), reduce: RACReduceBlock("sum") { running, next in
    ///     ObjCNumber(Int((running as! ObjCNumber).integerValue + (next as! ObjCNumber).integerValue))
    /// })
    /// ```
    public func aggregateWithStart(_ start: RACObject?, reduce reduceBlock: RACReduceBlock) -> RACSignal {
        tracingOperator(RACBlockName.aggregateWithStart) {
            aggregateWithStart(start, reduceWithIndex: RACReduceWithIndexBlock(
                RACBlockName.aggregateWithStartReduceBlock, captures: [reduceBlock]
            ) { running, next, _ in
                reduceBlock.call { $0(running, next) }
            }).named("[%@] -aggregateWithStart: %@ reduce:", [self, start])
        }
    }

    /// `-aggregateWithStart:reduceWithIndex:` (RACSignal+Operations.m): `-scanWithStart:`,
    /// `-startWith:` the start value (so an empty receiver still yields `start`), then
    /// `-takeLast: 1`: one value, the final running value, when the receiver completes.
    ///
    /// ```swift
    /// let count = values.aggregateWithStart(ObjCNumber(0), reduceWithIndex: RACReduceWithIndexBlock("count") { _, _, index in
    ///     ObjCNumber(index + 1)
    /// })
    /// ```
    public func aggregateWithStart(_ start: RACObject?, reduceWithIndex reduceBlock: RACReduceWithIndexBlock) -> RACSignal {
        tracingOperator(RACBlockName.aggregateWithStartReduceWithIndex) {
            scanWithStart(start, reduceWithIndex: reduceBlock)
                .startWith(start)
                .takeLast(1)
                .named("[%@] -aggregateWithStart: %@ reduceWithIndex:", [self, start])
        }
    }

    /// `-aggregateWithStartFactory:reduce:` (RACSignal+Operations.m): `+defer:` of
    /// `-aggregateWithStart:reduce:` with a start value made by `startFactory` — a fresh one
    /// per subscription (what `-collect` needs for its mutable array).
    ///
    /// ```swift
    /// let all = values.aggregateWithStartFactory(RACObjectFactoryBlock("array") { ObjCArray([], mutable: true) },
    ///                                            reduce: RACReduceBlock("append") { running, next in … })
    /// ```
    public func aggregateWithStartFactory(_ startFactory: RACObjectFactoryBlock, reduce reduceBlock: RACReduceBlock) -> RACSignal {
        tracingOperator(RACBlockName.aggregateWithStartFactory) {
            let source = self
            return RACSignal.defer(RACSignalFactoryBlock(
                RACBlockName.aggregateWithStartFactoryDefer, captures: [source, startFactory, reduceBlock]
            ) {
                // The start value is a temporary of the statement; the aggregate holds it.
                let start = startFactory.call { $0() }
                start?.retain()
                let aggregated = source.aggregateWithStart(start, reduce: reduceBlock)
                start?.release()
                return aggregated
            }).named("[%@] -aggregateWithStartFactory:reduce:", self)
        }
    }
}
