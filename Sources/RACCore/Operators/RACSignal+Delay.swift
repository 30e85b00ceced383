import RACTrace

extension RACSignal {
    /// `-delay:`, translated from
    /// [RACSignal+Operations.m:194](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal+Operations.m#L194):
    /// each next and the completion arrive `interval` seconds later; an error arrives at once.
    ///
    /// Each event is queued with `-afterDelay:schedule:` on the scheduler the event arrived on
    /// (`+currentScheduler`, the main-thread scheduler on the main thread), or on a background
    /// scheduler made per subscription when there is none. The queued work's disposables all
    /// go into the subscription's compound disposable, so disposing cancels what is pending.
    ///
    /// ```swift
    /// source.delay(1).subscribe(next: …)   // values at t+1, on the main thread
    /// ```
    public func delay(_ interval: Double) -> RACSignal {
        tracingOperator(RACBlockName.delay) {
            RACSignal.createSignal(RACDidSubscribeBlock(RACBlockName.delayDidSubscribe, captures: [self]) { subscriber in
                withARCScope { scope in
                    let disposable = scope.strong(RACCompoundDisposable())

                    // Made up front, used or not, so that the work it queues runs serially.
                    let scheduler = scope.strong(RACScheduler.scheduler())

                    let schedule = scope.strong(RACBlock<(RACVoidBlock) -> Void>(
                        RACBlockName.delaySchedule, captures: [disposable, scheduler]
                    ) { block in
                        let delayScheduler = RACScheduler.currentScheduler ?? scheduler
                        let schedulerDisposable = delayScheduler.afterDelay(interval, schedule: block)
                        disposable.add(schedulerDisposable)
                    })

                    let subscriptionDisposable = self.subscribe(
                        next: RACValueBlock(RACBlockName.delaySourceNext, captures: [schedule, subscriber]) { x in
                            schedule.call { $0(RACVoidBlock(RACBlockName.delaySendNext, captures: [subscriber, x]) {
                                subscriber.sendNext(x)
                            }) }
                        },
                        // RAC does not delay errors (nor dispose here: the subscriber's own error handling does).
                        error: RACValueBlock(RACBlockName.delaySourceError, captures: [subscriber]) { error in
                            subscriber.sendError(error)
                        },
                        completed: RACVoidBlock(RACBlockName.delaySourceCompleted, captures: [schedule, subscriber]) {
                            schedule.call { $0(RACVoidBlock(RACBlockName.delaySendCompleted, captures: [subscriber]) {
                                subscriber.sendCompleted()
                            }) }
                        })

                    disposable.add(subscriptionDisposable)
                    return scope.returning(disposable)
                }
            }).named("[%@] -delay: \(racFormatInterval(interval))", self)
        }
    }
}
