import RACTrace

extension RACSignal {
    /// `-throttle:`, from
    /// RACSignal+Operations.m (`RACBlockName.throttle`):
    /// sends a value only once `interval` seconds have passed without a newer one;
    /// completion flushes the buffered value first.
    ///
    /// ```swift
    /// keystrokes.throttle(0.3)   // the last keystroke of each burst, 0.3 s after it
    /// ```
    public func throttle(_ interval: Double) -> RACSignal {
        tracingOperator(RACBlockName.throttle) {
            throttle(interval, valuesPassingTest: RACPredicateBlock(RACBlockName.throttlePassAll) { _ in true })
                .named("[%@] -throttle: \(racFormatInterval(interval))", self)
        }
    }

    /// `-throttle:valuesPassingTest:`, translated from
    /// RACSignal+Operations.m (`RACBlockName.throttleValuesPassingTest`):
    /// values for which `predicate` says YES are throttled as by `-throttle:`; the others are
    /// sent at once, dropping whatever was buffered.
    ///
    /// The buffered value's flush is queued on the current scheduler (or a background one
    /// made per subscription) and held in a serial disposable that the next value cancels.
    /// RAC does not add that serial disposable to the subscription's disposable: after a
    /// disposal the pending flush still runs when due, and the passthrough subscriber drops
    /// the value it sends (SignalContracts §4). Errors are forwarded at once, dropping the
    /// buffered value; completion sends the buffered value first. (RAC's `@synchronized
    /// (compoundDisposable)` makes the blocks capture the compound disposable; a RACStep run
    /// is on one thread, so there is nothing to guard.)
    public func throttle(_ interval: Double, valuesPassingTest predicate: RACPredicateBlock) -> RACSignal {
        precondition(interval >= 0, "-throttle: needs a non-negative interval")
        return tracingOperator(RACBlockName.throttleValuesPassingTest) {
            RACSignal.createSignal(RACDidSubscribeBlock(RACBlockName.throttleDidSubscribe, captures: [self, predicate]) { subscriber in
                withARCScope { scope in
                    let compoundDisposable = scope.strong(RACCompoundDisposable())

                    // Made up front, used or not, so that the work it queues runs serially.
                    let scheduler = scope.strong(RACScheduler.scheduler())

                    // The currently buffered next, if any.
                    let nextValue = RACObjectBox()
                    let hasNextValue = RACBlockVariable(false)
                    let nextDisposable = scope.strong(RACSerialDisposable())

                    let flushNext = scope.strong(RACBlock<(Bool) -> Void>(
                        RACBlockName.throttleFlushNext, captures: [compoundDisposable, nextDisposable, nextValue, subscriber]
                    ) { send in
                        // capture-check: retains compoundDisposable (RAC's `@synchronized (compoundDisposable)`, RACSignal+Operations.m:153)
                        nextDisposable.disposable?.dispose()

                        if !hasNextValue.value { return }
                        if send { subscriber.sendNext(nextValue.value) }

                        nextValue.set(nil)
                        hasNextValue.value = false
                    })

                    let subscriptionDisposable = self.subscribe(
                        next: RACValueBlock(RACBlockName.throttleSourceNext,
                                            captures: [scheduler, predicate, compoundDisposable, flushNext, subscriber,
                                                       nextValue, nextDisposable]) { x in
                            // capture-check: retains compoundDisposable (RAC's `@synchronized (compoundDisposable)`, RACSignal+Operations.m:168)
                            let delayScheduler = RACScheduler.currentScheduler ?? scheduler
                            let shouldThrottle = predicate.call { $0(x) }

                            flushNext.call { $0(false) }
                            if !shouldThrottle {
                                subscriber.sendNext(x)
                                return
                            }

                            nextValue.set(x)
                            hasNextValue.value = true
                            nextDisposable.disposable = delayScheduler.afterDelay(interval, schedule: RACVoidBlock(
                                RACBlockName.throttleScheduledFlush, captures: [flushNext]
                            ) {
                                flushNext.call { $0(true) }
                            })
                        },
                        error: RACValueBlock(RACBlockName.throttleSourceError, captures: [compoundDisposable, subscriber]) { error in
                            compoundDisposable.dispose()
                            subscriber.sendError(error)
                        },
                        completed: RACVoidBlock(RACBlockName.throttleSourceCompleted, captures: [flushNext, subscriber]) {
                            flushNext.call { $0(true) }
                            subscriber.sendCompleted()
                        })

                    compoundDisposable.add(subscriptionDisposable)
                    return scope.returning(compoundDisposable)
                }
            }).named("[%@] -throttle: \(racFormatInterval(interval)) valuesPassingTest:", self)
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let throttle = RACBlockName("throttle", rac: "RACSignal+Operations.m", 130, rac25: 133)
    /// `-throttle:`'s predicate, `^(id _) { return YES; }`.
    public static let throttlePassAll = RACBlockName("throttle.passAll", rac: "RACSignal+Operations.m", 131, rac25: 134)
    public static let throttleValuesPassingTest = RACBlockName("throttle.valuesPassingTest", rac: "RACSignal+Operations.m", 136, rac25: 139)
    public static let throttleDidSubscribe = RACBlockName("throttle.didSubscribe", rac: "RACSignal+Operations.m", 140, rac25: 143)
    /// `flushNext`: cancels the pending flush and sends (or drops) the buffered value.
    public static let throttleFlushNext = RACBlockName("throttle.flushNext", rac: "RACSignal+Operations.m", 152, rac25: 155)
    public static let throttleSourceNext = RACBlockName("throttle.source.next", rac: "RACSignal+Operations.m", 164, rac25: 167)
    public static let throttleSourceError = RACBlockName("throttle.source.error", rac: "RACSignal+Operations.m", 181, rac25: 184)
    public static let throttleSourceCompleted = RACBlockName("throttle.source.completed", rac: "RACSignal+Operations.m", 184, rac25: 187)
    /// The queued block that flushes the buffered value when the interval has passed.
    public static let throttleScheduledFlush = RACBlockName("throttle.scheduledFlush", rac: "RACSignal+Operations.m", 177, rac25: 180)
}
