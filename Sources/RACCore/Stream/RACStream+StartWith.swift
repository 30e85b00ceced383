import RACTrace

extension RACStreamPrimitives {
    /// `-startWith:` (RACStream.m): `+return:` of `value`, `-concat:`ed with the receiver.
    ///
    /// ```swift
    /// let withPlaceholder = results.startWith(ObjCString("loading…"))
    /// ```
    public func startWith(_ value: RACObject?) -> Stream {
        tracingOperator(RACBlockName.startWith) {
            type(of: self).return(value).concat(stream).named("[%@] -startWith: %@", [self, value])
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let startWith = RACBlockName("startWith", rac: "RACStream.m", 152, rac25: 149)
}
