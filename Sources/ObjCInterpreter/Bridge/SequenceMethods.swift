import RACCore

/// `RACSequence`'s own instance methods (RACSequence.h; RACStream.h's are `sequenceStreamOperators`) and the `rac_sequence`
/// categories that make one (NSArray, NSDictionary, NSString, RACTuple). Reading a head may run the
/// reader's `-map:`/`-filter:` blocks (sequences are lazy), so those sends rethrow a failure
/// raised inside one.
extension Evaluator {
    static let sequenceMethods: [BridgeMethod<RACObject>] = sequenceOperators.map(BridgeMethod<RACObject>.lifting)

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
        .method("objectPassingTest:") { call in
            let object = call.receiver.objectPassingTest(call.evaluator.predicateBlock(try call.block(0, asserting: "block != NULL")))
            return try call.rethrowingFailure(call.result(object))
        },
        .method("foldRightWithStart:reduce:") { call in
            let result = call.receiver.foldRight(start: call.object(0),
                                                 reduce: call.evaluator.foldRightBlock(try call.block(1, asserting: "reduce != NULL")))
            return try call.rethrowingFailure(call.result(result))
        },
        // An eager sequence's operators run here, at the send.
        .method("eagerSequence") { call in
            let sequence = call.receiver.eagerSequence
            return try call.rethrowingFailure(call.result(sequence))
        },
        .method("lazySequence") { call in call.result(call.receiver.lazySequence) },
        .method("objectEnumerator") { call in call.result(call.receiver.objectEnumerator) },
    ]

    /// `RACSequenceEnumerator`'s (NSEnumerator's) methods. Each object read may run the
    /// reader's blocks, so a failure raised inside one stops the send.
    static let enumeratorMethods: [BridgeMethod<RACObject>] = ([
        .method("nextObject") { call in
            let object = call.receiver.nextObject()
            return try call.rethrowingFailure(call.result(object))
        },
        .method("allObjects") { call in
            let objects = call.receiver.allObjects
            return try call.rethrowingFailure(call.result(ObjCArray(objects)))
        },
    ] as [BridgeMethod<RACSequenceEnumerator>]).map(BridgeMethod<RACObject>.lifting)

    /// `RACSequence`'s class methods (RACSequence.h, RACStream.h).
    static let sequenceClass = BridgeClass("RACSequence", superclass: "RACStream", classMethods: [
        // RACSequence.m:62 only adds a name (a DEBUG-names one) to RACDynamicSequence's,
        // which asserts the head block (RACDynamicSequence.m:95).
        .method("sequenceWithHeadBlock:tailBlock:") { call in
            let headBlock = call.evaluator.objectFactoryBlock(try call.block(0, asserting: "headBlock != nil"))
            let tailBlock = try call.evaluator.blockArgument(call.arguments[1], 1, call.context).map(call.evaluator.sequenceTailBlock)
            return call.result(RACDynamicSequence(headBlock: headBlock, tailBlock: tailBlock))
        },
        .method("return:") { call in call.result(RACSequence.return(call.object(0))) },
        .method("empty") { _ in .object(RACSequence.empty()) },
        .method("concat:") { call in call.result(RACSequence.concat(try call.evaluator.sequencesArgument(call, 0))) },
        .method("zip:") { call in call.result(RACSequence.zip(try call.evaluator.sequencesArgument(call, 0))) },
        .method("zip:reduce:") { call in
            let sequences = try call.evaluator.sequencesArgument(call, 0)
            return call.result(RACSequence.zip(sequences, reduce: call.evaluator.genericReduceBlock(try call.block(1, asserting: "reduceBlock != nil"))))
        },
    ])

    /// `rac_sequence` on NSArray, NSDictionary, NSString and RACTuple (the sets' is in
    /// `SetMethods.swift`).
    static let collectionSequenceMethods: [BridgeMethod<RACObject>] = [
        .method("rac_sequence") { call in
            switch call.receiver {
            case let array as ObjCArray: return call.result(array.rac_sequence)
            case let dictionary as ObjCDictionary: return call.result(dictionary.rac_sequence)
            case let string as ObjCString: return call.result(string.rac_sequence)
            case let tuple as RACTuple: return call.result(tuple.rac_sequence)
            default: return .null
            }
        },
    ]

    /// `-[NSDictionary rac_keySequence]` and `rac_valueSequence` (NSDictionary+RACSequenceAdditions.h).
    static let dictionarySequenceMethods: [BridgeMethod<RACObject>] = ([
        .method("rac_keySequence") { call in call.result(call.receiver.rac_keySequence) },
        .method("rac_valueSequence") { call in call.result(call.receiver.rac_valueSequence) },
    ] as [BridgeMethod<ObjCDictionary>]).map(BridgeMethod<RACObject>.lifting)

    /// A sequence argument (`-concat:`, `-zipWith:`): nil fails RAC's
    /// `NSCParameterAssert(sequence != nil)`.
    func sequenceArgument<Receiver>(_ call: BridgeCall<Receiver>, _ index: Int) throws -> RACSequence {
        let value = call.arguments[index]
        guard let sequence = value.object as? RACSequence else {
            if case .null = value { throw RuntimeFailure(.parameterAssert("sequence != nil"), at: call.context.argumentRange(index)) }
            throw RuntimeFailure(.wrongArgumentType(selector: call.selector, expected: .sequence, got: value.typeDescription),
                                 at: call.context.argumentRange(index))
        }
        return sequence
    }

    /// Sequences from an `NSArray` argument (`+[RACSequence zip:]`).
    func sequencesArgument<Receiver>(_ call: BridgeCall<Receiver>, _ index: Int) throws -> [RACSequence] {
        guard let array = call.object(index) as? ObjCArray else {
            throw RuntimeFailure(.wrongArgumentType(selector: call.selector, expected: .sequenceArray, got: nil), at: call.context.argumentRange(index))
        }
        return try array.items.map { item in
            guard let sequence = item as? RACSequence else {
                throw RuntimeFailure(.wrongArgumentType(selector: call.selector, expected: .sequence, got: item.className),
                                     at: call.context.argumentRange(index))
            }
            return sequence
        }
    }

    /// `-foldRightWithStart:reduce:`'s block: `^id (id first, RACSequence *rest)`.
    func foldRightBlock(_ block: InterpretedBlock) -> RACFoldRightBlock {
        let evaluator = LentEvaluator(self)
        return RACFoldRightBlock(block.info, captures: [block]) { first, rest in
            evaluator { evaluator in
                evaluator.objectResult(evaluator.invokeFromEngine(block, [first.map(Value.object) ?? .null, .object(rest)]), block)
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
