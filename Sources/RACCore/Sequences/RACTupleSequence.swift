/// `RACTupleSequence`, from [RACTupleSequence.m](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACTupleSequence.m): a tuple's values
/// (`-[RACTuple rac_sequence]`), where a nil (`RACTupleNil`) reads as `NSNull`.
public final class RACTupleSequence: RACSequence {
    public let tuple: RACTuple
    public let offset: Int

    private init(tuple: RACTuple, offset: Int) {
        tuple.retain() // `_tupleBackingArray` (RACTupleSequence.m:32), which the tuple stands for
        self.tuple = tuple
        self.offset = offset
        super.init()
    }

    /// `+sequenceWithTupleBackingArray:offset:` ([RACTupleSequence.m:26](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACTupleSequence.m#L26)):
    /// the tuple stands for its backing array, which it holds.
    public static func sequence(with tuple: RACTuple, offset: Int) -> RACSequence {
        if offset >= tuple.count { return RACSequence.empty() }
        return RACTupleSequence(tuple: tuple, offset: offset)
    }

    public override var className: String { "RACTupleSequence" }

    public override func dealloc() {
        tuple.release()
    }

    /// `-head` ([RACTupleSequence.m:39](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACTupleSequence.m#L39)).
    public override var head: RACObject? { tuple.allObjects[offset] }

    /// `-tail` ([RACTupleSequence.m:44](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACTupleSequence.m#L44)).
    public override var tail: RACSequence? {
        let sequence = RACTupleSequence.sequence(with: tuple, offset: offset + 1)
        sequence.name = name
        return sequence
    }

    /// `-array` ([RACTupleSequence.m:50](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACTupleSequence.m#L50)).
    public override var array: [RACObject] { Array(tuple.allObjects[offset...]) }

    /// `-description` ([RACTupleSequence.m:64](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACTupleSequence.m#L64)).
    public override var description: String {
        "<\(className): \(address)>{ name = \(name ?? "(null)"), tuple = \(ObjCDescription.render(.array(tuple.backingArray.map(ObjCDescriptionNode.of)))) }"
    }
}
