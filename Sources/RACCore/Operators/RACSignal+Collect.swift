import RACTrace

extension RACSignal {
    /// `-collect` (RACSignal+Operations.m): `-aggregateWithStartFactory:reduce:` with a fresh
    /// `NSMutableArray` per subscription, to which each value is added (nil as `NSNull`); the
    /// array is sent once, when the receiver completes.
    ///
    /// ```swift
    /// let everything = values.collect()
    /// ```
    public func collect() -> RACSignal {
        tracingOperator(RACBlockName.collect) {
            aggregateWithStartFactory(
                RACObjectFactoryBlock(RACBlockName.collectStartFactory) { ObjCArray([], mutable: true) },
                reduce: RACReduceBlock(RACBlockName.collectReduce) { collectedValues, x in
                    let array = collectedValues as! ObjCArray
                    array.append(x ?? ObjCNull.null)
                    return array
                }
            ).named("[%@] -collect", self)
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let collect = RACBlockName("collect", rac: "RACSignal+Operations.m", 365, rac25: 357)
    /// Makes the NSMutableArray.
    public static let collectStartFactory = RACBlockName("collect.startFactory", rac: "RACSignal+Operations.m", 366, rac25: 358)
    /// Adds a value (nil as NSNull) to the array.
    public static let collectReduce = RACBlockName("collect.reduce", rac: "RACSignal+Operations.m", 368, rac25: 360)
}
