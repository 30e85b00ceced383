import RACTrace

extension RACSignal {
    /// `-deliverOn:`: forwards every event by queueing it on `scheduler`.
    ///
    /// Each event — errors and completion included — is a separate `-schedule:`, so on the
    /// main-thread scheduler everything arrives when the run loop next drains, in order. RAC
    /// keeps none of the scheduling disposables: disposing the subscription does not cancel
    /// queued events, but the passthrough subscriber drops them (SignalContracts §4).
    ///
    /// ```swift
    /// source.deliverOn(RACScheduler.mainThreadScheduler).subscribe(next: …)
    /// ```
    public func deliverOn(_ scheduler: RACScheduler) -> RACSignal {
        return tracingOperator(RACBlockName.deliverOn) {
            let source = self
            let didSubscribe = RACDidSubscribeBlock(RACBlockName.deliverOnDidSubscribe, captures: [source, scheduler]) { subscriber in
                source.subscribe(
                    next: RACValueBlock(RACBlockName.deliverOnSourceNext, captures: [scheduler, subscriber]) { x in
                        scheduler.schedule(RACVoidBlock(RACBlockName.deliverOnSendNext, captures: [subscriber, x]) {
                            subscriber.sendNext(x)
                        })
                    },
                    error: RACValueBlock(RACBlockName.deliverOnSourceError, captures: [scheduler, subscriber]) { error in
                        scheduler.schedule(RACVoidBlock(RACBlockName.deliverOnSendError, captures: [subscriber, error]) {
                            subscriber.sendError(error)
                        })
                    },
                    completed: RACVoidBlock(RACBlockName.deliverOnSourceCompleted, captures: [scheduler, subscriber]) {
                        scheduler.schedule(RACVoidBlock(RACBlockName.deliverOnSendCompleted, captures: [subscriber]) {
                            subscriber.sendCompleted()
                        })
                    })
            }
            return RACSignal.createSignal(didSubscribe).named("[%@] -deliverOn: %@", [self, scheduler])
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let deliverOn = RACBlockName("deliverOn", rac: "RACSignal+Operations.m", 1016, rac25: 1006)
    public static let deliverOnDidSubscribe = RACBlockName("deliverOn.didSubscribe", rac: "RACSignal+Operations.m", 1017, rac25: 1007)
    public static let deliverOnSourceNext = RACBlockName("deliverOn.source.next", rac: "RACSignal+Operations.m", 1018, rac25: 1008)
    public static let deliverOnSourceError = RACBlockName("deliverOn.source.error", rac: "RACSignal+Operations.m", 1022, rac25: 1012)
    public static let deliverOnSourceCompleted = RACBlockName("deliverOn.source.completed", rac: "RACSignal+Operations.m", 1026, rac25: 1016)
    /// The blocks queued on the target scheduler.
    public static let deliverOnSendNext = RACBlockName("deliverOn.sendNext", rac: "RACSignal+Operations.m", 1019, rac25: 1009)
    public static let deliverOnSendError = RACBlockName("deliverOn.sendError", rac: "RACSignal+Operations.m", 1023, rac25: 1013)
    public static let deliverOnSendCompleted = RACBlockName("deliverOn.sendCompleted", rac: "RACSignal+Operations.m", 1027, rac25: 1017)
}
