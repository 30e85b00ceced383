import RACTrace

extension RACSignal {
    /// `-takeLast:` (RACSignal+Operations.m): keeps the last `count` values in an array
    /// (nil as `RACTupleNil`) and sends them when the receiver completes.
    ///
    /// ```swift
    /// let final = progress.takeLast(1)
    /// ```
    /// `count` is an `NSUInteger`, as in RAC: a negative `int` passed to it arrives as a huge
    /// count, which keeps every value.
    public func takeLast(_ count: UInt) -> RACSignal {
        tracingOperator(RACBlockName.takeLast) {
            let source = self
            let didSubscribe = RACDidSubscribeBlock(RACBlockName.takeLastDidSubscribe, captures: [source]) { subscriber in
                let valuesTaken = ObjCArray([], mutable: true)
                return source.subscribe(
                    next: RACValueBlock(RACBlockName.takeLastSourceNext, captures: [valuesTaken]) { x in
                        valuesTaken.append(x ?? RACTupleNil.tupleNil)
                        while UInt(valuesTaken.count) > count { valuesTaken.remove(at: 0) }
                    },
                    error: RACValueBlock(RACBlockName.takeLastSourceError, captures: [subscriber]) { error in
                        subscriber.sendError(error)
                    },
                    completed: RACVoidBlock(RACBlockName.takeLastSourceCompleted, captures: [valuesTaken, subscriber]) {
                        for value in valuesTaken.items {
                            subscriber.sendNext(value is RACTupleNil ? nil : value)
                        }
                        subscriber.sendCompleted()
                    })
            }
            return RACSignal.createSignal(didSubscribe).named("[%@] -takeLast: \(count)", self)
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let takeLast = RACBlockName("takeLast", rac: "RACSignal+Operations.m", 374, rac25: 366)
    public static let takeLastDidSubscribe = RACBlockName("takeLast.didSubscribe", rac: "RACSignal+Operations.m", 375, rac25: 367)
    public static let takeLastSourceNext = RACBlockName("takeLast.source.next", rac: "RACSignal+Operations.m", 377, rac25: 369)
    public static let takeLastSourceError = RACBlockName("takeLast.source.error", rac: "RACSignal+Operations.m", 383, rac25: 375)
    /// Sends the values kept, then completes.
    public static let takeLastSourceCompleted = RACBlockName("takeLast.source.completed", rac: "RACSignal+Operations.m", 385, rac25: 377)
}
