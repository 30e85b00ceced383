import RACTrace

extension RACSignal {
    /// `-mapReplace:` (RACStream.m): `-map:` with a block that ignores the value and returns
    /// `object`.
    ///
    /// ```swift
    /// let clicked = taps.mapReplace(ObjCString("clicked"))
    /// ```
    public func mapReplace(_ object: RACObject?) -> RACSignal {
        tracingOperator(RACBlockName.mapReplace) {
            map(RACMapBlock(RACBlockName.mapReplaceBlock, captures: [object]) { _ in object })
                .named("[%@] -mapReplace: %@", [self, object])
        }
    }
}
