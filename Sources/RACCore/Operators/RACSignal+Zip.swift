import RACTrace

extension RACSignal {
    /// `+zip:`, from
    /// [RACStream.m:231](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACStream.m#L231):
    /// `+join:block:` with `-zipWith:`, so each value is one flat `RACTuple` of the n-th
    /// value of every signal. No signals gives `+empty`.
    ///
    /// ```swift
    /// let pairs = RACSignal.zip([names, ages])
    /// ```
    public static func zip(_ signals: [RACSignal]) -> RACSignal {
        join(signals, RACSignalJoinBlock(RACBlockName.zipJoin) { left, right in left.zipWith(right) })
            .named("+zip: %@", ObjCArray(signals))
    }

    /// `+zip:reduce:`, from
    /// [RACStream.m:237](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACStream.m#L237):
    /// `+zip:` then `-reduceEach:`, so `reduceBlock` gets each zipped set as its arguments.
    ///
    /// ```swift
    /// let sums = RACSignal.zip([a, b], reduce: RACGenericReduceBlock(named: "sum") { xs in … })
    /// ```
    public static func zip(_ signals: [RACSignal], reduce reduceBlock: RACGenericReduceBlock) -> RACSignal {
        zip(signals).reduceEach(reduceBlock)
            .named("+zip: %@ reduce:", ObjCArray(signals))
    }
}
