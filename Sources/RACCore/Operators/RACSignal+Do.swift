import RACTrace

extension RACSignal {
    /// `-doNext:` (RACSignal+Operations.m): a `createSignal:` that subscribes to the receiver
    /// and calls `block` with each value before forwarding it. Runs once per subscription.
    ///
    /// ```swift
    /// let logged = values.doNext(RACValueBlock("log") { x in print(x!) })
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
    /// let logged = request.doError(RACValueBlock("log") { error in print(error!) })
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
    /// let logged = request.doCompleted(RACVoidBlock("log") { print("done") })
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
