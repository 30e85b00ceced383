import RACTrace

/// `RACEmptySignal`: `+empty` — completes at once on each subscription.
public final class RACEmptySignal: RACSignal {
    public override var className: String { "RACEmptySignal" }

    /// `-name` ([RACEmptySignal.m:25](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACEmptySignal.m#L25)):
    /// outside DEBUG builds — the build RACStep models, as the recorded outputs were — the
    /// name is fixed at `+empty` and `-setName:` does nothing, since release builds may share one
    /// instance between callers.
    public override var name: String? {
        get { "+empty" }
        set {}
    }

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

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let emptySignalSubscribe = RACBlockName("emptySignal.subscribe", rac: "RACEmptySignal.m", 57, rac25: 57)
}
