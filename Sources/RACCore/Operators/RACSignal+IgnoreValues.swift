import RACTrace

extension RACSignal {
    /// `-ignoreValues` (RACSignal+Operations.m): `-filter:` with a block that passes nothing,
    /// so only the terminal event gets through.
    ///
    /// ```swift
    /// let done = work.ignoreValues()
    /// ```
    public func ignoreValues() -> RACSignal {
        tracingOperator(RACBlockName.ignoreValues) {
            filter(RACPredicateBlock(RACBlockName.ignoreValuesBlock) { _ in false })
                .named("[%@] -ignoreValues", self)
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let ignoreValues = RACBlockName("ignoreValues", rac: "RACSignal+Operations.m", 1241, rac25: 1231)
    /// The predicate passed to `-filter:`: always NO.
    public static let ignoreValuesBlock = RACBlockName("ignoreValues.block", rac: "RACSignal+Operations.m", 1242, rac25: 1232)
}
