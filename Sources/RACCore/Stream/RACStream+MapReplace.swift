import RACTrace

extension RACStreamPrimitives {
    /// `-mapReplace:` (RACStream.m): `-map:` with a block that ignores the value and returns
    /// `object`.
    ///
    /// ```swift
    /// let clicked = taps.mapReplace(ObjCString("clicked"))
    /// ```
    public func mapReplace(_ object: RACObject?) -> Stream {
        tracingOperator(RACBlockName.mapReplace) {
            map(RACMapBlock(RACBlockName.mapReplaceBlock, captures: [object]) { _ in object })
                .named("[%@] -mapReplace: %@", [self, object])
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let mapReplace = RACBlockName("mapReplace", rac: "RACStream.m", 102, rac25: 99)
    /// The block passed to `-map:`: returns the replacement object.
    public static let mapReplaceBlock = RACBlockName("mapReplace.block", rac: "RACStream.m", 103, rac25: 100)
}
