import RACTrace

extension RACStreamPrimitives {
    /// `-takeUntilBlock:` (RACStream.m): `-bind:` whose binding block returns nil — ending
    /// the receiver's part, so the result completes — for the first value `predicate`
    /// passes, and `+return:` of each value before it. The passing value is not sent.
    ///
    /// ```swift
    /// let untilStop = words.takeUntilBlock(RACPredicateBlock(named: "isStop") { x in
    ///     (x as? ObjCString)?.value == "stop"
    /// })
    /// ```
    public func takeUntilBlock(_ predicate: RACPredicateBlock) -> Stream {
        tracingOperator(RACBlockName.takeUntilBlock) {
            let streamClass: Self.Type = type(of: self)

            let bindBlock = RACStreamBindBlockFactory<Stream>(RACBlockName.takeUntilBlockBindBlock, captures: [predicate]) {
                RACStreamBindBlock<Stream>(RACBlockName.takeUntilBlockBinding, captures: [predicate]) { value, _ in
                    if predicate.call({ $0(value) }) { return nil }
                    return streamClass.return(value)
                }
            }
            return bind(bindBlock).named("[%@] -takeUntilBlock:", self)
        }
    }

    /// `-takeWhileBlock:` (RACStream.m): `-takeUntilBlock:` with the predicate negated.
    ///
    /// ```swift
    /// let small = numbers.takeWhileBlock(RACPredicateBlock(named: "small") { x in
    ///     (x as! ObjCNumber).integerValue < 10
    /// })
    /// ```
    public func takeWhileBlock(_ predicate: RACPredicateBlock) -> Stream {
        tracingOperator(RACBlockName.takeWhileBlock) {
            takeUntilBlock(RACPredicateBlock(RACBlockName.takeWhileBlockBlock, captures: [predicate]) { x in
                !predicate.call { $0(x) }
            }).named("[%@] -takeWhileBlock:", self)
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let takeUntilBlock = RACBlockName("takeUntilBlock", rac: "RACStream.m", 286, rac25: 283)
    public static let takeUntilBlockBindBlock = RACBlockName("takeUntilBlock.bindBlock", rac: "RACStream.m", 291, rac25: 288)
    public static let takeUntilBlockBinding = RACBlockName("takeUntilBlock.binding", rac: "RACStream.m", 292, rac25: 289)
    public static let takeWhileBlock = RACBlockName("takeWhileBlock", rac: "RACStream.m", 300, rac25: 297)
    /// The negated predicate passed to `-takeUntilBlock:`.
    public static let takeWhileBlockBlock = RACBlockName("takeWhileBlock.block", rac: "RACStream.m", 303, rac25: 300)
}
