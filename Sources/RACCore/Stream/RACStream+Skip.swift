import RACTrace

extension RACStreamPrimitives {
    /// `-skip:` (RACStream.m): `-bind:` with a counter (`skipped`, fresh per subscription);
    /// the binding block returns `+empty` for the first `skipCount` values and `+return:`
    /// of every later one.
    ///
    /// ```swift
    /// let afterFirst = values.skip(1)
    /// ```
    /// `skipCount` is an `NSUInteger`, as in RAC: a negative `int` passed to it arrives as a
    /// huge count, which skips every value.
    public func skip(_ skipCount: UInt) -> Stream {
        tracingOperator(RACBlockName.skip) {
            let streamClass: Self.Type = type(of: self)

            let bindBlock = RACStreamBindBlockFactory<Stream>(RACBlockName.skipBindBlock) {
                let skipped = RACBlockVariable<UInt>(0)
                return RACStreamBindBlock<Stream>(RACBlockName.skipBinding) { value, _ in
                    if skipped.value >= skipCount { return streamClass.return(value) }
                    skipped.value += 1
                    return streamClass.empty()
                }
            }
            return bind(bindBlock).named("[%@] -skip: \(skipCount)", self)
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let skip = RACBlockName("skip", rac: "RACStream.m", 158, rac25: 155)
    public static let skipBindBlock = RACBlockName("skip.bindBlock", rac: "RACStream.m", 161, rac25: 158)
    public static let skipBinding = RACBlockName("skip.binding", rac: "RACStream.m", 164, rac25: 161)
}
