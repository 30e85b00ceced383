/// `RACIndexSetSequence`, from [RACIndexSetSequence.m](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACIndexSetSequence.m):
/// an index set's indexes from an offset on (`-[NSIndexSet rac_sequence]`). RAC copies the
/// indexes once into a buffer that every tail shares, each tail one further into it; so an
/// index set changed later is not seen, and a tail is a pointer step, not a copy.
public final class RACIndexSetSequence: RACSequence {
    /// RAC's `data`: the indexes, shared by the sequence and its tails.
    private let indexes: [Int]
    /// How far into `indexes` this sequence starts (RAC moves its `indexes` pointer instead).
    private let offset: Int

    private init(indexes: [Int], offset: Int) {
        self.indexes = indexes
        self.offset = offset
        super.init()
    }

    /// `+sequenceWithIndexSet:` ([RACIndexSetSequence.m:31](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACIndexSetSequence.m#L31)):
    /// `+empty` for an empty index set.
    public static func sequence(with indexSet: ObjCIndexSet) -> RACSequence {
        if indexSet.count == 0 { return empty() }
        return RACIndexSetSequence(indexes: indexSet.indexes, offset: 0)
    }

    public override var className: String { "RACIndexSetSequence" }

    /// RAC's `count`: the indexes left from the offset.
    private var count: Int { indexes.count - offset }

    /// `-head` ([RACIndexSetSequence.m:60](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACIndexSetSequence.m#L60)):
    /// the first index, boxed (a new NSNumber each time it is asked).
    public override var head: RACObject? { ObjCNumber(.unsigned(UInt64(indexes[offset]))) }

    /// `-tail` ([RACIndexSetSequence.m:64](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACIndexSetSequence.m#L64)):
    /// `+[RACSequence empty]` after the last index, else the same indexes one further
    /// (`+sequenceWithIndexSetSequence:offset:`); the name is not passed on.
    public override var tail: RACSequence? {
        if count <= 1 { return RACSequence.empty() }
        return RACIndexSetSequence(indexes: indexes, offset: offset + 1)
    }

    /// `-countByEnumeratingWithState:objects:count:` ([RACIndexSetSequence.m:72](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACIndexSetSequence.m#L72)):
    /// up to `len` indexes boxed, counted in `state` from this sequence's first: no tail is made.
    public override func countByEnumerating(_ state: RACFastEnumerationState, count len: Int) -> [RACObject] {
        let done: Int
        switch state.progress {
        case .start: done = 0
        case .index(let index): done = index
        default: return []
        }
        if done >= count { return [] }
        let batch = (0..<min(count - done, len)).map { ObjCNumber(.unsigned(UInt64(indexes[offset + done + $0]))) as RACObject }
        state.progress = .index(done + batch.count)
        return batch
    }

    /// `-description` ([RACIndexSetSequence.m:99](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACIndexSetSequence.m#L99)):
    /// the indexes left, separated by `, `.
    public override var description: String {
        let text = indexes[offset...].map(String.init).joined(separator: ", ")
        return "<\(className): \(address)>{ name = \(name ?? "(null)"), indexes = \(text) }"
    }
}
