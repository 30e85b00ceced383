import RACTrace

extension RACSignal {
    /// ReactiveCocoa 2.5's `-concat:`, translated from
    /// [RACSignal.m:187 at v2.5](https://github.com/ReactiveCocoa/ReactiveCocoa/blob/32364b9040dee9975053398bcf89f3f94a8341cd/ReactiveCocoa/RACSignal.m#L187);
    /// the 2.5 engine answers `concat(_:)` with it (`RACEngine.reactiveCocoa25`).
    ///
    /// The same blocks as ReactiveObjC's (`RACSignal+Concat.swift`), but the subscription's
    /// disposable is one `RACSerialDisposable` rather than a compound one, which holds one
    /// disposable at a time: setting it releases the one it held without disposing it. When
    /// the receiver completes, the second subscription's disposable replaces the first's; and
    /// when the receiver completes *while it is being subscribed to*, the completed handler
    /// sets the second's first and the line after `subscribe` then puts the receiver's back
    /// in its place, so disposing the result no longer reaches the second subscription.
    func concat25(_ signal: RACSignal) -> RACSignal {
        tracingOperator(RACBlockName.concat) {
            RACSignal.createSignal(RACDidSubscribeBlock(RACBlockName.concatDidSubscribe, captures: [self, signal]) { subscriber in
                withARCScope { scope in
                    let serialDisposable = scope.strong(RACSerialDisposable())

                    let sourceDisposable = self.subscribe(
                        next: RACValueBlock(RACBlockName.concatSourceNext, captures: [subscriber]) { x in
                            subscriber.sendNext(x)
                        },
                        error: RACValueBlock(RACBlockName.concatSourceError, captures: [subscriber]) { error in
                            subscriber.sendError(error)
                        },
                        completed: RACVoidBlock(RACBlockName.concatSourceCompleted,
                                                captures: [signal, subscriber, serialDisposable]) {
                            let concattedDisposable = signal.subscribe(subscriber)
                            serialDisposable.disposable = concattedDisposable
                        })

                    serialDisposable.disposable = sourceDisposable
                    return scope.returning(serialDisposable)
                }
            }).named("[%@] -concat: %@", [self, signal])
        }
    }
}
