import RACTrace

extension RACSignal {
    /// `-combineLatestWith:` (RACSignal+Operations.m): once both signals have sent a value,
    /// a `RACTuple` of the latest value of each whenever either sends. Completes when both
    /// have completed; errors as soon as either errors.
    ///
    /// Each side's latest value lives in a `__block` variable shared by its handler and the
    /// `sendNext` block; a nil value is stored as `RACTupleNil` so that it counts as sent.
    ///
    /// ```swift
    /// let both = name.combineLatestWith(age)
    /// ```
    public func combineLatestWith(_ signal: RACSignal) -> RACSignal {
        tracingOperator(RACBlockName.combineLatestWith) {
            let source = self
            let didSubscribe = RACDidSubscribeBlock(RACBlockName.combineLatestWithDidSubscribe,
                                                    captures: [source, signal]) { subscriber in
                source.combineLatestDidSubscribe(subscriber, other: signal)
            }
            return RACSignal.createSignal(didSubscribe).named("[%@] -combineLatestWith: %@", [self, signal])
        }
    }

    private func combineLatestDidSubscribe(_ subscriber: RACSubscriberProtocol, other signal: RACSignal) -> RACDisposable? {
        let disposable = RACCompoundDisposable()
        disposable.retain()
        let lastSelfValue = RACObjectBox()
        let selfCompleted = RACBlockVariable(0)
        let lastOtherValue = RACObjectBox()
        let otherCompleted = RACBlockVariable(0)

        // `@synchronized (disposable)` makes every block below capture the compound disposable.
        let sendNext = RACVoidBlock(RACBlockName.combineLatestWithSendNext,
                                    captures: [disposable, lastSelfValue, lastOtherValue, subscriber]) {
            guard let first = lastSelfValue.value, let second = lastOtherValue.value else { return }
            let tuple = RACTuple([first, second])
            tuple.retain()
            subscriber.sendNext(tuple)
            tuple.release()
        }
        sendNext.retain()

        let selfDisposable = subscribe(
            next: RACValueBlock(RACBlockName.combineLatestWithSelfNext, captures: [disposable, lastSelfValue, sendNext]) { x in
                lastSelfValue.set(x ?? RACTupleNil.tupleNil)
                sendNext.call { $0() }
            },
            error: RACValueBlock(RACBlockName.combineLatestWithSelfError, captures: [subscriber]) { error in
                subscriber.sendError(error)
            },
            completed: RACVoidBlock(RACBlockName.combineLatestWithSelfCompleted, captures: [disposable, subscriber]) {
                selfCompleted.value = 1
                if otherCompleted.value != 0 { subscriber.sendCompleted() }
            })
        disposable.add(selfDisposable)

        let otherDisposable = signal.subscribe(
            next: RACValueBlock(RACBlockName.combineLatestWithOtherNext, captures: [disposable, lastOtherValue, sendNext]) { x in
                lastOtherValue.set(x ?? RACTupleNil.tupleNil)
                sendNext.call { $0() }
            },
            error: RACValueBlock(RACBlockName.combineLatestWithOtherError, captures: [subscriber]) { error in
                subscriber.sendError(error)
            },
            completed: RACVoidBlock(RACBlockName.combineLatestWithOtherCompleted, captures: [disposable, subscriber]) {
                otherCompleted.value = 1
                if selfCompleted.value != 0 { subscriber.sendCompleted() }
            })
        disposable.add(otherDisposable)

        sendNext.release()
        disposable.releaseForReturn()
        return disposable
    }

    /// `+combineLatest:` (RACSignal+Operations.m): `+join:block:` with `-combineLatestWith:`,
    /// so each value is one flat `RACTuple` of the latest value of every signal.
    ///
    /// ```swift
    /// let all = RACSignal.combineLatest([a, b, c])
    /// ```
    public static func combineLatest(_ signals: [RACSignal]) -> RACSignal {
        join(signals) { left, right in left.combineLatestWith(right) }
            .named("+combineLatest: %@", ObjCArray(signals))
    }

    /// `+combineLatest:reduce:` (RACSignal+Operations.m): `+combineLatest:` then
    /// `-reduceEach:`, so `reduceBlock` gets the latest values as its arguments.
    ///
    /// ```swift
    /// let valid = RACSignal.combineLatest([user, password], reduce: RACGenericReduceBlock("valid") { xs in
    ///     ObjCNumber(xs.allSatisfy { ($0 as? ObjCString)?.value.isEmpty == false })
    /// })
    /// ```
    public static func combineLatest(_ signals: [RACSignal], reduce reduceBlock: RACGenericReduceBlock) -> RACSignal {
        combineLatest(signals).reduceEach(reduceBlock)
            .named("+combineLatest: %@ reduce:", ObjCArray(signals))
    }
}
