import RACTrace

extension RACSignal {
    /// `-takeUntil:`, translated from
    /// RACSignal+Operations.m (`RACBlockName.takeUntil`):
    /// subscribes to `signalTrigger` first, then — unless it already fired — to the receiver,
    /// both into one compound disposable. The trigger's first value or completion disposes
    /// both subscriptions and completes; so does the receiver's completion.
    ///
    /// RAC does not assert the trigger: a nil one is a message to nil, which subscribes to
    /// nothing and returns a nil disposable, so the receiver's events pass through unchanged.
    ///
    /// ```swift
    /// let untilDismissed = updates.takeUntil(dismissed)
    /// ```
    public func takeUntil(_ signalTrigger: RACSignal?) -> RACSignal {
        tracingOperator(RACBlockName.takeUntil) {
            RACSignal.createSignal(RACDidSubscribeBlock(RACBlockName.takeUntilDidSubscribe, captures: [signalTrigger, self]) { subscriber in
                withARCScope { scope in
                    let disposable = scope.strong(RACCompoundDisposable())
                    let triggerCompletion = scope.strong(RACVoidBlock(RACBlockName.takeUntilTriggerCompletion,
                                                                      captures: [disposable, subscriber]) {
                        disposable.dispose()
                        subscriber.sendCompleted()
                    })

                    let triggerDisposable = signalTrigger?.subscribe(
                        next: RACValueBlock(RACBlockName.takeUntilTriggerNext, captures: [triggerCompletion]) { _ in
                            triggerCompletion.call { $0() }
                        },
                        completed: RACVoidBlock(RACBlockName.takeUntilTriggerCompleted, captures: [triggerCompletion]) {
                            triggerCompletion.call { $0() }
                        })

                    disposable.add(triggerDisposable)

                    if !disposable.isDisposed {
                        let selfDisposable = self.subscribe(
                            next: RACValueBlock(RACBlockName.takeUntilSelfNext, captures: [subscriber]) { x in
                                subscriber.sendNext(x)
                            },
                            error: RACValueBlock(RACBlockName.takeUntilSelfError, captures: [subscriber]) { error in
                                subscriber.sendError(error)
                            },
                            completed: RACVoidBlock(RACBlockName.takeUntilSelfCompleted, captures: [disposable, subscriber]) {
                                disposable.dispose()
                                subscriber.sendCompleted()
                            })

                        disposable.add(selfDisposable)
                    }

                    return scope.returning(disposable)
                }
            }).named("[%@] -takeUntil: %@", [self, signalTrigger])
        }
    }

    /// `-takeUntilReplacement:`, translated from
    /// RACSignal+Operations.m (`RACBlockName.takeUntilReplacement`):
    /// subscribes to `replacement` first; each of its events disposes the receiver's
    /// subscription and is forwarded. Unless the replacement already sent something, the
    /// subscriber is subscribed to the receiver `-concat:`ed with `+never` (so the receiver's
    /// completion does not end the result). RAC gives the result no name. A nil
    /// `replacement` is a message to nil, as `-takeUntil:`'s trigger: the receiver's events
    /// pass through, and its completion is followed by `+never`'s silence.
    ///
    /// ```swift
    /// let live = cached.takeUntilReplacement(network)
    /// ```
    public func takeUntilReplacement(_ replacement: RACSignal?) -> RACSignal {
        tracingOperator(RACBlockName.takeUntilReplacement) {
            RACSignal.createSignal(RACDidSubscribeBlock(RACBlockName.takeUntilReplacementDidSubscribe,
                                                        captures: [replacement, self]) { subscriber in
                withARCScope { scope in
                    let selfDisposable = scope.strong(RACSerialDisposable())

                    let replacementDisposable = replacement?.subscribe(
                        next: RACValueBlock(RACBlockName.takeUntilReplacementNext, captures: [selfDisposable, subscriber]) { x in
                            selfDisposable.dispose()
                            subscriber.sendNext(x)
                        },
                        error: RACValueBlock(RACBlockName.takeUntilReplacementError, captures: [selfDisposable, subscriber]) { error in
                            selfDisposable.dispose()
                            subscriber.sendError(error)
                        },
                        completed: RACVoidBlock(RACBlockName.takeUntilReplacementCompleted, captures: [selfDisposable, subscriber]) {
                            selfDisposable.dispose()
                            subscriber.sendCompleted()
                        })

                    if !selfDisposable.isDisposed {
                        selfDisposable.disposable = self.concat(RACSignal.never()).subscribe(subscriber)
                    }

                    return RACDisposable(RACBlockName.takeUntilReplacementDispose, captures: [selfDisposable, replacementDisposable]) {
                        selfDisposable.dispose()
                        replacementDisposable?.dispose()
                    }
                }
            })
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let takeUntil = RACBlockName("takeUntil", rac: "RACSignal+Operations.m", 733, rac25: 723)
    public static let takeUntilDidSubscribe = RACBlockName("takeUntil.didSubscribe", rac: "RACSignal+Operations.m", 734, rac25: 724)
    /// `triggerCompletion`: disposes both subscriptions, then completes.
    public static let takeUntilTriggerCompletion = RACBlockName("takeUntil.triggerCompletion", rac: "RACSignal+Operations.m", 736, rac25: 726)
    public static let takeUntilTriggerNext = RACBlockName("takeUntil.trigger.next", rac: "RACSignal+Operations.m", 741, rac25: 731)
    public static let takeUntilTriggerCompleted = RACBlockName("takeUntil.trigger.completed", rac: "RACSignal+Operations.m", 743, rac25: 733)
    public static let takeUntilSelfNext = RACBlockName("takeUntil.self.next", rac: "RACSignal+Operations.m", 750, rac25: 740)
    public static let takeUntilSelfError = RACBlockName("takeUntil.self.error", rac: "RACSignal+Operations.m", 752, rac25: 742)
    public static let takeUntilSelfCompleted = RACBlockName("takeUntil.self.completed", rac: "RACSignal+Operations.m", 754, rac25: 744)
    public static let takeUntilReplacement = RACBlockName("takeUntilReplacement", rac: "RACSignal+Operations.m", 766, rac25: 756)
    public static let takeUntilReplacementDidSubscribe = RACBlockName("takeUntilReplacement.didSubscribe", rac: "RACSignal+Operations.m", 767, rac25: 757)
    public static let takeUntilReplacementNext = RACBlockName("takeUntilReplacement.replacement.next", rac: "RACSignal+Operations.m", 770, rac25: 760)
    public static let takeUntilReplacementError = RACBlockName("takeUntilReplacement.replacement.error", rac: "RACSignal+Operations.m", 773, rac25: 763)
    public static let takeUntilReplacementCompleted = RACBlockName("takeUntilReplacement.replacement.completed", rac: "RACSignal+Operations.m", 776, rac25: 766)
    public static let takeUntilReplacementDispose = RACBlockName("takeUntilReplacement.dispose", rac: "RACSignal+Operations.m", 787, rac25: 777)
}
