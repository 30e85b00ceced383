import RACTrace

extension RACSignal {
    /// `-groupBy:transform:`, translated from
    /// RACSignal+Operations.m (`RACBlockName.groupByTransform`): sends a new
    /// `RACGroupedSignal` the first time `keyBlock` gives a key, then each value (through
    /// `transformBlock`, when there is one) to its key's group. An error or completion goes
    /// to the subscriber first, then to every group in the order they were made.
    ///
    /// ```swift
    /// let byParity = numbers.groupBy(RACMapBlock(named: "parity") { x in ObjCNumber(Int((x as! ObjCNumber).integerValue) % 2) }, transform: nil)
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

    /// `-groupBy:` (RACSignal+Operations.m (`RACBlockName.groupBy`)):
    /// `-groupBy:transform:` without a transform.
    public func groupBy(_ keyBlock: RACMapBlock) -> RACSignal {
        tracingOperator(RACBlockName.groupBy) {
            groupBy(keyBlock, transform: nil).named("[%@] -groupBy:", self)
        }
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let groupBy = RACBlockName("groupBy", rac: "RACSignal+Operations.m", 1115, rac25: 1105)
    public static let groupByTransform = RACBlockName("groupByTransform", rac: "RACSignal+Operations.m", 1082, rac25: 1072)
    public static let groupByDidSubscribe = RACBlockName("groupBy.didSubscribe", rac: "RACSignal+Operations.m", 1085, rac25: 1075)
    /// Makes and sends a group for a new key, then sends the value to its group.
    public static let groupBySourceNext = RACBlockName("groupBy.source.next", rac: "RACSignal+Operations.m", 1089, rac25: 1079)
    public static let groupBySourceError = RACBlockName("groupBy.source.error", rac: "RACSignal+Operations.m", 1103, rac25: 1093)
    public static let groupBySourceCompleted = RACBlockName("groupBy.source.completed", rac: "RACSignal+Operations.m", 1107, rac25: 1097)
}
