import RACTrace

/// `RACSequenceBindBlock`: `^RACSequence *(id value, BOOL *stop)`.
public typealias RACSequenceBindBlock = RACStreamBindBlock<RACSequence>
/// The block passed to `-[RACSequence bind:]`, which makes the binding block.
public typealias RACSequenceBindBlockFactory = RACStreamBindBlockFactory<RACSequence>
/// `^RACSequence *(id value)`: the block of `-[RACSequence flattenMap:]`.
public typealias RACSequenceFlattenMapBlock = RACStreamFlattenMapBlock<RACSequence>
/// `^id (id first, RACSequence *rest)`: the block of `-foldRightWithStart:reduce:`.
public typealias RACFoldRightBlock = RACBlock<(RACObject?, RACSequence) -> RACObject?>

/// `RACSequence`: an immutable, lazy list — a `head` and a `tail` sequence, where a nil
/// head means the sequence is over. The abstract class of a cluster (`RACArraySequence`,
/// `RACDynamicSequence`, `RACUnarySequence`, `RACEmptySequence`, `RACTupleSequence`),
/// translated from [RACSequence.m](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSequence.m).
///
/// Laziness is what a snippet sees: `-map:` and `-filter:` build a `RACDynamicSequence`
/// and call nothing; the reader's block runs when a head is asked for (`head`, `-array`,
/// a `for … in` loop, `-signal`), once per element, and never again for that element.
///
/// Its `name` (RACStream's) is empty unless set, so descriptions print `name = ,`.
open class RACSequence: RACStream {
    open override var className: String { "RACSequence" }

    /// `-head`: the first value, or nil when the sequence is empty.
    open var head: RACObject? { preconditionFailure("RACSequence is abstract: subclasses implement -head") }

    /// `-tail`: the rest, or nil.
    open var tail: RACSequence? { preconditionFailure("RACSequence is abstract: subclasses implement -tail") }

    /// `+[RACSequence empty]` ([RACSequence.m:80](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSequence.m#L80)).
    public class func empty() -> RACSequence { RACEmptySequence.empty }

    /// `+[RACSequence return:]` ([RACSequence.m:84](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSequence.m#L84)).
    public class func `return`(_ value: RACObject?) -> RACSequence { RACUnarySequence.return(value) }

    /// `-bind:` ([RACSequence.m:88](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSequence.m#L88)): makes the binding block once, and
    /// hands it to `-bind:passingThroughValuesFromSequence:`.
    open func bind(_ block: RACSequenceBindBlockFactory) -> RACSequence {
        withARCScope { scope in
            let bindBlock = scope.strong(block.call { $0() })
            guard let bindBlock else { return RACSequence.empty() }
            return scope.returning(bind(bindBlock, passingThroughValuesFrom: nil))
        }
    }

    /// `-bind:passingThroughValuesFromSequence:` ([RACSequence.m:93](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSequence.m#L93)): a
    /// dynamic sequence whose lazy dependency walks the receiver until `bindBlock` gives a
    /// sequence with a head; its head is that head, its tail binds the rest the same way.
    open func bind(_ bindBlock: RACSequenceBindBlock, passingThroughValuesFrom passthroughSequence: RACSequence?) -> RACSequence {
        withARCScope { scope in
            let valuesSeq = RACObjectBox(self)
            let current = RACObjectBox(passthroughSequence)
            let stop = RACBlockVariable(false)

            let sequence = scope.strong(RACDynamicSequence(
                lazyDependency: RACObjectFactoryBlock(RACBlockName.sequenceBindDependency, captures: [valuesSeq, current, bindBlock]) {
                    while (current.value as? RACSequence)?.head == nil {
                        if stop.value { return nil }

                        // We've exhausted the current sequence: make one from the next value.
                        let value = (valuesSeq.value as? RACSequence)?.head

                        guard let value else {
                            // No sequence is left to take values from.
                            stop.value = true
                            return nil
                        }

                        let next = bindBlock.call { $0(value, &stop.value) }
                        current.set(next)
                        guard next != nil else {
                            stop.value = true
                            return nil
                        }

                        valuesSeq.set((valuesSeq.value as? RACSequence)?.tail)
                    }
                    return nil
                },
                headBlock: RACMapBlock(RACBlockName.sequenceBindHead, captures: [current]) { _ in
                    (current.value as? RACSequence)?.head
                },
                tailBlock: RACSequenceDependencyTailBlock(RACBlockName.sequenceBindTail, captures: [valuesSeq, bindBlock, current]) { _ in
                    if stop.value { return nil }
                    // A nil valuesSeq (a tail block gave nil) answers nil, as a message to nil does.
                    return (valuesSeq.value as? RACSequence)?.bind(bindBlock, passingThroughValuesFrom: (current.value as? RACSequence)?.tail)
                }))

            sequence.name = name
            return scope.returning(sequence)
        }
    }

    /// `-concat:` ([RACSequence.m:141](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSequence.m#L141)):
    /// an array sequence of the two, flattened — lazily, so nothing of either runs until a
    /// head is asked for, and the second is not touched until the first is over.
    open func concat(_ sequence: RACSequence) -> RACSequence {
        RACArraySequence.sequence(with: ObjCArray([self, sequence]), offset: 0).flatten()
    }

    /// `-array` ([RACSequence.m:167](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSequence.m#L167)): every value, by fast enumeration.
    open var array: [RACObject] {
        var array: [RACObject] = []
        forEach { array.append($0) }
        return array
    }

    /// `-countByEnumeratingWithState:objects:count:` ([RACSequence.m:288](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSequence.m#L288)):
    /// the next `len` heads for a `for … in` loop (`forEach`), read head, then tail, from the
    /// sequence `state` holds, through three local blocks. `state` retains that sequence; a
    /// loop left early never lets it go, as in RAC.
    open func countByEnumerating(_ state: RACFastEnumerationState, count len: Int) -> [RACObject] {
        if case .completed = state.progress { return [] }

        return withARCScope { scope in
            let getSequence = scope.strong(RACBlock<() -> RACSequence?>(RACBlockName.sequenceEnumerationGetSequence) {
                if case .sequence(let sequence) = state.progress { return sequence }
                return nil
            })

            let setSequence = scope.strong(RACBlock<(RACSequence?) -> Void>(RACBlockName.sequenceEnumerationSetSequence) { sequence in
                // The old one is let go (CFBridgingRelease, RACSequence.m:302), the new one kept
                // (CFBridgingRetain, :304).
                if case .sequence(let old) = state.progress { old.release() }
                sequence?.retain()
                state.progress = sequence.map { .sequence($0) } ?? .start
            })

            let complete = scope.strong(RACVoidBlock(RACBlockName.sequenceEnumerationComplete, captures: [setSequence]) {
                // Lets go of the sequence held.
                setSequence.call { $0(nil) }
                state.progress = .completed
            })

            if case .start = state.progress {
                setSequence.call { $0(self) }
            }

            var buffer: [RACObject] = []
            while buffer.count < len {
                let finished = withARCScope { scope in
                    let seq = scope.strong(getSequence.call { $0() })

                    // The head is kept for the loop's body by the autorelease pool (`__autoreleasing`).
                    guard let obj = seq?.head else {
                        complete.call { $0() }
                        return true
                    }

                    buffer.append(obj)

                    // `-tail` is asked twice, as RAC asks it: once to test, once to keep.
                    if scope.strong(seq!.tail) == nil {
                        complete.call { $0() }
                        return true
                    }

                    let tail = scope.strong(seq!.tail)
                    setSequence.call { $0(tail) }
                    return false
                }
                if finished { break }
            }

            return buffer
        }
    }

    /// `-signal` ([RACSequence.m:182](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSequence.m#L182)): `-signalWithScheduler:` on a
    /// new background scheduler — the values arrive after the snippet returns — named again
    /// `[name] -signal` over the name `-signalWithScheduler:` gave it.
    public var signal: RACSignal {
        signal(with: RACScheduler.scheduler()).named("[%@] -signal", [nameArgument])
    }

    /// `-signalWithScheduler:` ([RACSequence.m:186](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSequence.m#L186)): on each
    /// subscription, a recursive block on `scheduler` sends one head per run, then
    /// completes at the end.
    public func signal(with scheduler: RACScheduler) -> RACSignal {
        RACSignal.createSignal(RACDidSubscribeBlock(RACBlockName.sequenceSignalDidSubscribe, captures: [self, scheduler]) { subscriber in
            let sequence = RACObjectBox(self)

            return scheduler.scheduleRecursiveBlock(RACRecursiveBlock(RACBlockName.sequenceSignalRecursive, captures: [sequence, subscriber]) { reschedule in
                guard let head = (sequence.value as? RACSequence)?.head else {
                    subscriber.sendCompleted()
                    return
                }

                subscriber.sendNext(head)

                sequence.set((sequence.value as? RACSequence)?.tail)
                reschedule.call { $0() }
            })
        }).named("[%@] -signalWithScheduler: %@", [nameArgument, scheduler])
    }

    /// `self.name`, the `%@` RAC names a sequence's signals with (not the sequence's
    /// description): `""` unless set, so `[] -signal`.
    private var nameArgument: RACObject? { name.map { ObjCString($0) } }

    /// `-foldLeftWithStart:reduce:` ([RACSequence.m:204](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSequence.m#L204)).
    public func foldLeft(start: RACObject?, reduce: RACReduceBlock) -> RACObject? {
        if head == nil { return start }
        var start = start
        forEach { value in
            start = reduce.call { $0(start, value) }
        }
        return start
    }

    /// `-eagerSequence` ([RACSequence.m:254](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSequence.m#L254)):
    /// every value now (`-array`), in a `RACEagerSequence`.
    open var eagerSequence: RACSequence { RACEagerSequence.sequence(with: ObjCArray(array), offset: 0) }

    /// `-lazySequence` ([RACSequence.m:258](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSequence.m#L258)): itself.
    open var lazySequence: RACSequence { self }

    /// `-foldRightWithStart:reduce:`, as every caller sends it: the run's engine answers
    /// (`RACEngine.sequenceFoldRight`).
    open func foldRight(start: RACObject?, reduce: RACFoldRightBlock) -> RACObject? {
        RACRuntime.current.engine.sequenceFoldRight(self, start, reduce)
    }

    /// `-foldRightWithStart:reduce:` ([RACSequence.m:216](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSequence.m#L216)):
    /// `reduce` gets the head and `rest`, a one-element sequence whose head block folds the
    /// tail — run only if `reduce` asks `rest.head`, once, so a reduce that ignores `rest`
    /// stops the fold there.
    func reactiveObjCFoldRight(start: RACObject?, reduce: RACFoldRightBlock) -> RACObject? {
        withARCScope { scope in
            if head == nil { return start }

            let rest = scope.strong(RACDynamicSequence(
                headBlock: RACObjectFactoryBlock(RACBlockName.sequenceFoldRightRest, captures: [self, start, reduce]) {
                    if let tail = self.tail {
                        return tail.foldRight(start: start, reduce: reduce)
                    } else {
                        return start
                    }
                },
                tailBlock: nil))

            return reduce.call { $0(self.head, rest) }
        }
    }

    /// `-objectPassingTest:` ([RACSequence.m:248](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSequence.m#L248)):
    /// the head of `-filter:` — the predicate runs up to the first value that passes.
    public func objectPassingTest(_ block: RACPredicateBlock) -> RACObject? {
        filter(block).head
    }

    /// `-isEqual:` ([RACSequence.m:354](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSequence.m#L354)):
    /// the same values in order. It enumerates the receiver (16 heads at a time, as fast
    /// enumeration does) and walks the argument head by head, then asks the argument's
    /// next head — so `[[RACSequence empty] isEqual:s]` evaluates `s.head`.
    open override func isEqual(_ other: RACObject?) -> Bool {
        if other === self { return true }
        guard var seq = other as? RACSequence else { return false }

        var equal = true
        forEach(while: { _ in equal }) { selfObj in
            let seqObj = seq.head
            if !objcEqual(seqObj, selfObj) {
                equal = false
                return
            }
            // A nil tail ends the argument: its next head is nil.
            guard let tail = seq.tail else {
                seq = RACSequence.empty()
                return
            }
            seq = tail
        }
        if !equal { return false }

        return seq.head == nil
    }

    /// `-all:` ([RACSequence.m:238](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSequence.m#L238)): a left fold from `@YES`; note
    /// that `&&` stops calling `block` after the first NO, but the fold goes on to the end.
    public func all(_ block: RACPredicateBlock) -> Bool {
        let result = foldLeft(start: ObjCNumber(true), reduce: RACReduceBlock(RACBlockName.sequenceAllReduce, captures: [block]) { accumulator, value in
            ObjCNumber((accumulator as? ObjCNumber)?.boolValue == true && block.call { $0(value) })
        })
        return (result as? ObjCNumber)?.boolValue ?? false
    }

    /// `-any:` ([RACSequence.m:232](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSequence.m#L232)): whether
    /// `-objectPassingTest:` finds one.
    public func any(_ block: RACPredicateBlock) -> Bool {
        objectPassingTest(block) != nil
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    /// `-bind:passingThroughValuesFromSequence:`'s lazy dependency: walks the values until
    /// the binding block gives a sequence with a head.
    public static let sequenceBindDependency = RACBlockName("sequence.bind.dependency", rac: "RACSequence.m", 104, rac25: 104)
    public static let sequenceBindHead = RACBlockName("sequence.bind.head", rac: "RACSequence.m", 129, rac25: 129)
    /// Binds the rest of the values, passing the current sequence's tail through.
    public static let sequenceBindTail = RACBlockName("sequence.bind.tail", rac: "RACSequence.m", 131, rac25: 131)
    /// `-signalWithScheduler:`'s `createSignal:` block.
    public static let sequenceSignalDidSubscribe = RACBlockName("sequence.signal.didSubscribe", rac: "RACSequence.m", 187, rac25: 187)
    /// The recursive block: sends one head per run, or completes.
    public static let sequenceSignalRecursive = RACBlockName("sequence.signal.recursive", rac: "RACSequence.m", 190, rac25: 190)
    /// `-all:`'s fold block.
    public static let sequenceAllReduce = RACBlockName("sequence.all.reduce", rac: "RACSequence.m", 241, rac25: 237)
    /// Fast enumeration's local blocks: the sequence `state` holds, holding another, and
    /// letting it go when the enumeration is over.
    public static let sequenceEnumerationGetSequence = RACBlockName("sequence.enumerate.getSequence", rac: "RACSequence.m", 296, rac25: 292)
    public static let sequenceEnumerationSetSequence = RACBlockName("sequence.enumerate.setSequence", rac: "RACSequence.m", 300, rac25: 296)
    public static let sequenceEnumerationComplete = RACBlockName("sequence.enumerate.complete", rac: "RACSequence.m", 307, rac25: 303)
    /// `-foldRightWithStart:reduce:`'s `rest`: a head block that folds the tail when asked.
    public static let sequenceFoldRightRest = RACBlockName("sequence.foldRight.rest", rac: "RACSequence.m", 221, rac25: 221)
}
