import RACTrace

extension RACSignal {
    /// `-then:` (RACSignal+Operations.m): the receiver's `-ignoreValues`, `-concat:`ed with
    /// `+defer:` of `block` — so `block` runs only once the receiver has completed.
    ///
    /// ```swift
    /// let next = login.then(RACSignalFactoryBlock(named: "fetch") { fetchProfile })
    /// ```
    public func then(_ block: RACSignalFactoryBlock) -> RACSignal {
        tracingOperator(RACBlockName.then) {
            ignoreValues().concat(RACSignal.defer(block)).named("[%@] -then:", self)
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let then = RACBlockName("then", rac: "RACSignal+Operations.m", 596, rac25: 586)
}
