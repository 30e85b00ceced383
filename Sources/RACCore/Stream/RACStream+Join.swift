import RACTrace

/// `+join:block:`'s block on signals.
public typealias RACSignalJoinBlock = RACStreamJoinBlock<RACSignal>

extension RACStreamPrimitives {
    /// `+join:block:`, translated from
    /// [RACStream.m:193](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACStream.m#L193),
    /// the helper behind `+combineLatest:` (and RAC's `+zip:`): wraps the first stream's
    /// values in one-tuples (`RACTuplePack`), folds the rest in with `block`
    /// (`((1), 2), 3)`-shaped nested tuples), then flattens each nested tuple into one plain
    /// `RACTuple` (`+tupleWithObjectsFromArray:`). `block` is called here, once per further
    /// stream, as the fold runs. No streams gives `+empty`.
    static func join(_ streams: [Stream], _ block: RACStreamJoinBlock<Stream>) -> Stream {
        withARCScope { scope in
            scope.strong(block)
            var current: Stream?

            // Streams of ever larger tuples, combining the streams one by one.
            for stream in streams {
                // The first one's values are wrapped in a tuple, so that one stream alone
                // still gives tuples.
                guard let left = current else {
                    scope.assign(&current, stream.map(RACMapBlock(RACBlockName.joinWrap) { x in RACTuplePack([x]) }))
                    continue
                }

                scope.assign(&current, block.call { $0(left, stream) })
            }

            guard let current else { return empty() }

            return current.map(RACMapBlock(RACBlockName.joinUnwrap) { RACStream.joinedTuple($0) })
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    /// Wraps the first signal's values in one-tuples.
    public static let joinWrap = RACBlockName("join.wrap", rac: "RACStream.m", 202, rac25: 199)
    /// Flattens the nested tuples into one.
    public static let joinUnwrap = RACBlockName("join.unwrap", rac: "RACStream.m", 214, rac25: 211)
}
