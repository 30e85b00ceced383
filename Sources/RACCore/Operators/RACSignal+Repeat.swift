import RACTrace

/// `subscribeForever`'s error block: `^(NSError *error, RACDisposable *disposable)`.
typealias RACForeverErrorBlock = RACBlock<(RACObject?, RACDisposable) -> Void>
/// `subscribeForever`'s completed block: `^(RACDisposable *disposable)`.
typealias RACForeverCompletedBlock = RACBlock<(RACDisposable) -> Void>

extension RACSignal {
    /// `subscribeForever`, translated from
    /// [RACSignal+Operations.m:39](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal+Operations.m#L39),
    /// behind `-repeat` and `-retry:`: subscribes to `signal` with `next`, and when it errors
    /// or completes calls `error` or `completed` with the returned disposable, then
    /// subscribes again unless that disposable was disposed. The first subscription happens
    /// at once; the later ones are scheduled recursively on the current scheduler (the
    /// main-thread scheduler in a snippet), so they run after the code that subscribed.
    static func subscribeForever(_ signal: RACSignal, next: RACValueBlock, error: RACForeverErrorBlock,
                                 completed: RACForeverCompletedBlock) -> RACDisposable {
        withARCScope { scope in
            let compoundDisposable = scope.strong(RACCompoundDisposable())

            let recursiveBlock = scope.strong(RACRecursiveBlock(RACBlockName.subscribeForeverRecursiveBlock,
                                                                captures: [compoundDisposable, signal, next, error, completed]) { recurse in
                withARCScope { scope in
                    let selfDisposable = scope.strong(RACCompoundDisposable())
                    compoundDisposable.add(selfDisposable)

                    // RAC captures selfDisposable weakly: no model reference.
                    let subscriptionDisposable = signal.subscribe(
                        next: next,
                        error: RACValueBlock(RACBlockName.subscribeForeverError, captures: [error, compoundDisposable, recurse]) {
                            [weak selfDisposable] e in
                            withARCScope { _ in // RAC's @autoreleasepool
                                error.call { $0(e, compoundDisposable) }
                                compoundDisposable.remove(selfDisposable)
                            }

                            recurse.call { $0() }
                        },
                        completed: RACVoidBlock(RACBlockName.subscribeForeverCompleted, captures: [completed, compoundDisposable, recurse]) {
                            [weak selfDisposable] in
                            withARCScope { _ in // RAC's @autoreleasepool
                                completed.call { $0(compoundDisposable) }
                                compoundDisposable.remove(selfDisposable)
                            }

                            recurse.call { $0() }
                        })

                    selfDisposable.add(subscriptionDisposable)
                }
            })

            // Subscribe once immediately, and then use recursive scheduling for any further
            // resubscriptions.
            recursiveBlock.call {
                $0(RACVoidBlock(RACBlockName.subscribeForeverRecurse, captures: [recursiveBlock, compoundDisposable]) {
                    let recursiveScheduler = RACScheduler.currentScheduler ?? RACScheduler.scheduler()

                    let schedulingDisposable = recursiveScheduler.scheduleRecursiveBlock(recursiveBlock)
                    compoundDisposable.add(schedulingDisposable)
                })
            }

            return scope.returning(compoundDisposable)
        }
    }

    /// `-repeat`, translated from
    /// [RACSignal+Operations.m:225](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal+Operations.m#L225):
    /// `subscribeForever` forwarding values, resubscribing on completion, and ending with
    /// the first error.
    ///
    /// ```swift
    /// let polling = fetch.repeat()
    /// ```
    public func `repeat`() -> RACSignal {
        tracingOperator(RACBlockName.repeat) {
            RACSignal.createSignal(RACDidSubscribeBlock(RACBlockName.repeatDidSubscribe, captures: [self]) { subscriber in
                RACSignal.subscribeForever(self,
                    next: RACValueBlock(RACBlockName.repeatNext, captures: [subscriber]) { x in
                        subscriber.sendNext(x)
                    },
                    error: RACForeverErrorBlock(RACBlockName.repeatError, captures: [subscriber]) { error, disposable in
                        disposable.dispose()
                        subscriber.sendError(error)
                    },
                    completed: RACForeverCompletedBlock(RACBlockName.repeatCompleted) { _ in
                        // Resubscribe.
                    })
            }).named("[%@] -repeat", self)
        }
    }

    /// `-retry:`, translated from
    /// [RACSignal+Operations.m:1165](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal+Operations.m#L1165):
    /// `subscribeForever` forwarding values, resubscribing after an error up to `retryCount`
    /// times (0: without end) and then passing the error on; completion ends it.
    ///
    /// ```swift
    /// let patient = request.retry(3)
    /// ```
    public func retry(_ retryCount: Int) -> RACSignal {
        tracingOperator(RACBlockName.retry) {
            RACSignal.createSignal(RACDidSubscribeBlock(RACBlockName.retryDidSubscribe, captures: [self]) { subscriber in
                let currentRetryCount = RACBlockVariable(0)
                return RACSignal.subscribeForever(self,
                    next: RACValueBlock(RACBlockName.retryNext, captures: [subscriber]) { x in
                        subscriber.sendNext(x)
                    },
                    error: RACForeverErrorBlock(RACBlockName.retryError, captures: [subscriber]) { error, disposable in
                        if retryCount == 0 || currentRetryCount.value < retryCount {
                            // Resubscribe.
                            currentRetryCount.value += 1
                            return
                        }

                        disposable.dispose()
                        subscriber.sendError(error)
                    },
                    completed: RACForeverCompletedBlock(RACBlockName.retryCompleted, captures: [subscriber]) { disposable in
                        disposable.dispose()
                        subscriber.sendCompleted()
                    })
            }).named("[%@] -retry: \(UInt(bitPattern: retryCount))", self)
        }
    }

    /// `-retry`, from
    /// [RACSignal+Operations.m:1189](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal+Operations.m#L1189):
    /// `-retry:0`, resubscribing after every error.
    public func retry() -> RACSignal {
        tracingOperator(RACBlockName.retryForever) {
            retry(0).named("[%@] -retry", self)
        }
    }
}
