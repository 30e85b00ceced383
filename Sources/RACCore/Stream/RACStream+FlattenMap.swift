import RACTrace

extension RACStreamPrimitives {
    /// `-flattenMap:`, from
    /// RACStream.m (`RACBlockName.flattenMap`):
    /// `-bind:` whose binding block calls `block` for each value and returns its signal —
    /// `+empty` when `block` returns nil.
    ///
    /// ```swift
    /// let pairs = source.flattenMap(RACFlattenMapBlock(named: "pair") { x in
    ///     RACSignal.return(x).concat(.return(x))
    /// })
    /// ```
    public func flattenMap(_ block: RACStreamFlattenMapBlock<Stream>) -> Stream {
        tracingOperator(RACBlockName.flattenMap) {
            let streamClass: Self.Type = type(of: self)

            return bind(RACStreamBindBlockFactory<Stream>(RACBlockName.flattenMapBindBlock, captures: [block]) {
                RACStreamBindBlock<Stream>(RACBlockName.flattenMapBinding, captures: [block]) { value, _ in
                    block.call { $0(value) } ?? streamClass.empty()
                }
            }).named("[%@] -flattenMap:", self)
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let flattenMap = RACBlockName("flattenMap", rac: "RACStream.m", 73, rac25: 69)
    /// The block passed to `-bind:`.
    public static let flattenMapBindBlock = RACBlockName("flattenMap.bindBlock", rac: "RACStream.m", 76, rac25: 72)
    /// The binding block: calls the reader's block; nil becomes `+empty`.
    public static let flattenMapBinding = RACBlockName("flattenMap.binding", rac: "RACStream.m", 77, rac25: 73)
}
