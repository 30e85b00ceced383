import RACTrace

extension RACSignal {
    /// `-subscribeOn:`, translated from
    /// RACSignal+Operations.m (`RACBlockName.subscribeOn`):
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

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let subscribeOn = RACBlockName("subscribeOn", rac: "RACSignal+Operations.m", 1034, rac25: 1024)
    public static let subscribeOnDidSubscribe = RACBlockName("subscribeOn.didSubscribe", rac: "RACSignal+Operations.m", 1035, rac25: 1025)
    /// The block queued on the target scheduler that subscribes to the receiver.
    public static let subscribeOnSubscribe = RACBlockName("subscribeOn.subscribe", rac: "RACSignal+Operations.m", 1038, rac25: 1028)
}
