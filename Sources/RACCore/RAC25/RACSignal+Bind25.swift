import RACTrace

extension RACSignal {
    /// ReactiveCocoa 2.5's `-bind:`, translated from
    /// [RACSignal.m:92 at v2.5](https://github.com/ReactiveCocoa/ReactiveCocoa/blob/32364b9040dee9975053398bcf89f3f94a8341cd/ReactiveCocoa/RACSignal.m#L92)
    /// line for line; the 2.5 engine answers `bind(_:)` with it (`RACEngine.reactiveCocoa25`).
    ///
    /// The same blocks as ReactiveObjC's (`RACSignal+Bind.swift`, whose names carry both
    /// versions' lines), with one difference: instead of counting running signals, 2.5 lists
    /// them (`signals`, `RACSignalArray`) and `completeSignal` removes the signal that finished
    /// with `-removeObject:`, completing when the list is empty. Removal drops every equal entry,
    /// so when the binding block returns one signal object twice, or the receiver itself, the
    /// first completion removes all of its entries and the result completes while the others
    /// are still running (Tests/Fixtures/rac25 shows it).
    ///
    /// The list also holds the receiver and each added signal strongly until it is removed.
    func bind25(_ block: RACBindBlockFactory) -> RACSignal {
        tracingOperator(RACBlockName.bind) {
            RACSignal.createSignal(RACDidSubscribeBlock(RACBlockName.bindDidSubscribe, captures: [self, block]) { subscriber in
                withARCScope { scope in
                    let bindingBlock = scope.strong(block.call { $0() })

                    let signals = scope.strong(RACSignalArray(self))

                    let compoundDisposable = scope.strong(RACCompoundDisposable())

                    let completeSignal = scope.strong(RACBlock<(RACSignal, RACDisposable) -> Void>(
                        RACBlockName.bindCompleteSignal, captures: [signals, subscriber, compoundDisposable]
                    ) { signal, finishedDisposable in
                        var removeDisposable = false

                        // 2.5 holds `@synchronized (signals)` here; a run is on one thread.
                        signals.remove(signal)

                        if signals.count == 0 {
                            subscriber.sendCompleted()
                            compoundDisposable.dispose()
                        } else {
                            removeDisposable = true
                        }

                        if removeDisposable { compoundDisposable.remove(finishedDisposable) }
                    })

                    let addSignal = scope.strong(RACBlock<(RACSignal) -> Void>(
                        RACBlockName.bindAddSignal, captures: [signals, compoundDisposable, subscriber, completeSignal]
                    ) { signal in
                        signals.add(signal)

                        withARCScope { scope in
                            let selfDisposable = scope.strong(RACSerialDisposable())
                            compoundDisposable.add(selfDisposable)

                            let disposable = signal.subscribe(
                                next: RACValueBlock(RACBlockName.bindAddSignalNext, captures: [subscriber]) { x in
                                    subscriber.sendNext(x)
                                },
                                error: RACValueBlock(RACBlockName.bindAddSignalError, captures: [compoundDisposable, subscriber]) { error in
                                    compoundDisposable.dispose()
                                    subscriber.sendError(error)
                                },
                                completed: RACVoidBlock(RACBlockName.bindAddSignalCompleted, captures: [completeSignal, signal, selfDisposable]) {
                                    completeSignal.call { $0(signal, selfDisposable) }
                                })

                            selfDisposable.disposable = disposable
                        }
                    })

                    withARCScope { scope in // 2.5's @autoreleasepool
                        let selfDisposable = scope.strong(RACSerialDisposable())
                        compoundDisposable.add(selfDisposable)

                        let bindingDisposable = self.subscribe(
                            next: RACValueBlock(RACBlockName.bindSourceNext,
                                                captures: [compoundDisposable, bindingBlock, addSignal, selfDisposable, completeSignal, self]) { x in
                                // Checked by hand, as 2.5 does, for errors sent synchronously.
                                if compoundDisposable.isDisposed { return }

                                withARCScope { scope in
                                    var stop = false
                                    let signal: RACSignal? = scope.strong(bindingBlock?.call { $0(x, &stop) })

                                    if let signal { addSignal.call { $0(signal) } }
                                    if signal == nil || stop {
                                        selfDisposable.dispose()
                                        completeSignal.call { $0(self, selfDisposable) }
                                    }
                                }
                            },
                            error: RACValueBlock(RACBlockName.bindSourceError, captures: [compoundDisposable, subscriber]) { error in
                                compoundDisposable.dispose()
                                subscriber.sendError(error)
                            },
                            completed: RACVoidBlock(RACBlockName.bindSourceCompleted, captures: [completeSignal, self, selfDisposable]) {
                                completeSignal.call { $0(self, selfDisposable) }
                            })

                        selfDisposable.disposable = bindingDisposable
                    }

                    return scope.returning(compoundDisposable)
                }
            }).named("[%@] -bind:", self)
        }
    }
}
