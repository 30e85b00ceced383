/// `RACDynamicSignal`: what `+createSignal:` returns. It stores `didSubscribe` and runs it
/// once per subscription — nothing runs at creation.
public final class RACDynamicSignal: RACSignal {
    public let didSubscribe: RACDidSubscribeBlock?

    /// `+createSignal:`.
    public init(didSubscribe: RACDidSubscribeBlock?) {
        didSubscribe?.retain()
        self.didSubscribe = didSubscribe
        super.init()
        named("+createSignal:")
    }

    public override var className: String { "RACDynamicSignal" }

    public override func dealloc() {
        didSubscribe?.release()
    }

    public override func subscribe(_ subscriber: RACSubscriberProtocol) -> RACDisposable? {
        traceSubscribe(subscriber)
        let disposable = RACCompoundDisposable()
        disposable.retain()
        let passthrough = RACPassthroughSubscriber(subscriber: subscriber, signal: self, disposable: disposable)
        passthrough.retain()
        if let didSubscribe {
            let scheduling = RACSubscriptionScheduler.scheduleSubscription(holding: [self, passthrough, disposable]) {
                let inner = didSubscribe.call { $0(passthrough) }
                disposable.add(inner)
            }
            disposable.add(scheduling)
        }
        // The passthrough local goes away here: if nothing else holds the subscriber now,
        // it is deallocated and disposes the subscription (the subscriber-lifetime rule).
        passthrough.release()
        disposable.releaseForReturn()
        return disposable
    }
}

extension RACSignal {
    /// `+createSignal:` with an engine block.
    public static func createSignal(_ didSubscribe: RACDidSubscribeBlock) -> RACSignal {
        RACDynamicSignal(didSubscribe: didSubscribe)
    }

    /// `+never`: a signal that never sends anything.
    public static func never() -> RACSignal {
        RACDynamicSignal(didSubscribe: RACDidSubscribeBlock("never.didSubscribe") { _ in nil }).named("+never")
    }
}
