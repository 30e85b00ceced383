import RACTrace

extension RACStreamPrimitives {
    /// `-filter:`, from
    /// RACStream.m (`RACBlockName.filter`):
    /// `-flattenMap:` returning `+return:` of the value when `block` passes it, `+empty`
    /// when it does not.
    ///
    /// ```swift
    /// let evens = numbers.filter(RACPredicateBlock(named: "even") { x in
    ///     (x as! ObjCNumber).integerValue % 2 == 0
    /// })
    /// ```
    public func filter(_ block: RACPredicateBlock) -> Stream {
        tracingOperator(RACBlockName.filter) {
            let streamClass: Self.Type = type(of: self)

            return flattenMap(RACStreamFlattenMapBlock<Stream>(RACBlockName.filterBlock, captures: [block]) { value in
                if block.call({ $0(value) }) {
                    return streamClass.return(value)
                } else {
                    return streamClass.empty()
                }
            }).named("[%@] -filter:", self)
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let filter = RACBlockName("filter", rac: "RACStream.m", 122, rac25: 119)
    /// The block passed to `-flattenMap:`: `+return:` or `+empty`.
    public static let filterBlock = RACBlockName("filter.block", rac: "RACStream.m", 127, rac25: 124)
}
