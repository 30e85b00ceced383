import RACTrace

/// `rac_sequence` and its kin: the categories ReactiveObjC adds to the collections
/// (NSArray+RACSequenceAdditions.m, NSDictionary+RACSequenceAdditions.m,
/// NSString+RACSequenceAdditions.m, RACTuple.m) so that any of them can be read as a
/// `RACSequence`.
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

extension ObjCString {
    /// `-[NSString rac_sequence]` ([NSString+RACSequenceAdditions.m:14](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/NSString+RACSequenceAdditions.m#L14)):
    /// the string's characters, copied (a mutable string changed later is not seen).
    public var rac_sequence: RACSequence { RACStringSequence.sequence(with: value, offset: 0) }
}

extension RACTuple {
    /// `-[RACTuple rac_sequence]` ([RACTuple.m:209](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACTuple.m#L209)).
    public var rac_sequence: RACSequence { RACTupleSequence.sequence(with: self, offset: 0) }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    /// `-[NSDictionary rac_sequence]`'s map block: `RACTuplePack(key, value)`.
    public static let dictionarySequenceMap = RACBlockName("dictionary.sequence.map", rac: "NSDictionary+RACSequenceAdditions.m", 20, rac25: 20)
}
