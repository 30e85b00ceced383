import RACTrace

/// `RACDynamicSignal`: what `+createSignal:` returns. It stores `didSubscribe` and runs it
/// once per subscription — nothing runs at creation. Final: nothing in ReactiveObjC
/// subclasses it.
public final class RACDynamicSignal: RACSignal {
    public let didSubscribe: RACDidSubscribeBlock?

    /// `+createSignal:`.
    public init(didSubscribe: RACDidSubscribeBlock?) {
        didSubscribe?.retain() // `_didSubscribe = [didSubscribe copy]` (RACDynamicSignal.m:30)
        self.didSubscribe = didSubscribe
        super.init()
        named("+createSignal:")
    }

    public override var className: String { "RACDynamicSignal" }

    public override func dealloc() {
        didSubscribe?.release()
    }

    /// `-subscribe:` ([RACDynamicSignal.m:36](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACDynamicSignal.m#L36)):
    /// wraps the subscriber in a passthrough that stops forwarding once the subscription's
    /// disposable is disposed, and runs `didSubscribe` on the subscription scheduler — at
    /// once, on the main thread.
    public override func subscribe(_ subscriber: RACSubscriberProtocol) -> RACDisposable? {
        traceSubscribe(subscriber)
        return withARCScope { scope in
            let disposable = scope.strong(RACCompoundDisposable())
            let subscriber = scope.strong(RACPassthroughSubscriber(subscriber: subscriber, signal: self, disposable: disposable))

            if self.didSubscribe != nil {
                let schedulingDisposable = RACScheduler.subscriptionScheduler.schedule(RACVoidBlock(
                    RACBlockName.dynamicSignalSubscribe, captures: [self, subscriber, disposable]
                ) {
                    let innerDisposable = self.didSubscribe?.call { $0(subscriber) }
                    disposable.add(innerDisposable)
                })
                disposable.add(schedulingDisposable)
            }

            // The passthrough local goes here: if nothing else holds the subscriber now, it
            // is deallocated and disposes the subscription (the subscriber-lifetime rule).
            return scope.returning(disposable)
        }
    }
}

extension RACSignal {
    /// `+createSignal:` with an engine block.
    public static func createSignal(_ didSubscribe: RACDidSubscribeBlock) -> RACSignal {
        RACDynamicSignal(didSubscribe: didSubscribe)
    }

    /// `+never`: a signal that never sends anything.
    public static func never() -> RACSignal {
        RACDynamicSignal(didSubscribe: RACDidSubscribeBlock(RACBlockName.neverDidSubscribe) { _ in nil }).named("+never")
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    /// The block each `-subscribe:` hands the subscription scheduler, which runs it at once
    /// when there is a current scheduler (on the main thread, always).
    public static let dynamicSignalSubscribe = RACBlockName("dynamicSignal.subscribe", rac: "RACDynamicSignal.m", 43, rac25: 43)
    /// `+never`'s `createSignal:` block, which returns nil.
    public static let neverDidSubscribe = RACBlockName("never.didSubscribe", rac: "RACSignal.m", 39, rac25: 38)
}
