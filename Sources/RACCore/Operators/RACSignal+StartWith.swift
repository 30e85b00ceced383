import RACTrace

extension RACSignal {
    /// `-startWith:` (RACStream.m): `+return:` of `value`, `-concat:`ed with the receiver.
    ///
    /// ```swift
    /// let withPlaceholder = results.startWith(ObjCString("loading…"))
    /// ```
    public func startWith(_ value: RACObject?) -> RACSignal {
        tracingOperator(RACBlockName.startWith) {
            RACSignal.return(value).concat(self).named("[%@] -startWith: %@", [self, value])
        }
    }
}
