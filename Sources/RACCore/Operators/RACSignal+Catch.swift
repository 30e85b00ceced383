import RACTrace

extension RACSignal {
    /// `-catch:`, translated from
    /// RACSignal+Operations.m (`RACBlockName.catch`):
    /// forwards the receiver's events, except that an error calls `catchBlock` and subscribes
    /// the same subscriber to the signal it returns. Disposing the result disposes the caught
    /// signal's subscription, then the receiver's.
    ///
    /// ```swift
    /// let safe = request.catch(RACFlattenMapBlock(named: "fallback") { _ in .return(ObjCString("cached")) })
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
                        error: RACValueBlock(RACBlockName.catchSourceError, captures: [catchBlock, self, catchDisposable, subscriber]) { error in
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
    /// RACSignal+Operations.m (`RACBlockName.catchTo`):
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

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let `catch` = RACBlockName("catch", rac: "RACSignal+Operations.m", 241, rac25: 244)
    public static let catchDidSubscribe = RACBlockName("catch.didSubscribe", rac: "RACSignal+Operations.m", 244, rac25: 247)
    public static let catchSourceNext = RACBlockName("catch.source.next", rac: "RACSignal+Operations.m", 247, rac25: 250)
    /// Calls the catch block and subscribes to its signal.
    public static let catchSourceError = RACBlockName("catch.source.error", rac: "RACSignal+Operations.m", 249, rac25: 252)
    public static let catchSourceCompleted = RACBlockName("catch.source.completed", rac: "RACSignal+Operations.m", 253, rac25: 256)
    /// Disposes the caught subscription, then the receiver's.
    public static let catchDispose = RACBlockName("catch.dispose", rac: "RACSignal+Operations.m", 257, rac25: 260)
    public static let catchTo = RACBlockName("catchTo", rac: "RACSignal+Operations.m", 264, rac25: 267)
    /// The catch block: returns the replacement signal.
    public static let catchToBlock = RACBlockName("catchTo.block", rac: "RACSignal+Operations.m", 265, rac25: 268)
}
