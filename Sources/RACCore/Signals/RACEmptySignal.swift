/// `RACEmptySignal`: `+empty` — completes at once on each subscription.
public final class RACEmptySignal: RACSignal {
    public override var className: String { "RACEmptySignal" }

    public override func subscribe(_ subscriber: RACSubscriberProtocol) -> RACDisposable? {
        traceSubscribe(subscriber)
        return RACSubscriptionScheduler.scheduleSubscription(holding: [subscriber]) {
            subscriber.sendCompleted()
        }
    }
}

extension RACSignal {
    /// `+empty`.
    public static func empty() -> RACSignal {
        RACEmptySignal().named("+empty")
    }
}
