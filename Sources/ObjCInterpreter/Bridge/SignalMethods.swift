import RACCore

/// `RACSignal`'s instance methods: subscribing and the operators (RACSignal.h,
/// RACSignal+Operations.h, RACStream.h); those RACCore does not model yet are listed as such,
/// so sending one names the API rather than reading as a typo.
extension Evaluator {
    static let signalMethods: [BridgeMethod<RACObject>] =
        (subscribeMethods + signalOperators + waitingMethods).map(BridgeMethod<RACObject>.lifting)

    private static let subscribeMethods: [BridgeMethod<RACSignal>] = [
        .method("subscribe:") { call in
            guard let subscriber = call.object(0) as? RACSubscriberProtocol else {
                throw RuntimeFailure(.parameterAssert("subscriber != nil"), at: call.context.argumentRange(0))
            }
            return call.result(call.receiver.subscribe(subscriber))
        },
        .method("subscribeNext:") { call in try call.evaluator.subscribe(call) },
        .method("subscribeNext:completed:") { call in try call.evaluator.subscribe(call) },
        .method("subscribeNext:error:") { call in try call.evaluator.subscribe(call) },
        .method("subscribeNext:error:completed:") { call in try call.evaluator.subscribe(call) },
        .method("subscribeError:") { call in try call.evaluator.subscribe(call) },
        .method("subscribeCompleted:") { call in try call.evaluator.subscribe(call) },
        .method("subscribeError:completed:") { call in try call.evaluator.subscribe(call) },
    ]

    /// RACSignal's own operators (RACSignal.h, RACSignal+Operations.h); RACStream's are in
    /// `signalStreamOperators`.
    private static let signalOperators: [BridgeMethod<RACSignal>] = [
        .method("ignoreValues") { call in call.result(call.receiver.ignoreValues()) },
        .method("takeLast:") { call in call.result(call.receiver.takeLast(try call.unsignedInteger(0))) },
        .method("merge:") { call in call.result(call.receiver.merge(try call.signal(0))) },
        .method("combineLatestWith:") { call in call.result(call.receiver.combineLatestWith(try call.signal(0))) },
        .method("doNext:") { call in call.result(call.receiver.doNext(call.evaluator.valueBlock(try call.block(0, asserting: "block != NULL")))) },
        .method("doError:") { call in call.result(call.receiver.doError(call.evaluator.valueBlock(try call.block(0, asserting: "block != NULL")))) },
        .method("doCompleted:") { call in call.result(call.receiver.doCompleted(call.evaluator.voidBlock(try call.block(0, asserting: "block != NULL")))) },
        .method("catch:") { call in call.result(call.receiver.catch(call.evaluator.flattenMapBlock(try call.block(0, asserting: "catchBlock != NULL")))) },
        .method("catchTo:") { call in call.result(call.receiver.catchTo(try call.signal(0))) },
        .method("then:") { call in call.result(call.receiver.then(call.evaluator.signalFactoryBlock(try call.block(0, asserting: "block != nil")))) },
        .method("collect") { call in call.result(call.receiver.collect()) },
        .method("aggregateWithStart:reduce:") { call in
            call.result(call.receiver.aggregateWithStart(call.object(0), reduce: call.evaluator.reduceBlock(try call.uncheckedBlock(1))))
        },
        .method("aggregateWithStart:reduceWithIndex:") { call in
            call.result(call.receiver.aggregateWithStart(call.object(0), reduceWithIndex: call.evaluator.reduceWithIndexBlock(try call.block(1, asserting: "reduceBlock != NULL"))))
        },
        .method("aggregateWithStartFactory:reduce:") { call in
            call.result(call.receiver.aggregateWithStartFactory(call.evaluator.objectFactoryBlock(try call.block(0, asserting: "startFactory != NULL")),
                                                                reduce: call.evaluator.reduceBlock(try call.block(1, asserting: "reduceBlock != NULL"))))
        },
        .method("groupBy:") { call in call.result(call.receiver.groupBy(call.evaluator.mapBlock(try call.block(0, asserting: "keyBlock != NULL")))) },
        .method("groupBy:transform:") { call in
            let transform = try call.evaluator.blockArgument(call.arguments[1], 1, call.context)
            return call.result(call.receiver.groupBy(call.evaluator.mapBlock(try call.block(0, asserting: "keyBlock != NULL")), transform: transform.map(call.evaluator.mapBlock)))
        },
        .method("materialize") { call in call.result(call.receiver.materialize()) },
        .method("dematerialize") { call in call.result(call.receiver.dematerialize()) },
        .method("publish") { call in call.result(call.receiver.publish()) },
        .method("multicast:") { call in
            guard let subject = call.object(0) as? RACSubject else {
                throw RuntimeFailure(.parameterAssert("subject != nil"), at: call.context.argumentRange(0))
            }
            return call.result(call.receiver.multicast(subject))
        },
        .method("replay") { call in call.result(call.receiver.replay()) },
        .method("replayLast") { call in call.result(call.receiver.replayLast()) },
        .method("replayLazily") { call in call.result(call.receiver.replayLazily()) },
        .method("initially:") { call in call.result(call.receiver.initially(call.evaluator.voidBlock(try call.block(0, asserting: "block != NULL")))) },
        .method("finally:") { call in call.result(call.receiver.finally(call.evaluator.voidBlock(try call.block(0, asserting: "block != NULL")))) },
        .method("try:") { call in call.result(call.receiver.try(call.evaluator.tryPredicateBlock(try call.block(0, asserting: "tryBlock != NULL")))) },
        .method("tryMap:") { call in call.result(call.receiver.tryMap(call.evaluator.tryMapBlock(try call.block(0, asserting: "mapBlock != NULL")))) },
        .method("logNext") { call in call.result(call.receiver.logNext()) },
        .method("logError") { call in call.result(call.receiver.logError()) },
        .method("logCompleted") { call in call.result(call.receiver.logCompleted()) },
        .method("logAll") { call in call.result(call.receiver.logAll()) },
        .method("not") { call in call.result(call.receiver.not()) },
        .method("and") { call in call.result(call.receiver.and()) },
        .method("or") { call in call.result(call.receiver.or()) },
        .method("any") { call in call.result(call.receiver.any()) },
        .method("any:") { call in call.result(call.receiver.any(call.evaluator.predicateBlock(try call.block(0, asserting: "predicateBlock != NULL")))) },
        .method("all:") { call in call.result(call.receiver.all(call.evaluator.predicateBlock(try call.block(0, asserting: "predicateBlock != NULL")))) },
        // Neither asserts its argument (RACSignal+Operations.m:733, :766): nil is a message to nil.
        .method("takeUntil:") { call in call.result(call.receiver.takeUntil(try call.optionalSignal(0))) },
        .method("takeUntilReplacement:") { call in call.result(call.receiver.takeUntilReplacement(try call.optionalSignal(0))) },
        .method("switchToLatest") { call in call.result(call.receiver.switchToLatest()) },
        .method("flatten:") { call in call.result(call.receiver.flatten(try call.unsignedInteger(0))) },
        .method("concat") { call in call.result(call.receiver.concat()) },
        .method("repeat") { call in call.result(call.receiver.repeat()) },
        .method("retry") { call in call.result(call.receiver.retry()) },
        .method("retry:") { call in call.result(call.receiver.retry(Int(try call.integer(0)))) },
        .method("sample:") { call in call.result(call.receiver.sample(try call.signal(0, named: "sampler"))) },
        .method("deliverOnMainThread") { call in call.result(call.receiver.deliverOnMainThread()) },
        .method("sequence") { call in call.result(call.receiver.sequence) },
        .method("setKeyPath:onObject:") { call in try call.evaluator.setKeyPath(call) },
        .method("setKeyPath:onObject:nilValue:") { call in try call.evaluator.setKeyPath(call) },
        .method("reduceApply") { call in call.result(call.receiver.reduceApply()) },
        .method("bufferWithTime:onScheduler:") { call in
            let scheduler = try call.scheduler(1)
            if scheduler === RACScheduler.immediateScheduler {
                throw RuntimeFailure(.parameterAssert("scheduler != RACScheduler.immediateScheduler"), at: call.context.argumentRange(1))
            }
            return call.result(call.receiver.bufferWithTime(try call.double(0), onScheduler: scheduler))
        },
    ]

    /// The methods that block until the signal sends (RACSignal+Operations.h's "Blocking",
    /// RACSignal.h's "Testing"): each stops the run if it would wait forever.
    private static let waitingMethods: [BridgeMethod<RACSignal>] = [
        .method("first") { call in
            let value = call.receiver.first()
            try call.evaluator.rethrowingWait(call)
            return call.result(value)
        },
        .method("firstOrDefault:") { call in
            let value = call.receiver.firstOrDefault(call.object(0))
            try call.evaluator.rethrowingWait(call)
            return call.result(value)
        },
        .method("firstOrDefault:success:error:") { call in
            try call.evaluator.firstResult(call.receiver.firstOrDefaultWithSuccessAndError(call.object(0)), call)
        },
        .method("toArray") { call in
            let array = call.receiver.toArray()
            try call.evaluator.rethrowingWait(call)
            return call.result(array)
        },
        .method("waitUntilCompleted:", returns: .bool) { call in
            try call.evaluator.waitResult(call.receiver.waitUntilCompleted(), call)
        },
        .method("asynchronousFirstOrDefault:success:error:") { call in
            try call.evaluator.firstResult(call.receiver.asynchronousFirstOrDefault(call.object(0)), call)
        },
        .method("asynchronousFirstOrDefault:success:error:timeout:") { call in
            try call.evaluator.firstResult(call.receiver.asynchronousFirstOrDefault(call.object(0), timeout: try call.double(3)), call)
        },
        .method("asynchronouslyWaitUntilCompleted:", returns: .bool) { call in
            try call.evaluator.waitResult(call.receiver.asynchronouslyWaitUntilCompleted(), call)
        },
        .method("asynchronouslyWaitUntilCompleted:timeout:", returns: .bool) { call in
            try call.evaluator.waitResult(call.receiver.asynchronouslyWaitUntilCompleted(timeout: try call.double(1)), call)
        },
    ]

    /// A `-firstOrDefault:success:error:`-style result: the value, with `success` and `error`
    /// written through arguments 1 and 2.
    private func firstResult(_ result: RACFirstResult, _ call: BridgeCall<RACSignal>) throws -> Value {
        try rethrowingWait(call)
        try call.store(.bool(result.success), through: 1)
        try call.store(result.error.map(Value.object) ?? .null, through: 2)
        return call.result(result.value)
    }

    /// Stops the send when the wait failed the run; a wait that would never return is named
    /// by the method the snippet sent (`-first`), not the one RAC builds it on.
    private func rethrowingWait(_ call: BridgeCall<RACSignal>) throws {
        guard hasFailed, let failure else { return }
        if case .waitsForever = failure.message { self.failure = RuntimeFailure(.waitsForever("-" + call.selector), at: call.context.range) }
        throw self.failure!
    }

    /// A `-waitUntilCompleted:`-style result: the BOOL, with the error written through
    /// argument 0.
    private func waitResult(_ result: (success: Bool, error: RACObject?), _ call: BridgeCall<RACSignal>) throws -> Value {
        try rethrowingWait(call)
        try call.store(result.error.map(Value.object) ?? .null, through: 0)
        return .bool(result.success)
    }

    /// `-setKeyPath:onObject:(nilValue:)`, after its `NSCParameterAssert`s (keyPath, then
    /// object: RACSignal+Operations.m:640-641). A snippet can bind to a dictionary, the one
    /// key-value coded object RACStep models (`RACBindingTarget`); it cannot declare a class
    /// with properties.
    private func setKeyPath(_ call: BridgeCall<RACSignal>) throws -> Value {
        guard let keyPathObject = call.object(0) else {
            throw RuntimeFailure(.parameterAssert("keyPath != nil"), at: call.context.argumentRange(0))
        }
        guard let keyPath = keyPathObject as? ObjCString else {
            throw RuntimeFailure(.wrongArgumentType(selector: call.selector, expected: .string, got: call.arguments[0].typeDescription),
                                 at: call.context.argumentRange(0))
        }
        guard let object = call.object(1) else {
            throw RuntimeFailure(.parameterAssert("object != nil"), at: call.context.argumentRange(1))
        }
        guard let target = object as? RACBindingTarget else {
            throw RuntimeFailure(.unsupported("-[RACSignal \(call.selector)] on \(object.className)"), at: call.context.argumentRange(1))
        }
        guard call.arguments.count > 2 else { return call.result(call.receiver.setKeyPath(keyPath.value, onObject: target)) }
        return call.result(call.receiver.setKeyPath(keyPath.value, onObject: target, nilValue: call.object(2)))
    }

    /// The `subscribeNext:error:completed:` family: each part's block, the rest nil. Each
    /// method begins by asserting its blocks are not NULL, by RAC's parameter names and in
    /// RAC's order (RACSignal.m:272-322: `-subscribeError:completed:` checks
    /// `completedBlock` first), so a nil block fails as `NSCParameterAssert` does.
    private func subscribe(_ call: BridgeCall<RACSignal>) throws -> Value {
        let parts = call.selector.split(separator: ":")
        var blocks: [InterpretedBlock?] = []
        for index in parts.indices {
            blocks.append(try blockArgument(call.arguments[index], index, call.context))
        }
        let assertionOrder = call.selector == "subscribeError:completed:" ? Array(parts.indices.reversed()) : Array(parts.indices)
        for index in assertionOrder where blocks[index] == nil {
            let parameter: String
            switch parts[index] {
            case "subscribeNext": parameter = "nextBlock"
            case "error", "subscribeError": parameter = "errorBlock"
            default: parameter = "completedBlock"
            }
            throw RuntimeFailure(.parameterAssert("\(parameter) != NULL"), at: call.context.argumentRange(index))
        }
        var next: RACValueBlock?, error: RACValueBlock?, completed: RACVoidBlock?
        for (index, part) in parts.enumerated() {
            let block = blocks[index]!
            switch part {
            case "subscribeNext": next = valueBlock(block)
            case "error", "subscribeError": error = valueBlock(block)
            default: completed = voidBlock(block)
            }
        }
        return result(call.receiver.subscribe(next: next, error: error, completed: completed))
    }

    func signalArgument(_ value: Value, _ context: SendContext, _ index: Int, named name: String = "signal") throws -> RACSignal {
        guard let signal = value.object as? RACSignal else {
            throw RuntimeFailure(.parameterAssert("\(name) != nil"), at: context.argumentRange(index))
        }
        return signal
    }

    /// Signals from an `NSArray` argument (`+merge:`, `+combineLatest:`).
    func signalsArgument(_ value: Value, _ context: SendContext, _ index: Int) throws -> [RACSignal] {
        guard let array = value.object as? ObjCArray else {
            throw RuntimeFailure(.wrongArgumentType(selector: context.selector, expected: .signalArray, got: nil), at: context.argumentRange(index))
        }
        return try array.items.map { item in
            guard let signal = item as? RACSignal else {
                throw RuntimeFailure(.wrongArgumentType(selector: context.selector, expected: .signal, got: item.className), at: context.argumentRange(index))
            }
            return signal
        }
    }

    /// An object the engine returned, kept for the rest of the statement.
    func result(_ object: RACObject?) -> Value {
        guard let object else { return .null }
        return temporary(.object(object))
    }
}
