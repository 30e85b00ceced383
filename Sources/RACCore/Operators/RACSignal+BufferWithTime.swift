import RACTrace

extension RACSignal {
    /// `-bufferWithTime:onScheduler:`, translated from
    /// RACSignal+Operations.m (`RACBlockName.bufferWithTime`):
    /// the first value of a batch schedules `flushValues` `interval` seconds later on
    /// `scheduler`; the flush sends the batch as one plain `RACTuple` (nils as `RACTupleNil`).
    /// Completion flushes what is left, then completes. RAC's `@synchronized (values)` guards
    /// state the engine only touches from one thread, so it is plain code here.
    ///
    /// ```swift
    /// let batches = keystrokes.bufferWithTime(0.5, onScheduler: .mainThreadScheduler)
    /// ```
    public func bufferWithTime(_ interval: Double, onScheduler scheduler: RACScheduler) -> RACSignal {
        tracingOperator(RACBlockName.bufferWithTime) {
            RACSignal.createSignal(RACDidSubscribeBlock(RACBlockName.bufferWithTimeDidSubscribe, captures: [self, scheduler]) { subscriber in
                withARCScope { scope in
                    let timerDisposable = scope.strong(RACSerialDisposable())
                    let values = scope.strong(ObjCArray([], mutable: true))

                    let flushValues = scope.strong(RACVoidBlock(RACBlockName.bufferWithTimeFlushValues,
                                                                captures: [timerDisposable, values, subscriber]) {
                        withARCScope { scope in
                            timerDisposable.disposable?.dispose()

                            if values.count == 0 { return }

                            let tuple = scope.strong(RACTuple.tuple(withObjectsFrom: values.items))
                            values.removeAll()
                            subscriber.sendNext(tuple)
                        }
                    })

                    let selfDisposable = self.subscribe(
                        next: RACValueBlock(RACBlockName.bufferWithTimeSourceNext,
                                            captures: [values, timerDisposable, scheduler, flushValues]) { x in
                            if values.count == 0 {
                                timerDisposable.disposable = scheduler.afterDelay(interval, schedule: flushValues)
                            }

                            values.append(x ?? RACTupleNil.tupleNil)
                        },
                        error: RACValueBlock(RACBlockName.bufferWithTimeSourceError, captures: [subscriber]) { error in
                            subscriber.sendError(error)
                        },
                        completed: RACVoidBlock(RACBlockName.bufferWithTimeSourceCompleted, captures: [flushValues, subscriber]) {
                            flushValues.call { $0() }
                            subscriber.sendCompleted()
                        })

                    return RACDisposable(RACBlockName.bufferWithTimeDispose, captures: [selfDisposable, timerDisposable]) {
                        selfDisposable?.dispose()
                        timerDisposable.dispose()
                    }
                }
            }).named("[%@] -bufferWithTime: \(racFormatInterval(interval)) onScheduler: %@", [self, scheduler])
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let bufferWithTime = RACBlockName("bufferWithTime", rac: "RACSignal+Operations.m", 323, rac25: 315)
    public static let bufferWithTimeDidSubscribe = RACBlockName("bufferWithTime.didSubscribe", rac: "RACSignal+Operations.m", 327, rac25: 319)
    /// `flushValues`: sends the batch as one tuple.
    public static let bufferWithTimeFlushValues = RACBlockName("bufferWithTime.flushValues", rac: "RACSignal+Operations.m", 331, rac25: 323)
    public static let bufferWithTimeSourceNext = RACBlockName("bufferWithTime.source.next", rac: "RACSignal+Operations.m", 343, rac25: 335)
    public static let bufferWithTimeSourceError = RACBlockName("bufferWithTime.source.error", rac: "RACSignal+Operations.m", 351, rac25: 343)
    public static let bufferWithTimeSourceCompleted = RACBlockName("bufferWithTime.source.completed", rac: "RACSignal+Operations.m", 353, rac25: 345)
    public static let bufferWithTimeDispose = RACBlockName("bufferWithTime.dispose", rac: "RACSignal+Operations.m", 358, rac25: 350)
}
