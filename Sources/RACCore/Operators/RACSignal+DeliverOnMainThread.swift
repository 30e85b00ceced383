import RACTrace

/// `deliverOnMainThread`'s `performOnMainThread`: `^(dispatch_block_t block)`.
typealias RACPerformBlock = RACBlock<(RACVoidBlock) -> Void>

extension RACSignal {
    /// `-deliverOnMainThread`, translated from
    /// [RACSignal+Operations.m:1049](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal+Operations.m#L1049):
    /// forwards each event on the main thread — at once when it arrives there with nothing
    /// queued before it (`queueLength` 1), else `dispatch_async`ed to the main queue, after
    /// the events already waiting. Unlike `-deliverOn:mainThreadScheduler`, an event sent on
    /// the main thread is not deferred.
    ///
    /// ```swift
    /// let ui = results.deliverOnMainThread()
    /// ```
    public func deliverOnMainThread() -> RACSignal {
        tracingOperator(RACBlockName.deliverOnMainThread) {
            RACSignal.createSignal(RACDidSubscribeBlock(RACBlockName.deliverOnMainThreadDidSubscribe, captures: [self]) { subscriber in
                withARCScope { scope in
                    let queueLength = RACBlockVariable(Int32(0))

                    let performOnMainThread = scope.strong(RACPerformBlock(RACBlockName.deliverOnMainThreadPerform) { block in
                        queueLength.value += 1
                        let queued = queueLength.value
                        if RACRuntime.withCurrent({ $0.isMainThread }) && queued == 1 {
                            block.call { $0() }
                            queueLength.value -= 1
                        } else {
                            RACScheduler.mainThreadScheduler.schedule(RACVoidBlock(RACBlockName.deliverOnMainThreadAsync,
                                                                                   captures: [block]) {
                                block.call { $0() }
                                queueLength.value -= 1
                            })
                        }
                    })

                    return self.subscribe(
                        next: RACValueBlock(RACBlockName.deliverOnMainThreadSourceNext, captures: [performOnMainThread, subscriber]) { x in
                            performOnMainThread.call {
                                $0(RACVoidBlock(RACBlockName.deliverOnMainThreadSendNext, captures: [subscriber, x]) {
                                    subscriber.sendNext(x)
                                })
                            }
                        },
                        error: RACValueBlock(RACBlockName.deliverOnMainThreadSourceError, captures: [performOnMainThread, subscriber]) { error in
                            performOnMainThread.call {
                                $0(RACVoidBlock(RACBlockName.deliverOnMainThreadSendError, captures: [subscriber, error]) {
                                    subscriber.sendError(error)
                                })
                            }
                        },
                        completed: RACVoidBlock(RACBlockName.deliverOnMainThreadSourceCompleted, captures: [performOnMainThread, subscriber]) {
                            performOnMainThread.call {
                                $0(RACVoidBlock(RACBlockName.deliverOnMainThreadSendCompleted, captures: [subscriber]) {
                                    subscriber.sendCompleted()
                                })
                            }
                        })
                }
            }).named("[%@] -deliverOnMainThread", self)
        }
    }
}
