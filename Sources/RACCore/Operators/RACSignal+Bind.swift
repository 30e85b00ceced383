import RACTrace

extension RACSignal {
    /// `-bind:`, translated from
    /// [RACSignal.m:93](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal.m#L93)
    /// line for line, with RAC's locals, blocks and early returns in RAC's order.
    ///
    /// Each subscription asks `block` for a binding block, subscribes to the receiver, and for
    /// each value asks the binding block for a signal to subscribe to (`addSignal`), passing
    /// its values on. The result completes once the receiver and every added signal have
    /// completed (`signalCount` reaches zero in `completeSignal`); `*stop` or a nil signal
    /// ends the receiver's part early; any error goes straight to the subscriber.
    /// (Documentation/SignalContracts.md §7.)
    ///
    /// ```swift
    /// let doubled = source.bind(RACBindBlockFactory("bindBlock") {
    ///     RACBindingBlock("binding") { value, _ in .return(value) }
    /// })
    /// ```
    public func bind(_ block: RACBindBlockFactory) -> RACSignal {
        tracingOperator(RACBlockName.bind) {
            RACSignal.createSignal(RACDidSubscribeBlock(RACBlockName.bindDidSubscribe, captures: [self, block]) { subscriber in
                withARCScope { scope in
                    let bindingBlock = scope.strong(block.call { $0() })

                    let signalCount = RACBlockVariable<Int>(1) // the receiver counts as one

                    let compoundDisposable = scope.strong(RACCompoundDisposable())

                    let completeSignal = scope.strong(RACBlock<(RACDisposable) -> Void>(
                        RACBlockName.bindCompleteSignal, captures: [subscriber, compoundDisposable]
                    ) { finishedDisposable in
                        signalCount.value -= 1
                        if signalCount.value == 0 {
                            subscriber.sendCompleted()
                            compoundDisposable.dispose()
                        } else {
                            compoundDisposable.remove(finishedDisposable)
                        }
                    })

                    let addSignal = scope.strong(RACBlock<(RACSignal) -> Void>(
                        RACBlockName.bindAddSignal, captures: [compoundDisposable, subscriber, completeSignal]
                    ) { signal in
                        signalCount.value += 1

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
                                completed: RACVoidBlock(RACBlockName.bindAddSignalCompleted, captures: [completeSignal, selfDisposable]) {
                                    completeSignal.call { $0(selfDisposable) }
                                })

                            selfDisposable.disposable = disposable
                        }
                    })

                    withARCScope { scope in // RAC's @autoreleasepool
                        let selfDisposable = scope.strong(RACSerialDisposable())
                        compoundDisposable.add(selfDisposable)

                        let bindingDisposable = self.subscribe(
                            next: RACValueBlock(RACBlockName.bindSourceNext,
                                                captures: [compoundDisposable, bindingBlock, addSignal, selfDisposable, completeSignal]) { x in
                                // Checked by hand, as RAC does, for errors sent synchronously.
                                if compoundDisposable.isDisposed { return }

                                withARCScope { scope in
                                    var stop = false
                                    let signal: RACSignal? = scope.strong(bindingBlock?.call { $0(x, &stop) })

                                    if let signal { addSignal.call { $0(signal) } }
                                    if signal == nil || stop {
                                        selfDisposable.dispose()
                                        completeSignal.call { $0(selfDisposable) }
                                    }
                                }
                            },
                            error: RACValueBlock(RACBlockName.bindSourceError, captures: [compoundDisposable, subscriber]) { error in
                                compoundDisposable.dispose()
                                subscriber.sendError(error)
                            },
                            completed: RACVoidBlock(RACBlockName.bindSourceCompleted, captures: [completeSignal, selfDisposable]) {
                                completeSignal.call { $0(selfDisposable) }
                            })

                        selfDisposable.disposable = bindingDisposable
                    }

                    return scope.returning(compoundDisposable)
                }
            }).named("[%@] -bind:", self)
        }
    }
}
