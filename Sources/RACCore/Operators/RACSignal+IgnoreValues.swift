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
