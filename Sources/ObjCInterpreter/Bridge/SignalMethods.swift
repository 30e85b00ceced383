import ObjCFrontend
import RACCore

/// `RACSignal`'s instance methods: subscribing and the operators.
extension Evaluator {
    static let signalSelectors = [
        "subscribe:", "subscribeNext:", "subscribeNext:completed:", "subscribeNext:error:", "subscribeNext:error:completed:",
        "subscribeError:", "subscribeCompleted:", "subscribeError:completed:",
        "bind:", "concat:", "zipWith:", "name", "setName:", "setNameWithFormat:",
        "flattenMap:", "map:", "mapReplace:", "reduceEach:", "filter:", "ignore:", "ignoreValues", "take:", "skip:",
        "takeLast:", "takeUntilBlock:", "takeWhileBlock:", "skipUntilBlock:", "skipWhileBlock:", "startWith:", "flatten",
        "merge:", "combineLatestWith:", "doNext:", "doError:", "doCompleted:", "catch:", "catchTo:", "then:", "collect",
        "scanWithStart:reduce:", "scanWithStart:reduceWithIndex:", "aggregateWithStart:reduce:",
        "aggregateWithStart:reduceWithIndex:", "aggregateWithStartFactory:reduce:", "distinctUntilChanged", "materialize", "dematerialize",
        "publish", "multicast:", "replay", "replayLast", "replayLazily",
    ]

    func sendToSignal(_ signal: RACSignal, _ selector: String, _ arguments: [Value], _ context: SendContext) throws -> Value? {
        switch selector {
        case "subscribe:":
            guard let subscriber = arguments[0].object as? RACSubscriberProtocol else {
                throw RuntimeFailure.parameterAssert("subscriber != nil", at: context.argumentRange(0))
            }
            return result(signal.subscribe(subscriber))
        case "subscribeNext:", "subscribeNext:completed:", "subscribeNext:error:", "subscribeNext:error:completed:",
             "subscribeError:", "subscribeCompleted:", "subscribeError:completed:":
            return try subscribe(signal, selector, arguments, context)
        case "bind:":
            let block = try blockArgument(arguments[0], 0, context)!
            return result(signal.layered.bind(bindBlockFactory(block)))
        case "concat:":
            guard let other = arguments[0].object as? RACSignal else {
                throw RuntimeFailure.parameterAssert("signal != nil", at: context.argumentRange(0))
            }
            return result(signal.concat(other))
        case "zipWith:":
            guard let other = arguments[0].object as? RACSignal else {
                throw RuntimeFailure.parameterAssert("signal != nil", at: context.argumentRange(0))
            }
            return result(signal.zipWith(other))
        case "flattenMap:":
            return result(signal.layered.flattenMap(flattenMapBlock(try blockArgument(arguments[0], 0, context)!)))
        case "map:":
            return result(signal.layered.map(mapBlock(try blockArgument(arguments[0], 0, context)!)))
        case "mapReplace:":
            return result(signal.mapReplace(arguments[0].object))
        case "reduceEach:":
            return result(signal.reduceEach(genericReduceBlock(try blockArgument(arguments[0], 0, context)!)))
        case "filter:":
            return result(signal.layered.filter(predicateBlock(try blockArgument(arguments[0], 0, context)!)))
        case "ignore:":
            return result(signal.ignore(arguments[0].object))
        case "ignoreValues":
            return result(signal.ignoreValues())
        case "take:":
            return result(signal.take(try unsignedInteger(arguments[0], context, 0)))
        case "skip:":
            return result(signal.skip(try unsignedInteger(arguments[0], context, 0)))
        case "takeLast:":
            return result(signal.takeLast(try unsignedInteger(arguments[0], context, 0)))
        case "takeUntilBlock:":
            return result(signal.takeUntilBlock(predicateBlock(try blockArgument(arguments[0], 0, context)!)))
        case "takeWhileBlock:":
            return result(signal.takeWhileBlock(predicateBlock(try blockArgument(arguments[0], 0, context)!)))
        case "skipUntilBlock:":
            return result(signal.skipUntilBlock(predicateBlock(try blockArgument(arguments[0], 0, context)!)))
        case "skipWhileBlock:":
            return result(signal.skipWhileBlock(predicateBlock(try blockArgument(arguments[0], 0, context)!)))
        case "startWith:":
            return result(signal.startWith(arguments[0].object))
        case "flatten":
            return result(signal.flatten())
        case "merge:":
            return result(signal.merge(try signalArgument(arguments[0], context, 0)))
        case "combineLatestWith:":
            return result(signal.combineLatestWith(try signalArgument(arguments[0], context, 0)))
        case "doNext:":
            return result(signal.doNext(valueBlock(try blockArgument(arguments[0], 0, context)!)))
        case "doError:":
            return result(signal.doError(valueBlock(try blockArgument(arguments[0], 0, context)!)))
        case "doCompleted:":
            return result(signal.doCompleted(voidBlock(try blockArgument(arguments[0], 0, context)!)))
        case "catch:":
            return result(signal.catch(flattenMapBlock(try blockArgument(arguments[0], 0, context)!)))
        case "catchTo:":
            return result(signal.catchTo(try signalArgument(arguments[0], context, 0)))
        case "then:":
            return result(signal.then(signalFactoryBlock(try blockArgument(arguments[0], 0, context)!)))
        case "collect":
            return result(signal.collect())
        case "scanWithStart:reduce:":
            return result(signal.scanWithStart(arguments[0].object, reduce: reduceBlock(try blockArgument(arguments[1], 1, context)!)))
        case "scanWithStart:reduceWithIndex:":
            return result(signal.scanWithStart(arguments[0].object, reduceWithIndex: reduceWithIndexBlock(try blockArgument(arguments[1], 1, context)!)))
        case "aggregateWithStart:reduce:":
            return result(signal.aggregateWithStart(arguments[0].object, reduce: reduceBlock(try blockArgument(arguments[1], 1, context)!)))
        case "aggregateWithStart:reduceWithIndex:":
            return result(signal.aggregateWithStart(arguments[0].object, reduceWithIndex: reduceWithIndexBlock(try blockArgument(arguments[1], 1, context)!)))
        case "aggregateWithStartFactory:reduce:":
            return result(signal.aggregateWithStartFactory(objectFactoryBlock(try blockArgument(arguments[0], 0, context)!),
                                                           reduce: reduceBlock(try blockArgument(arguments[1], 1, context)!)))
        case "distinctUntilChanged":
            return result(signal.distinctUntilChanged())
        case "materialize":
            return result(signal.materialize())
        case "dematerialize":
            return result(signal.dematerialize())
        case "publish":
            return result(signal.publish())
        case "multicast:":
            guard let subject = arguments[0].object as? RACSubject else {
                throw RuntimeFailure.parameterAssert("subject != nil", at: context.argumentRange(0))
            }
            return result(signal.multicast(subject))
        case "replay":
            return result(signal.replay())
        case "replayLast":
            return result(signal.replayLast())
        case "replayLazily":
            return result(signal.replayLazily())
        case "name":
            return signal.name.map { temporary(.object(ObjCString($0))) } ?? .null
        case "setName:":
            signal.name = arguments[0].object?.description
            return .void
        case "setNameWithFormat:":
            // RAC ignores names unless RAC_DEBUG_SIGNAL_NAMES is set.
            return .object(signal)
        default:
            return nil
        }
    }

    /// ReactiveObjC's `RACSignal` / `RACStream` selectors (RACSignal.h, RACSignal+Operations.h,
    /// RACStream.h) that RACCore does not model yet: sending one is reported as unsupported,
    /// naming the API, rather than as a typo.
    static let unmodelledSignalSelectors: Set<String> = [
        "all:", "and", "any", "any:", "asynchronousFirstOrDefault:success:error:",
        "asynchronousFirstOrDefault:success:error:timeout:", "asynchronouslyWaitUntilCompleted:",
        "asynchronouslyWaitUntilCompleted:timeout:", "bufferWithTime:onScheduler:", "combinePreviousWithStart:reduce:",
        "concat", "deliverOnMainThread", "finally:", "first", "firstOrDefault:",
        "firstOrDefault:success:error:", "flatten:", "groupBy:", "groupBy:transform:", "initially:", "logAll",
        "logCompleted", "logError", "logNext", "not", "or", "reduceApply", "repeat", "retry", "retry:", "sample:",
        "setKeyPath:onObject:", "setKeyPath:onObject:nilValue:", "switchToLatest", "takeUntil:",
        "takeUntilReplacement:", "toArray", "try:",
        "tryMap:", "waitUntilCompleted:",
    ]

    /// ReactiveObjC's `+[RACSignal …]` class methods RACCore does not model yet.
    static let unmodelledSignalClassSelectors: Set<String> = [
        "concat:", "zip:", "zip:reduce:", "if:then:else:", "switch:cases:default:", "startEagerlyWithScheduler:block:",
        "startLazilyWithScheduler:block:",
    ]

    /// The `subscribeNext:error:completed:` family: each part's block, the rest nil.
    private func subscribe(_ signal: RACSignal, _ selector: String, _ arguments: [Value], _ context: SendContext) throws -> Value {
        let parts = selector.split(separator: ":").map(String.init)
        var next: RACValueBlock?, error: RACValueBlock?, completed: RACVoidBlock?
        for (index, part) in parts.enumerated() {
            let block = try blockArgument(arguments[index], index, context)!
            switch part {
            case "subscribeNext": next = valueBlock(block)
            case "error", "subscribeError": error = valueBlock(block)
            default: completed = voidBlock(block)
            }
        }
        return result(signal.subscribe(next: next, error: error, completed: completed))
    }

    func signalArgument(_ value: Value, _ context: SendContext, _ index: Int) throws -> RACSignal {
        guard let signal = value.object as? RACSignal else {
            throw RuntimeFailure.parameterAssert("signal != nil", at: context.argumentRange(index))
        }
        return signal
    }

    /// Signals from an `NSArray` argument (`+merge:`, `+combineLatest:`).
    func signalsArgument(_ value: Value, _ context: SendContext, _ index: Int) throws -> [RACSignal] {
        guard let array = value.object as? ObjCArray else {
            throw RuntimeFailure.error("'\(context.selector)' needs an NSArray of signals", at: context.argumentRange(index))
        }
        return try array.items.map { item in
            guard let signal = item as? RACSignal else {
                throw RuntimeFailure.error("'\(context.selector)' needs signals, found \(item.className)", at: context.argumentRange(index))
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
