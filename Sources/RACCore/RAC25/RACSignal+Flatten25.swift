import RACTrace

extension RACSignal {
    /// ReactiveCocoa 2.5's `-flatten:`, translated from
    /// [RACSignal+Operations.m:486 at v2.5](https://github.com/ReactiveCocoa/ReactiveCocoa/blob/32364b9040dee9975053398bcf89f3f94a8341cd/ReactiveCocoa/RACSignal%2BOperations.m#L486);
    /// the 2.5 engine answers `flatten(_:)` with it (`RACEngine.reactiveCocoa25`), and so
    /// `-concat` and `+merge:`, which send it.
    ///
    /// The same blocks as ReactiveObjC's (`RACSignal+FlattenMaxConcurrent.swift`) but for who
    /// lets go of `subscribeToSignal`, the block that holds `completeIfAllowed`, which holds the
    /// `__block` variable holding that block: 2.5's `completeIfAllowed` sets it to nil once
    /// everything has completed, and no disposable does. A subscription disposed before it
    /// completes keeps the three — and the subscriber and arrays they capture — for good.
    func flatten25(_ maxConcurrent: UInt) -> RACSignal {
        tracingOperator(RACBlockName.flattenMaxConcurrent) {
            RACSignal.createSignal(RACDidSubscribeBlock(RACBlockName.flattenMaxConcurrentDidSubscribe, captures: [self]) { subscriber in
                withARCScope { scope in
                    let compoundDisposable = scope.strong(RACCompoundDisposable())

                    // Disposables of the active subscriptions.
                    let activeDisposables = scope.strong(ObjCArray([], mutable: true))

                    // Whether the signal of signals has completed yet.
                    let selfCompleted = RACBlockVariable(false)

                    // `__block void (^subscribeToSignal)(RACSignal *)`; RAC's `recur` is a
                    // weak reference to the same block, read here from the variable.
                    let subscribeToSignal = scope.strong(RACObjectBox())

                    let completeIfAllowed = scope.strong(RACVoidBlock(RACBlockName.flattenMaxConcurrentCompleteIfAllowed,
                                                                      captures: [activeDisposables, subscriber, subscribeToSignal]) {
                        if selfCompleted.value && activeDisposables.count == 0 {
                            subscriber.sendCompleted()

                            subscribeToSignal.set(nil)
                        }
                    })

                    // Signals not yet subscribed to, waiting for a free slot.
                    let queuedSignals = scope.strong(ObjCArray([], mutable: true))

                    subscribeToSignal.set(RACValueBlock(RACBlockName.flattenMaxConcurrentSubscribeToSignal,
                                                        captures: [compoundDisposable, activeDisposables, subscriber,
                                                                   completeIfAllowed, queuedSignals]) { signal in
                        // capture-check: does not retain subscribeToSignal (its inner completed block reads RAC's `__weak __block` `recur`, RACSignal+Operations.m:504 at v2.5)
                        withARCScope { scope in
                            let serialDisposable = scope.strong(RACSerialDisposable())

                            compoundDisposable.add(serialDisposable)
                            activeDisposables.append(serialDisposable)

                            serialDisposable.disposable = (signal as? RACSignal)?.subscribe(
                                next: RACValueBlock(RACBlockName.flattenMaxConcurrentInnerNext, captures: [subscriber]) { x in
                                    subscriber.sendNext(x)
                                },
                                error: RACValueBlock(RACBlockName.flattenMaxConcurrentInnerError, captures: [subscriber]) { error in
                                    subscriber.sendError(error)
                                },
                                completed: RACVoidBlock(RACBlockName.flattenMaxConcurrentInnerCompleted,
                                                        captures: [compoundDisposable, serialDisposable, activeDisposables,
                                                                   completeIfAllowed, queuedSignals, subscriber]) {
                                    // capture-check: does not retain subscribeToSignal (read where RAC reads `recur`, `__weak __block`: RACSignal+Operations.m:537 at v2.5)
                                    // capture-check: retains subscriber (RAC's `@synchronized (subscriber)`, RACSignal+Operations.m:540 at v2.5)
                                    withARCScope { scope in
                                        let subscribeToSignal = scope.strong(subscribeToSignal.value as? RACValueBlock)

                                        compoundDisposable.remove(serialDisposable)
                                        if let index = activeDisposables.items.firstIndex(where: { $0 === serialDisposable }) {
                                            activeDisposables.remove(at: index)
                                        }

                                        if queuedSignals.count == 0 {
                                            completeIfAllowed.call { $0() }
                                            return
                                        }

                                        let nextSignal = scope.strong(queuedSignals.items[0])
                                        queuedSignals.remove(at: 0)

                                        subscribeToSignal?.call { $0(nextSignal) }
                                    }
                                })
                        }
                    })

                    compoundDisposable.add(self.subscribe(
                        next: RACValueBlock(RACBlockName.flattenMaxConcurrentSourceNext,
                                            captures: [subscriber, activeDisposables, queuedSignals, subscribeToSignal]) { signal in
                            // capture-check: retains subscriber (RAC's `@synchronized (subscriber)`, RACSignal+Operations.m:562 at v2.5)
                            guard let signal else { return }

                            guard signal is RACSignal else {
                                RACRuntime.raise(.assertion("Expected a RACSignal, got \(signal.description)"))
                                return
                            }

                            if maxConcurrent > 0 && activeDisposables.count >= maxConcurrent {
                                queuedSignals.append(signal)

                                // If we need to wait, skip subscribing to this signal.
                                return
                            }

                            (subscribeToSignal.value as? RACValueBlock)?.call { $0(signal) }
                        },
                        error: RACValueBlock(RACBlockName.flattenMaxConcurrentSourceError, captures: [subscriber]) { error in
                            subscriber.sendError(error)
                        },
                        completed: RACVoidBlock(RACBlockName.flattenMaxConcurrentSourceCompleted,
                                                captures: [subscriber, completeIfAllowed]) {
                            // capture-check: retains subscriber (RAC's `@synchronized (subscriber)`, RACSignal+Operations.m:576 at v2.5)
                            selfCompleted.value = true
                            completeIfAllowed.call { $0() }
                        }))

                    return scope.returning(compoundDisposable)
                }
            }).named("[%@] -flatten: \(maxConcurrent)", self)
        }
    }
}
