/// `RACErrorSignal`: `+error:` — sends its error at once on each subscription.
public final class RACErrorSignal: RACSignal {
    public let error: RACObject?

    public init(error: RACObject?) {
        error?.retain()
        self.error = error
        super.init()
    }

    public override var className: String { "RACErrorSignal" }

    public override func dealloc() {
        error?.release()
    }

    public override func subscribe(_ subscriber: RACSubscriberProtocol) -> RACDisposable? {
        traceSubscribe(subscriber)
        return RACSubscriptionScheduler.scheduleSubscription(holding: [self, subscriber]) {
            subscriber.sendError(self.error)
        }
    }
}

extension RACSignal {
    /// `+error:`.
    public static func error(_ error: RACObject?) -> RACSignal {
        RACErrorSignal(error: error).named("+error: %@", error)
    }
}
