import RACCore

/// Turns the snippet's blocks into the typed blocks RACCore calls. Each adapter keeps the
/// snippet block's name, label and line, so the trace reports the reader's block when the
/// engine enters it, and holds the snippet block (and so its captures) while it lives.
///
/// Adapters hold the evaluator unretained (`LentEvaluator`): the engine only calls them while
/// the run is under way.
extension Evaluator {
    /// The argument as a snippet block; nil for `nil`; an error for anything else.
    func blockArgument(_ value: Value, _ index: Int, _ context: SendContext) throws -> InterpretedBlock? {
        switch value {
        case .object(let block as InterpretedBlock): return block
        case .null: return nil
        default:
            throw RuntimeFailure(.notABlock(selector: context.selector, got: value.typeDescription), at: context.argumentRange(index))
        }
    }

    func didSubscribeBlock(_ block: InterpretedBlock) -> RACDidSubscribeBlock {
        let evaluator = LentEvaluator(self)
        return RACDidSubscribeBlock(block.info, captures: [block]) { subscriber in
            evaluator { evaluator in
                let result = evaluator.invokeFromEngine(block, EngineArgument(subscriber))
                return evaluator.engineResult(result, as: RACDisposable.self, block)
            }
        }
    }

    func valueBlock(_ block: InterpretedBlock) -> RACValueBlock {
        let evaluator = LentEvaluator(self)
        return RACValueBlock(block.info, captures: [block]) { value in
            evaluator { evaluator in
                _ = evaluator.invokeFromEngine(block, EngineArgument(value))
            }
        }
    }

    func voidBlock(_ block: InterpretedBlock) -> RACVoidBlock {
        let evaluator = LentEvaluator(self)
        return RACVoidBlock(block.info, captures: [block]) {
            evaluator { evaluator in
                _ = evaluator.invokeFromEngine(block, [])
            }
        }
    }

    /// `RACSchedulerRecursiveBlock`: the snippet's block gets RAC's `reschedule` block, which
    /// it calls like any block (`reschedule()`).
    func recursiveBlock(_ block: InterpretedBlock) -> RACRecursiveBlock {
        let evaluator = LentEvaluator(self)
        return RACRecursiveBlock(block.info, captures: [block]) { reschedule in
            evaluator { evaluator in
                _ = evaluator.invokeFromEngine(block, EngineArgument(reschedule))
            }
        }
    }

    func mapBlock(_ block: InterpretedBlock) -> RACMapBlock {
        let evaluator = LentEvaluator(self)
        return RACMapBlock(block.info, captures: [block]) { value in
            evaluator { evaluator in
                evaluator.objectResult(evaluator.invokeFromEngine(block, EngineArgument(value)), block)
            }
        }
    }

    func predicateBlock(_ block: InterpretedBlock) -> RACPredicateBlock {
        let evaluator = LentEvaluator(self)
        return RACPredicateBlock(block.info, captures: [block]) { value in
            evaluator { evaluator in
                evaluator.invokeFromEngine(block, EngineArgument(value)).truth
            }
        }
    }

    func reduceBlock(_ block: InterpretedBlock) -> RACReduceBlock {
        let evaluator = LentEvaluator(self)
        return RACReduceBlock(block.info, captures: [block]) { a, b in
            evaluator { evaluator in
                evaluator.objectResult(evaluator.invokeFromEngine(block, [a.map(Value.object) ?? .null, b.map(Value.object) ?? .null]), block)
            }
        }
    }

    /// `^RACStream *(id value)`, returning the stream class `Stream` (a signal's or a sequence's).
    func flattenMapBlock<Stream: RACStream>(_ block: InterpretedBlock) -> RACStreamFlattenMapBlock<Stream> {
        let evaluator = LentEvaluator(self)
        return RACStreamFlattenMapBlock<Stream>(block.info, captures: [block]) { value in
            evaluator { evaluator in
                evaluator.engineResult(evaluator.invokeFromEngine(block, EngineArgument(value)), as: Stream.self, block)
            }
        }
    }

    func signalFactoryBlock(_ block: InterpretedBlock) -> RACSignalFactoryBlock {
        let evaluator = LentEvaluator(self)
        return RACSignalFactoryBlock(block.info, captures: [block]) {
            evaluator { evaluator in
                evaluator.engineResult(evaluator.invokeFromEngine(block, []), as: RACSignal.self, block)
            }
        }
    }

    /// `aggregateWithStartFactory:`'s `^id { … }`: a fresh start value per subscription.
    func objectFactoryBlock(_ block: InterpretedBlock) -> RACObjectFactoryBlock {
        let evaluator = LentEvaluator(self)
        return RACObjectFactoryBlock(block.info, captures: [block]) {
            evaluator { evaluator in
                evaluator.objectResult(evaluator.invokeFromEngine(block, []), block)
            }
        }
    }

    /// `reduceEach:` / `combineLatest:reduce:`: one parameter per tuple element.
    func genericReduceBlock(_ block: InterpretedBlock) -> RACGenericReduceBlock {
        let evaluator = LentEvaluator(self)
        return RACGenericReduceBlock(block.info, captures: [block]) { values in
            evaluator { evaluator in
                evaluator.objectResult(evaluator.invokeFromEngine(block, values.map { $0.map(Value.object) ?? .null }), block)
            }
        }
    }

    func reduceWithIndexBlock(_ block: InterpretedBlock) -> RACReduceWithIndexBlock {
        let evaluator = LentEvaluator(self)
        return RACReduceWithIndexBlock(block.info, captures: [block]) { a, b, index in
            evaluator { evaluator in
                evaluator.objectResult(evaluator.invokeFromEngine(block, [a.map(Value.object) ?? .null, b.map(Value.object) ?? .null,
                                                                          .integer(Int64(index), Value.unsignedLong)]), block)
            }
        }
    }

    /// The block given to `-bind:`: calling it yields the binding block for one subscription.
    func bindBlockFactory<Stream: RACStream>(_ block: InterpretedBlock) -> RACStreamBindBlockFactory<Stream> {
        let evaluator = LentEvaluator(self)
        return RACStreamBindBlockFactory<Stream>(block.info, captures: [block]) {
            evaluator { evaluator in
                let result = evaluator.invokeFromEngine(block, [])
                guard let binding = result.object as? InterpretedBlock else {
                    if !result.isNull, evaluator.failure == nil {
                        evaluator.failure = RuntimeFailure(.bindBlockResult(got: result.typeDescription), at: block.literal.range)
                    }
                    return nil
                }
                return evaluator.bindingBlock(binding)
            }
        }
    }

    /// `RACStreamBindBlock`: `^RACStream *(id value, BOOL *stop)` (`RACSignalBindBlock`,
    /// `RACSequenceBindBlock`), returning the stream class `Stream`.
    func bindingBlock<Stream: RACStream>(_ block: InterpretedBlock) -> RACStreamBindBlock<Stream> {
        let evaluator = LentEvaluator(self)
        return RACStreamBindBlock<Stream>(block.info, captures: [block]) { value, stop in
            evaluator { evaluator in
                let stopBox = VariableBox(name: "stop", value: .bool(stop))
                stopBox.retain()
                defer { stopBox.release() }
                let result = evaluator.invokeFromEngine(block, [value.map(Value.object) ?? .null, .pointer(stopBox)])
                stop = stopBox.value.truth
                return evaluator.engineResult(result, as: Stream.self, block)
            }
        }
    }

    /// A block object the engine found in a value (`-reduceApply`'s tuple), called with
    /// `arguments` (`RACBlockTrampoline`). Anything else cannot be called: the real library
    /// would crash sending it `-performWith:`'s block call, so the run stops.
    func invokeBlockObject(_ object: RACObject, _ arguments: [RACObject?]) -> RACObject? {
        guard let block = object as? InterpretedBlock else {
            if failure == nil {
                failure = RuntimeFailure(.trampolineNotABlock(className: object.className), at: statementRange)
            }
            return nil
        }
        return objectResult(invokeFromEngine(block, arguments.map { $0.map(Value.object) ?? .null }), block)
    }

    /// `+try:`'s `^id (NSError **errorPtr)`.
    func tryBlock(_ block: InterpretedBlock) -> RACTryBlock {
        let evaluator = LentEvaluator(self)
        return RACTryBlock(block.info, captures: [block]) { error in
            evaluator { evaluator in
                evaluator.withErrorPointer(&error) { errorPointer in
                    evaluator.objectResult(evaluator.invokeFromEngine(block, [errorPointer]), block)
                }
            }
        }
    }

    /// `-try:`'s `^BOOL (id value, NSError **errorPtr)`.
    func tryPredicateBlock(_ block: InterpretedBlock) -> RACTryPredicateBlock {
        let evaluator = LentEvaluator(self)
        return RACTryPredicateBlock(block.info, captures: [block]) { value, error in
            evaluator { evaluator in
                evaluator.withErrorPointer(&error) { errorPointer in
                    evaluator.invokeFromEngine(block, [value.map(Value.object) ?? .null, errorPointer]).truth
                }
            }
        }
    }

    /// `-tryMap:`'s `^id (id value, NSError **errorPtr)`.
    func tryMapBlock(_ block: InterpretedBlock) -> RACTryMapBlock {
        let evaluator = LentEvaluator(self)
        return RACTryMapBlock(block.info, captures: [block]) { value, error in
            evaluator { evaluator in
                evaluator.withErrorPointer(&error) { errorPointer in
                    evaluator.objectResult(evaluator.invokeFromEngine(block, [value.map(Value.object) ?? .null, errorPointer]), block)
                }
            }
        }
    }

    /// Calls `body` with an `NSError **` argument pointing at a fresh `NSError *` (nil), and
    /// sets `error` to what the block stored there. The error is autoreleased, as ARC's
    /// `__autoreleasing` out-parameter is: it lives until the statement that led here ends.
    private func withErrorPointer<R>(_ error: inout RACObject?, _ body: (Value) -> R) -> R {
        let errorBox = VariableBox(name: "error")
        errorBox.retain()
        defer { errorBox.release() }
        let result = body(.pointer(errorBox))
        error = temporary(errorBox.value).object
        return result
    }

    /// A block's result as the object type the engine expects; a wrong type stops the run.
    /// Consumes the result, as `objectResult` does.
    func engineResult<T: RACObject>(_ value: consuming Value, as type: T.Type, _ block: InterpretedBlock) -> T? {
        switch consume value {
        case .object(let object as T): return object
        case .null, .void: return nil
        case let other:
            if failure == nil {
                failure = RuntimeFailure(.blockResult(got: other.typeDescription, expected: String(describing: T.self)), at: block.literal.range)
            }
            return nil
        }
    }

    /// Consumes the result: the object moves out to the engine (a copy was a retain and a
    /// release per call).
    func objectResult(_ value: consuming Value, _ block: InterpretedBlock) -> RACObject? {
        switch consume value {
        case .object(let object): return object
        case .null, .void: return nil
        case let other:
            if failure == nil {
                failure = RuntimeFailure(.blockResultNotAnObject(got: other.typeDescription), at: block.literal.range)
            }
            return nil
        }
    }
}

/// The one object the engine passes a block, as the argument list `invoke` reads: the
/// argument's value is made where it is lent to the frame, from the object as the engine
/// passed it. (A `CollectionOfOne` holds a value made beforehand, which the read then copies;
/// a value made from an unowned reference is a retain, and its end a release.) Unretained:
/// the engine holds the object for the whole call.
struct EngineArgument: BlockArguments {
    private let object: Unmanaged<RACObject>?

    init(_ object: RACObject?) {
        self.object = object.map { .passUnretained($0) }
    }

    var count: Int { 1 }

    @inline(__always)
    func withArgument<R>(_ index: Int, _ body: (Value) throws -> R) rethrows -> R {
        guard let object else { return try body(.null) }
        return try object._withUnsafeGuaranteedRef { try body(.object($0)) }
    }
}

/// The evaluator as an adapter holds it: unretained, and lent to each call as it is. A
/// checked `unowned` capture cost an atomic retain and release per call, and so did an
/// `unowned(unsafe)` one, made strong for the call.
struct LentEvaluator {
    private let reference: Unmanaged<Evaluator>

    init(_ evaluator: Evaluator) {
        reference = .passUnretained(evaluator)
    }

    @inline(__always)
    func callAsFunction<R>(_ body: (Evaluator) throws -> R) rethrows -> R {
        try reference._withUnsafeGuaranteedRef(body)
    }
}
