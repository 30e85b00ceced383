import RACTrace

/// `RACReturnSignal`: `+return:` — sends one value, then completes, on each subscription.
public final class RACReturnSignal: RACSignal {
    public let value: RACObject?

    public init(value: RACObject?) {
        value?.retain() // `_value` (RACReturnSignal.m:70)
        self.value = value
        super.init()
    }

    public override var className: String { "RACReturnSignal" }

    /// `-name` ([RACReturnSignal.m:33](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACReturnSignal.m#L33)):
    /// outside DEBUG builds — the build RACStep models, as the recorded outputs were — the
    /// name is fixed at `+return:` and `-setName:` does nothing, since release builds may share one
    /// instance between callers.
    public override var name: String? {
        get { "+return:" }
        set {}
    }

    public override func dealloc() {
        value?.release()
    }

    /// `-subscribe:` ([RACReturnSignal.m:81](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACReturnSignal.m#L81)).
    public override func subscribe(_ subscriber: RACSubscriberProtocol) -> RACDisposable? {
        traceSubscribe(subscriber)
        return RACScheduler.subscriptionScheduler.schedule(RACVoidBlock(
            RACBlockName.returnSignalSubscribe, captures: [subscriber, self]
        ) {
            subscriber.sendNext(self.value)
            subscriber.sendCompleted()
        })
    }
}

extension RACSignal {
    /// `+return:`.
    public static func `return`(_ value: RACObject?) -> RACSignal {
        RACReturnSignal(value: value).named("+return: %@", value)
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let returnSignalSubscribe = RACBlockName("returnSignal.subscribe", rac: "RACReturnSignal.m", 84, rac25: 84)
}
