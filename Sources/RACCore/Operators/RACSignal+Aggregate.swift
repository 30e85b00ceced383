import RACTrace

extension RACSignal {
    /// `-aggregateWithStart:reduce:`, from
    /// RACSignal+Operations.m (`RACBlockName.aggregateWithStart`):
    /// `-aggregateWithStart:reduceWithIndex:` with a block that drops the index.
    ///
    /// ```swift
    /// let total = numbers.aggregateWithStart(ObjCNumber(0), reduce: RACReduceBlock(named: "sum") { running, next in
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
    /// RACSignal+Operations.m (`RACBlockName.aggregateWithStartReduceWithIndex`):
    /// `-scanWithStart:`, `-startWith:` the start value (so an empty receiver still yields
    /// `start`), then `-takeLast: 1`: one value, the final running value, when the receiver
    /// completes.
    ///
    /// ```swift
    /// let count = values.aggregateWithStart(ObjCNumber(0), reduceWithIndex: RACReduceWithIndexBlock(named: "count") { _, _, index in
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
    /// RACSignal+Operations.m (`RACBlockName.aggregateWithStartFactory`):
    /// `+defer:` of `-aggregateWithStart:reduce:` with a start value made by `startFactory` —
    /// a fresh one per subscription (what `-collect` needs for its mutable array).
    ///
    /// ```swift
    /// let all = values.aggregateWithStartFactory(RACObjectFactoryBlock(named: "array") { ObjCArray([], mutable: true) },
    ///                                            reduce: RACReduceBlock(named: "append") { running, next in … })
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

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let aggregateWithStart = RACBlockName("aggregateWithStart", rac: "RACSignal+Operations.m", 618, rac25: 608)
    public static let aggregateWithStartReduceBlock = RACBlockName("aggregateWithStart.reduceBlock", rac: "RACSignal+Operations.m", 621, rac25: 611)
    public static let aggregateWithStartReduceWithIndex = RACBlockName("aggregateWithStartReduceWithIndex", rac: "RACSignal+Operations.m", 627, rac25: 617)
    public static let aggregateWithStartFactory = RACBlockName("aggregateWithStartFactory", rac: "RACSignal+Operations.m", 609, rac25: 599)
    /// The `+defer:` block: makes the start value and aggregates.
    public static let aggregateWithStartFactoryDefer = RACBlockName("aggregateWithStartFactory.defer", rac: "RACSignal+Operations.m", 613, rac25: 603)
}
