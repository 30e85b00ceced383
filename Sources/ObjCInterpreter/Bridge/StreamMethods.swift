import RACCore

/// `RACStream`'s methods (RACStream.h), which signals and sequences inherit: the name, the
/// operations (one table for both, as RACStream.m writes them once), and the class primitives
/// sent to RACStream itself, which raise as RACStream.m's do. (A snippet cannot make a bare
/// RACStream: its `-init`, like RACSignal's, is not modelled, so the instance primitives
/// always reach RACSignal's or RACSequence's own.)
extension Evaluator {
    static let streamMethods: [BridgeMethod<RACObject>] = streamNameMethods.map(BridgeMethod<RACObject>.lifting)

    private static let streamNameMethods: [BridgeMethod<RACStream>] = [
        .method("name") { call in call.receiver.name.map { call.evaluator.string($0) } ?? .null },
        .method("setName:") { call in
            call.receiver.name = call.object(0)?.description
            return .void
        },
        // RAC ignores names unless RAC_DEBUG_SIGNAL_NAMES is set (RACStream.m:55).
        .method("setNameWithFormat:", variadic: true) { call in .object(call.receiver) },
    ]

    /// `+empty` and `+return:` sent to RACStream itself (RACStream.m#L27-L40).
    static let streamClassMethods: [BridgeMethod<String>] = ["empty", "return:"].map { selector in
        .method(selector) { call in
            let exception = RACStream.abstractMethod(selector)
            throw RuntimeFailure(.racException(name: exception.name, reason: exception.reason), at: call.context.range)
        }
    }

    /// RACStream.h's operations on signals.
    static let signalStreamOperators: [BridgeMethod<RACObject>] =
        streamOperators(RACSignal.self) { call, index in try call.signal(index) }.map(BridgeMethod<RACObject>.lifting)

    /// RACStream.h's operations on sequences.
    static let sequenceStreamOperators: [BridgeMethod<RACObject>] =
        streamOperators(RACSequence.self) { call, index in try call.evaluator.sequenceArgument(call, index) }.map(BridgeMethod<RACObject>.lifting)

    /// RACStream.h's operations for the stream class `S`, built on its primitives
    /// (`RACStreamPrimitives`); `argument` reads a stream argument (`-concat:`, `-zipWith:`).
    /// A sequence may run the reader's blocks at the send (an eager sequence's `-map:`, a
    /// unary sequence's `-bind:`, `-concat:`'s flattening), so every send rethrows a failure
    /// raised inside one.
    private static func streamOperators<S: RACStreamPrimitives>(
        _: S.Type, argument: @escaping @Sendable (BridgeCall<S>, Int) throws -> S
    ) -> [BridgeMethod<S>] where S.Stream == S {
        @Sendable func answer(_ call: BridgeCall<S>, _ stream: S) throws -> Value { try call.rethrowingFailure(call.result(stream)) }
        return [
            .method("bind:") { call in
                try answer(call, call.receiver.bind(call.evaluator.bindBlockFactory(try call.block(0, asserting: "block != NULL"))))
            },
            .method("concat:") { call in try answer(call, call.receiver.concat(try argument(call, 0))) },
            .method("zipWith:") { call in try answer(call, call.receiver.zipWith(try argument(call, 0))) },
            .method("flattenMap:") { call in try answer(call, call.receiver.flattenMap(call.evaluator.flattenMapBlock(try call.uncheckedBlock(0)))) },
            .method("flatten") { call in try answer(call, call.receiver.flatten()) },
            .method("map:") { call in try answer(call, call.receiver.map(call.evaluator.mapBlock(try call.block(0, asserting: "block != nil")))) },
            .method("mapReplace:") { call in try answer(call, call.receiver.mapReplace(call.object(0))) },
            .method("combinePreviousWithStart:reduce:") { call in
                try answer(call, call.receiver.combinePreviousWithStart(
                    call.object(0), reduce: call.evaluator.reduceBlock(try call.block(1, asserting: "reduceBlock != NULL"))))
            },
            .method("filter:") { call in try answer(call, call.receiver.filter(call.evaluator.predicateBlock(try call.block(0, asserting: "block != nil")))) },
            .method("ignore:") { call in try answer(call, call.receiver.ignore(call.object(0))) },
            .method("reduceEach:") { call in
                try answer(call, call.receiver.reduceEach(call.evaluator.genericReduceBlock(try call.block(0, asserting: "reduceBlock != nil"))))
            },
            .method("startWith:") { call in try answer(call, call.receiver.startWith(call.object(0))) },
            .method("skip:") { call in try answer(call, call.receiver.skip(try call.unsignedInteger(0))) },
            .method("take:") { call in try answer(call, call.receiver.take(try call.unsignedInteger(0))) },
            .method("scanWithStart:reduce:") { call in
                try answer(call, call.receiver.scanWithStart(call.object(0), reduce: call.evaluator.reduceBlock(try call.block(1, asserting: "reduceBlock != nil"))))
            },
            .method("scanWithStart:reduceWithIndex:") { call in
                try answer(call, call.receiver.scanWithStart(
                    call.object(0), reduceWithIndex: call.evaluator.reduceWithIndexBlock(try call.block(1, asserting: "reduceBlock != nil"))))
            },
            .method("takeUntilBlock:") { call in
                try answer(call, call.receiver.takeUntilBlock(call.evaluator.predicateBlock(try call.block(0, asserting: "predicate != nil"))))
            },
            .method("takeWhileBlock:") { call in
                try answer(call, call.receiver.takeWhileBlock(call.evaluator.predicateBlock(try call.block(0, asserting: "predicate != nil"))))
            },
            .method("skipUntilBlock:") { call in
                try answer(call, call.receiver.skipUntilBlock(call.evaluator.predicateBlock(try call.block(0, asserting: "predicate != nil"))))
            },
            .method("skipWhileBlock:") { call in
                try answer(call, call.receiver.skipWhileBlock(call.evaluator.predicateBlock(try call.block(0, asserting: "predicate != nil"))))
            },
            .method("distinctUntilChanged") { call in try answer(call, call.receiver.distinctUntilChanged()) },
        ]
    }
}
