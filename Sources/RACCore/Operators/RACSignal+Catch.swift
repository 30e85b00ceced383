import RACTrace

extension RACSignal {
    /// `-catch:`, translated from
    /// [RACSignal+Operations.m:241](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal+Operations.m#L241):
    /// forwards the receiver's events, except that an error calls `catchBlock` and subscribes
    /// the same subscriber to the signal it returns. Disposing the result disposes the caught
    /// signal's subscription, then the receiver's.
    ///
    /// ```swift
    /// let safe = request.catch(RACFlattenMapBlock("fallback") { _ in .return(ObjCString("cached")) })
    /// ```
    public func `catch`(_ catchBlock: RACFlattenMapBlock) -> RACSignal {
        tracingOperator(RACBlockName.catch) {
            RACSignal.createSignal(RACDidSubscribeBlock(RACBlockName.catchDidSubscribe, captures: [self, catchBlock]) { subscriber in
                withARCScope { scope in
                    let catchDisposable = scope.strong(RACSerialDisposable())

                    // RAC's error block also captures self, for the NSCAssert message only.
                    let subscriptionDisposable = self.subscribe(
                        next: RACValueBlock(RACBlockName.catchSourceNext, captures: [subscriber]) { x in
                            subscriber.sendNext(x)
                        },
                        error: RACValueBlock(RACBlockName.catchSourceError, captures: [catchBlock, catchDisposable, subscriber]) { error in
                            withARCScope { scope in
                                let signal = scope.strong(catchBlock.call { $0(error) })
                                guard let signal else {
                                    // NSCAssert(signal != nil, …); the stand-in subscribes to nothing.
                                    RACRuntime.raise(.assertion("Expected non-nil signal from catch block on \(self.description)"))
                                    return
                                }
                                catchDisposable.disposable = signal.subscribe(subscriber)
                            }
                        },
                        completed: RACVoidBlock(RACBlockName.catchSourceCompleted, captures: [subscriber]) {
                            subscriber.sendCompleted()
                        })

                    return RACDisposable(RACBlockName.catchDispose, captures: [catchDisposable, subscriptionDisposable]) {
                        catchDisposable.dispose()
                        subscriptionDisposable?.dispose()
                    }
                }
            }).named("[%@] -catch:", self)
        }
    }

    /// `-catchTo:`, from
    /// [RACSignal+Operations.m:264](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal+Operations.m#L264):
    /// `-catch:` with a block returning `signal`.
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
