import RACTrace

extension RACSequence {
    /// `-flattenMap:`, RACStream's ([RACStream.m:73](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACStream.m#L73)) sent to a sequence:
    /// `-bind:` whose binding block returns `block`'s sequence, or `[class empty]`.
    public func flattenMap(_ block: RACSequenceFlattenMapBlock) -> RACSequence {
        bind(RACSequenceBindBlockFactory(RACBlockName.flattenMapBindBlock, captures: [block]) {
            RACSequenceBindBlock(RACBlockName.flattenMapBinding, captures: [block]) { value, _ in
                block.call { $0(value) } ?? RACSequence.empty()
            }
        })
    }

    /// `-map:` ([RACStream.m:92](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACStream.m#L92)): `-flattenMap:` returning
    /// `[class return:block(value)]`. Lazy: `block` runs when the element's head is asked
    /// for. A nil result ends its one-element sequence at once, so the element is skipped.
    public func map(_ block: RACMapBlock) -> RACSequence {
        flattenMap(RACSequenceFlattenMapBlock(RACBlockName.mapBlock, captures: [block]) { value in
            RACSequence.return(block.call { $0(value) })
        })
    }

    /// `-filter:` ([RACStream.m:122](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACStream.m#L122)): `-flattenMap:` returning
    /// `[class return:value]` or `class.empty`.
    public func filter(_ block: RACPredicateBlock) -> RACSequence {
        flattenMap(RACSequenceFlattenMapBlock(RACBlockName.filterBlock, captures: [block]) { value in
            if block.call({ $0(value) }) {
                return RACSequence.return(value)
            } else {
                return RACSequence.empty()
            }
        })
    }

    /// `-take:` ([RACStream.m:173](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACStream.m#L173)) on a
    /// sequence: `-bind:` whose binding block passes the first `count` values and sets
    /// `*stop` on the last, so the bound sequence's tail is nil there and an infinite
    /// sequence ends. `take(0)` is `+empty`.
    public func take(_ count: UInt) -> RACSequence {
        if count == 0 { return RACSequence.empty() }

        return bind(RACSequenceBindBlockFactory(RACBlockName.takeBindBlock) {
            let taken = RACBlockVariable<UInt>(0)

            return RACSequenceBindBlock(RACBlockName.takeBinding) { value, stop in
                if taken.value < count {
                    taken.value += 1
                    if taken.value == count { stop = true }
                    return RACSequence.return(value)
                } else {
                    return nil
                }
            }
        })
    }

    /// `-skip:` ([RACStream.m:158](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACStream.m#L158)) on a
    /// sequence: `-bind:` whose binding block gives `+empty` for the first `skipCount` values.
    public func skip(_ skipCount: UInt) -> RACSequence {
        bind(RACSequenceBindBlockFactory(RACBlockName.skipBindBlock) {
            let skipped = RACBlockVariable<UInt>(0)

            return RACSequenceBindBlock(RACBlockName.skipBinding) { value, _ in
                if skipped.value >= skipCount { return RACSequence.return(value) }

                skipped.value += 1
                return RACSequence.empty()
            }
        })
    }
}

extension ObjCArray {
    /// `-[NSArray rac_sequence]` ([NSArray+RACSequenceAdditions.m:14](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/NSArray+RACSequenceAdditions.m#L14)).
    public var rac_sequence: RACSequence { RACArraySequence.sequence(with: self, offset: 0) }
}

extension ObjCDictionary {
    /// `-[NSDictionary rac_sequence]` ([NSDictionary+RACSequenceAdditions.m:16](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/NSDictionary+RACSequenceAdditions.m#L16)):
    /// the keys' sequence mapped to `RACTuplePack(key, value)` — lazily, like any `-map:`.
    public var rac_sequence: RACSequence {
        // `[self copy]`; the keys in insertion order, RACStep's order for `-allKeys`.
        let immutableDict = isMutable ? ObjCDictionary(entries) : self
        return ObjCArray(immutableDict.entries.map(\.key)).rac_sequence.map(RACMapBlock(RACBlockName.dictionarySequenceMap, captures: [immutableDict]) { key in
            let value = key.flatMap { immutableDict.value(for: $0) }
            return RACTuplePack([key, value])
        })
    }

    /// `-rac_keySequence` ([NSDictionary+RACSequenceAdditions.m:26](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/NSDictionary+RACSequenceAdditions.m#L26)):
    /// `self.allKeys.rac_sequence`.
    public var rac_keySequence: RACSequence { ObjCArray(entries.map(\.key)).rac_sequence }

    /// `-rac_valueSequence` ([NSDictionary+RACSequenceAdditions.m:30](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/NSDictionary+RACSequenceAdditions.m#L30)):
    /// `self.allValues.rac_sequence`.
    public var rac_valueSequence: RACSequence { ObjCArray(entries.map(\.value)).rac_sequence }
}

extension RACTuple {
    /// `-[RACTuple rac_sequence]` ([RACTuple.m:209](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACTuple.m#L209)).
    public var rac_sequence: RACSequence { RACTupleSequence.sequence(with: self, offset: 0) }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    /// `-[NSDictionary rac_sequence]`'s map block: `RACTuplePack(key, value)`.
    public static let dictionarySequenceMap = RACBlockName("dictionary.sequence.map", rac: "NSDictionary+RACSequenceAdditions.m", 20)
}
