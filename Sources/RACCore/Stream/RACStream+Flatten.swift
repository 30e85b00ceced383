import RACTrace

extension RACStreamPrimitives {
    /// `-flatten` (RACStream.m): `-flattenMap:` with the identity, for a signal of signals —
    /// every inner signal is subscribed as it arrives and their values are merged.
    ///
    /// ```swift
    /// let merged = signalOfSignals.flatten()
    /// ```
    public func flatten() -> Stream {
        tracingOperator(RACBlockName.flatten) {
            flattenMap(RACStreamFlattenMapBlock<Stream>(RACBlockName.flattenBlock) { value in
                guard let value else { return nil }
                // RAC asserts the value is a stream (NSCAssert in -flattenMap:); the stand-in
                // ends the receiver's part, as nil would.
                guard let stream = value as? Stream else {
                    RACRuntime.raise(.assertion("Value returned from -flattenMap: is not a stream: \(value.description)"))
                    return nil
                }
                return stream
            }).named("[%@] -flatten", self)
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let flatten = RACBlockName("flatten", rac: "RACStream.m", 86, rac25: 82)
    /// The identity block passed to `-flattenMap:`.
    public static let flattenBlock = RACBlockName("flatten.block", rac: "RACStream.m", 87, rac25: 84)
}
