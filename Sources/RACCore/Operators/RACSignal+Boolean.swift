import RACTrace

extension RACSignal {
    /// `-not`, translated from
    /// RACSignal+Operations.m (`RACBlockName.not`):
    /// `-map:` to `@(!value.boolValue)` — an `int` in C, so the numbers are 0 and 1, not
    /// `@NO`/`@YES`. A value that is not an NSNumber fails RAC's `NSCAssert`.
    public func not() -> RACSignal {
        tracingOperator(RACBlockName.not) {
            map(RACMapBlock(RACBlockName.notMap) { value in
                guard let value = value as? ObjCNumber else {
                    RACRuntime.raise(.assertion("-not must only be used on a signal of NSNumbers. Instead, got: \(value?.description ?? "(null)")"))
                    return nil
                }
                return ObjCNumber(.int(value.boolValue ? 0 : 1))
            }).named("[%@] -not", self)
        }
    }

    /// `-and`, translated from
    /// RACSignal+Operations.m (`RACBlockName.and`):
    /// `-map:` of each tuple of NSNumbers to `@YES` when all are true: `-[RACSequence all:]`
    /// over the tuple's `rac_sequence`.
    public func and() -> RACSignal {
        tracingOperator(RACBlockName.and) {
            map(RACMapBlock(RACBlockName.andMap) { value in
                guard let tuple = RACSignal.booleanTuple(value, "-and") else { return nil }
                let number = RACPredicateBlock(RACBlockName.andAll, captures: [tuple]) { number in
                    RACSignal.booleanElement(number, of: tuple, "-and")
                }
                return ObjCNumber(.bool(tuple.rac_sequence.all(number)))
            }).named("[%@] -and", self)
        }
    }

    /// `-or`, translated from
    /// RACSignal+Operations.m (`RACBlockName.or`):
    /// `-map:` of each tuple of NSNumbers to `@YES` when any is true: `-[RACSequence any:]`
    /// over the tuple's `rac_sequence`.
    public func or() -> RACSignal {
        tracingOperator(RACBlockName.or) {
            map(RACMapBlock(RACBlockName.orMap) { value in
                guard let tuple = RACSignal.booleanTuple(value, "-or") else { return nil }
                let number = RACPredicateBlock(RACBlockName.orAny, captures: [tuple]) { number in
                    RACSignal.booleanElement(number, of: tuple, "-or")
                }
                return ObjCNumber(.bool(tuple.rac_sequence.any(number)))
            }).named("[%@] -or", self)
        }
    }

    /// The tuple `-and` and `-or` map, after RAC's two `NSCAssert`s.
    private static func booleanTuple(_ value: RACObject?, _ method: String) -> RACTuple? {
        guard let tuple = value as? RACTuple else {
            RACRuntime.raise(.assertion("\(method) must only be used on a signal of RACTuples of NSNumbers. Instead, received: \(value?.description ?? "(null)")"))
            return nil
        }
        guard tuple.count > 0 else {
            RACRuntime.raise(.assertion("\(method) must only be used on a signal of RACTuples of NSNumbers, with at least 1 value in the tuple"))
            return nil
        }
        return tuple
    }

    /// One element's `boolValue`, after RAC's `NSCAssert` that it is an NSNumber.
    private static func booleanElement(_ element: RACObject?, of tuple: RACTuple, _ method: String) -> Bool {
        guard let number = element as? ObjCNumber else {
            RACRuntime.raise(.assertion("\(method) must only be used on a signal of RACTuples of NSNumbers. Instead, tuple contains a non-NSNumber value: \(tuple.description)"))
            return false
        }
        return number.boolValue
    }
}

// Where this file's blocks begin in ReactiveObjC (`RACBlockName` says how each line was chosen).
extension RACBlockName {
    public static let not = RACBlockName("not", rac: "RACSignal+Operations.m", 1280, rac25: 1270)
    public static let notMap = RACBlockName("not.map", rac: "RACSignal+Operations.m", 1281, rac25: 1271)
    public static let and = RACBlockName("and", rac: "RACSignal+Operations.m", 1288, rac25: 1278)
    public static let andMap = RACBlockName("and.map", rac: "RACSignal+Operations.m", 1289, rac25: 1279)
    /// The predicate `-[RACSequence all:]` tests each number of the tuple with.
    public static let andAll = RACBlockName("and.all", rac: "RACSignal+Operations.m", 1293, rac25: 1283)
    public static let or = RACBlockName("or", rac: "RACSignal+Operations.m", 1301, rac25: 1291)
    public static let orMap = RACBlockName("or.map", rac: "RACSignal+Operations.m", 1302, rac25: 1292)
    /// The predicate `-[RACSequence any:]` tests each number of the tuple with.
    public static let orAny = RACBlockName("or.any", rac: "RACSignal+Operations.m", 1306, rac25: 1296)
}
