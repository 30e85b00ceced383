import RACTrace

extension RACSignal {
    /// `-groupBy:transform:`, translated from
    /// [RACSignal+Operations.m:1082](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal+Operations.m#L1082): sends a new
    /// `RACGroupedSignal` the first time `keyBlock` gives a key, then each value (through
    /// `transformBlock`, when there is one) to its key's group. An error or completion goes
    /// to the subscriber first, then to every group in the order they were made.
    ///
    /// ```swift
    /// let byParity = numbers.groupBy(RACMapBlock("parity") { x in ObjCNumber(Int((x as! ObjCNumber).integerValue) % 2) }, transform: nil)
    /// ```
    public func groupBy(_ keyBlock: RACMapBlock, transform transformBlock: RACMapBlock?) -> RACSignal {
        tracingOperator(RACBlockName.groupByTransform) {
            RACSignal.createSignal(RACDidSubscribeBlock(RACBlockName.groupByDidSubscribe, captures: [self, keyBlock, transformBlock]) { subscriber in
                withARCScope { scope in
                    let groups = scope.strong(ObjCDictionary([], mutable: true))
                    let orderedGroups = scope.strong(ObjCArray([], mutable: true))

                    return self.subscribe(
                        next: RACValueBlock(RACBlockName.groupBySourceNext, captures: [keyBlock, groups, orderedGroups, subscriber, transformBlock]) { x in
                            withARCScope { scope in
                                // A nil key cannot go in an NSDictionary: RAC raises there.
                                guard let key = scope.strong(keyBlock.call({ $0(x) })) else {
                                    RACRuntime.raise(RACException(name: "NSInvalidArgumentException",
                                                                  reason: "*** -[__NSDictionaryM setObject:forKeyedSubscript:]: key cannot be nil"))
                                    return
                                }
                                var groupSubject = groups.value(for: key) as? RACGroupedSignal
                                if groupSubject == nil {
                                    let made = RACGroupedSignal(key: key)
                                    groups.set(made, for: key)
                                    orderedGroups.append(made)
                                    subscriber.sendNext(made)
                                    groupSubject = made
                                }
                                let group = scope.strong(groupSubject!)

                                group.sendNext(transformBlock.map { block in block.call { $0(x) } } ?? x)
                            }
                        },
                        error: RACValueBlock(RACBlockName.groupBySourceError, captures: [subscriber, orderedGroups]) { error in
                            subscriber.sendError(error)

                            for case let group as RACSubject in orderedGroups.items { group.sendError(error) }
                        },
                        completed: RACVoidBlock(RACBlockName.groupBySourceCompleted, captures: [subscriber, orderedGroups]) {
                            subscriber.sendCompleted()

                            for case let group as RACSubject in orderedGroups.items { group.sendCompleted() }
                        })
                }
            }).named("[%@] -groupBy:transform:", self)
        }
    }

    /// `-groupBy:` ([RACSignal+Operations.m:1115](https://github.com/ReactiveCocoa/ReactiveObjC/blob/1af6617f007cae727dce48d2031cc1e66d06f04a/ReactiveObjC/RACSignal+Operations.m#L1115)):
    /// `-groupBy:transform:` without a transform.
    public func groupBy(_ keyBlock: RACMapBlock) -> RACSignal {
        tracingOperator(RACBlockName.groupBy) {
            groupBy(keyBlock, transform: nil).named("[%@] -groupBy:", self)
        }
    }
}
