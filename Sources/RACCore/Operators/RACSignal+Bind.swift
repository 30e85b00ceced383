import RACTrace

extension RACSignal {
    /// `-bind:`, translated from
    /// RACSignal.m (`RACBlockName.bind`)
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
    /// let doubled = source.bind(RACBindBlockFactory(named: "bindBlock") {
    ///     RACBindingBlock(named: "binding") { value, _ in .return(value) }
    /// })
    /// ```
    ///
    /// Callers send `-bind:` as `bind(_:)`, which the run's engine answers (`RACEngine`):
    /// with this method in a run of ReactiveObjC, as the Objective-C runtime finds RACSignal.m's
    /// implementation for the selector.
    func reactiveObjCBind(_ block: RACBindBlockFactory) -> RACSignal {
        return tracingOperator(RACBlockName.bind) {
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

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    /// The `-bind:` call itself.
    public static let bind = RACBlockName("bind", rac: "RACSignal.m", 93, rac25: 92)
    /// The `createSignal:` block `-bind:` returns: runs once per subscription.
    public static let bindDidSubscribe = RACBlockName("bind.didSubscribe", rac: "RACSignal.m", 108, rac25: 107)
    /// `completeSignal`: one signal (the source or an inner one) finished.
    public static let bindCompleteSignal = RACBlockName("bind.completeSignal", rac: "RACSignal.m", 115, rac25: 114)
    /// `addSignal`: subscribes to a signal the binding block returned.
    public static let bindAddSignal = RACBlockName("bind.addSignal", rac: "RACSignal.m", 124, rac25: 131)
    /// The inner signal's next/error/completed handlers inside `addSignal`.
    public static let bindAddSignalNext = RACBlockName("bind.addSignal.next", rac: "RACSignal.m", 130, rac25: 139)
    public static let bindAddSignalError = RACBlockName("bind.addSignal.error", rac: "RACSignal.m", 132, rac25: 141)
    public static let bindAddSignalCompleted = RACBlockName("bind.addSignal.completed", rac: "RACSignal.m", 135, rac25: 144)
    /// The source signal's next/error/completed handlers.
    public static let bindSourceNext = RACBlockName("bind.source.next", rac: "RACSignal.m", 148, rac25: 157)
    public static let bindSourceError = RACBlockName("bind.source.error", rac: "RACSignal.m", 162, rac25: 171)
    public static let bindSourceCompleted = RACBlockName("bind.source.completed", rac: "RACSignal.m", 165, rac25: 174)
}
