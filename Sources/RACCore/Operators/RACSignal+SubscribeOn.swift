import RACTrace

extension RACSignal {
    /// `-subscribeOn:`: subscribes to the receiver from a block queued on `scheduler`.
    ///
    /// The subscriber is handed straight to the receiver (no new `RACSubscriber`), so events
    /// arrive wherever the receiver sends them. Disposing before the queued block has run
    /// cancels it, and the receiver is never subscribed to.
    ///
    /// ```swift
    /// source.subscribeOn(RACScheduler.scheduler()).subscribe(next: …)
    /// ```
    public func subscribeOn(_ scheduler: RACScheduler) -> RACSignal {
        return tracingOperator(RACBlockName.subscribeOn) {
            let source = self
            let didSubscribe = RACDidSubscribeBlock(RACBlockName.subscribeOnDidSubscribe, captures: [source, scheduler]) { subscriber in
                let disposable = RACCompoundDisposable()
                disposable.retain()
                let schedulingDisposable = scheduler.schedule(
                    RACVoidBlock(RACBlockName.subscribeOnSubscribe, captures: [disposable, source, subscriber]) {
                        let subscriptionDisposable = source.subscribe(subscriber)
                        disposable.add(subscriptionDisposable)
                    })
                disposable.add(schedulingDisposable)
                disposable.releaseForReturn()
                return disposable
            }
            return RACSignal.createSignal(didSubscribe).named("[%@] -subscribeOn: %@", [self, scheduler])
        }
    }
}
