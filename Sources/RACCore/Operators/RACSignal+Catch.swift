import RACTrace

extension RACSignal {
    /// `-catch:` (RACSignal+Operations.m): forwards the receiver's events, except that an
    /// error calls `catchBlock` and subscribes the same subscriber to the signal it returns.
    /// Disposing the result disposes the caught signal's subscription, then the receiver's.
    ///
    /// ```swift
    /// let safe = request.catch(RACFlattenMapBlock("fallback") { _ in .return(ObjCString("cached")) })
    /// ```
    public func `catch`(_ catchBlock: RACFlattenMapBlock) -> RACSignal {
        tracingOperator(RACBlockName.catch) {
            let source = self
            let didSubscribe = RACDidSubscribeBlock(RACBlockName.catchDidSubscribe, captures: [source, catchBlock]) { subscriber in
                let catchDisposable = RACSerialDisposable()
                catchDisposable.retain()
                // RAC's error block also captures self, for an NSCAssert message only.
                let subscriptionDisposable = source.subscribe(
                    next: RACValueBlock(RACBlockName.catchSourceNext, captures: [subscriber]) { x in
                        subscriber.sendNext(x)
                    },
                    error: RACValueBlock(RACBlockName.catchSourceError, captures: [catchBlock, catchDisposable, subscriber]) { error in
                        guard let signal = catchBlock.call({ $0(error) }) else {
                            // NSCAssert(signal != nil, …); the stand-in subscribes to nothing.
                            RACRuntime.raise(.assertion("Expected non-nil signal from catch block on \(source.description)"))
                            return
                        }
                        signal.retain()
                        catchDisposable.disposable = signal.subscribe(subscriber)
                        signal.release()
                    },
                    completed: RACVoidBlock(RACBlockName.catchSourceCompleted, captures: [subscriber]) {
                        subscriber.sendCompleted()
                    })
                let disposable = RACDisposable(RACBlockName.catchDispose, captures: [catchDisposable, subscriptionDisposable]) {
                    catchDisposable.dispose()
                    subscriptionDisposable?.dispose()
                }
                catchDisposable.release()
                return disposable
            }
            return RACSignal.createSignal(didSubscribe).named("[%@] -catch:", self)
        }
    }

    /// `-catchTo:` (RACSignal+Operations.m): `-catch:` with a block returning `signal`.
    ///
    /// ```swift
    /// let safe = request.catchTo(.return(ObjCString("cached")))
    /// ```
    public func catchTo(_ signal: RACSignal) -> RACSignal {
        tracingOperator(RACBlockName.catchTo) {
            self.catch(RACFlattenMapBlock(RACBlockName.catchToBlock, captures: [signal]) { _ in signal })
                .named("[%@] -catchTo: %@", [self, signal])
        }
    }
}
