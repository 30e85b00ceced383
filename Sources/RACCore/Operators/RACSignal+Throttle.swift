import RACTrace

extension RACSignal {
    /// `-throttle:`: sends a value only once `interval` seconds have passed without a newer
    /// one; completion flushes the buffered value first.
    ///
    /// ```swift
    /// keystrokes.throttle(0.3)   // the last keystroke of each burst, 0.3 s after it
    /// ```
    public func throttle(_ interval: Double) -> RACSignal {
        return tracingOperator(RACBlockName.throttle) {
            let passAll = RACPredicateBlock(RACBlockName.throttlePassAll) { _ in true }
            return throttle(interval, valuesPassingTest: passAll)
                .named("[%@] -throttle: \(racFormatInterval(interval))", self)
        }
    }

    /// `-throttle:valuesPassingTest:`: values for which `predicate` says YES are throttled as
    /// by `-throttle:`; the others are sent at once, dropping whatever was buffered.
    ///
    /// The buffered value's flush is queued on the current scheduler (or a background one
    /// made per subscription) and held in a serial disposable that the next value cancels.
    /// RAC does not add that serial disposable to the subscription's disposable: after a
    /// disposal the pending flush still runs when due, and the passthrough subscriber drops
    /// the value it sends (SignalContracts §4). Errors are forwarded at once, dropping the
    /// buffered value; completion sends the buffered value first.
    public func throttle(_ interval: Double, valuesPassingTest predicate: RACPredicateBlock) -> RACSignal {
        precondition(interval >= 0, "-throttle: needs a non-negative interval")
        return tracingOperator(RACBlockName.throttleValuesPassingTest) {
            let source = self
            let didSubscribe = RACDidSubscribeBlock(RACBlockName.throttleDidSubscribe, captures: [source, predicate]) { subscriber in
                source.throttleDidSubscribe(subscriber, interval, predicate)
            }
            return RACSignal.createSignal(didSubscribe)
                .named("[%@] -throttle: \(racFormatInterval(interval)) valuesPassingTest:", self)
        }
    }

    private func throttleDidSubscribe(_ subscriber: RACSubscriberProtocol, _ interval: Double,
                                      _ predicate: RACPredicateBlock) -> RACDisposable? {
        let compoundDisposable = RACCompoundDisposable()
        compoundDisposable.retain()
        // RAC makes this scheduler up front, used or not, so that work it queues runs serially.
        let scheduler = RACScheduler.scheduler()
        scheduler.retain()
        // `__block id nextValue` and `__block BOOL hasNextValue`.
        let nextValue = RACObjectBox()
        let hasNextValue = RACBlockVariable(0)
        let nextDisposable = RACSerialDisposable()
        nextDisposable.retain()

        // RAC synchronizes on compoundDisposable, so the block captures it.
        let flushNext = RACBlock<(Bool) -> Void>(
            RACBlockName.throttleFlushNext, captures: [compoundDisposable, nextDisposable, nextValue, subscriber]
        ) { send in
            nextDisposable.disposable?.dispose()
            if hasNextValue.value == 0 { return }
            if send { subscriber.sendNext(nextValue.value) }
            nextValue.set(nil)
            hasNextValue.value = 0
        }
        flushNext.retain()

        let subscriptionDisposable = subscribe(
            next: RACValueBlock(RACBlockName.throttleSourceNext,
                                captures: [scheduler, predicate, compoundDisposable, flushNext, subscriber,
                                           nextValue, nextDisposable]) { x in
                let delayScheduler = RACScheduler.currentScheduler ?? scheduler
                let shouldThrottle = predicate.call { $0(x) }
                flushNext.call { $0(false) }
                if !shouldThrottle {
                    subscriber.sendNext(x)
                    return
                }
                nextValue.set(x)
                hasNextValue.value = 1
                nextDisposable.disposable = delayScheduler.afterDelay(
                    interval, schedule: RACVoidBlock(RACBlockName.throttleScheduledFlush, captures: [flushNext]) {
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

        flushNext.release()
        nextDisposable.release()
        scheduler.release()
        compoundDisposable.releaseForReturn()
        return compoundDisposable
    }
}
