import ObjCFrontend
import RACCore

/// `RACSequence`'s instance methods (RACSequence.h, RACStream.h; the name is RACStream's table) and the `rac_sequence`
/// categories that make one (NSArray, NSDictionary, RACTuple). Reading a head may run the
/// reader's `-map:`/`-filter:` blocks (sequences are lazy), so those sends rethrow a failure
/// raised inside one.
extension Evaluator {
    static let sequenceMethods: [BridgeMethod<RACObject>] = (sequenceOperators + unmodelledSequenceMethods)
        .map(BridgeMethod<RACObject>.lifting)

    private static let sequenceOperators: [BridgeMethod<RACSequence>] = [
        .method("head") { call in
            let head = call.receiver.head
            return try call.rethrowingFailure(call.result(head))
        },
        .method("tail") { call in
            let tail = call.receiver.tail
            return try call.rethrowingFailure(call.result(tail))
        },
        .method("array") { call in
            let array = call.receiver.array
            return try call.rethrowingFailure(call.result(ObjCArray(array)))
        },
        .method("signal") { call in call.result(call.receiver.signal) },
        .method("signalWithScheduler:") { call in call.result(call.receiver.signal(with: try call.scheduler(0))) },
        .method("map:") { call in call.result(call.receiver.map(call.evaluator.mapBlock(try call.block(0, asserting: "block != nil")))) },
        .method("filter:") { call in call.result(call.receiver.filter(call.evaluator.predicateBlock(try call.block(0, asserting: "block != nil")))) },
        .method("flattenMap:") { call in
            call.result(call.receiver.flattenMap(call.evaluator.sequenceFlattenMapBlock(try call.uncheckedBlock(0))))
        },
        .method("foldLeftWithStart:reduce:") { call in
            let result = call.receiver.foldLeft(start: call.object(0), reduce: call.evaluator.reduceBlock(try call.block(1, asserting: "reduce != NULL")))
            return try call.rethrowingFailure(call.result(result))
        },
        .method("all:", returns: .bool) { call in
            let all = call.receiver.all(call.evaluator.predicateBlock(try call.block(0, asserting: "block != NULL")))
            return try call.rethrowingFailure(.bool(all))
        },
        .method("any:", returns: .bool) { call in
            let any = call.receiver.any(call.evaluator.predicateBlock(try call.block(0, asserting: "block != NULL")))
            return try call.rethrowingFailure(.bool(any))
        },
        // -lazySequence returns self (RACSequence.m:258).
        .method("lazySequence") { call in .object(call.receiver) },
    ]

    /// RACSequence's API RACCore does not model yet.
    private static let unmodelledSequenceMethods: [BridgeMethod<RACSequence>] = [
        "concat:", "zipWith:", "flatten", "foldRightWithStart:reduce:", "objectPassingTest:", "eagerSequence",
        "objectEnumerator", "take:", "skip:", "startWith:", "scanWithStart:reduce:",
    ].map { BridgeMethod.unmodelled($0, in: "RACSequence") }

    /// `rac_sequence` on the collections that have it: NSArray, NSDictionary, RACTuple.
    static let collectionSequenceMethods: [BridgeMethod<RACObject>] = [
        .method("rac_sequence") { call in
            switch call.receiver {
            case let array as ObjCArray: return call.result(array.rac_sequence)
            case let dictionary as ObjCDictionary: return call.result(dictionary.rac_sequence)
            case let tuple as RACTuple: return call.result(tuple.rac_sequence)
            default: return .null
            }
        },
    ]

    /// A `-flattenMap:` block on a sequence: returns a sequence.
    func sequenceFlattenMapBlock(_ block: InterpretedBlock) -> RACSequenceFlattenMapBlock {
        let evaluator = LentEvaluator(self)
        return RACSequenceFlattenMapBlock(block.info, captures: [block]) { value in
            evaluator { evaluator in
                evaluator.engineResult(evaluator.invokeFromEngine(block, EngineArgument(value)), as: RACSequence.self, block)
            }
        }
    }

    /// `+sequenceWithHeadBlock:tailBlock:`'s tail block: the rest of the sequence, or nil.
    func sequenceTailBlock(_ block: InterpretedBlock) -> RACSequenceTailBlock {
        let evaluator = LentEvaluator(self)
        return RACSequenceTailBlock(block.info, captures: [block]) {
            evaluator { evaluator in
                evaluator.engineResult(evaluator.invokeFromEngine(block, []), as: RACSequence.self, block)
            }
        }
    }
}
