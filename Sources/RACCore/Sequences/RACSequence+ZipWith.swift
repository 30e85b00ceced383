import RACTrace

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
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    /// `-zipWith:`'s head block: a tuple of both heads, or nil when either is over.
    public static let sequenceZipWithHead = RACBlockName("sequence.zipWith.head", rac: "RACSequence.m", 153, rac25: 153)
    /// `-zipWith:`'s tail block: the tails zipped, or nil when either tail is over.
    public static let sequenceZipWithTail = RACBlockName("sequence.zipWith.tail", rac: "RACSequence.m", 156, rac25: 156)
}
