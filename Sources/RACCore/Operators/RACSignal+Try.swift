import RACTrace

extension RACSignal {
    /// `+try:`, translated from
    /// [RACSignal+Operations.m:270](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal+Operations.m#L270):
    /// each subscription calls `tryBlock` with an error pointer and subscribes to `+return:`
    /// of its value, or to `+error:` of the error it set when it returned nil.
    ///
    /// ```swift
    /// let parsed = RACSignal.try(RACTryBlock(named: "parse") { error in parse(text, &error) })
    /// ```
    public static func `try`(_ tryBlock: RACTryBlock) -> RACSignal {
        RACSignal.createSignal(RACDidSubscribeBlock(RACBlockName.tryDidSubscribe, captures: [tryBlock]) { subscriber in
            var error: RACObject?
            let value = tryBlock.call { $0(&error) }
            let signal = value == nil ? RACSignal.error(error) : RACSignal.return(value)
            return signal.subscribe(subscriber)
        }).named("+try:")
    }

    /// `-try:`, translated from
    /// RACSignal+Operations.m (`RACBlockName.try`):
    /// `-flattenMap:` to `+return:` of each value `tryBlock` passes, or `+error:` of the
    /// error it set for the first it does not (which ends the signal).
    ///
    /// ```swift
    /// let valid = inputs.try(RACTryPredicateBlock(named: "validate") { x, error in validate(x, &error) })
    /// ```
    public func `try`(_ tryBlock: RACTryPredicateBlock) -> RACSignal {
        tracingOperator(RACBlockName.try) {
            flattenMap(RACFlattenMapBlock(RACBlockName.tryFlattenMap, captures: [tryBlock]) { value in
                var error: RACObject?
                let passed = tryBlock.call { $0(value, &error) }
                return passed ? RACSignal.return(value) : RACSignal.error(error)
            }).named("[%@] -try:", self)
        }
    }

    /// `-tryMap:`, translated from
    /// RACSignal+Operations.m (`RACBlockName.tryMap`):
    /// `-flattenMap:` to `+return:` of what `mapBlock` returns for each value, or `+error:`
    /// of the error it set when it returns nil.
    ///
    /// ```swift
    /// let numbers = texts.tryMap(RACTryMapBlock(named: "parse") { x, error in parse(x, &error) })
    /// ```
    public func tryMap(_ mapBlock: RACTryMapBlock) -> RACSignal {
        tracingOperator(RACBlockName.tryMap) {
            flattenMap(RACFlattenMapBlock(RACBlockName.tryMapFlattenMap, captures: [mapBlock]) { value in
                var error: RACObject?
                let mappedValue = mapBlock.call { $0(value, &error) }
                return mappedValue == nil ? RACSignal.error(error) : RACSignal.return(mappedValue)
            }).named("[%@] -tryMap:", self)
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    /// `+try:`'s `createSignal:` block: calls the try block and subscribes to `+return:` or `+error:`.
    public static let tryDidSubscribe = RACBlockName("try.didSubscribe", rac: "RACSignal+Operations.m", 273)
    public static let `try` = RACBlockName("try", rac: "RACSignal+Operations.m", 281, rac25: 273)
    /// `-try:`'s `-flattenMap:` block: `+return:` of the value when the block passes it, else `+error:`.
    public static let tryFlattenMap = RACBlockName("try.flattenMap", rac: "RACSignal+Operations.m", 284, rac25: 276)
    public static let tryMap = RACBlockName("tryMap", rac: "RACSignal+Operations.m", 291, rac25: 283)
    /// `-tryMap:`'s `-flattenMap:` block: `+return:` of the mapped value, or `+error:` when it is nil.
    public static let tryMapFlattenMap = RACBlockName("tryMap.flattenMap", rac: "RACSignal+Operations.m", 294, rac25: 286)
}
