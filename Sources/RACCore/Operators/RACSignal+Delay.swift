import RACTrace

extension RACSignal {
    /// `-delay:`, translated from
    /// RACSignal+Operations.m (`RACBlockName.delay`):
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

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let delay = RACBlockName("delay", rac: "RACSignal+Operations.m", 194, rac25: 197)
    public static let delayDidSubscribe = RACBlockName("delay.didSubscribe", rac: "RACSignal+Operations.m", 195, rac25: 198)
    /// `schedule`: queues an event after the interval on the current scheduler.
    public static let delaySchedule = RACBlockName("delay.schedule", rac: "RACSignal+Operations.m", 202, rac25: 205)
    public static let delaySourceNext = RACBlockName("delay.source.next", rac: "RACSignal+Operations.m", 208, rac25: 211)
    public static let delaySourceError = RACBlockName("delay.source.error", rac: "RACSignal+Operations.m", 212, rac25: 215)
    public static let delaySourceCompleted = RACBlockName("delay.source.completed", rac: "RACSignal+Operations.m", 214, rac25: 217)
    /// The queued blocks that finally send the delayed value / completion.
    public static let delaySendNext = RACBlockName("delay.sendNext", rac: "RACSignal+Operations.m", 209, rac25: 212)
    public static let delaySendCompleted = RACBlockName("delay.sendCompleted", rac: "RACSignal+Operations.m", 215, rac25: 218)
}
