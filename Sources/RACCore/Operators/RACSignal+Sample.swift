import RACTrace

extension RACSignal {
    /// `-sample:`, translated from
    /// RACSignal+Operations.m (`RACBlockName.sample`):
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

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let sample = RACBlockName("sample", rac: "RACSignal+Operations.m", 1193, rac25: 1183)
    public static let sampleDidSubscribe = RACBlockName("sample.didSubscribe", rac: "RACSignal+Operations.m", 1196, rac25: 1186)
    public static let sampleSourceNext = RACBlockName("sample.source.next", rac: "RACSignal+Operations.m", 1202, rac25: 1192)
    public static let sampleSourceError = RACBlockName("sample.source.error", rac: "RACSignal+Operations.m", 1207, rac25: 1197)
    public static let sampleSourceCompleted = RACBlockName("sample.source.completed", rac: "RACSignal+Operations.m", 1210, rac25: 1200)
    public static let sampleSamplerNext = RACBlockName("sample.sampler.next", rac: "RACSignal+Operations.m", 1215, rac25: 1205)
    public static let sampleSamplerError = RACBlockName("sample.sampler.error", rac: "RACSignal+Operations.m", 1226, rac25: 1216)
    public static let sampleSamplerCompleted = RACBlockName("sample.sampler.completed", rac: "RACSignal+Operations.m", 1229, rac25: 1219)
    public static let sampleDispose = RACBlockName("sample.dispose", rac: "RACSignal+Operations.m", 1234, rac25: 1224)
}
