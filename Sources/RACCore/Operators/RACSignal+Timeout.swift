import RACTrace

extension RACSignal {
    /// `-timeout:onScheduler:`: forwards the receiver's events, unless `interval` seconds
    /// pass on `scheduler` first — then the subscription is disposed and the result errors
    /// with `RACSignalErrorDomain` / `RACSignalErrorTimedOut`.
    ///
    /// The timer is queued when the subscription starts and is part of the subscription's
    /// compound disposable, so a terminal event or a disposal cancels it.
    ///
    /// ```swift
    /// request.timeout(5, onScheduler: RACScheduler.mainThreadScheduler)
    /// ```
    public func timeout(_ interval: Double, onScheduler scheduler: RACScheduler) -> RACSignal {
        precondition(scheduler !== RACScheduler.immediateScheduler,
                     "-timeout:onScheduler: cannot use the immediate scheduler (as in RAC)")
        return tracingOperator(RACBlockName.timeout) {
            let source = self
            let didSubscribe = RACDidSubscribeBlock(RACBlockName.timeoutDidSubscribe, captures: [source, scheduler]) { subscriber in
                let disposable = RACCompoundDisposable()
                disposable.retain()
                let timeoutDisposable = scheduler.afterDelay(interval, schedule: RACVoidBlock(
                    RACBlockName.timeoutFire, captures: [disposable, subscriber]) {
                        disposable.dispose()
                        let error = ObjCError(domain: RACSignalError.domain, code: RACSignalError.timedOut, userInfo: nil)
                        error.retain()
                        subscriber.sendError(error)
                        error.release()
                    })
                disposable.add(timeoutDisposable)

                let subscriptionDisposable = source.subscribe(
                    next: RACValueBlock(RACBlockName.timeoutSourceNext, captures: [subscriber]) { x in
                        subscriber.sendNext(x)
                    },
                    error: RACValueBlock(RACBlockName.timeoutSourceError, captures: [disposable, subscriber]) { error in
                        disposable.dispose()
                        subscriber.sendError(error)
                    },
                    completed: RACVoidBlock(RACBlockName.timeoutSourceCompleted, captures: [disposable, subscriber]) {
                        disposable.dispose()
                        subscriber.sendCompleted()
                    })
                disposable.add(subscriptionDisposable)
                disposable.releaseForReturn()
                return disposable
            }
            return RACSignal.createSignal(didSubscribe)
                .named("[%@] -timeout: \(racFormatInterval(interval)) onScheduler: %@", [self, scheduler])
        }
    }
}
