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
    /// RACSignal+Operations.m (`RACBlockName.repeat`):
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
    /// RACSignal+Operations.m (`RACBlockName.retry`):
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
    /// RACSignal+Operations.m (`RACBlockName.retryForever`):
    /// `-retry:0`, resubscribing after every error.
    public func retry() -> RACSignal {
        tracingOperator(RACBlockName.retryForever) {
            retry(0).named("[%@] -retry", self)
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    /// `subscribeForever`'s `recursiveBlock`: one subscription, which resubscribes when it finishes.
    public static let subscribeForeverRecursiveBlock = RACBlockName("subscribeForever.recursiveBlock", rac: "RACSignal+Operations.m", 46)
    public static let subscribeForeverError = RACBlockName("subscribeForever.error", rac: "RACSignal+Operations.m", 52)
    public static let subscribeForeverCompleted = RACBlockName("subscribeForever.completed", rac: "RACSignal+Operations.m", 59)
    /// The first `recurse`: schedules the recursion on the current scheduler.
    public static let subscribeForeverRecurse = RACBlockName("subscribeForever.recurse", rac: "RACSignal+Operations.m", 73)
    public static let `repeat` = RACBlockName("repeat", rac: "RACSignal+Operations.m", 225, rac25: 228)
    public static let repeatDidSubscribe = RACBlockName("repeat.didSubscribe", rac: "RACSignal+Operations.m", 226, rac25: 229)
    public static let repeatNext = RACBlockName("repeat.next", rac: "RACSignal+Operations.m", 228, rac25: 231)
    public static let repeatError = RACBlockName("repeat.error", rac: "RACSignal+Operations.m", 231, rac25: 234)
    public static let repeatCompleted = RACBlockName("repeat.completed", rac: "RACSignal+Operations.m", 235, rac25: 238)
    /// `-retry:`.
    public static let retry = RACBlockName("retry", rac: "RACSignal+Operations.m", 1165, rac25: 1155)
    public static let retryDidSubscribe = RACBlockName("retry.didSubscribe", rac: "RACSignal+Operations.m", 1166, rac25: 1156)
    public static let retryNext = RACBlockName("retry.next", rac: "RACSignal+Operations.m", 1169, rac25: 1159)
    public static let retryError = RACBlockName("retry.error", rac: "RACSignal+Operations.m", 1172, rac25: 1162)
    public static let retryCompleted = RACBlockName("retry.completed", rac: "RACSignal+Operations.m", 1182, rac25: 1172)
    /// `-retry`: `-retry:0`.
    public static let retryForever = RACBlockName("retryForever", rac: "RACSignal+Operations.m", 1189, rac25: 1179)
}
