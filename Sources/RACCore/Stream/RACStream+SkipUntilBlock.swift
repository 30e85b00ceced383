import RACTrace

extension RACStreamPrimitives {
    /// `-skipUntilBlock:` (RACStream.m): `-bind:` with a `skipping` flag (fresh per
    /// subscription); the binding block returns `+empty` until `predicate` first passes a
    /// value, and `+return:` of that value and every later one.
    ///
    /// ```swift
    /// let fromStart = words.skipUntilBlock(RACPredicateBlock(named: "isStart") { x in
    ///     (x as? ObjCString)?.value == "start"
    /// })
    /// ```
    public func skipUntilBlock(_ predicate: RACPredicateBlock) -> Stream {
        tracingOperator(RACBlockName.skipUntilBlock) {
            let streamClass: Self.Type = type(of: self)

            let bindBlock = RACStreamBindBlockFactory<Stream>(RACBlockName.skipUntilBlockBindBlock, captures: [predicate]) {
                let skipping = RACBlockVariable(1)
                return RACStreamBindBlock<Stream>(RACBlockName.skipUntilBlockBinding, captures: [predicate]) { value, _ in
                    if skipping.value != 0 {
                        if predicate.call({ $0(value) }) {
                            skipping.value = 0
                        } else {
                            return streamClass.empty()
                        }
                    }
                    return streamClass.return(value)
                }
            }
            return bind(bindBlock).named("[%@] -skipUntilBlock:", self)
        }
    }

    /// `-skipWhileBlock:` (RACStream.m): `-skipUntilBlock:` with the predicate negated.
    ///
    /// ```swift
    /// let fromTen = numbers.skipWhileBlock(RACPredicateBlock(named: "small") { x in
    ///     (x as! ObjCNumber).integerValue < 10
    /// })
    /// ```
    public func skipWhileBlock(_ predicate: RACPredicateBlock) -> Stream {
        tracingOperator(RACBlockName.skipWhileBlock) {
            skipUntilBlock(RACPredicateBlock(RACBlockName.skipWhileBlockBlock, captures: [predicate]) { x in
                !predicate.call { $0(x) }
            }).named("[%@] -skipWhileBlock:", self)
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let skipUntilBlock = RACBlockName("skipUntilBlock", rac: "RACStream.m", 308, rac25: 305)
    public static let skipUntilBlockBindBlock = RACBlockName("skipUntilBlock.bindBlock", rac: "RACStream.m", 313, rac25: 310)
    public static let skipUntilBlockBinding = RACBlockName("skipUntilBlock.binding", rac: "RACStream.m", 316, rac25: 313)
    public static let skipWhileBlock = RACBlockName("skipWhileBlock", rac: "RACStream.m", 330, rac25: 327)
    /// The negated predicate passed to `-skipUntilBlock:`.
    public static let skipWhileBlockBlock = RACBlockName("skipWhileBlock.block", rac: "RACStream.m", 333, rac25: 330)
}
