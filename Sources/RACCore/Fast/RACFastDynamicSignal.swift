
/// `RACDynamicSignal` on the fast layer: when its subscription would run in place (there is a
/// current scheduler, as on the main thread), it runs `didSubscribe` without making the block
/// `-subscribe:` hands the subscription scheduler (RACDynamicSignal.m:43). It uses up that
/// block's object id where the faithful layer makes it, and holds what the block would hold —
/// the signal, the passthrough subscriber and the subscription's disposable — for as long as
/// the block would, releasing them in the block's order; nothing else can tell. Anywhere else
/// it subscribes as `RACDynamicSignal` does. (SignalContracts §7; `FastLayerEquivalenceTests`.)
final class RACFastDynamicSignal: RACDynamicSignal {
    override func subscribe(_ subscriber: RACSubscriberProtocol) -> RACDisposable? {
        guard let didSubscribe, RACRuntime.withCurrent({ $0.currentScheduler != nil && $0.usesFastLayer }) else {
            return super.subscribe(subscriber)
        }
        traceSubscribe(subscriber)
        let disposable = RACCompoundDisposable()
        disposable.retain()
        let passthrough = RACPassthroughSubscriber(subscriber: subscriber, signal: self, disposable: disposable)
        passthrough.retain()

        // The block: its id, and its captures, retained in order and released in order
        // once it has run.
        RACRuntime.withCurrent { $0.skipObjectIDs(1) }
        retain()
        passthrough.retain()
        disposable.retain()
        let innerDisposable = didSubscribe.call { $0(passthrough) }
        disposable.add(innerDisposable)
        release()
        passthrough.release()
        disposable.release()

        passthrough.release()
        disposable.releaseForReturn()
        return disposable
    }
}
