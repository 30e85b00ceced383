import RACTrace

/// `RACEmptySignal`: `+empty` — completes at once on each subscription.
public final class RACEmptySignal: RACSignal {
    public override var className: String { "RACEmptySignal" }

    /// `-subscribe:` ([RACEmptySignal.m:54](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACEmptySignal.m#L54)).
    public override func subscribe(_ subscriber: RACSubscriberProtocol) -> RACDisposable? {
        traceSubscribe(subscriber)
        return RACScheduler.subscriptionScheduler.schedule(RACVoidBlock(
            RACBlockName.emptySignalSubscribe, captures: [subscriber]
        ) {
            subscriber.sendCompleted()
        })
    }
}

extension RACSignal {
    /// `+empty`.
    public static func empty() -> RACSignal {
        RACEmptySignal().named("+empty")
    }
}
