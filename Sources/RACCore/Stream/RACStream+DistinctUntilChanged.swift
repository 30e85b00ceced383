import RACTrace

extension RACStreamPrimitives {
    /// `-distinctUntilChanged` (RACStream.m): `-bind:` remembering the last value sent (a
    /// `__block` variable, fresh per subscription); the binding block returns `+empty` for a
    /// value identical or `-isEqual:` to it, else `+return:` of the value.
    ///
    /// ```swift
    /// let changes = readings.distinctUntilChanged()
    /// ```
    public func distinctUntilChanged() -> Stream {
        tracingOperator(RACBlockName.distinctUntilChanged) {
            let streamClass: Self.Type = type(of: self)

            let bindBlock = RACStreamBindBlockFactory<Stream>(RACBlockName.distinctUntilChangedBindBlock) {
                let lastValue = RACObjectBox()
                let initial = RACBlockVariable(1)
                return RACStreamBindBlock<Stream>(RACBlockName.distinctUntilChangedBinding, captures: [lastValue]) { x, _ in
                    // `lastValue == x || [x isEqual:lastValue]`: objcEqual, so nil repeats are dropped too.
                    if initial.value == 0, objcEqual(x, lastValue.value) { return streamClass.empty() }
                    initial.value = 0
                    lastValue.set(x)
                    return streamClass.return(x)
                }
            }
            return bind(bindBlock).named("[%@] -distinctUntilChanged", self)
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let distinctUntilChanged = RACBlockName("distinctUntilChanged", rac: "RACStream.m", 338, rac25: 335)
    public static let distinctUntilChangedBindBlock = RACBlockName("distinctUntilChanged.bindBlock", rac: "RACStream.m", 341, rac25: 338)
    public static let distinctUntilChangedBinding = RACBlockName("distinctUntilChanged.binding", rac: "RACStream.m", 345, rac25: 342)
}
