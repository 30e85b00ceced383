import RACTrace

/// `deliverOnMainThread`'s `performOnMainThread`: `^(dispatch_block_t block)`.
typealias RACPerformBlock = RACBlock<(RACVoidBlock) -> Void>

extension RACSignal {
    /// `-deliverOnMainThread`, translated from
    /// RACSignal+Operations.m (`RACBlockName.deliverOnMainThread`):
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

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let deliverOnMainThread = RACBlockName("deliverOnMainThread", rac: "RACSignal+Operations.m", 1049, rac25: 1039)
    public static let deliverOnMainThreadDidSubscribe = RACBlockName("deliverOnMainThread.didSubscribe", rac: "RACSignal+Operations.m", 1050, rac25: 1040)
    /// `performOnMainThread`: runs the block at once on the main thread with nothing queued, else queues it there.
    public static let deliverOnMainThreadPerform = RACBlockName("deliverOnMainThread.performOnMainThread", rac: "RACSignal+Operations.m", 1053, rac25: 1043)
    /// The block `dispatch_async`ed to the main queue.
    public static let deliverOnMainThreadAsync = RACBlockName("deliverOnMainThread.async", rac: "RACSignal+Operations.m", 1059, rac25: 1049)
    public static let deliverOnMainThreadSourceNext = RACBlockName("deliverOnMainThread.source.next", rac: "RACSignal+Operations.m", 1066, rac25: 1056)
    public static let deliverOnMainThreadSendNext = RACBlockName("deliverOnMainThread.sendNext", rac: "RACSignal+Operations.m", 1067, rac25: 1057)
    public static let deliverOnMainThreadSourceError = RACBlockName("deliverOnMainThread.source.error", rac: "RACSignal+Operations.m", 1070, rac25: 1060)
    public static let deliverOnMainThreadSendError = RACBlockName("deliverOnMainThread.sendError", rac: "RACSignal+Operations.m", 1071, rac25: 1061)
    public static let deliverOnMainThreadSourceCompleted = RACBlockName("deliverOnMainThread.source.completed", rac: "RACSignal+Operations.m", 1074, rac25: 1064)
    public static let deliverOnMainThreadSendCompleted = RACBlockName("deliverOnMainThread.sendCompleted", rac: "RACSignal+Operations.m", 1075, rac25: 1065)
}
