import RACCore

/// Class methods and initialisers: `[RACSignal createSignal:…]`, `[NSError errorWithDomain:…]`,
/// `[[RACReplaySubject alloc] initWithCapacity:1]`.
extension Evaluator {
    static let classTable: [BridgeClass] = [
        // RACStream.m: the abstract superclass of signals and sequences.
        BridgeClass("RACStream", classMethods: streamClassMethods),
        BridgeClass("RACSignal", superclass: "RACStream", classMethods: signalClassMethods + signalTimeClassMethods),
        BridgeClass("RACDynamicSignal", classMethods: [
            .method("createSignal:") { call in
                call.evaluator.temporary(.object(RACSignal.createSignal(call.evaluator.didSubscribeBlock(try call.uncheckedBlock(0)))))
            },
        ]),
        BridgeClass("RACSubject", classMethods: [
            .method("subject") { call in try call.evaluator.instantiate(call.receiver, call.context) },
        ], initializers: [
            .method("init") { call in call.evaluator.temporary(.object(RACSubject())) },
        ]),
        BridgeClass("RACReplaySubject", superclass: "RACSubject", classMethods: [
            .method("replaySubjectWithCapacity:") { call in try call.evaluator.replaySubject(call) },
        ], initializers: [
            .method("init") { call in call.evaluator.temporary(.object(RACReplaySubject())) },
            .method("initWithCapacity:") { call in try call.evaluator.replaySubject(call) },
        ]),
        BridgeClass("RACGroupedSignal", superclass: "RACSubject", classMethods: [
            // RACGroupedSignal.m:20: `[self subject]`, given the key.
            .method("signalWithKey:") { call in call.result(RACGroupedSignal(key: call.object(0))) },
        ], initializers: [
            .method("init") { call in call.result(RACGroupedSignal(key: nil)) },
        ]),
        BridgeClass("RACBehaviorSubject", superclass: "RACSubject", classMethods: [
            .method("behaviorSubjectWithDefaultValue:") { call in call.result(RACBehaviorSubject(defaultValue: call.object(0))) },
        ], initializers: [
            .method("init") { call in call.result(RACBehaviorSubject(defaultValue: nil)) },
        ]),
        BridgeClass("RACDisposable", classMethods: [
            .method("disposableWithBlock:") { call in call.evaluator.temporary(.object(RACDisposable(block: call.evaluator.voidBlock(try call.block(0, asserting: "block != nil"))))) },
        ], initializers: [
            .method("init") { call in call.evaluator.temporary(.object(RACDisposable())) },
            .method("initWithBlock:") { call in call.evaluator.temporary(.object(RACDisposable(block: call.evaluator.voidBlock(try call.block(0, asserting: "block != nil"))))) },
        ]),
        BridgeClass("RACCompoundDisposable", classMethods: [
            .method("compoundDisposable") { call in call.evaluator.temporary(.object(RACCompoundDisposable())) },
            .method("compoundDisposableWithDisposables:") { call in call.evaluator.compoundDisposable(call) },
        ], initializers: [
            .method("init") { call in call.evaluator.temporary(.object(RACCompoundDisposable())) },
            .method("initWithDisposables:") { call in call.evaluator.compoundDisposable(call) },
        ]),
        BridgeClass("RACSerialDisposable", classMethods: [
            .method("serialDisposableWithDisposable:") { call in
                call.evaluator.temporary(.object(RACSerialDisposable(disposable: call.object(0) as? RACDisposable)))
            },
        ], initializers: [
            .method("init") { call in call.evaluator.temporary(.object(RACSerialDisposable())) },
        ]),
        BridgeClass("RACScopedDisposable", classMethods: [
            .method("scopedDisposableWithDisposable:") { call in
                guard let disposable = call.object(0) as? RACDisposable else {
                    throw RuntimeFailure(.parameterAssert("disposable != nil"), at: call.context.argumentRange(0))
                }
                return call.evaluator.temporary(.object(RACScopedDisposable(disposing: disposable)))
            },
        ]),
        BridgeClass("RACScheduler", classMethods: [
            .method("mainThreadScheduler") { _ in .object(RACScheduler.mainThreadScheduler) },
            .method("currentScheduler") { _ in RACScheduler.currentScheduler.map(Value.object) ?? .null },
            .method("immediateScheduler") { _ in .object(RACScheduler.immediateScheduler) },
            .method("scheduler") { call in call.evaluator.temporary(.object(RACScheduler.scheduler())) },
            .method("schedulerWithPriority:") { call in call.evaluator.temporary(.object(RACScheduler.scheduler())) },
            // The name is what the description prints (RACScheduler.m:29); a nil name becomes
            // one made from the target queue's label (RACTargetQueueScheduler.m:20).
            .method("schedulerWithPriority:name:") { call in
                if let name = call.object(1) as? ObjCString { return call.result(RACScheduler.scheduler(name: name.value)) }
                let label = Evaluator.globalQueueLabel(priority: try call.integer(0))
                return call.result(RACScheduler.scheduler(name: RACSchedulerNames.current.targetQueue(label)))
            },
        ]),
        // Made on a GCD queue, which a snippet cannot have.
        BridgeClass("RACTargetQueueScheduler", superclass: "RACScheduler", initializers: [
            .unmodelled("initWithName:targetQueue:", in: "RACTargetQueueScheduler"),
        ]),
        BridgeClass("RACTestScheduler", classMethods: [
            .method("scheduler") { call in call.result(RACTestScheduler()) },
        ], initializers: [
            .method("init") { call in call.result(RACTestScheduler()) },
        ]),
        // Each factory makes the class it is sent to (`[self alloc]`, RACTuple.m:117), whose
        // fixed size `-initWithBackingArray:` asserts.
        BridgeClass("RACTuple", classMethods: [
            .method("tupleWithObjects:", variadic: true) { call in
                let tuple = Evaluator.tupleClass(call.receiver).tuple(withObjectsFrom: call.evaluator.nilTerminated(call.arguments).compactMap(\.object))
                return try call.rethrowingFailure(call.evaluator.temporary(.object(tuple)))
            },
            .method("tupleWithObjectsFromArray:") { call in
                let tuple = Evaluator.tupleClass(call.receiver).tuple(withObjectsFrom: (call.object(0) as? ObjCArray)?.items ?? [])
                return try call.rethrowingFailure(call.evaluator.temporary(.object(tuple)))
            },
            .method("tupleWithObjectsFromArray:convertNullsToNils:") { call in
                let items = (call.object(0) as? ObjCArray)?.items ?? []
                let tuple = Evaluator.tupleClass(call.receiver).tuple(withObjectsFrom: items, convertNullsToNils: call.arguments[1].truth)
                return try call.rethrowingFailure(call.evaluator.temporary(.object(tuple)))
            },
        ]),
        BridgeClass("RACOneTuple", superclass: "RACTuple", classMethods: [
            .method("pack:") { call in call.result(RACOneTuple.pack(call.arguments.map(\.object))) },
        ]),
        BridgeClass("RACTwoTuple", superclass: "RACTuple", classMethods: [
            .method("pack::") { call in call.result(RACTwoTuple.pack(call.arguments.map(\.object))) },
        ]),
        BridgeClass("RACThreeTuple", superclass: "RACTuple", classMethods: [
            .method("pack:::") { call in call.result(RACThreeTuple.pack(call.arguments.map(\.object))) },
        ]),
        BridgeClass("RACFourTuple", superclass: "RACTuple", classMethods: [
            .method("pack::::") { call in call.result(RACFourTuple.pack(call.arguments.map(\.object))) },
        ]),
        BridgeClass("RACFiveTuple", superclass: "RACTuple", classMethods: [
            .method("pack:::::") { call in call.result(RACFiveTuple.pack(call.arguments.map(\.object))) },
        ]),
        BridgeClass("RACTupleNil", classMethods: [
            .method("tupleNil") { _ in .object(RACTupleNil.tupleNil) },
        ]),
        // The object `RACTupleUnpack(…) = tuple;` expands to; RACStep parses that form itself.
        BridgeClass("RACTupleUnpackingTrampoline", classMethods: [
            .unmodelledClassMethod("trampoline", in: "RACTupleUnpackingTrampoline"),
        ]),
        commandClass,
        sequenceClass,
        BridgeClass("RACUnit", classMethods: [
            .method("defaultUnit") { _ in .object(RACUnit.defaultUnit) },
        ]),
        BridgeClass("RACEvent", classMethods: [
            .method("eventWithValue:") { call in call.evaluator.temporary(.object(RACEvent.next(call.object(0)))) },
            .method("eventWithError:") { call in call.evaluator.temporary(.object(RACEvent.error(call.object(0)))) },
            .method("completedEvent") { _ in .object(RACEvent.completed) },
        ]),
        BridgeClass("RACMulticastConnection"),
        BridgeClass("NSObject", initializers: [
            .method("init") { call in call.evaluator.temporary(.object(RACObject())) },
        ]),
        BridgeClass("NSString", classMethods: [
            .method("stringWithFormat:", variadic: true) { call in try call.evaluator.formattedString(call) },
            .method("stringWithString:") { call in call.evaluator.copiedString(call) },
            .method("string") { call in try call.evaluator.instantiate(call.receiver, call.context) },
        ], initializers: [
            .method("init") { call in
                call.evaluator.temporary(.object(ObjCString("", mutable: call.receiver == "NSMutableString")))
            },
            .method("initWithFormat:", variadic: true) { call in try call.evaluator.formattedString(call) },
            .method("initWithString:") { call in call.evaluator.copiedString(call) },
        ]),
        BridgeClass("NSMutableString", superclass: "NSString"),
        BridgeClass("NSNumber", classMethods: [
            "numberWithInt:", "numberWithInteger:", "numberWithLong:", "numberWithLongLong:", "numberWithUnsignedInteger:",
            "numberWithUnsignedInt:", "numberWithBool:", "numberWithDouble:", "numberWithFloat:",
        ].map { selector in
            .method(selector) { call in try call.evaluator.box(call.arguments[0], at: call.context.argumentRange(0)).asNumber(selector) }
        }),
        BridgeClass("NSArray", classMethods: [
            .method("array") { call in try call.evaluator.instantiate(call.receiver, call.context) },
            .method("arrayWithObjects:", variadic: true) { call in
                call.evaluator.temporary(.object(ObjCArray(call.evaluator.nilTerminated(call.arguments).compactMap(\.object),
                                                           mutable: call.receiver == "NSMutableArray")))
            },
            .method("arrayWithObject:") { call in
                guard let object = call.object(0) else { throw call.evaluator.nilInsertion(call.context) }
                return call.evaluator.temporary(.object(ObjCArray([object], mutable: call.receiver == "NSMutableArray")))
            },
            .method("arrayWithArray:") { call in
                call.evaluator.temporary(.object(ObjCArray((call.object(0) as? ObjCArray)?.items ?? [],
                                                           mutable: call.receiver == "NSMutableArray")))
            },
        ], initializers: [
            .method("init") { call in call.evaluator.temporary(.object(ObjCArray([], mutable: call.receiver == "NSMutableArray"))) },
        ]),
        BridgeClass("NSMutableArray", superclass: "NSArray", classMethods: [
            .method("arrayWithCapacity:") { call in try call.evaluator.instantiate(call.receiver, call.context) },
        ]),
        BridgeClass("NSDictionary", classMethods: [
            .method("dictionary") { call in try call.evaluator.instantiate(call.receiver, call.context) },
            .method("dictionaryWithObject:forKey:") { call in
                guard let value = call.object(0), let key = call.object(1) else { throw call.evaluator.nilInsertion(call.context) }
                return call.evaluator.temporary(.object(ObjCDictionary([(key, value)], mutable: call.receiver == "NSMutableDictionary")))
            },
            .method("dictionaryWithObjectsAndKeys:", variadic: true) { call in
                let items = call.evaluator.nilTerminated(call.arguments).compactMap(\.object)
                var pairs: [(key: RACObject, value: RACObject)] = []
                var index = 0
                while index + 1 < items.count {
                    pairs.append((items[index + 1], items[index]))
                    index += 2
                }
                return call.evaluator.temporary(.object(ObjCDictionary(pairs, mutable: call.receiver == "NSMutableDictionary")))
            },
            .method("dictionaryWithDictionary:") { call in
                call.evaluator.temporary(.object(ObjCDictionary((call.object(0) as? ObjCDictionary)?.entries ?? [],
                                                                mutable: call.receiver == "NSMutableDictionary")))
            },
        ], initializers: [
            .method("init") { call in
                call.evaluator.temporary(.object(ObjCDictionary([], mutable: call.receiver == "NSMutableDictionary")))
            },
        ]),
        BridgeClass("NSMutableDictionary", superclass: "NSDictionary", classMethods: [
            .method("dictionaryWithCapacity:") { call in try call.evaluator.instantiate(call.receiver, call.context) },
        ]),
        BridgeClass("NSError", classMethods: [
            .method("errorWithDomain:code:userInfo:") { call in try call.evaluator.error(call) },
        ], initializers: [
            .method("initWithDomain:code:userInfo:") { call in try call.evaluator.error(call) },
        ]),
        characterSetClass,
        BridgeClass("NSNull", classMethods: [
            .method("null") { _ in .object(ObjCNull.null) },
        ]),
        dateClass,
        sortDescriptorClass,
    ] + setClasses

    /// `RACSignal`'s class methods (RACSignal.h, RACSignal+Operations.h, RACStream.h).
    static let signalClassMethods: [BridgeMethod<String>] = [
        .method("createSignal:") { call in
            call.evaluator.temporary(.object(RACSignal.createSignal(call.evaluator.didSubscribeBlock(try call.uncheckedBlock(0)))))
        },
        .method("return:") { call in call.evaluator.temporary(.object(RACSignal.return(call.object(0)))) },
        .method("empty") { call in call.evaluator.temporary(.object(RACSignal.empty())) },
        .method("error:") { call in call.evaluator.temporary(.object(RACSignal.error(call.object(0)))) },
        .method("never") { call in call.evaluator.temporary(.object(RACSignal.never())) },
        .method("merge:") { call in call.result(RACSignal.merge(try call.signals(0))) },
        .method("combineLatest:") { call in call.result(RACSignal.combineLatest(try call.signals(0))) },
        .method("combineLatest:reduce:") { call in
            call.result(RACSignal.combineLatest(try call.signals(0), reduce: call.evaluator.genericReduceBlock(try call.block(1, asserting: "reduceBlock != nil"))))
        },
        .method("defer:") { call in call.result(RACSignal.defer(call.evaluator.signalFactoryBlock(try call.block(0, asserting: "block != NULL")))) },
        .method("concat:") { call in call.result(RACSignal.concat(try call.signals(0))) },
        .method("zip:") { call in call.result(RACSignal.zip(try call.signals(0))) },
        .method("zip:reduce:") { call in
            call.result(RACSignal.zip(try call.signals(0), reduce: call.evaluator.genericReduceBlock(try call.block(1, asserting: "reduceBlock != nil"))))
        },
        .method("if:then:else:") { call in
            call.result(RACSignal.if(try call.signal(0, named: "boolSignal"), then: try call.signal(1, named: "trueSignal"),
                                     else: try call.signal(2, named: "falseSignal")))
        },
        .method("switch:cases:default:") { call in
            let signal = try call.signal(0)
            guard let cases = call.object(1) as? ObjCDictionary else {
                throw RuntimeFailure(.parameterAssert("cases != nil"), at: call.context.argumentRange(1))
            }
            return call.result(RACSignal.switch(signal, cases: cases, default: call.object(2) as? RACSignal))
        },
        .method("try:") { call in call.result(RACSignal.try(call.evaluator.tryBlock(try call.block(0, asserting: "tryBlock != NULL")))) },
        .method("startEagerlyWithScheduler:block:") { call in
            call.result(RACSignal.startEagerly(with: try call.scheduler(0), block: call.evaluator.valueBlock(try call.block(1, asserting: "block != NULL"))))
        },
        .method("startLazilyWithScheduler:block:") { call in
            call.result(RACSignal.startLazily(with: try call.scheduler(0), block: call.evaluator.valueBlock(try call.block(1, asserting: "block != NULL"))))
        },
    ]

    private func replaySubject(_ call: BridgeCall<String>) throws -> Value {
        let capacity = try call.integer(0)
        return temporary(.object(RACReplaySubject(capacity: capacity < 0 ? RACReplaySubject.unlimitedCapacity : Int(capacity))))
    }

    private func compoundDisposable(_ call: BridgeCall<String>) -> Value {
        let items = (call.object(0) as? ObjCArray)?.items.compactMap { $0 as? RACDisposable } ?? []
        return temporary(.object(RACCompoundDisposable(disposables: items)))
    }

    private func formattedString(_ call: BridgeCall<String>) throws -> Value {
        let text = try formatArgument(call.arguments, call.context)
        return temporary(.object(ObjCString(text, mutable: call.receiver == "NSMutableString")))
    }

    private func copiedString(_ call: BridgeCall<String>) -> Value {
        temporary(.object(ObjCString(call.object(0)?.description ?? "", mutable: call.receiver == "NSMutableString")))
    }

    private func error(_ call: BridgeCall<String>) throws -> Value {
        guard let domain = call.object(0) else {
            throw RuntimeFailure(.parameterAssert("domain != nil"), at: call.context.argumentRange(0))
        }
        let code = try call.integer(1)
        return temporary(.object(ObjCError(domain: domain.description, code: Int(code), userInfo: call.object(2) as? ObjCDictionary)))
    }

    /// Variadic arguments up to the terminating `nil`, as `+arrayWithObjects:` reads them.
    func nilTerminated(_ arguments: [Value]) -> [Value] {
        Array(arguments.prefix { !$0.isNull })
    }

    func nilInsertion(_ context: SendContext) -> RuntimeFailure {
        RuntimeFailure(.nilInArrayConstructor, at: context.argumentRange(0))
    }

    /// A C integer argument.
    func integer(_ value: Value, _ context: SendContext, _ index: Int) throws -> Int64 {
        switch promoted(value) {
        case .integer(let number, _): return number
        // Out of range, C's conversion is undefined; 0, as a conversion to a variable gives.
        case .floating(let number, _): return number.isFinite && abs(number) < 9.2e18 ? Int64(number) : 0
        default: throw RuntimeFailure(.wrongArgumentType(selector: context.selector, expected: .integer, got: value.typeDescription), at: context.argumentRange(index))
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
        default: throw RuntimeFailure(.wrongArgumentType(selector: context.selector, expected: .number, got: value.typeDescription), at: context.argumentRange(index))
        }
    }

    /// `stringWithFormat:`-style arguments: the format, then the variadic values.
    func formatArgument(_ arguments: [Value], _ context: SendContext) throws -> String {
        guard let format = arguments.first?.object as? ObjCString else {
            throw RuntimeFailure(.formatStringExpected(callee: context.selector), at: context.argumentRange(0))
        }
        return try formatString(format.value, Array(arguments.dropFirst()), formatRange: context.argumentRange(0),
                                argumentRanges: Array(context.argumentRanges.dropFirst()))
    }

    /// The tuple class a class method was sent to (`RACTuple` or a fixed-size subclass).
    static func tupleClass(_ name: String) -> RACTuple.Type {
        switch name {
        case "RACOneTuple": return RACOneTuple.self
        case "RACTwoTuple": return RACTwoTuple.self
        case "RACThreeTuple": return RACThreeTuple.self
        case "RACFourTuple": return RACFourTuple.self
        case "RACFiveTuple": return RACFiveTuple.self
        default: return RACTuple.self
        }
    }
}

private extension Value {
    /// `+numberWithBool:` and friends box as the selector says, not as the argument is typed.
    func asNumber(_ selector: String) -> Value {
        guard case .object(let number as ObjCNumber) = self else { return self }
        switch selector {
        case "numberWithBool:": return .object(ObjCNumber(.bool(number.boolValue)))
        case "numberWithDouble:", "numberWithFloat:": return .object(ObjCNumber(.double(number.doubleValue)))
        case "numberWithInt:":
            return .object(ObjCNumber(.int(Int64(Int32(truncatingIfNeeded: number.integerValue)))))
        default: return .object(ObjCNumber(.int(number.integerValue)))
        }
    }
}
