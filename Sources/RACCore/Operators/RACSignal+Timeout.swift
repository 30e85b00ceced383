import RACTrace

extension RACSignal {
    /// `-timeout:onScheduler:`, translated from
    /// [RACSignal+Operations.m:987](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal+Operations.m#L987):
    /// forwards the receiver's events, unless `interval` seconds pass on `scheduler` first —
    /// then the subscription is disposed and the result errors with `RACSignalErrorDomain` /
    /// `RACSignalErrorTimedOut`.
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
            RACSignal.createSignal(RACDidSubscribeBlock(RACBlockName.timeoutDidSubscribe, captures: [self, scheduler]) { subscriber in
                withARCScope { scope in
                    let disposable = scope.strong(RACCompoundDisposable())

                    let timeoutDisposable = scheduler.afterDelay(interval, schedule: RACVoidBlock(
                        RACBlockName.timeoutFire, captures: [disposable, subscriber]
                    ) {
                        disposable.dispose()
                        withARCScope { scope in
                            // RAC's `[NSError errorWithDomain:…]`, a temporary of the statement.
                            let error = scope.strong(ObjCError(domain: RACSignalError.domain, code: RACSignalError.timedOut, userInfo: nil))
                            subscriber.sendError(error)
                        }
                    })

                    disposable.add(timeoutDisposable)

                    let subscriptionDisposable = self.subscribe(
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
                    return scope.returning(disposable)
                }
            }).named("[%@] -timeout: \(racFormatInterval(interval)) onScheduler: %@", [self, scheduler])
        }
    }
}
