import RACTrace

extension RACStreamPrimitives {
    /// `-ignore:` (RACStream.m): `-filter:` dropping values identical or `-isEqual:` to `value`.
    ///
    /// ```swift
    /// let nonEmpty = texts.ignore(ObjCString(""))
    /// ```
    public func ignore(_ value: RACObject?) -> Stream {
        tracingOperator(RACBlockName.ignore) {
            // `innerValue != value && ![innerValue isEqual:value]`: objcEqual's two halves.
            filter(RACPredicateBlock(RACBlockName.ignoreBlock, captures: [value]) { innerValue in
                !objcEqual(innerValue, value)
            }).named("[%@] -ignore: %@", [self, value])
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let ignore = RACBlockName("ignore", rac: "RACStream.m", 136, rac25: 133)
    /// The predicate passed to `-filter:`.
    public static let ignoreBlock = RACBlockName("ignore.block", rac: "RACStream.m", 137, rac25: 134)
}
