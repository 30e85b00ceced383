import RACTrace

extension RACSignal {
    /// `-concat:`, translated from
    /// RACSignal.m (`RACBlockName.concat`):
    /// the receiver's events, then — subscribed only in the receiver's completed handler —
    /// `signal`'s.
    ///
    /// The second subscription reuses the same subscriber, and both subscriptions' disposables
    /// go into one compound disposable; a left fold of `concat:`s therefore nests each
    /// subscription inside the previous one's completed handler.
    ///
    /// Callers send `-concat:` as `concat(_:)`, which the run's engine answers (`RACEngine`):
    /// with this method in a run of ReactiveObjC, as the Objective-C runtime finds RACSignal.m's
    /// implementation for the selector.
    func reactiveObjCConcat(_ signal: RACSignal) -> RACSignal {
        return tracingOperator(RACBlockName.concat) {
            RACSignal.createSignal(RACDidSubscribeBlock(RACBlockName.concatDidSubscribe, captures: [self, signal]) { subscriber in
                withARCScope { scope in
                    let compoundDisposable = scope.strong(RACCompoundDisposable())

                    let sourceDisposable = self.subscribe(
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
                    return scope.returning(compoundDisposable)
                }
            }).named("[%@] -concat: %@", [self, signal])
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let concat = RACBlockName("concat", rac: "RACSignal.m", 178, rac25: 187)
    public static let concatDidSubscribe = RACBlockName("concat.didSubscribe", rac: "RACSignal.m", 179, rac25: 188)
    public static let concatSourceNext = RACBlockName("concat.source.next", rac: "RACSignal.m", 182, rac25: 191)
    public static let concatSourceError = RACBlockName("concat.source.error", rac: "RACSignal.m", 184, rac25: 193)
    /// Subscribes the second signal when the first completes.
    public static let concatSourceCompleted = RACBlockName("concat.source.completed", rac: "RACSignal.m", 186, rac25: 195)
}
