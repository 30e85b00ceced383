import RACTrace

extension RACSignal {
    /// `-timeout:onScheduler:`, translated from
    /// RACSignal+Operations.m (`RACBlockName.timeout`):
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

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let timeout = RACBlockName("timeout", rac: "RACSignal+Operations.m", 987, rac25: 977)
    public static let timeoutDidSubscribe = RACBlockName("timeout.didSubscribe", rac: "RACSignal+Operations.m", 991, rac25: 981)
    /// The block scheduled after the interval: disposes and sends the timeout error.
    public static let timeoutFire = RACBlockName("timeout.fire", rac: "RACSignal+Operations.m", 994, rac25: 984)
    public static let timeoutSourceNext = RACBlockName("timeout.source.next", rac: "RACSignal+Operations.m", 1001, rac25: 991)
    public static let timeoutSourceError = RACBlockName("timeout.source.error", rac: "RACSignal+Operations.m", 1003, rac25: 993)
    public static let timeoutSourceCompleted = RACBlockName("timeout.source.completed", rac: "RACSignal+Operations.m", 1006, rac25: 996)
}
