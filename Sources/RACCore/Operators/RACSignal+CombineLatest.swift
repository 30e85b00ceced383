import RACTrace

extension RACSignal {
    /// `-combineLatestWith:`, translated from
    /// RACSignal+Operations.m (`RACBlockName.combineLatestWith`):
    /// once both signals have sent a value, a `RACTuple` of the latest value of each whenever
    /// either sends. Completes when both have completed; errors as soon as either errors.
    ///
    /// Each side's latest value lives in a `__block` variable shared by its handler and the
    /// `sendNext` block; a nil value is stored as `RACTupleNil` so that it counts as sent.
    /// (RAC's `@synchronized (disposable)` makes the blocks capture the compound disposable;
    /// a RACStep run is on one thread, so there is nothing to guard.)
    ///
    /// ```swift
    /// let both = name.combineLatestWith(age)
    /// ```
    public func combineLatestWith(_ signal: RACSignal) -> RACSignal {
        tracingOperator(RACBlockName.combineLatestWith) {
            RACSignal.createSignal(RACDidSubscribeBlock(RACBlockName.combineLatestWithDidSubscribe,
                                                        captures: [self, signal]) { subscriber in
                withARCScope { scope in
                    let disposable = scope.strong(RACCompoundDisposable())

                    let lastSelfValue = RACObjectBox()
                    let selfCompleted = RACBlockVariable(false)

                    let lastOtherValue = RACObjectBox()
                    let otherCompleted = RACBlockVariable(false)

                    let sendNext = scope.strong(RACVoidBlock(
                        RACBlockName.combineLatestWithSendNext, captures: [disposable, lastSelfValue, lastOtherValue, subscriber]
                    ) {
                        // capture-check: retains disposable (RAC's `@synchronized (disposable)`, RACSignal+Operations.m:408)
                        if lastSelfValue.value == nil || lastOtherValue.value == nil { return }
                        withARCScope { scope in
                            // RAC's `RACTuplePack(…)`, a temporary of the statement.
                            let tuple = scope.strong(RACTuplePack([lastSelfValue.value, lastOtherValue.value]))
                            subscriber.sendNext(tuple)
                        }
                    })

                    let selfDisposable = self.subscribe(
                        next: RACValueBlock(RACBlockName.combineLatestWithSelfNext, captures: [disposable, lastSelfValue, sendNext]) { x in
                            // capture-check: retains disposable (RAC's `@synchronized (disposable)`, RACSignal+Operations.m:415)
                            lastSelfValue.set(x ?? RACTupleNil.tupleNil)
                            sendNext.call { $0() }
                        },
                        error: RACValueBlock(RACBlockName.combineLatestWithSelfError, captures: [subscriber]) { error in
                            subscriber.sendError(error)
                        },
                        completed: RACVoidBlock(RACBlockName.combineLatestWithSelfCompleted, captures: [disposable, subscriber]) {
                            // capture-check: retains disposable (RAC's `@synchronized (disposable)`, RACSignal+Operations.m:422)
                            selfCompleted.value = true
                            if otherCompleted.value { subscriber.sendCompleted() }
                        })

                    disposable.add(selfDisposable)

                    let otherDisposable = signal.subscribe(
                        next: RACValueBlock(RACBlockName.combineLatestWithOtherNext, captures: [disposable, lastOtherValue, sendNext]) { x in
                            // capture-check: retains disposable (RAC's `@synchronized (disposable)`, RACSignal+Operations.m:431)
                            lastOtherValue.set(x ?? RACTupleNil.tupleNil)
                            sendNext.call { $0() }
                        },
                        error: RACValueBlock(RACBlockName.combineLatestWithOtherError, captures: [subscriber]) { error in
                            subscriber.sendError(error)
                        },
                        completed: RACVoidBlock(RACBlockName.combineLatestWithOtherCompleted, captures: [disposable, subscriber]) {
                            // capture-check: retains disposable (RAC's `@synchronized (disposable)`, RACSignal+Operations.m:438)
                            otherCompleted.value = true
                            if selfCompleted.value { subscriber.sendCompleted() }
                        })

                    disposable.add(otherDisposable)

                    return scope.returning(disposable)
                }
            }).named("[%@] -combineLatestWith: %@", [self, signal])
        }
    }

    /// `+combineLatest:`, from
    /// [RACSignal+Operations.m:450](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal+Operations.m#L450):
    /// `+join:block:` with `-combineLatestWith:`, so each value is one flat `RACTuple` of the
    /// latest value of every signal.
    ///
    /// ```swift
    /// let all = RACSignal.combineLatest([a, b, c])
    /// ```
    public static func combineLatest(_ signals: [RACSignal]) -> RACSignal {
        join(signals, RACSignalJoinBlock(RACBlockName.combineLatestJoin) { left, right in left.combineLatestWith(right) })
            .named("+combineLatest: %@", ObjCArray(signals))
    }

    /// `+combineLatest:reduce:`, from
    /// [RACSignal+Operations.m:456](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal+Operations.m#L456):
    /// `+combineLatest:` then `-reduceEach:`, so `reduceBlock` gets the latest values as its
    /// arguments.
    ///
    /// ```swift
    /// let valid = RACSignal.combineLatest([user, password], reduce: RACGenericReduceBlock(named: "valid") { xs in
    ///     ObjCNumber(xs.allSatisfy { ($0 as? ObjCString)?.value.isEmpty == false })
    /// })
    /// ```
    public static func combineLatest(_ signals: [RACSignal], reduce reduceBlock: RACGenericReduceBlock) -> RACSignal {
        combineLatest(signals).reduceEach(reduceBlock)
            .named("+combineLatest: %@ reduce:", ObjCArray(signals))
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let combineLatestWith = RACBlockName("combineLatestWith", rac: "RACSignal+Operations.m", 395, rac25: 387)
    public static let combineLatestWithDidSubscribe = RACBlockName("combineLatestWith.didSubscribe", rac: "RACSignal+Operations.m", 398, rac25: 390)
    public static let combineLatestWithSendNext = RACBlockName("combineLatestWith.sendNext", rac: "RACSignal+Operations.m", 407, rac25: 399)
    public static let combineLatestWithSelfNext = RACBlockName("combineLatestWith.self.next", rac: "RACSignal+Operations.m", 414, rac25: 406)
    public static let combineLatestWithSelfError = RACBlockName("combineLatestWith.self.error", rac: "RACSignal+Operations.m", 419, rac25: 411)
    public static let combineLatestWithSelfCompleted = RACBlockName("combineLatestWith.self.completed", rac: "RACSignal+Operations.m", 421, rac25: 413)
    public static let combineLatestWithOtherNext = RACBlockName("combineLatestWith.other.next", rac: "RACSignal+Operations.m", 430, rac25: 422)
    public static let combineLatestWithOtherError = RACBlockName("combineLatestWith.other.error", rac: "RACSignal+Operations.m", 435, rac25: 427)
    /// `+combineLatest:`'s block given to `+join:block:`: combines the tuples so far with the
    /// next signal.
    public static let combineLatestJoin = RACBlockName("combineLatest.join", rac: "RACSignal+Operations.m", 451, rac25: 443)
    public static let combineLatestWithOtherCompleted = RACBlockName("combineLatestWith.other.completed", rac: "RACSignal+Operations.m", 437, rac25: 429)
}
