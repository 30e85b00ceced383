import RACTrace

extension RACSignal {
    /// `-delay:`: each next and the completion arrive `interval` seconds later; an error
    /// arrives at once.
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
        return tracingOperator(RACBlockName.delay) {
            let source = self
            let didSubscribe = RACDidSubscribeBlock(RACBlockName.delayDidSubscribe, captures: [source]) { subscriber in
                source.delayDidSubscribe(subscriber, interval)
            }
            return RACSignal.createSignal(didSubscribe).named("[%@] -delay: \(racFormatInterval(interval))", self)
        }
    }

    private func delayDidSubscribe(_ subscriber: RACSubscriberProtocol, _ interval: Double) -> RACDisposable? {
        let disposable = RACCompoundDisposable()
        disposable.retain()
        // RAC makes this scheduler up front, used or not, so that work it queues runs serially.
        let scheduler = RACScheduler.scheduler()
        scheduler.retain()

        let schedule = RACBlock<(RACVoidBlock) -> Void>(RACBlockName.delaySchedule, captures: [disposable, scheduler]) { block in
            let delayScheduler = RACScheduler.currentScheduler ?? scheduler
            let schedulerDisposable = delayScheduler.afterDelay(interval, schedule: block)
            disposable.add(schedulerDisposable)
        }
        schedule.retain()

        let subscriptionDisposable = subscribe(
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

        schedule.release()
        scheduler.release()
        disposable.releaseForReturn()
        return disposable
    }
}
