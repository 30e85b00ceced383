import RACTrace

/// `^RACStream *(RACStream *left, RACStream *right)`: `+join:block:`'s block, on sequences.
public typealias RACSequenceJoinBlock = RACBlock<(RACSequence, RACSequence) -> RACSequence>

extension RACSequence {
    /// `-zipWith:` ([RACSequence.m:149](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSequence.m#L149)):
    /// a dynamic sequence whose head is the pair of both heads and whose tail zips both
    /// tails, each block run once, when first asked. The tail is nil as soon as either tail
    /// is nil or equal to the empty sequence — which asks that tail for its head
    /// (`-isEqual:` on an empty receiver compares the argument's head with nil).
    public func zipWith(_ sequence: RACSequence) -> RACSequence {
        RACDynamicSequence(
            headBlock: RACObjectFactoryBlock(RACBlockName.sequenceZipWithHead, captures: [self, sequence]) {
                if self.head == nil || sequence.head == nil { return nil }
                return RACTuplePack([self.head, sequence.head])
            },
            tailBlock: RACSequenceTailBlock(RACBlockName.sequenceZipWithTail, captures: [self, sequence]) {
                guard let selfTail = self.tail, !RACSequence.empty().isEqual(selfTail) else { return nil }
                guard let sequenceTail = sequence.tail, !RACSequence.empty().isEqual(sequenceTail) else { return nil }
                return selfTail.zipWith(sequenceTail)
            })
    }

    /// `+zip:` ([RACStream.m:231](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACStream.m#L231)) on
    /// sequences: `+join:block:` with `-zipWith:`, each element one flat `RACTuple`.
    public static func zip(_ sequences: [RACSequence]) -> RACSequence {
        join(sequences, RACSequenceJoinBlock(RACBlockName.zipJoin) { left, right in left.zipWith(right) })
    }

    /// `+zip:reduce:` ([RACStream.m:237](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACStream.m#L237)):
    /// `+zip:`, then `-reduceEach:`.
    public static func zip(_ sequences: [RACSequence], reduce reduceBlock: RACGenericReduceBlock) -> RACSequence {
        zip(sequences).reduceEach(reduceBlock)
    }

    /// `+join:block:` ([RACStream.m:193](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACStream.m#L193)) on
    /// sequences: the first one's values wrapped in one-tuples, the rest folded in with
    /// `block` (called here, once per further sequence, as the fold runs), then each nested
    /// tuple flattened (`RACStream.joinedTuple(_:)`). No sequences gives `+empty`.
    static func join(_ sequences: [RACSequence], _ block: RACSequenceJoinBlock) -> RACSequence {
        withARCScope { scope in
            scope.strong(block)
            var current: RACSequence?

            for sequence in sequences {
                guard let left = current else {
                    scope.assign(&current, sequence.map(RACMapBlock(RACBlockName.joinWrap) { x in RACTuplePack([x]) }))
                    continue
                }

                scope.assign(&current, block.call { $0(left, sequence) })
            }

            guard let current else { return RACSequence.empty() }

            return current.map(RACMapBlock(RACBlockName.joinUnwrap) { RACStream.joinedTuple($0) })
        }
    }

    /// `-reduceEach:` ([RACStream.m:142](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACStream.m#L142)) on
    /// a sequence of tuples: `-map:` calling `reduceBlock` with each tuple's elements.
    public func reduceEach(_ reduceBlock: RACGenericReduceBlock) -> RACSequence {
        let stream = self
        return map(RACMapBlock(RACBlockName.reduceEachBlock, captures: [reduceBlock]) { value in
            // capture-check: does not retain stream (RAC's `__weak RACStream *stream`, RACStream.m:145)
            guard let arguments = RACStream.reduceEachArguments(value, from: stream) else { return nil }
            return reduceBlock.call { $0(arguments) }
        })
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    /// `-zipWith:`'s head block: a tuple of both heads, or nil when either is over.
    public static let sequenceZipWithHead = RACBlockName("sequence.zipWith.head", rac: "RACSequence.m", 153)
    /// `-zipWith:`'s tail block: the tails zipped, or nil when either tail is over.
    public static let sequenceZipWithTail = RACBlockName("sequence.zipWith.tail", rac: "RACSequence.m", 156)
    /// `+zip:`'s block given to `+join:block:`: zips the tuples so far with the next stream.
    public static let zipJoin = RACBlockName("zip.join", rac: "RACStream.m", 232, rac25: 229)
}
