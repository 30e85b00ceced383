import ObjCFrontend
import RACCore

/// Turns the snippet's blocks into the typed blocks RACCore calls. Each adapter keeps the
/// snippet block's name, label and line, so the trace reports the reader's block when the
/// engine enters it, and holds the snippet block (and so its captures) while it lives.
///
/// Adapters refer to the evaluator `unowned(unsafe)`: the engine only calls them while the run
/// is under way, and a checked `unowned` reference cost an atomic retain and release per call.
extension Evaluator {
    /// The argument as a snippet block; nil for `nil`; an error for anything else.
    func blockArgument(_ value: Value, _ index: Int, _ context: SendContext, required: Bool = true) throws -> InterpretedBlock? {
        switch value {
        case .object(let block as InterpretedBlock): return block
        case .null:
            if required {
                let part = context.selector.split(separator: ":").dropFirst(index).first.map(String.init) ?? "block"
                throw RuntimeFailure.parameterAssert("\(part) != NULL", at: context.argumentRange(index))
            }
            return nil
        default:
            throw RuntimeFailure.error("'\(context.selector)' needs a block here, got \(value.typeDescription)", at: context.argumentRange(index))
        }
    }

    func didSubscribeBlock(_ block: InterpretedBlock) -> RACDidSubscribeBlock {
        RACDidSubscribeBlock(block.info, captures: [block]) { [unowned(unsafe) self] subscriber in
            let result = self.invokeFromEngine(block, EngineArgument(subscriber))
            return self.engineResult(result, as: RACDisposable.self, block)
        }
    }

    func valueBlock(_ block: InterpretedBlock) -> RACValueBlock {
        RACValueBlock(block.info, captures: [block]) { [unowned(unsafe) self] value in
            _ = self.invokeFromEngine(block, EngineArgument(value))
        }
    }

    func voidBlock(_ block: InterpretedBlock) -> RACVoidBlock {
        RACVoidBlock(block.info, captures: [block]) { [unowned(unsafe) self] in
            _ = self.invokeFromEngine(block, [])
        }
    }

    func mapBlock(_ block: InterpretedBlock) -> RACMapBlock {
        RACMapBlock(block.info, captures: [block]) { [unowned(unsafe) self] value in
            self.objectResult(self.invokeFromEngine(block, EngineArgument(value)), block)
        }
    }

    func predicateBlock(_ block: InterpretedBlock) -> RACPredicateBlock {
        RACPredicateBlock(block.info, captures: [block]) { [unowned(unsafe) self] value in
            self.invokeFromEngine(block, EngineArgument(value)).truth
        }
    }

    func reduceBlock(_ block: InterpretedBlock) -> RACReduceBlock {
        RACReduceBlock(block.info, captures: [block]) { [unowned(unsafe) self] a, b in
            self.objectResult(self.invokeFromEngine(block, [a.map(Value.object) ?? .null, b.map(Value.object) ?? .null]), block)
        }
    }

    func flattenMapBlock(_ block: InterpretedBlock) -> RACFlattenMapBlock {
        RACFlattenMapBlock(block.info, captures: [block]) { [unowned(unsafe) self] value in
            self.engineResult(self.invokeFromEngine(block, EngineArgument(value)), as: RACSignal.self, block)
        }
    }

    func signalFactoryBlock(_ block: InterpretedBlock) -> RACSignalFactoryBlock {
        RACSignalFactoryBlock(block.info, captures: [block]) { [unowned(unsafe) self] in
            self.engineResult(self.invokeFromEngine(block, []), as: RACSignal.self, block)
        }
    }

    /// `aggregateWithStartFactory:`'s `^id { … }`: a fresh start value per subscription.
    func objectFactoryBlock(_ block: InterpretedBlock) -> RACObjectFactoryBlock {
        RACObjectFactoryBlock(block.info, captures: [block]) { [unowned(unsafe) self] in
            self.objectResult(self.invokeFromEngine(block, []), block)
        }
    }

    /// `reduceEach:` / `combineLatest:reduce:`: one parameter per tuple element.
    func genericReduceBlock(_ block: InterpretedBlock) -> RACGenericReduceBlock {
        RACGenericReduceBlock(block.info, captures: [block]) { [unowned(unsafe) self] values in
            self.objectResult(self.invokeFromEngine(block, values.map { $0.map(Value.object) ?? .null }), block)
        }
    }

    func reduceWithIndexBlock(_ block: InterpretedBlock) -> RACReduceWithIndexBlock {
        RACReduceWithIndexBlock(block.info, captures: [block]) { [unowned(unsafe) self] a, b, index in
            self.objectResult(self.invokeFromEngine(block, [a.map(Value.object) ?? .null, b.map(Value.object) ?? .null,
                                                            .integer(Int64(index), Value.unsignedLong)]), block)
        }
    }

    /// The block given to `-bind:`: calling it yields the binding block for one subscription.
    func bindBlockFactory(_ block: InterpretedBlock) -> RACBindBlockFactory {
        RACBindBlockFactory(block.info, captures: [block]) { [unowned(unsafe) self] in
            let result = self.invokeFromEngine(block, [])
            guard let binding = result.object as? InterpretedBlock else {
                if !result.isNull, self.failure == nil {
                    self.failure = .error("the -bind: block must return a RACSignalBindBlock, got \(result.typeDescription)", at: block.literal.range)
                }
                return nil
            }
            return self.bindingBlock(binding)
        }
    }

    /// `RACSignalBindBlock`: `^RACSignal *(id value, BOOL *stop)`.
    func bindingBlock(_ block: InterpretedBlock) -> RACBindingBlock {
        RACBindingBlock(block.info, captures: [block]) { [unowned(unsafe) self] value, stop in
            let stopBox = VariableBox(name: "stop", value: .bool(stop))
            stopBox.retain()
            defer { stopBox.release() }
            let result = self.invokeFromEngine(block, [value.map(Value.object) ?? .null, .pointer(stopBox)])
            stop = stopBox.value.truth
            return self.engineResult(result, as: RACSignal.self, block)
        }
    }

    /// A block's result as the object type the engine expects; a wrong type stops the run.
    func engineResult<T: RACObject>(_ value: Value, as type: T.Type, _ block: InterpretedBlock) -> T? {
        switch value {
        case .object(let object as T): return object
        case .null, .void: return nil
        default:
            if failure == nil {
                failure = .error("block returned \(value.typeDescription) where RAC expects \(String(describing: T.self))", at: block.literal.range)
            }
            return nil
        }
    }

    func objectResult(_ value: Value, _ block: InterpretedBlock) -> RACObject? {
        switch value {
        case .object(let object): return object
        case .null, .void: return nil
        default:
            if failure == nil {
                failure = .error("block returned \(value.typeDescription) where an object is expected (box it with @(…))", at: block.literal.range)
            }
            return nil
        }
    }
}

/// The one object the engine passes a block, as the argument list `invoke` reads: the
/// argument's value is made when it is read, straight into its slot. (A `CollectionOfOne`
/// holds a value made beforehand, which the read then copies: a retain and a release more
/// per call.) Unowned: the engine holds the object for the whole call.
struct EngineArgument: RandomAccessCollection {
    unowned(unsafe) let object: RACObject?

    init(_ object: RACObject?) {
        self.object = object
    }

    var startIndex: Int { 0 }
    var endIndex: Int { 1 }

    subscript(position: Int) -> Value {
        if let object { return .object(object) }
        return .null
    }
}
