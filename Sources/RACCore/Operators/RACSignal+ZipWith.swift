import DequeModule

/// A `NSMutableArray` used as a FIFO queue by RAC's operators. Foundation's array removes from
/// the front in O(1); a deque does the same here. Values are held strongly, as the array would,
/// and released when the blocks that captured the queue go away.
final class RACValueQueue: RACObject {
    private var values = Deque<RACObject>()

    override var className: String { "__NSArrayM" }

    override func dealloc() { removeAll() }

    var isEmpty: Bool { values.isEmpty }
    var count: Int { values.count }

    /// `-addObject:` with RAC's `x ?: RACTupleNil.tupleNil`.
    func append(_ value: RACObject?) {
        let object = value ?? RACTupleNil.tupleNil
        object.retain()
        values.append(object)
    }

    /// `values[0]` then `-removeObjectAtIndex:0`: returns the head, held for the caller
    /// (release it when done).
    func removeFirst() -> RACObject {
        values.removeFirst()
    }

    func removeAll() {
        while let value = values.popFirst() { value.release() }
    }
}

extension RACSignal {
    /// `-zipWith:`: pairs the receiver's values with `signal`'s, in order, as `RACTuple`s.
    ///
    /// Two queues and a zipper: each value is queued, `sendNext` pairs the heads when both
    /// queues have one, and `sendCompletedIfNecessary` completes as soon as either side has
    /// completed with an empty queue.
    public func zipWith(_ signal: RACSignal) -> RACSignal {
        let info = RACBlockInfo(engine: RACBlockName.zipWith)
        let tracer = RACRuntime.currentTracer
        tracer?.record(.enter(RACLent(self), info))
        defer { tracer?.record(.exit(RACLent(self), info)) }
        let source = self
        let didSubscribe = RACDidSubscribeBlock(RACBlockName.zipWithDidSubscribe, captures: [source, signal]) { subscriber in
            source.zipDidSubscribe(subscriber, other: signal)
        }
        return RACSignal.createSignal(didSubscribe).named("[%@] -zipWith: %@", [self, signal])
    }

    private func zipDidSubscribe(_ subscriber: RACSubscriberProtocol, other signal: RACSignal) -> RACDisposable? {
        let selfCompleted = RACBlockVariable(0)
        let selfValues = RACValueQueue()
        let otherCompleted = RACBlockVariable(0)
        let otherValues = RACValueQueue()

        let sendCompletedIfNecessary = RACVoidBlock(RACBlockName.zipWithSendCompletedIfNecessary, captures: [subscriber, selfValues, otherValues]) {
            let selfEmpty = selfCompleted.value != 0 && selfValues.isEmpty
            let otherEmpty = otherCompleted.value != 0 && otherValues.isEmpty
            if selfEmpty || otherEmpty { subscriber.sendCompleted() }
        }
        sendCompletedIfNecessary.retain()

        let sendNext = RACVoidBlock(RACBlockName.zipWithSendNext, captures: [subscriber, selfValues, otherValues, sendCompletedIfNecessary]) {
            if selfValues.isEmpty || otherValues.isEmpty { return }
            let first = selfValues.removeFirst()
            let second = otherValues.removeFirst()
            let tuple = RACTuple([first is RACTupleNil ? nil : first, second is RACTupleNil ? nil : second])
            tuple.retain()
            first.release()
            second.release()
            subscriber.sendNext(tuple)
            sendCompletedIfNecessary.call { $0() }
            tuple.release()
        }
        sendNext.retain()

        let selfDisposable = subscribe(
            next: RACValueBlock(RACBlockName.zipWithSelfNext, captures: [selfValues, sendNext]) { x in
                selfValues.append(x)
                sendNext.call { $0() }
            },
            error: RACValueBlock(RACBlockName.zipWithSelfError, captures: [subscriber]) { error in
                subscriber.sendError(error)
            },
            completed: RACVoidBlock(RACBlockName.zipWithSelfCompleted, captures: [sendCompletedIfNecessary]) {
                selfCompleted.value = 1
                sendCompletedIfNecessary.call { $0() }
            })
        selfDisposable?.retain()

        let otherDisposable = signal.subscribe(
            next: RACValueBlock(RACBlockName.zipWithOtherNext, captures: [otherValues, sendNext]) { x in
                otherValues.append(x)
                sendNext.call { $0() }
            },
            error: RACValueBlock(RACBlockName.zipWithOtherError, captures: [subscriber]) { error in
                subscriber.sendError(error)
            },
            completed: RACVoidBlock(RACBlockName.zipWithOtherCompleted, captures: [sendCompletedIfNecessary]) {
                otherCompleted.value = 1
                sendCompletedIfNecessary.call { $0() }
            })
        otherDisposable?.retain()

        let disposable = RACDisposable(RACBlockName.zipWithDispose, captures: [selfDisposable, otherDisposable]) {
            selfDisposable?.dispose()
            otherDisposable?.dispose()
        }
        otherDisposable?.release()
        selfDisposable?.release()
        sendNext.release()
        sendCompletedIfNecessary.release()
        return disposable
    }
}
