import RACTrace

extension RACStreamPrimitives {
    /// `-take:`, from
    /// RACStream.m (`RACBlockName.take`):
    /// `-bind:` with a counter (`taken`, fresh per subscription) and the stop flag. The
    /// binding block returns `+return:` of each of the first `count` values and sets `*stop`
    /// on the last of them, which ends the receiver's part of the bind: the receiver's
    /// subscription is disposed and the result completes once that last `+return:` has
    /// completed. `take(0)` is `+empty` and never subscribes to the receiver.
    ///
    /// `count` is an `NSUInteger`, as in RAC: a negative `int` passed to it arrives as a huge
    /// count, which takes every value.
    ///
    /// ```swift
    /// let firstTwo = clicks.take(2)
    /// ```
    public func take(_ count: UInt) -> Stream {
        tracingOperator(RACBlockName.take) {
            let streamClass: Self.Type = type(of: self)

            // RAC returns `class.empty` unnamed: the name stays `+empty`.
            if count == 0 { return streamClass.empty() }

            return bind(RACStreamBindBlockFactory<Stream>(RACBlockName.takeBindBlock) {
                let taken = RACBlockVariable<UInt>(0)

                return RACStreamBindBlock<Stream>(RACBlockName.takeBinding) { value, stop in
                    if taken.value < count {
                        taken.value += 1
                        if taken.value == count { stop = true }
                        return streamClass.return(value)
                    } else {
                        return nil
                    }
                }
            }).named("[%@] -take: \(count)", self)
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let take = RACBlockName("take", rac: "RACStream.m", 173, rac25: 170)
    /// The block passed to `-bind:`: makes `taken` and the binding block.
    public static let takeBindBlock = RACBlockName("take.bindBlock", rac: "RACStream.m", 178, rac25: 175)
    /// The binding block: `+return:` of the first `count` values, `*stop` on the last.
    public static let takeBinding = RACBlockName("take.binding", rac: "RACStream.m", 181, rac25: 178)
}
