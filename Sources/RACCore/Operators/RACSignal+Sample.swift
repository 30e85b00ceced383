import RACTrace

extension RACSignal {
    /// `-sample:`, translated from
    /// [RACSignal+Operations.m:1193](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal+Operations.m#L1193):
    /// remembers the receiver's latest value and sends it each time `sampler` sends a value
    /// (nothing before the receiver's first). Either one's error or completion disposes the
    /// other's subscription and ends the result. RAC's `NSLock` guards state the engine
    /// only touches from one thread, so it is left out.
    ///
    /// ```swift
    /// let positionOnTap = positions.sample(taps)
    /// ```
    public func sample(_ sampler: RACSignal) -> RACSignal {
        tracingOperator(RACBlockName.sample) {
            RACSignal.createSignal(RACDidSubscribeBlock(RACBlockName.sampleDidSubscribe, captures: [self, sampler]) { subscriber in
                withARCScope { scope in
                    let lastValue = scope.strong(RACObjectBox())
                    let hasValue = RACBlockVariable(false)

                    let samplerDisposable = scope.strong(RACSerialDisposable())
                    let sourceDisposable = self.subscribe(
                        next: RACValueBlock(RACBlockName.sampleSourceNext, captures: [lastValue]) { x in
                            hasValue.value = true
                            lastValue.set(x)
                        },
                        error: RACValueBlock(RACBlockName.sampleSourceError, captures: [samplerDisposable, subscriber]) { error in
                            samplerDisposable.dispose()
                            subscriber.sendError(error)
                        },
                        completed: RACVoidBlock(RACBlockName.sampleSourceCompleted, captures: [samplerDisposable, subscriber]) {
                            samplerDisposable.dispose()
                            subscriber.sendCompleted()
                        })

                    samplerDisposable.disposable = sampler.subscribe(
                        next: RACValueBlock(RACBlockName.sampleSamplerNext, captures: [lastValue, subscriber]) { _ in
                            withARCScope { scope in
                                let shouldSend = hasValue.value
                                let value = scope.strong(lastValue.value)

                                if shouldSend {
                                    subscriber.sendNext(value)
                                }
                            }
                        },
                        error: RACValueBlock(RACBlockName.sampleSamplerError, captures: [sourceDisposable, subscriber]) { error in
                            sourceDisposable?.dispose()
                            subscriber.sendError(error)
                        },
                        completed: RACVoidBlock(RACBlockName.sampleSamplerCompleted, captures: [sourceDisposable, subscriber]) {
                            sourceDisposable?.dispose()
                            subscriber.sendCompleted()
                        })

                    return RACDisposable(RACBlockName.sampleDispose, captures: [samplerDisposable, sourceDisposable]) {
                        samplerDisposable.dispose()
                        sourceDisposable?.dispose()
                    }
                }
            }).named("[%@] -sample: %@", [self, sampler])
        }
    }
}
