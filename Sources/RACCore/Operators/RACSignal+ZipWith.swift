import RACTrace
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
        object.retain() // the array's hold (`addObject:`, RACSignal.m:230), until -removeObjectAtIndex: (:220) or its dealloc
        values.append(object)
    }

    /// `values[0]`: the head, which the array still holds.
    var first: RACObject { values[0] }

    /// `-removeObjectAtIndex:0`.
    func removeFirst() {
        values.removeFirst().release()
    }

    func removeAll() {
        while let value = values.popFirst() { value.release() }
    }
}

extension RACSignal {
    /// `-zipWith:`, translated from
    /// RACSignal.m (`RACBlockName.zipWith`):
    /// pairs the receiver's values with `signal`'s, in order, as `RACTuple`s.
    ///
    /// Two queues and a zipper: each value is queued, `sendNext` pairs the heads when both
    /// queues have one, and `sendCompletedIfNecessary` completes as soon as either side has
    /// completed with an empty queue. (RAC guards the queues with `@synchronized`; a RACStep
    /// run is on one thread, so there is nothing to guard.)
    public func zipWith(_ signal: RACSignal) -> RACSignal {
        tracingOperator(RACBlockName.zipWith) {
            RACSignal.createSignal(RACDidSubscribeBlock(RACBlockName.zipWithDidSubscribe, captures: [self, signal]) { subscriber in
                withARCScope { scope in
                    let selfCompleted = RACBlockVariable(false)
                    let selfValues = scope.strong(RACValueQueue())

                    let otherCompleted = RACBlockVariable(false)
                    let otherValues = scope.strong(RACValueQueue())

                    let sendCompletedIfNecessary = scope.strong(RACVoidBlock(
                        RACBlockName.zipWithSendCompletedIfNecessary, captures: [subscriber, selfValues, otherValues]
                    ) {
                        let selfEmpty = selfCompleted.value && selfValues.isEmpty
                        let otherEmpty = otherCompleted.value && otherValues.isEmpty
                        if selfEmpty || otherEmpty { subscriber.sendCompleted() }
                    })

                    let sendNext = scope.strong(RACVoidBlock(
                        RACBlockName.zipWithSendNext, captures: [subscriber, selfValues, otherValues, sendCompletedIfNecessary]
                    ) {
                        if selfValues.isEmpty { return }
                        if otherValues.isEmpty { return }

                        withARCScope { scope in
                            let tuple = scope.strong(RACTuplePack([selfValues.first, otherValues.first]))
                            selfValues.removeFirst()
                            otherValues.removeFirst()

                            subscriber.sendNext(tuple)
                            sendCompletedIfNecessary.call { $0() }
                        }
                    })

                    let selfDisposable = scope.strong(self.subscribe(
                        next: RACValueBlock(RACBlockName.zipWithSelfNext, captures: [selfValues, sendNext]) { x in
                            selfValues.append(x)
                            sendNext.call { $0() }
                        },
                        error: RACValueBlock(RACBlockName.zipWithSelfError, captures: [subscriber]) { error in
                            subscriber.sendError(error)
                        },
                        completed: RACVoidBlock(RACBlockName.zipWithSelfCompleted, captures: [sendCompletedIfNecessary]) {
                            selfCompleted.value = true
                            sendCompletedIfNecessary.call { $0() }
                        }))

                    let otherDisposable = scope.strong(signal.subscribe(
                        next: RACValueBlock(RACBlockName.zipWithOtherNext, captures: [otherValues, sendNext]) { x in
                            otherValues.append(x)
                            sendNext.call { $0() }
                        },
                        error: RACValueBlock(RACBlockName.zipWithOtherError, captures: [subscriber]) { error in
                            subscriber.sendError(error)
                        },
                        completed: RACVoidBlock(RACBlockName.zipWithOtherCompleted, captures: [sendCompletedIfNecessary]) {
                            otherCompleted.value = true
                            sendCompletedIfNecessary.call { $0() }
                        }))

                    return RACDisposable(RACBlockName.zipWithDispose, captures: [selfDisposable, otherDisposable]) {
                        selfDisposable?.dispose()
                        otherDisposable?.dispose()
                    }
                }
            }).named("[%@] -zipWith: %@", [self, signal])
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let zipWith = RACBlockName("zipWith", rac: "RACSignal.m", 196, rac25: 205)
    public static let zipWithDidSubscribe = RACBlockName("zipWith.didSubscribe", rac: "RACSignal.m", 199, rac25: 208)
    public static let zipWithSendNext = RACBlockName("zipWith.sendNext", rac: "RACSignal.m", 214, rac25: 223)
    public static let zipWithSendCompletedIfNecessary = RACBlockName("zipWith.sendCompletedIfNecessary", rac: "RACSignal.m", 206, rac25: 215)
    public static let zipWithSelfNext = RACBlockName("zipWith.self.next", rac: "RACSignal.m", 228, rac25: 237)
    public static let zipWithSelfError = RACBlockName("zipWith.self.error", rac: "RACSignal.m", 233, rac25: 242)
    public static let zipWithSelfCompleted = RACBlockName("zipWith.self.completed", rac: "RACSignal.m", 235, rac25: 244)
    public static let zipWithOtherNext = RACBlockName("zipWith.other.next", rac: "RACSignal.m", 242, rac25: 251)
    public static let zipWithOtherError = RACBlockName("zipWith.other.error", rac: "RACSignal.m", 247, rac25: 256)
    public static let zipWithOtherCompleted = RACBlockName("zipWith.other.completed", rac: "RACSignal.m", 249, rac25: 258)
    public static let zipWithDispose = RACBlockName("zipWith.dispose", rac: "RACSignal.m", 256, rac25: 265)
}
