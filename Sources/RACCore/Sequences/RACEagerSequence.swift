import RACTrace

/// `RACEagerSequence`, from [RACEagerSequence.m](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACEagerSequence.m):
/// what `-eagerSequence` returns, an array sequence whose operators run at once. Its
/// `-bind:` (so `-map:`, `-filter:`) walks every value when called and returns a new
/// eager sequence of the results, where a lazy sequence runs nothing until a head is asked.
public final class RACEagerSequence: RACArraySequence {
    public override var className: String { "RACEagerSequence" }

    /// `+return:` ([RACEagerSequence.m:17](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACEagerSequence.m#L17)):
    /// an eager sequence of `@[ value ]` — what `-map:`, `-filter:` and the other RACStream
    /// operations return per value on an eager sequence (`[class return:…]`). A nil value
    /// makes the array literal raise, as `@[ nil ]` does; the stand-in is `+empty`.
    public override class func `return`(_ value: RACObject?) -> RACSequence {
        guard let value else {
            RACRuntime.raise(RACException(name: "NSInvalidArgumentException",
                                          reason: "*** -[__NSPlaceholderArray initWithObjects:count:]: attempt to insert nil object from objects[0]"))
            return empty()
        }
        return sequence(with: ObjCArray([value]), offset: 0)
    }

    /// `-bind:` ([RACEagerSequence.m:21](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACEagerSequence.m#L21)):
    /// the binding block on each value in turn, each result enumerated into one array, until
    /// a nil result or `*stop`.
    public override func bind(_ block: RACSequenceBindBlockFactory) -> RACSequence {
        withARCScope { scope in
            let bindBlock = scope.strong(block.call { $0() })
            let currentArray = array
            var resultArray: [RACObject] = []

            for value in currentArray {
                var stop = false
                guard let boundValue = bindBlock?.call({ $0(value, &stop) }) else { break }

                boundValue.forEach { resultArray.append($0) }

                if stop { break }
            }

            return RACEagerSequence.sequence(with: ObjCArray(resultArray), offset: 0)
        }
    }

    /// `-concat:` ([RACEagerSequence.m:42](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACEagerSequence.m#L42)):
    /// both arrays, now, in one eager sequence.
    public override func concat(_ sequence: RACSequence) -> RACSequence {
        RACEagerSequence.sequence(with: ObjCArray(array + sequence.array), offset: 0)
    }

    /// `-eagerSequence` ([RACEagerSequence.m:52](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACEagerSequence.m#L52)): itself.
    public override var eagerSequence: RACSequence { self }

    /// `-lazySequence` ([RACEagerSequence.m:56](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACEagerSequence.m#L56)):
    /// a plain array sequence of the same values.
    public override var lazySequence: RACSequence { RACArraySequence.sequence(with: ObjCArray(array), offset: 0) }

    /// `-foldRightWithStart:reduce:` ([RACEagerSequence.m:60](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACEagerSequence.m#L60)):
    /// RACSequence's, with `rest` made eager before `reduce` sees it — which evaluates it,
    /// so the whole fold runs before the outermost `reduce` returns.
    public override func foldRight(start: RACObject?, reduce: RACFoldRightBlock) -> RACObject? {
        super.foldRight(start: start, reduce: RACFoldRightBlock(RACBlockName.eagerSequenceFoldRightReduce, captures: [reduce]) { first, rest in
            reduce.call { $0(first, rest.eagerSequence) }
        })
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    /// RACEagerSequence's `-foldRightWithStart:reduce:` block: hands `rest` on made eager.
    public static let eagerSequenceFoldRightReduce = RACBlockName("eagerSequence.foldRight.reduce", rac: "RACEagerSequence.m", 61, rac25: 61)
}
