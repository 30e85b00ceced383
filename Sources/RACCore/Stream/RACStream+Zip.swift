import RACTrace

extension RACStreamPrimitives {
    /// `+zip:`, from
    /// [RACStream.m:231](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACStream.m#L231):
    /// `+join:block:` with `-zipWith:`, so each value is one flat `RACTuple` of the n-th
    /// value of every stream. No streams gives `+empty`.
    ///
    /// ```swift
    /// let pairs = RACSignal.zip([names, ages])
    /// ```
    public static func zip(_ streams: [Stream]) -> Stream {
        join(streams, RACStreamJoinBlock<Stream>(RACBlockName.zipJoin) { left, right in left.zipWith(right) })
            .named("+zip: %@", ObjCArray(streams))
    }

    /// `+zip:reduce:`, from
    /// [RACStream.m:237](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACStream.m#L237):
    /// `+zip:` then `-reduceEach:`, so `reduceBlock` gets each zipped set as its arguments.
    ///
    /// ```swift
    /// let sums = RACSignal.zip([a, b], reduce: RACGenericReduceBlock(named: "sum") { xs in … })
    /// ```
    public static func zip(_ streams: [Stream], reduce reduceBlock: RACGenericReduceBlock) -> Stream {
        zip(streams).reduceEach(reduceBlock)
            .named("+zip: %@ reduce:", ObjCArray(streams))
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    /// `+zip:`'s block given to `+join:block:`: zips the tuples so far with the next stream.
    public static let zipJoin = RACBlockName("zip.join", rac: "RACStream.m", 232, rac25: 229)
}
