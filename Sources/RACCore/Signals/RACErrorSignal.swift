import RACTrace

/// `RACErrorSignal`: `+error:` — sends its error at once on each subscription.
public final class RACErrorSignal: RACSignal {
    public let error: RACObject?

    public init(error: RACObject?) {
        error?.retain() // `_error` (RACErrorSignal.m:26)
        self.error = error
        super.init()
    }

    public override var className: String { "RACErrorSignal" }

    public override func dealloc() {
        error?.release()
    }

    /// `-subscribe:` ([RACErrorSignal.m:39](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACErrorSignal.m#L39)).
    public override func subscribe(_ subscriber: RACSubscriberProtocol) -> RACDisposable? {
        traceSubscribe(subscriber)
        return RACScheduler.subscriptionScheduler.schedule(RACVoidBlock(
            RACBlockName.errorSignalSubscribe, captures: [subscriber, self]
        ) {
            subscriber.sendError(self.error)
        })
    }
}

extension RACSignal {
    /// `+error:` ([RACErrorSignal.m:24](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACErrorSignal.m#L24)):
    /// outside DEBUG builds — the build RACStep models — the name is set to `+error:`, the
    /// error left out; unlike `+return:` and `+empty` it is a plain name, which `-setName:`
    /// may change. The trace names it with its error, as a DEBUG build would.
    public static func error(_ error: RACObject?) -> RACSignal {
        let signal = RACErrorSignal(error: error)
        signal.name = "+error:"
        return signal.named("+error: %@", error)
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let errorSignalSubscribe = RACBlockName("errorSignal.subscribe", rac: "RACErrorSignal.m", 42, rac25: 42)
}
