import RACTrace

extension RACSignal {
    /// `+defer:` (RACSignal+Operations.m): calls `block` on each subscription and subscribes
    /// the subscriber to the signal it returns.
    ///
    /// ```swift
    /// let fresh = RACSignal.defer(RACSignalFactoryBlock("now") { .return(ObjCNumber(clock())) })
    /// ```
    public static func `defer`(_ block: RACSignalFactoryBlock) -> RACSignal {
        let didSubscribe = RACDidSubscribeBlock(RACBlockName.deferDidSubscribe, captures: [block]) { subscriber in
            // The returned signal lives for the statement `[block() subscribe:subscriber]`.
            let signal = block.call { $0() }
            signal?.retain()
            let disposable = signal?.subscribe(subscriber)
            signal?.release()
            return disposable
        }
        return RACSignal.createSignal(didSubscribe).named("+defer:")
    }
}
