import RACTrace

extension RACSignal {
    /// `+try:`, translated from
    /// [RACSignal+Operations.m:270](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal+Operations.m#L270):
    /// each subscription calls `tryBlock` with an error pointer and subscribes to `+return:`
    /// of its value, or to `+error:` of the error it set when it returned nil.
    ///
    /// ```swift
    /// let parsed = RACSignal.try(RACTryBlock("parse") { error in parse(text, &error) })
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
    /// [RACSignal+Operations.m:281](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal+Operations.m#L281):
    /// `-flattenMap:` to `+return:` of each value `tryBlock` passes, or `+error:` of the
    /// error it set for the first it does not (which ends the signal).
    ///
    /// ```swift
    /// let valid = inputs.try(RACTryPredicateBlock("validate") { x, error in validate(x, &error) })
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
    /// [RACSignal+Operations.m:291](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal+Operations.m#L291):
    /// `-flattenMap:` to `+return:` of what `mapBlock` returns for each value, or `+error:`
    /// of the error it set when it returns nil.
    ///
    /// ```swift
    /// let numbers = texts.tryMap(RACTryMapBlock("parse") { x, error in parse(x, &error) })
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
