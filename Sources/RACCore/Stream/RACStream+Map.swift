import RACTrace

extension RACStreamPrimitives {
    /// `-map:`, from
    /// RACStream.m (`RACBlockName.map`):
    /// `-flattenMap:` returning `+return:` of `block`'s result.
    ///
    /// ```swift
    /// let doubled = numbers.map(RACMapBlock(named: "double") { x in
    ///     ObjCNumber(Int((x as! ObjCNumber).integerValue) * 2)
    /// })
    /// ```
    public func map(_ block: RACMapBlock) -> Stream {
        tracingOperator(RACBlockName.map) {
            let streamClass: Self.Type = type(of: self)

            return flattenMap(RACStreamFlattenMapBlock<Stream>(RACBlockName.mapBlock, captures: [block]) { value in
                streamClass.return(block.call { $0(value) })
            }).named("[%@] -map:", self)
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let map = RACBlockName("map", rac: "RACStream.m", 92, rac25: 89)
    /// The block passed to `-flattenMap:`: `+return:` of the reader's block's result.
    public static let mapBlock = RACBlockName("map.block", rac: "RACStream.m", 97, rac25: 94)
}
