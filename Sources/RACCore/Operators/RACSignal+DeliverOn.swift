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
