import RACTrace

extension RACSignal {
    /// `-subscribeOn:`, translated from
    /// [RACSignal+Operations.m:1034](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal+Operations.m#L1034):
    /// subscribes to the receiver from a block queued on `scheduler`.
    ///
    /// The subscriber is handed straight to the receiver (no new `RACSubscriber`), so events
    /// arrive wherever the receiver sends them. Disposing before the queued block has run
    /// cancels it, and the receiver is never subscribed to.
    ///
    /// ```swift
    /// source.subscribeOn(RACScheduler.scheduler()).subscribe(next: …)
    /// ```
    public func subscribeOn(_ scheduler: RACScheduler) -> RACSignal {
        tracingOperator(RACBlockName.subscribeOn) {
            RACSignal.createSignal(RACDidSubscribeBlock(RACBlockName.subscribeOnDidSubscribe, captures: [self, scheduler]) { subscriber in
                withARCScope { scope in
                    let disposable = scope.strong(RACCompoundDisposable())

                    let schedulingDisposable = scheduler.schedule(RACVoidBlock(
                        RACBlockName.subscribeOnSubscribe, captures: [disposable, self, subscriber]
                    ) {
                        let subscriptionDisposable = self.subscribe(subscriber)

                        disposable.add(subscriptionDisposable)
                    })

                    disposable.add(schedulingDisposable)
                    return scope.returning(disposable)
                }
            }).named("[%@] -subscribeOn: %@", [self, scheduler])
        }
    }
}
