import RACTrace

extension RACSignal {
    /// `-flatten:`, translated from
    /// RACSignal+Operations.m (`RACBlockName.flattenMaxConcurrent`):
    /// subscribes to each inner signal the receiver sends, at most `maxConcurrent` at a time
    /// (0: no limit); the others wait in `queuedSignals` and start, first come first, as
    /// active ones complete. Completes once the receiver and every inner signal have.
    ///
    /// RAC's `@synchronized (subscriber)` sections guard state the engine only touches from
    /// one thread, so they are plain code here.
    ///
    /// ```swift
    /// let oneAtATime = requests.flatten(1)
    /// ```
    public func flatten(_ maxConcurrent: UInt) -> RACSignal {
        RACRuntime.current.engine.flatten(self, maxConcurrent)
    }

    /// ReactiveObjC's `-flatten:` (above).
    func reactiveObjCFlatten(_ maxConcurrent: UInt) -> RACSignal {
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
                                                                      captures: [activeDisposables, subscriber]) {
                        if selfCompleted.value && activeDisposables.count == 0 {
                            subscriber.sendCompleted()
                        }
                    })

                    // Signals not yet subscribed to, waiting for a free slot.
                    let queuedSignals = scope.strong(ObjCArray([], mutable: true))

                    subscribeToSignal.set(RACValueBlock(RACBlockName.flattenMaxConcurrentSubscribeToSignal,
                                                        captures: [compoundDisposable, activeDisposables, subscriber,
                                                                   completeIfAllowed, queuedSignals]) { signal in
                        // capture-check: does not retain subscribeToSignal (its inner completed block reads RAC's `__weak __block` `recur`, RACSignal+Operations.m:512)
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
                                    // capture-check: does not retain subscribeToSignal (read where RAC reads `recur`, `__weak __block`: RACSignal+Operations.m:512, :541)
                                    // capture-check: retains subscriber (RAC's `@synchronized (subscriber)`, RACSignal+Operations.m:544)
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
                            // capture-check: retains subscriber (RAC's `@synchronized (subscriber)`, RACSignal+Operations.m:566)
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
                            // capture-check: retains subscriber (RAC's `@synchronized (subscriber)`, RACSignal+Operations.m:580)
                            selfCompleted.value = true
                            completeIfAllowed.call { $0() }
                        }))

                    compoundDisposable.add(RACDisposable(RACBlockName.flattenMaxConcurrentDispose, captures: [subscribeToSignal]) {
                        // A strong reference is held to `subscribeToSignal` until we're done,
                        // preventing it from deallocating early.
                        subscribeToSignal.set(nil)
                    })

                    return scope.returning(compoundDisposable)
                }
            }).named("[%@] -flatten: \(maxConcurrent)", self)
        }
    }

    /// `-concat`, from
    /// RACSignal+Operations.m (`RACBlockName.concatSignals`):
    /// `-flatten:1` — the inner signals one after another, each subscribed when the previous
    /// one completes.
    public func concat() -> RACSignal {
        tracingOperator(RACBlockName.concatSignals) {
            flatten(1).named("[%@] -concat", self)
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    /// `-flatten:`.
    public static let flattenMaxConcurrent = RACBlockName("flattenMaxConcurrent", rac: "RACSignal+Operations.m", 494, rac25: 486)
    public static let flattenMaxConcurrentDidSubscribe = RACBlockName("flattenMaxConcurrent.didSubscribe", rac: "RACSignal+Operations.m", 495, rac25: 487)
    /// `completeIfAllowed`: completes once the receiver and every inner signal have.
    public static let flattenMaxConcurrentCompleteIfAllowed = RACBlockName("flattenMaxConcurrent.completeIfAllowed", rac: "RACSignal+Operations.m", 517, rac25: 509)
    /// `subscribeToSignal`: subscribes to an inner signal.
    public static let flattenMaxConcurrentSubscribeToSignal = RACBlockName("flattenMaxConcurrent.subscribeToSignal", rac: "RACSignal+Operations.m", 528, rac25: 524)
    public static let flattenMaxConcurrentInnerNext = RACBlockName("flattenMaxConcurrent.inner.next", rac: "RACSignal+Operations.m", 536, rac25: 532)
    public static let flattenMaxConcurrentInnerError = RACBlockName("flattenMaxConcurrent.inner.error", rac: "RACSignal+Operations.m", 538, rac25: 534)
    /// Starts the next queued signal, or completes if allowed.
    public static let flattenMaxConcurrentInnerCompleted = RACBlockName("flattenMaxConcurrent.inner.completed", rac: "RACSignal+Operations.m", 540, rac25: 536)
    /// Subscribes to an inner signal, or queues it when `maxConcurrent` are active.
    public static let flattenMaxConcurrentSourceNext = RACBlockName("flattenMaxConcurrent.source.next", rac: "RACSignal+Operations.m", 561, rac25: 557)
    public static let flattenMaxConcurrentSourceError = RACBlockName("flattenMaxConcurrent.source.error", rac: "RACSignal+Operations.m", 577, rac25: 573)
    public static let flattenMaxConcurrentSourceCompleted = RACBlockName("flattenMaxConcurrent.source.completed", rac: "RACSignal+Operations.m", 579, rac25: 575)
    /// Lets go of `subscribeToSignal`.
    public static let flattenMaxConcurrentDispose = RACBlockName("flattenMaxConcurrent.dispose", rac: "RACSignal+Operations.m", 586)
    /// `-concat`: `-flatten:1`.
    public static let concatSignals = RACBlockName("concatSignals", rac: "RACSignal+Operations.m", 605, rac25: 595)
}
