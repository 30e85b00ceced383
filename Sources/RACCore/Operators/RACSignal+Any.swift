import RACTrace

extension RACSignal {
    /// `-any`, from
    /// [RACSignal+Operations.m:1119](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal+Operations.m#L1119):
    /// `-any:` with a predicate that always holds — `@YES` on the first value.
    public func any() -> RACSignal {
        tracingOperator(RACBlockName.any) {
            any(RACPredicateBlock(RACBlockName.anyBlock) { _ in true }).named("[%@] -any", self)
        }
    }

    /// `-any:`, translated from
    /// [RACSignal+Operations.m:1125](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal+Operations.m#L1125):
    /// `-bind:` over the receiver's `-materialize`d events: `@YES` and stop at the first value
    /// passing `predicateBlock`; `@NO` and stop at an error or completion.
    public func any(_ predicateBlock: RACPredicateBlock) -> RACSignal {
        tracingOperator(RACBlockName.anyPassing) {
            materialize().bind(RACBindBlockFactory(RACBlockName.anyPassingBindBlock, captures: [predicateBlock]) {
                RACBindingBlock(RACBlockName.anyPassingBinding, captures: [predicateBlock]) { value, stop in
                    let event = value as? RACEvent
                    if event?.isFinished == true {
                        stop = true
                        return RACSignal.return(ObjCNumber.make(.bool(false)))
                    }

                    if predicateBlock.call({ $0(event?.object) }) {
                        stop = true
                        return RACSignal.return(ObjCNumber.make(.bool(true)))
                    }

                    return RACSignal.empty()
                }
            }).named("[%@] -any:", self)
        }
    }

    /// `-all:`, translated from
    /// [RACSignal+Operations.m:1145](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal+Operations.m#L1145):
    /// `-bind:` over the receiver's `-materialize`d events: `@NO` and stop at an error or the
    /// first value failing `predicateBlock`; `@YES` and stop at completion.
    public func all(_ predicateBlock: RACPredicateBlock) -> RACSignal {
        tracingOperator(RACBlockName.all) {
            materialize().bind(RACBindBlockFactory(RACBlockName.allBindBlock, captures: [predicateBlock]) {
                RACBindingBlock(RACBlockName.allBinding, captures: [predicateBlock]) { value, stop in
                    let event = value as? RACEvent
                    if event?.eventType == .completed {
                        stop = true
                        return RACSignal.return(ObjCNumber.make(.bool(true)))
                    }

                    if event?.eventType == .error || !predicateBlock.call({ $0(event?.object) }) {
                        stop = true
                        return RACSignal.return(ObjCNumber.make(.bool(false)))
                    }

                    return RACSignal.empty()
                }
            }).named("[%@] -all:", self)
        }
    }
}
