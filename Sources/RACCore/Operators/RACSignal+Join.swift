import RACTrace

extension RACSignal {
    /// `+join:block:` (RACStream.m), the helper behind `+combineLatest:` (and RAC's `+zip:`):
    /// wraps the first signal's values in one-tuples, folds the rest in with `block`
    /// (`((1), 2), 3)`-shaped nested tuples), then flattens each nested tuple into one.
    /// No signals gives `+empty`.
    static func join(_ signals: [RACSignal], _ block: (RACSignal, RACSignal) -> RACSignal) -> RACSignal {
        // `current` is a strong local in RAC.
        var current: RACSignal?
        for signal in signals {
            guard let left = current else {
                objcAssign(&current, signal.map(RACMapBlock(RACBlockName.joinWrap) { x in RACTuple([x]) }))
                continue
            }
            objcAssign(&current, block(left, signal))
        }
        guard let last = current else { return RACSignal.empty() }
        let joined = last.map(RACMapBlock(RACBlockName.joinUnwrap) { value in
            // Peel `(((1), 2), 3)` from the outside in; a nil element is kept as RACTupleNil.
            var values: [RACObject?] = []
            var xs = value as? RACTuple
            while let tuple = xs {
                values.insert(tuple.last ?? RACTupleNil.tupleNil, at: 0)
                xs = tuple.count > 1 ? tuple.first as? RACTuple : nil
            }
            return RACTuple(values)
        })
        last.release()
        return joined
    }
}
