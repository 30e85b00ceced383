import RACTrace

extension RACSignal {
    /// `+defer:`, translated from
    /// [RACSignal+Operations.m:931](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal+Operations.m#L931):
    /// calls `block` on each subscription and subscribes the subscriber to the signal it
    /// returns.
    ///
    /// ```swift
    /// let fresh = RACSignal.defer(RACSignalFactoryBlock(named: "now") { .return(ObjCNumber(clock())) })
    /// ```
    public static func `defer`(_ block: RACSignalFactoryBlock) -> RACSignal {
        RACSignal.createSignal(RACDidSubscribeBlock(RACBlockName.deferDidSubscribe, captures: [block]) { subscriber in
            withARCScope { scope in
                // `block()`'s signal is a temporary of the return statement.
                scope.strong(block.call { $0() })?.subscribe(subscriber)
            }
        }).named("+defer:")
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let deferDidSubscribe = RACBlockName("defer.didSubscribe", rac: "RACSignal+Operations.m", 934, rac25: 924)
}
