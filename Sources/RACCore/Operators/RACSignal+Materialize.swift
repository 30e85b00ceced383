import RACTrace

extension RACSignal {
    /// `-materialize` (RACSignal+Operations.m): every event of the receiver as a `RACEvent`
    /// value; an error or completion is sent as a value and then the result completes.
    ///
    /// ```swift
    /// let events = request.materialize()
    /// ```
    public func materialize() -> RACSignal {
        tracingOperator(RACBlockName.materialize) {
            let source = self
            let didSubscribe = RACDidSubscribeBlock(RACBlockName.materializeDidSubscribe, captures: [source]) { subscriber in
                source.subscribe(
                    next: RACValueBlock(RACBlockName.materializeSourceNext, captures: [subscriber]) { x in
                        subscriber.sendNext(RACEvent.next(x))
                    },
                    error: RACValueBlock(RACBlockName.materializeSourceError, captures: [subscriber]) { error in
                        subscriber.sendNext(RACEvent.error(error))
                        subscriber.sendCompleted()
                    },
                    completed: RACVoidBlock(RACBlockName.materializeSourceCompleted, captures: [subscriber]) {
                        subscriber.sendNext(RACEvent.completed)
                        subscriber.sendCompleted()
                    })
            }
            return RACSignal.createSignal(didSubscribe).named("[%@] -materialize", self)
        }
    }

    /// `-dematerialize` (RACSignal+Operations.m): the inverse of `-materialize`, as `-bind:`:
    /// a next event becomes `+return:` of its value, an error event `+error:` and a completed
    /// event `+empty`, both of the last setting `*stop`.
    ///
    /// ```swift
    /// let request = events.dematerialize()
    /// ```
    public func dematerialize() -> RACSignal {
        tracingOperator(RACBlockName.dematerialize) {
            let bindBlock = RACBindBlockFactory(RACBlockName.dematerializeBindBlock) {
                RACBindingBlock(RACBlockName.dematerializeBinding) { value, stop in
                    // A nil value answers `eventType` with 0, RACEventTypeCompleted: RAC completes.
                    guard let value else {
                        stop = true
                        return RACSignal.empty()
                    }
                    guard let event = value as? RACEvent else {
                        // The stand-in completes, as the nil answer to `eventType` would.
                        RACRuntime.raise(RACException(name: "NSInvalidArgumentException",
                                                      reason: "-[\(value.className) eventType]: unrecognized selector sent to instance \(value.address)"))
                        stop = true
                        return RACSignal.empty()
                    }
                    switch event.eventType {
                    case .completed:
                        stop = true
                        return RACSignal.empty()
                    case .error:
                        stop = true
                        return RACSignal.error(event.object)
                    case .next:
                        return RACSignal.return(event.object)
                    }
                }
            }
            return bind(bindBlock).named("[%@] -dematerialize", self)
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let materialize = RACBlockName("materialize", rac: "RACSignal+Operations.m", 1247, rac25: 1237)
    public static let materializeDidSubscribe = RACBlockName("materialize.didSubscribe", rac: "RACSignal+Operations.m", 1248, rac25: 1238)
    public static let materializeSourceNext = RACBlockName("materialize.source.next", rac: "RACSignal+Operations.m", 1249, rac25: 1239)
    public static let materializeSourceError = RACBlockName("materialize.source.error", rac: "RACSignal+Operations.m", 1251, rac25: 1241)
    public static let materializeSourceCompleted = RACBlockName("materialize.source.completed", rac: "RACSignal+Operations.m", 1254, rac25: 1244)
    public static let dematerialize = RACBlockName("dematerialize", rac: "RACSignal+Operations.m", 1261, rac25: 1251)
    public static let dematerializeBindBlock = RACBlockName("dematerialize.bindBlock", rac: "RACSignal+Operations.m", 1262, rac25: 1252)
    public static let dematerializeBinding = RACBlockName("dematerialize.binding", rac: "RACSignal+Operations.m", 1263, rac25: 1253)
}
