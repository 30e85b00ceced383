import RACTrace

extension RACSignal {
    /// `-aggregateWithStart:reduce:`, from
    /// [RACSignal+Operations.m:618](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal+Operations.m#L618):
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

    /// `-aggregateWithStart:reduceWithIndex:`, from
    /// [RACSignal+Operations.m:627](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal+Operations.m#L627):
    /// `-scanWithStart:`, `-startWith:` the start value (so an empty receiver still yields
    /// `start`), then `-takeLast: 1`: one value, the final running value, when the receiver
    /// completes.
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

    /// `-aggregateWithStartFactory:reduce:`, translated from
    /// [RACSignal+Operations.m:609](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal+Operations.m#L609):
    /// `+defer:` of `-aggregateWithStart:reduce:` with a start value made by `startFactory` —
    /// a fresh one per subscription (what `-collect` needs for its mutable array).
    ///
    /// ```swift
    /// let all = values.aggregateWithStartFactory(RACObjectFactoryBlock("array") { ObjCArray([], mutable: true) },
    ///                                            reduce: RACReduceBlock("append") { running, next in … })
    /// ```
    public func aggregateWithStartFactory(_ startFactory: RACObjectFactoryBlock, reduce reduceBlock: RACReduceBlock) -> RACSignal {
        tracingOperator(RACBlockName.aggregateWithStartFactory) {
            RACSignal.defer(RACSignalFactoryBlock(
                RACBlockName.aggregateWithStartFactoryDefer, captures: [self, startFactory, reduceBlock]
            ) {
                withARCScope { scope in
                    // `startFactory()` is a temporary of the return statement; the aggregate holds it.
                    self.aggregateWithStart(scope.strong(startFactory.call { $0() }), reduce: reduceBlock)
                }
            }).named("[%@] -aggregateWithStartFactory:reduce:", self)
        }
    }
}
