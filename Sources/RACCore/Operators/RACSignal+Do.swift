import RACTrace

extension RACSignal {
    /// `-doNext:` (RACSignal+Operations.m): a `createSignal:` that subscribes to the receiver
    /// and calls `block` with each value before forwarding it. Runs once per subscription.
    ///
    /// ```swift
    /// let logged = values.doNext(RACValueBlock(named: "log") { x in print(x!) })
    /// ```
    public func doNext(_ block: RACValueBlock) -> RACSignal {
        tracingOperator(RACBlockName.doNext) {
            let source = self
            let didSubscribe = RACDidSubscribeBlock(RACBlockName.doNextDidSubscribe, captures: [source, block]) { subscriber in
                source.subscribe(
                    next: RACValueBlock(RACBlockName.doNextSourceNext, captures: [block, subscriber]) { x in
                        block.call { $0(x) }
                        subscriber.sendNext(x)
                    },
                    error: RACValueBlock(RACBlockName.doNextSourceError, captures: [subscriber]) { error in
                        subscriber.sendError(error)
                    },
                    completed: RACVoidBlock(RACBlockName.doNextSourceCompleted, captures: [subscriber]) {
                        subscriber.sendCompleted()
                    })
            }
            return RACSignal.createSignal(didSubscribe).named("[%@] -doNext:", self)
        }
    }

    /// `-doError:` (RACSignal+Operations.m): calls `block` with the error before forwarding it.
    ///
    /// ```swift
    /// let logged = request.doError(RACValueBlock(named: "log") { error in print(error!) })
    /// ```
    public func doError(_ block: RACValueBlock) -> RACSignal {
        tracingOperator(RACBlockName.doError) {
            let source = self
            let didSubscribe = RACDidSubscribeBlock(RACBlockName.doErrorDidSubscribe, captures: [source, block]) { subscriber in
                source.subscribe(
                    next: RACValueBlock(RACBlockName.doErrorSourceNext, captures: [subscriber]) { x in
                        subscriber.sendNext(x)
                    },
                    error: RACValueBlock(RACBlockName.doErrorSourceError, captures: [block, subscriber]) { error in
                        block.call { $0(error) }
                        subscriber.sendError(error)
                    },
                    completed: RACVoidBlock(RACBlockName.doErrorSourceCompleted, captures: [subscriber]) {
                        subscriber.sendCompleted()
                    })
            }
            return RACSignal.createSignal(didSubscribe).named("[%@] -doError:", self)
        }
    }

    /// `-doCompleted:` (RACSignal+Operations.m): calls `block` before forwarding completion.
    ///
    /// ```swift
    /// let logged = request.doCompleted(RACVoidBlock(named: "log") { print("done") })
    /// ```
    public func doCompleted(_ block: RACVoidBlock) -> RACSignal {
        tracingOperator(RACBlockName.doCompleted) {
            let source = self
            let didSubscribe = RACDidSubscribeBlock(RACBlockName.doCompletedDidSubscribe, captures: [source, block]) { subscriber in
                source.subscribe(
                    next: RACValueBlock(RACBlockName.doCompletedSourceNext, captures: [subscriber]) { x in
                        subscriber.sendNext(x)
                    },
                    error: RACValueBlock(RACBlockName.doCompletedSourceError, captures: [subscriber]) { error in
                        subscriber.sendError(error)
                    },
                    completed: RACVoidBlock(RACBlockName.doCompletedSourceCompleted, captures: [block, subscriber]) {
                        block.call { $0() }
                        subscriber.sendCompleted()
                    })
            }
            return RACSignal.createSignal(didSubscribe).named("[%@] -doCompleted:", self)
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let doNext = RACBlockName("doNext", rac: "RACSignal+Operations.m", 85, rac25: 88)
    public static let doNextDidSubscribe = RACBlockName("doNext.didSubscribe", rac: "RACSignal+Operations.m", 88, rac25: 91)
    public static let doNextSourceNext = RACBlockName("doNext.source.next", rac: "RACSignal+Operations.m", 89, rac25: 92)
    public static let doNextSourceError = RACBlockName("doNext.source.error", rac: "RACSignal+Operations.m", 92, rac25: 95)
    public static let doNextSourceCompleted = RACBlockName("doNext.source.completed", rac: "RACSignal+Operations.m", 94, rac25: 97)
    public static let doError = RACBlockName("doError", rac: "RACSignal+Operations.m", 100, rac25: 103)
    public static let doErrorDidSubscribe = RACBlockName("doError.didSubscribe", rac: "RACSignal+Operations.m", 103, rac25: 106)
    public static let doErrorSourceNext = RACBlockName("doError.source.next", rac: "RACSignal+Operations.m", 104, rac25: 107)
    public static let doErrorSourceError = RACBlockName("doError.source.error", rac: "RACSignal+Operations.m", 106, rac25: 109)
    public static let doErrorSourceCompleted = RACBlockName("doError.source.completed", rac: "RACSignal+Operations.m", 109, rac25: 112)
    public static let doCompleted = RACBlockName("doCompleted", rac: "RACSignal+Operations.m", 115, rac25: 118)
    public static let doCompletedDidSubscribe = RACBlockName("doCompleted.didSubscribe", rac: "RACSignal+Operations.m", 118, rac25: 121)
    public static let doCompletedSourceNext = RACBlockName("doCompleted.source.next", rac: "RACSignal+Operations.m", 119, rac25: 122)
    public static let doCompletedSourceError = RACBlockName("doCompleted.source.error", rac: "RACSignal+Operations.m", 121, rac25: 124)
    public static let doCompletedSourceCompleted = RACBlockName("doCompleted.source.completed", rac: "RACSignal+Operations.m", 123, rac25: 126)
}
