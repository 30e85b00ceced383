import RACTrace

extension RACSignal {
    /// `-any`, from
    /// RACSignal+Operations.m (`RACBlockName.any`):
    /// `-any:` with a predicate that always holds — `@YES` on the first value.
    public func any() -> RACSignal {
        tracingOperator(RACBlockName.any) {
            any(RACPredicateBlock(RACBlockName.anyBlock) { _ in true }).named("[%@] -any", self)
        }
    }

    /// `-any:`, translated from
    /// RACSignal+Operations.m (`RACBlockName.anyPassing`):
    /// `-bind:` over the receiver's `-materialize`d events: `@YES` and stop at the first value
    /// passing `predicateBlock`; `@NO` and stop at an error or completion.
    public func any(_ predicateBlock: RACPredicateBlock) -> RACSignal {
        tracingOperator(RACBlockName.anyPassing) {
            materialize().bind(RACBindBlockFactory(RACBlockName.anyPassingBindBlock, captures: [predicateBlock]) {
                RACBindingBlock(RACBlockName.anyPassingBinding, captures: [predicateBlock]) { value, stop in
                    let event = value as? RACEvent
                    if event?.isFinished == true {
                        stop = true
                        return RACSignal.return(ObjCNumber(.bool(false)))
                    }

                    if predicateBlock.call({ $0(event?.object) }) {
                        stop = true
                        return RACSignal.return(ObjCNumber(.bool(true)))
                    }

                    return RACSignal.empty()
                }
            }).named("[%@] -any:", self)
        }
    }

    /// `-all:`, translated from
    /// RACSignal+Operations.m (`RACBlockName.all`):
    /// `-bind:` over the receiver's `-materialize`d events: `@NO` and stop at an error or the
    /// first value failing `predicateBlock`; `@YES` and stop at completion.
    public func all(_ predicateBlock: RACPredicateBlock) -> RACSignal {
        tracingOperator(RACBlockName.all) {
            materialize().bind(RACBindBlockFactory(RACBlockName.allBindBlock, captures: [predicateBlock]) {
                RACBindingBlock(RACBlockName.allBinding, captures: [predicateBlock]) { value, stop in
                    let event = value as? RACEvent
                    if event?.eventType == .completed {
                        stop = true
                        return RACSignal.return(ObjCNumber(.bool(true)))
                    }

                    if event?.eventType == .error || !predicateBlock.call({ $0(event?.object) }) {
                        stop = true
                        return RACSignal.return(ObjCNumber(.bool(false)))
                    }

                    return RACSignal.empty()
                }
            }).named("[%@] -all:", self)
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let any = RACBlockName("any", rac: "RACSignal+Operations.m", 1119, rac25: 1109)
    /// The predicate `-any` passes to `-any:`: always YES.
    public static let anyBlock = RACBlockName("any.block", rac: "RACSignal+Operations.m", 1120, rac25: 1110)
    /// `-any:`.
    public static let anyPassing = RACBlockName("anyPassing", rac: "RACSignal+Operations.m", 1125, rac25: 1115)
    public static let anyPassingBindBlock = RACBlockName("anyPassing.bindBlock", rac: "RACSignal+Operations.m", 1128, rac25: 1118)
    public static let anyPassingBinding = RACBlockName("anyPassing.binding", rac: "RACSignal+Operations.m", 1129, rac25: 1119)
    public static let all = RACBlockName("all", rac: "RACSignal+Operations.m", 1145, rac25: 1135)
    public static let allBindBlock = RACBlockName("all.bindBlock", rac: "RACSignal+Operations.m", 1148, rac25: 1138)
    public static let allBinding = RACBlockName("all.binding", rac: "RACSignal+Operations.m", 1149, rac25: 1139)
}
