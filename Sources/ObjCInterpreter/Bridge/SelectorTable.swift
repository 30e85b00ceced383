import ObjCFrontend
import RACCore

/// One method the bridge knows, in the table of the receiver kind that declares it: its
/// selector, its arity, what it returns, and either the handler that answers it or, for a
/// ReactiveObjC API RACStep does not model yet, the name to give in the "is not supported by
/// RACStep yet" error.
///
/// Dispatch (`Evaluator.send`), "did you mean" (`suggestion(for:among:)`), `respondsToSelector:`,
/// the unsupported-API errors and what a message to nil returns (`nilResult(of:)`) all read
/// these tables, so a selector is written down once, where it is answered.
///
/// To add a method, add one entry to its receiver kind's table (`ReceiverKind.tables` says
/// which tables a kind reads; class methods and initialisers live in `BridgeClass`):
///
///     .method("takeUntil:") { call in call.result(call.receiver.takeUntil(try call.signal(0))) },
///     .method("isDisposed", returns: .bool) { call in .bool(call.receiver.isDisposed) },
///     .method("stringWithFormat:", variadic: true) { call in … },
///
/// and turn an `.unmodelled("…", in: "RACSignal")` entry into a `.method` when modelling it
/// (the same selector may not appear twice in one table: building the tables checks). A
/// scalar return type is stated (`returns:`) because a message to nil answers zero of it.
/// A new receiver kind is a case of `ReceiverKind`, the test in `ReceiverKind.of(_:)` that
/// picks it, and its list of tables.
struct BridgeMethod<Receiver> {
    enum Implementation {
        case handler(@Sendable (BridgeCall<Receiver>) throws -> Value)
        /// A real ReactiveObjC API RACStep does not model yet.
        case unmodelled(UnmodelledAPI)
    }

    let selector: String
    /// The parameters the selector names: one per colon.
    let arity: Int
    /// Takes a comma-separated list after its last parameter (`stringWithFormat:`), which
    /// the handler reads from `arguments[arity...]`.
    let isVariadic: Bool
    let returns: BridgeReturn
    let implementation: Implementation

    init(_ selector: String, variadic: Bool, returns: BridgeReturn, _ implementation: Implementation) {
        self.selector = selector
        arity = selector.utf8.reduce(0) { $1 == UInt8(ascii: ":") ? $0 + 1 : $0 }
        isVariadic = variadic
        self.returns = returns
        self.implementation = implementation
    }

    static func method(_ selector: String, returns: BridgeReturn = .object, variadic: Bool = false,
                       _ handler: @escaping @Sendable (BridgeCall<Receiver>) throws -> Value) -> BridgeMethod {
        BridgeMethod(selector, variadic: variadic, returns: returns, .handler(handler))
    }

    /// An instance method `declaringClass` declares that RACStep does not model.
    static func unmodelled(_ selector: String, in declaringClass: String, returns: BridgeReturn = .object) -> BridgeMethod {
        BridgeMethod(selector, variadic: false, returns: returns, .unmodelled(.instanceMethod(of: declaringClass)))
    }

    /// A class method `declaringClass` declares that RACStep does not model.
    static func unmodelledClassMethod(_ selector: String, in declaringClass: String) -> BridgeMethod {
        BridgeMethod(selector, variadic: false, returns: .object, .unmodelled(.classMethod(of: declaringClass)))
    }

    /// A category API (`rac_textSignal`) named as the reader knows it.
    static func unmodelled(_ selector: String, api: String) -> BridgeMethod {
        BridgeMethod(selector, variadic: false, returns: .object, .unmodelled(.named(api)))
    }

    /// How the "is not supported by RACStep yet" error names the API, or nil when modelled.
    var unmodelledAPI: String? {
        switch implementation {
        case .handler: return nil
        case .unmodelled(.instanceMethod(let declaringClass)): return "-[\(declaringClass) \(selector)]"
        case .unmodelled(.classMethod(let declaringClass)): return "+[\(declaringClass) \(selector)]"
        case .unmodelled(.named(let api)): return api
        }
    }

    /// The handler, when it answers these arguments (not unmodelled, none too many): what a
    /// call site may remember (`SendCache`).
    func handler(for arguments: [Value]) -> ((BridgeCall<Receiver>) throws -> Value)? {
        guard case .handler(let handler) = implementation, isVariadic || arguments.count <= arity else { return nil }
        return handler
    }

    var isModelled: Bool {
        if case .handler = implementation { return true }
        return false
    }
}

extension BridgeMethod where Receiver == RACObject {
    /// A method of a narrower receiver class, in the table of every object: the kind that
    /// reads it only holds that class (`ReceiverKind.of(_:)`), so the receiver is one.
    ///
    /// The handler is reused as it is, not wrapped: `BridgeCall<Narrow>` and
    /// `BridgeCall<RACObject>` differ only in the static type of one class reference, so
    /// both closures take the same argument. (A wrapper closure making a second
    /// `BridgeCall` cost a quarter of a send to a tuple's `first`.)
    static func lifting<Narrow: RACObject>(_ method: BridgeMethod<Narrow>) -> BridgeMethod<RACObject> {
        switch method.implementation {
        case .handler(let body):
            let handler = unsafeBitCast(body, to: (@Sendable (BridgeCall<RACObject>) throws -> Value).self)
            return BridgeMethod(method.selector, variadic: method.isVariadic, returns: method.returns, .handler(handler))
        case .unmodelled(let api):
            return BridgeMethod(method.selector, variadic: false, returns: method.returns, .unmodelled(api))
        }
    }
}

/// Who declares an unmodelled API, for naming it: `-[RACSignal groupBy:]`, or a category's
/// own words (`-rac_textSignal`).
enum UnmodelledAPI {
    case instanceMethod(of: String)
    case classMethod(of: String)
    case named(String)
}

/// What a method returns, as far as a message to nil cares: nil for an object (or nothing),
/// zero of its type for a scalar (the runtime clears the return registers). The scalar
/// types by name, not their zero `Value`s, so the tables hold no `Value` and threads share them.
enum BridgeReturn {
    case object
    case long, int, unsignedLong, unsignedInt, unichar, double, float, bool

    /// What a message to nil answers (nil for an object).
    var zero: Value {
        switch self {
        case .object: return .null
        case .long: return .integer(0, Value.long)
        case .int: return .integer(0, Value.int)
        case .unsignedLong: return .integer(0, Value.unsignedLong)
        case .unsignedInt: return .integer(0, Value.unsignedInt)
        case .unichar: return .integer(0, IntegerType(bitWidth: 16, isSigned: false))
        case .double: return .floating(0, bitWidth: 64)
        case .float: return .floating(0, bitWidth: 32)
        case .bool: return .bool(false)
        }
    }
}

/// A table's entries by selector, checked once for a selector listed twice.
struct SelectorTable<Receiver> {
    let methods: [String: BridgeMethod<Receiver>]
    let entries: [BridgeMethod<Receiver>]

    init(_ entries: [BridgeMethod<Receiver>]) {
        var methods: [String: BridgeMethod<Receiver>] = [:]
        for entry in entries {
            precondition(methods.updateValue(entry, forKey: entry.selector) == nil, "'\(entry.selector)' is listed twice")
        }
        self.methods = methods
        self.entries = entries
    }

    subscript(selector: String) -> BridgeMethod<Receiver>? { methods[selector] }

    /// The selectors a receiver answers, for "did you mean" and `respondsToSelector:`.
    var modelledSelectors: [String] { entries.filter(\.isModelled).map(\.selector) }
}

/// One message being answered: what a handler reads its receiver and arguments from.
struct BridgeCall<Receiver> {
    /// Unretained: the evaluator runs the send.
    unowned(unsafe) let evaluator: Evaluator
    let receiver: Receiver
    let arguments: [Value]
    let context: SendContext

    var selector: String { context.selector }

    /// Argument `index` as an object (nil for `nil` and for scalars).
    func object(_ index: Int) -> RACObject? { arguments[index].object }

    /// Argument `index` as a snippet block; nil fails the method's `NSCParameterAssert`,
    /// worded as the method words it (`block != nil` in RACStream.m's `-map:`, `block != NULL`
    /// in `-doNext:`, `reduceBlock != nil`, `predicate != nil`, …).
    func block(_ index: Int, asserting condition: String) throws -> InterpretedBlock {
        guard let block = try evaluator.blockArgument(arguments[index], index, context) else {
            throw RuntimeFailure(.parameterAssert(condition), at: context.argumentRange(index))
        }
        return block
    }

    /// Argument `index` as a snippet block, for a method that does not assert it (`-flattenMap:`,
    /// `+createSignal:`, `-aggregateWithStart:reduce:`) and for Foundation's enumerations:
    /// what a nil block does there (a crash once it is called, or nothing) RACStep does not
    /// model, and says so at the argument.
    func uncheckedBlock(_ index: Int) throws -> InterpretedBlock {
        guard let block = try evaluator.blockArgument(arguments[index], index, context) else {
            throw RuntimeFailure(.unsupported("a nil block passed to \(selector)"), at: context.argumentRange(index))
        }
        return block
    }

    /// Argument `index` as a signal; `NSCParameterAssert(name != nil)` for nil.
    func signal(_ index: Int, named name: String = "signal") throws -> RACSignal {
        try evaluator.signalArgument(arguments[index], context, index, named: name)
    }
    /// Argument `index` as a signal or nil, for a method that does not assert it.
    func optionalSignal(_ index: Int) throws -> RACSignal? {
        if case .null = arguments[index] { return nil }
        return try signal(index)
    }
    func signals(_ index: Int) throws -> [RACSignal] { try evaluator.signalsArgument(arguments[index], context, index) }
    func scheduler(_ index: Int) throws -> RACScheduler { try evaluator.schedulerArgument(arguments[index], context, index) }
    func integer(_ index: Int) throws -> Int64 { try evaluator.integer(arguments[index], context, index) }
    func unsignedInteger(_ index: Int) throws -> UInt { try evaluator.unsignedInteger(arguments[index], context, index) }
    func double(_ index: Int) throws -> Double { try evaluator.double(arguments[index], context, index) }

    /// Writes `value` through the pointer argument `index` (`&success`, `&error`), as an out
    /// parameter is written; a NULL pointer (`nil`, `NULL`) is skipped, as RAC checks.
    func store(_ value: Value, through index: Int) throws {
        switch arguments[index] {
        case .pointer(let box): box.store(value)
        case .null, .integer(0, _): break
        default:
            throw RuntimeFailure(.wrongArgumentType(selector: selector, expected: .pointer, got: arguments[index].typeDescription),
                                       at: context.argumentRange(index))
        }
    }

    /// An object the handler made or got, kept for the rest of the statement.
    func result(_ object: RACObject?) -> Value { evaluator.result(object) }

    /// Stops the send when what it ran failed the run (an exception inside a block).
    func rethrowingFailure(_ value: Value = .void) throws -> Value {
        if evaluator.hasFailed, let failure = evaluator.failure { throw failure }
        return value
    }
}
