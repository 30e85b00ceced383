import ObjCFrontend
import RACCore

/// Class methods: `[RACSignal createSignal:…]`, `[NSError errorWithDomain:…]`, `[X alloc]`.
extension Evaluator {
    static let classMethodSelectors: [String: [String]] = [
        "RACSignal": ["createSignal:", "return:", "empty", "error:", "never", "merge:",
                      "combineLatest:", "combineLatest:reduce:", "defer:", "alloc", "new"],
        "RACDynamicSignal": ["createSignal:"],
        "RACSubject": ["subject", "alloc", "new"],
        "RACReplaySubject": ["subject", "replaySubjectWithCapacity:", "alloc", "new"],
        "RACDisposable": ["disposableWithBlock:", "alloc", "new"],
        "RACCompoundDisposable": ["compoundDisposable", "compoundDisposableWithDisposables:", "alloc", "new"],
        "RACSerialDisposable": ["serialDisposableWithDisposable:", "alloc", "new"],
        "RACScopedDisposable": ["scopedDisposableWithDisposable:"],
        "RACScheduler": ["mainThreadScheduler", "currentScheduler", "immediateScheduler", "scheduler",
                         "schedulerWithPriority:", "schedulerWithPriority:name:"],
        "RACTuple": ["tupleWithObjects:", "tupleWithObjectsFromArray:", "tupleWithObjectsFromArray:convertNullsToNils:"],
        "RACUnit": ["defaultUnit"],
        "RACEvent": ["eventWithValue:", "eventWithError:", "completedEvent"],
        "RACMulticastConnection": [],
        "NSObject": ["alloc", "new"],
        "NSString": ["stringWithFormat:", "stringWithString:", "string", "alloc", "new"],
        "NSMutableString": ["stringWithFormat:", "stringWithString:", "string", "alloc", "new"],
        "NSNumber": ["numberWithInt:", "numberWithInteger:", "numberWithLong:", "numberWithLongLong:",
                     "numberWithUnsignedInteger:", "numberWithUnsignedInt:", "numberWithBool:", "numberWithDouble:",
                     "numberWithFloat:"],
        "NSArray": ["array", "arrayWithObjects:", "arrayWithObject:", "arrayWithArray:", "alloc", "new"],
        "NSMutableArray": ["array", "arrayWithObjects:", "arrayWithObject:", "arrayWithArray:", "arrayWithCapacity:", "alloc", "new"],
        "NSDictionary": ["dictionary", "dictionaryWithObject:forKey:", "dictionaryWithObjectsAndKeys:", "dictionaryWithDictionary:", "alloc", "new"],
        "NSMutableDictionary": ["dictionary", "dictionaryWithObject:forKey:", "dictionaryWithObjectsAndKeys:", "dictionaryWithDictionary:", "dictionaryWithCapacity:", "alloc", "new"],
        "NSError": ["errorWithDomain:code:userInfo:", "alloc"],
        "NSNull": ["null"],
        "NSDate": ["date", "dateWithTimeIntervalSinceNow:"],
        "RACTestScheduler": ["new", "alloc"],
    ]

    func sendToClass(_ className: String, _ selector: String, _ arguments: [Value], _ context: SendContext) throws -> Value? {
        if selector == "alloc" { return temporary(.object(AllocatedInstance(allocatedClass: className))) }
        if selector == "class" { return .classObject(className) }
        if let result = try sendTimeClassMethod(className, selector, arguments, context) { return result }
        switch (className, selector) {
        case ("RACSignal", "createSignal:"), ("RACDynamicSignal", "createSignal:"):
            let block = try blockArgument(arguments[0], 0, context)!
            return temporary(.object(RACSignal.layeredCreateSignal(didSubscribeBlock(block))))
        case ("RACSignal", "return:"):
            return temporary(.object(RACSignal.return(arguments[0].object)))
        case ("RACSignal", "empty"):
            return temporary(.object(RACSignal.empty()))
        case ("RACSignal", "error:"):
            return temporary(.object(RACSignal.error(arguments[0].object)))
        case ("RACSignal", "never"):
            return temporary(.object(RACSignal.never()))
        case ("RACSignal", "merge:"):
            return result(RACSignal.merge(try signalsArgument(arguments[0], context, 0)))
        case ("RACSignal", "combineLatest:"):
            return result(RACSignal.combineLatest(try signalsArgument(arguments[0], context, 0)))
        case ("RACSignal", "combineLatest:reduce:"):
            return result(RACSignal.combineLatest(try signalsArgument(arguments[0], context, 0),
                                                  reduce: genericReduceBlock(try blockArgument(arguments[1], 1, context)!)))
        case ("RACSignal", "defer:"):
            return result(RACSignal.defer(signalFactoryBlock(try blockArgument(arguments[0], 0, context)!)))
        case ("RACSubject", "subject"), ("RACSubject", "new"):
            return temporary(.object(RACSubject()))
        case ("RACReplaySubject", "subject"), ("RACReplaySubject", "new"):
            return temporary(.object(RACReplaySubject()))
        case ("RACReplaySubject", "replaySubjectWithCapacity:"), ("RACReplaySubject", "initWithCapacity:"):
            let capacity = try integer(arguments[0], context, 0)
            return temporary(.object(RACReplaySubject(capacity: capacity < 0 ? RACReplaySubject.unlimitedCapacity : Int(capacity))))
        case ("RACDisposable", "disposableWithBlock:"), ("RACDisposable", "initWithBlock:"):
            let block = try blockArgument(arguments[0], 0, context)!
            return temporary(.object(RACDisposable(block: voidBlock(block))))
        case ("RACDisposable", "new"):
            return temporary(.object(RACDisposable()))
        case ("RACCompoundDisposable", "compoundDisposable"), ("RACCompoundDisposable", "new"):
            return temporary(.object(RACCompoundDisposable()))
        case ("RACCompoundDisposable", "compoundDisposableWithDisposables:"), ("RACCompoundDisposable", "initWithDisposables:"):
            let items = (arguments[0].object as? ObjCArray)?.items.compactMap { $0 as? RACDisposable } ?? []
            return temporary(.object(RACCompoundDisposable(disposables: items)))
        case ("RACSerialDisposable", "serialDisposableWithDisposable:"):
            return temporary(.object(RACSerialDisposable(disposable: arguments[0].object as? RACDisposable)))
        case ("RACSerialDisposable", "new"):
            return temporary(.object(RACSerialDisposable()))
        case ("RACScopedDisposable", "scopedDisposableWithDisposable:"):
            guard let disposable = arguments[0].object as? RACDisposable else { throw RuntimeFailure.parameterAssert("disposable != nil", at: context.argumentRange(0)) }
            return temporary(.object(RACScopedDisposable(disposing: disposable)))
        case ("RACScheduler", "mainThreadScheduler"):
            return .object(RACScheduler.mainThreadScheduler)
        case ("RACScheduler", "currentScheduler"):
            return RACScheduler.currentScheduler.map(Value.object) ?? .null
        case ("RACScheduler", "immediateScheduler"):
            return .object(RACScheduler.immediateScheduler)
        case ("RACScheduler", "scheduler"), ("RACScheduler", "schedulerWithPriority:"), ("RACScheduler", "schedulerWithPriority:name:"):
            return temporary(.object(RACScheduler.scheduler()))
        case ("RACTuple", "tupleWithObjects:"):
            return temporary(.object(RACTuple.tuple(withObjectsFrom: nilTerminated(arguments).compactMap(\.object))))
        case ("RACTuple", "tupleWithObjectsFromArray:"), ("RACTuple", "tupleWithObjectsFromArray:convertNullsToNils:"):
            let items = (arguments[0].object as? ObjCArray)?.items ?? []
            let convert = arguments.count > 1 && arguments[1].truth
            return temporary(.object(RACTuple.tuple(withObjectsFrom: items, convertNullsToNils: convert)))
        case ("RACUnit", "defaultUnit"):
            return .object(RACUnit.defaultUnit)
        case ("RACEvent", "eventWithValue:"):
            return temporary(.object(RACEvent.next(arguments[0].object)))
        case ("RACEvent", "eventWithError:"):
            return temporary(.object(RACEvent.error(arguments[0].object)))
        case ("RACEvent", "completedEvent"):
            return .object(RACEvent.completed)
        case ("NSObject", "new"):
            return temporary(.object(RACObject()))
        case ("NSString", "stringWithFormat:"), ("NSMutableString", "stringWithFormat:"),
             ("NSString", "initWithFormat:"), ("NSMutableString", "initWithFormat:"):
            let text = try formatArgument(arguments, context)
            return temporary(.object(ObjCString(text, mutable: className == "NSMutableString")))
        case ("NSString", "stringWithString:"), ("NSMutableString", "stringWithString:"),
             ("NSString", "initWithString:"), ("NSMutableString", "initWithString:"):
            return temporary(.object(ObjCString(arguments[0].object?.description ?? "", mutable: className == "NSMutableString")))
        case ("NSString", "string"), ("NSMutableString", "string"), ("NSString", "new"), ("NSMutableString", "new"):
            return temporary(.object(ObjCString("", mutable: className == "NSMutableString")))
        case ("NSNumber", _) where selector.hasPrefix("numberWith"):
            return try box(arguments[0], at: context.argumentRange(0)).asNumber(selector)
        case ("NSArray", "array"), ("NSMutableArray", "array"), ("NSArray", "new"), ("NSMutableArray", "new"),
             ("NSMutableArray", "arrayWithCapacity:"):
            return temporary(.object(ObjCArray([], mutable: className == "NSMutableArray")))
        case ("NSArray", "arrayWithObjects:"), ("NSMutableArray", "arrayWithObjects:"):
            return temporary(.object(ObjCArray(nilTerminated(arguments).compactMap(\.object), mutable: className == "NSMutableArray")))
        case ("NSArray", "arrayWithObject:"), ("NSMutableArray", "arrayWithObject:"):
            guard let object = arguments[0].object else { throw nilInsertion(context) }
            return temporary(.object(ObjCArray([object], mutable: className == "NSMutableArray")))
        case ("NSArray", "arrayWithArray:"), ("NSMutableArray", "arrayWithArray:"):
            return temporary(.object(ObjCArray((arguments[0].object as? ObjCArray)?.items ?? [], mutable: className == "NSMutableArray")))
        case ("NSDictionary", "dictionary"), ("NSMutableDictionary", "dictionary"), ("NSDictionary", "new"),
             ("NSMutableDictionary", "new"), ("NSMutableDictionary", "dictionaryWithCapacity:"):
            return temporary(.object(ObjCDictionary([], mutable: className == "NSMutableDictionary")))
        case ("NSDictionary", "dictionaryWithObject:forKey:"), ("NSMutableDictionary", "dictionaryWithObject:forKey:"):
            guard let value = arguments[0].object, let key = arguments[1].object else { throw nilInsertion(context) }
            return temporary(.object(ObjCDictionary([(key, value)], mutable: className == "NSMutableDictionary")))
        case ("NSDictionary", "dictionaryWithObjectsAndKeys:"), ("NSMutableDictionary", "dictionaryWithObjectsAndKeys:"):
            let items = nilTerminated(arguments).compactMap(\.object)
            var pairs: [(key: RACObject, value: RACObject)] = []
            var index = 0
            while index + 1 < items.count {
                pairs.append((items[index + 1], items[index]))
                index += 2
            }
            return temporary(.object(ObjCDictionary(pairs, mutable: className == "NSMutableDictionary")))
        case ("NSDictionary", "dictionaryWithDictionary:"), ("NSMutableDictionary", "dictionaryWithDictionary:"):
            return temporary(.object(ObjCDictionary((arguments[0].object as? ObjCDictionary)?.entries ?? [], mutable: className == "NSMutableDictionary")))
        case ("NSError", "errorWithDomain:code:userInfo:"), ("NSError", "initWithDomain:code:userInfo:"):
            guard let domain = arguments[0].object else {
                throw RuntimeFailure.parameterAssert("domain != nil", at: context.argumentRange(0))
            }
            let code = try integer(arguments[1], context, 1)
            return temporary(.object(ObjCError(domain: domain.description, code: Int(code), userInfo: arguments[2].object as? ObjCDictionary)))
        case ("NSDate", "date"), ("NSDate", "new"):
            return temporary(.object(ObjCDate.now()))
        case ("NSDate", "dateWithTimeIntervalSinceNow:"):
            return temporary(.object(ObjCDate.sinceNow(try double(arguments[0], context, 0))))
        case ("NSNull", "null"):
            return .object(ObjCNull.null)
        default:
            return nil
        }
    }

    /// Variadic arguments up to the terminating `nil`, as `+arrayWithObjects:` reads them.
    private func nilTerminated(_ arguments: [Value]) -> [Value] {
        Array(arguments.prefix { !$0.isNull })
    }

    private func nilInsertion(_ context: SendContext) -> RuntimeFailure {
        .exception("NSInvalidArgumentException", reason: "*** -[__NSPlaceholderArray initWithObjects:count:]: attempt to insert nil object",
                   message: "attempt to insert nil object", at: context.argumentRange(0))
    }

    /// A C integer argument.
    func integer(_ value: Value, _ context: SendContext, _ index: Int) throws -> Int64 {
        switch promoted(value) {
        case .integer(let number, _): return number
        // Out of range, C's conversion is undefined; 0, as a conversion to a variable gives.
        case .floating(let number, _): return number.isFinite && abs(number) < 9.2e18 ? Int64(number) : 0
        default: throw RuntimeFailure.error("'\(context.selector)' needs an integer here, got \(value.typeDescription)", at: context.argumentRange(index))
        }
    }

    /// An `NSUInteger` argument (`-take:`), converted as C converts it: -1 arrives as 2⁶⁴ − 1.
    func unsignedInteger(_ value: Value, _ context: SendContext, _ index: Int) throws -> UInt {
        UInt(truncatingIfNeeded: try integer(value, context, index))
    }

    /// A C floating-point argument (a time interval).
    func double(_ value: Value, _ context: SendContext, _ index: Int) throws -> Double {
        switch promoted(value) {
        case .integer(let number, _): return Double(number)
        case .floating(let number, _): return number
        default: throw RuntimeFailure.error("'\(context.selector)' needs a number here, got \(value.typeDescription)", at: context.argumentRange(index))
        }
    }

    /// `stringWithFormat:`-style arguments: the format, then the variadic values.
    func formatArgument(_ arguments: [Value], _ context: SendContext) throws -> String {
        guard let format = arguments.first?.object as? ObjCString else {
            throw RuntimeFailure.error("'\(context.selector)' needs a format string", at: context.argumentRange(0))
        }
        return try formatString(format.value, Array(arguments.dropFirst()), formatRange: context.argumentRange(0),
                                argumentRanges: Array(context.argumentRanges.dropFirst()))
    }
}

private extension Value {
    /// `+numberWithBool:` and friends box as the selector says, not as the argument is typed.
    func asNumber(_ selector: String) -> Value {
        guard case .object(let number as ObjCNumber) = self else { return self }
        switch selector {
        case "numberWithBool:": return .object(ObjCNumber.make(.bool(number.boolValue)))
        case "numberWithDouble:", "numberWithFloat:": return .object(ObjCNumber.make(.double(number.doubleValue)))
        case "numberWithInt:":
            return .object(ObjCNumber.make(.int(Int64(Int32(truncatingIfNeeded: number.integerValue)))))
        default: return .object(ObjCNumber.make(.int(number.integerValue)))
        }
    }
}
