/// `RACArraySequence`, from [RACArraySequence.m](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACArraySequence.m): an array from an
/// offset on (`-[NSArray rac_sequence]`); the tail is the same array one further, of the
/// receiver's class (`RACEagerSequence` is its subclass).
public class RACArraySequence: RACSequence {
    public let backingArray: ObjCArray
    public let offset: Int

    required init(backingArray: ObjCArray, offset: Int) {
        backingArray.retain() // `_backingArray = [array copy]` (RACArraySequence.m:35)
        self.backingArray = backingArray
        self.offset = offset
        super.init()
    }

    /// `+sequenceWithArray:offset:` ([RACArraySequence.m:29](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACArraySequence.m#L29)):
    /// the empty sequence at the end of the array. (RAC copies the array; an `ObjCArray` a
    /// snippet mutates later is copied here too.)
    public class func sequence(with array: ObjCArray, offset: Int) -> RACSequence {
        if offset >= array.items.count { return RACSequence.empty() }
        let copy = array.isMutable ? ObjCArray(array.items) : array
        return self.init(backingArray: copy, offset: offset)
    }

    public override var className: String { "RACArraySequence" }

    public override func dealloc() {
        backingArray.release()
    }

    /// `-head` ([RACArraySequence.m:42](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACArraySequence.m#L42)).
    public override var head: RACObject? { backingArray.items[offset] }

    /// `-tail` ([RACArraySequence.m:46](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACArraySequence.m#L46)).
    public override var tail: RACSequence? {
        let sequence = type(of: self).sequence(with: backingArray, offset: offset + 1)
        sequence.name = name
        return sequence
    }

    /// `-countByEnumeratingWithState:objects:count:` ([RACArraySequence.m:54](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACArraySequence.m#L54)):
    /// the backing array's objects from the offset on, `len` at a time, by index: no block
    /// and no tail sequence.
    public override func countByEnumerating(_ state: RACFastEnumerationState, count len: Int) -> [RACObject] {
        let items = backingArray.items
        let startIndex: Int
        switch state.progress {
        case .start: startIndex = offset
        case .index(let index) where index < items.count: startIndex = index
        default: return []
        }

        let index = min(startIndex + len, items.count)
        state.progress = .index(index)
        return Array(items[startIndex..<index])
    }

    /// `-array` ([RACArraySequence.m:97](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACArraySequence.m#L97)): the rest of the array.
    public override var array: [RACObject] { Array(backingArray.items[offset...]) }

    /// `-description` ([RACArraySequence.m:121](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACArraySequence.m#L121)): the whole backing array.
    public override var description: String {
        "<\(className): \(address)>{ name = \(name ?? "(null)"), array = \(backingArray.description) }"
    }
}
