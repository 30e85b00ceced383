/// `RACReturnSignal`: `+return:` — sends one value, then completes, on each subscription.
public final class RACReturnSignal: RACSignal {
    public let value: RACObject?

    public init(value: RACObject?) {
        value?.retain()
        self.value = value
        super.init()
    }

    public override var className: String { "RACReturnSignal" }

    public override func dealloc() {
        value?.release()
    }

    public override func subscribe(_ subscriber: RACSubscriberProtocol) -> RACDisposable? {
        traceSubscribe(subscriber)
        return RACSubscriptionScheduler.scheduleSubscription(holding: [self, subscriber]) {
            subscriber.sendNext(self.value)
            subscriber.sendCompleted()
        }
    }
}

extension RACSignal {
    /// `+return:`.
    public static func `return`(_ value: RACObject?) -> RACSignal {
        RACReturnSignal(value: value).named("+return: %@", value)
    }
}
