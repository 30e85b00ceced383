extension RACSignal {
    /// `-concat:`: the receiver's events, then — subscribed only in the receiver's completed
    /// handler — `signal`'s.
    ///
    /// The second subscription reuses the same subscriber, and both subscriptions' disposables
    /// go into one compound disposable; a left fold of `concat:`s therefore nests each
    /// subscription inside the previous one's completed handler.
    public func concat(_ signal: RACSignal) -> RACSignal {
        let info = RACBlockInfo(engine: RACBlockName.concat)
        let tracer = RACRuntime.currentTracer
        tracer?.record(.enter(RACLent(self), info))
        defer { tracer?.record(.exit(RACLent(self), info)) }
        let source = self
        let didSubscribe = RACDidSubscribeBlock(RACBlockName.concatDidSubscribe, captures: [source, signal]) { subscriber in
            let compoundDisposable = RACCompoundDisposable()
            compoundDisposable.retain()
            let sourceDisposable = source.subscribe(
                next: RACValueBlock(RACBlockName.concatSourceNext, captures: [subscriber]) { x in
                    subscriber.sendNext(x)
                },
                error: RACValueBlock(RACBlockName.concatSourceError, captures: [subscriber]) { error in
                    subscriber.sendError(error)
                },
                completed: RACVoidBlock(RACBlockName.concatSourceCompleted,
                                        captures: [signal, subscriber, compoundDisposable]) {
                    let concattedDisposable = signal.subscribe(subscriber)
                    compoundDisposable.add(concattedDisposable)
                })
            compoundDisposable.add(sourceDisposable)
            compoundDisposable.releaseForReturn()
            return compoundDisposable
        }
        return RACSignal.createSignal(didSubscribe).named("[%@] -concat: %@", [self, signal])
    }
}
