import ObjCFrontend
import RACCore

extension Evaluator {
    /// Sends `selector` to `receiver`: the heart of the bridge to RACCore and Foundation.
    /// The method comes from the receiver kind's table (`BridgeMethod`); a selector the table
    /// names as unmodelled is reported as such, any other as the runtime reports it.
    /// A compiled call site passes its `cache`, which keeps the method found for a class.
    func send(_ selector: String, to receiver: Value, arguments: [Value], range: SourceRange,
              argumentRanges: [SourceRange], cache: SendCache? = nil) throws -> Value {
        let context = SendContext(selector: selector, range: range, argumentRanges: argumentRanges)
        if let cache, case .object(let object) = receiver, cache.receiverClass == ObjectIdentifier(type(of: object)),
           let handler = cache.handler {
            return try handler(BridgeCall(evaluator: self, receiver: object, arguments: arguments, context: context))
        }
        switch receiver {
        case .null:
            // Messaging nil does nothing and returns nil, or zero of the method's scalar type.
            return Self.nilResult(of: selector)
        case .classObject(let className):
            if let cache, cache.className == className, let handler = cache.classHandler {
                return try handler(BridgeCall(evaluator: self, receiver: className, arguments: arguments, context: context))
            }
            return try sendToClass(className, selector, arguments, context, cache: cache)
        case .object(let object):
            if let allocated = object as? AllocatedInstance {
                if let coverage, coverage.refuses(selector, sentToClass: allocated.allocatedClass) {
                    throw RuntimeFailure(.notInRAC25Layer("-" + selector), at: range)
                }
                return try initialize(allocated, selector, arguments, context)
            }
            let kind = ReceiverKind.of(object)
            if let coverage, coverage.refuses(selector, sentTo: kind) {
                throw RuntimeFailure(.notInRAC25Layer("-" + selector), at: range)
            }
            if let method = kind.methods[selector] {
                if let cache, kind.isDecidedByClass, let handler = method.handler(for: arguments) {
                    cache.remember(handler, for: object)
                }
                return try invoke(method, on: object, arguments, context)
            }
            if let unsupported = unsupportedAPI(selector, className: object.className, isClass: false) {
                throw RuntimeFailure(.unsupported(unsupported), at: range)
            }
            throw RuntimeFailure(.unrecognizedSelector(selector, className: object.className, isClass: false, address: object.address,
                                                      suggestion: suggestion(for: selector, among: instanceSelectors(object))), at: range)
        default:
            throw RuntimeFailure(.badReceiverType(receiver.typeDescription), at: range)
        }
    }

    /// Runs `method` for `receiver`, or reports it unmodelled; a variadic list given to a
    /// method that takes none is clang's error.
    private func invoke<Receiver>(_ method: BridgeMethod<Receiver>, on receiver: Receiver, _ arguments: [Value],
                                  _ context: SendContext) throws -> Value {
        switch method.implementation {
        case .handler(let body):
            if !method.isVariadic, arguments.count > method.arity {
                throw RuntimeFailure(.tooManyArguments(expected: method.arity, have: arguments.count),
                                     at: context.argumentRange(method.arity))
            }
            return try body(BridgeCall(evaluator: self, receiver: receiver, arguments: arguments, context: context))
        case .unmodelled:
            throw RuntimeFailure(.unsupported(method.unmodelledAPI!), at: context.range)
        }
    }

    /// A class method: `+alloc`, `+class` and `+new` every class answers, then the class's
    /// table and its superclasses'.
    private func sendToClass(_ className: String, _ selector: String, _ arguments: [Value], _ context: SendContext,
                             cache: SendCache?) throws -> Value {
        switch selector {
        case "alloc": return temporary(.object(AllocatedInstance(allocatedClass: className)))
        case "class": return .classObject(className)
        case "new" where Self.initializer("init", of: className) != nil: return try instantiate(className, context)
        default: break
        }
        if let coverage, coverage.refuses(selector, sentToClass: className) {
            throw RuntimeFailure(.notInRAC25Layer("+[\(className) \(selector)]"), at: context.range)
        }
        if let method = Self.classMethod(selector, of: className) {
            if let cache, let handler = method.handler(for: arguments) { cache.remember(handler, forClass: className) }
            return try invoke(method, on: className, arguments, context)
        }
        if let unsupported = unsupportedAPI(selector, className: className, isClass: true) {
            throw RuntimeFailure(.unsupported(unsupported), at: context.range)
        }
        throw RuntimeFailure(.unrecognizedSelector(selector, className: className, isClass: true, address: "",
                                                  suggestion: suggestion(for: selector, among: classSelectors(className))), at: context.range)
    }

    /// `-init…` sent to `[X alloc]`: X's initialiser makes the object.
    private func initialize(_ allocated: AllocatedInstance, _ selector: String, _ arguments: [Value], _ context: SendContext) throws -> Value {
        let className = allocated.allocatedClass
        if let method = Self.initializer(selector, of: className) {
            return try invoke(method, on: className, arguments, context)
        }
        let initializers = Self.classChain(className).flatMap(\.initializers.modelledSelectors)
        throw RuntimeFailure(.unrecognizedSelector(selector, className: className, isClass: false, address: allocated.address,
                                                  suggestion: suggestion(for: selector, among: initializers)), at: context.range)
    }

    /// What a message to nil returns: zero of the method's return type (the runtime clears the
    /// return registers), so `[nil integerValue] + 1` is the `long` 1 and `[nil count] < 2`
    /// holds; nil for every other method.
    static func nilResult(of selector: String) -> Value {
        scalarReturns[selector]?.zero ?? .null
    }

    /// The scalar return type of each scalar-returning selector of the instance tables (the
    /// first kind's, where kinds disagree).
    private static let scalarReturns: [String: BridgeReturn] = {
        var returns: [String: BridgeReturn] = [:]
        for kind in ReceiverKind.allCases {
            for method in kind.tables.joined() where method.returns != .object && returns[method.selector] == nil {
                returns[method.selector] = method.returns
            }
        }
        return returns
    }()

    /// How to name `selector` in an "is not supported by RACStep yet" error when no table
    /// names it: a `rac_` category method, or a view controller's own API; nil for a selector
    /// nobody defines, which is a plain unrecognized selector.
    private func unsupportedAPI(_ selector: String, className: String, isClass: Bool) -> String? {
        if let api = Self.categoryTable[selector]?.unmodelledAPI { return api }
        if selector.hasPrefix("rac_") { return (isClass ? "+" : "-") + selector }
        // `self` stands for a UIKit view controller: its views and properties are not modelled.
        if !isClass, className == SnippetSelf.modelledClassName { return "-[\(className) \(selector)]" }
        return nil
    }

    /// `RACObserve`-style APIs and UIKit categories RACStep does not model, on any object.
    static let categoryMethods: [BridgeMethod<RACObject>] = [
        .unmodelled("rac_signalForSelector:", api: "-rac_signalForSelector:"),
        .unmodelled("rac_signalForControlEvents:", api: "-rac_signalForControlEvents:"),
        .unmodelled("rac_textSignal", api: "-rac_textSignal"),
        .unmodelled("rac_willDeallocSignal", api: "-rac_willDeallocSignal"),
        .unmodelled("rac_valuesForKeyPath:observer:", api: "-rac_valuesForKeyPath:observer:"),
        .unmodelled("rac_valuesAndChangesForKeyPath:options:observer:", api: "-rac_valuesAndChangesForKeyPath:options:observer:"),
        // NSArray, NSDictionary, NSString and RACTuple answer it (SequenceMethods); the other collections do not.
        .unmodelled("rac_sequence", api: "-rac_sequence (beyond NSArray, NSDictionary, NSString and RACTuple)"),
        .unmodelled("rac_command", api: "-rac_command (RACCommand)"),
        .unmodelled("rac_liftSelector:withSignals:", api: "-rac_liftSelector:withSignals:"),
        .unmodelled("rac_GET:parameters:", api: "networking categories"),
    ]

    private static let categoryTable = SelectorTable(categoryMethods)

    // MARK: Suggestions

    func classSelectors(_ className: String) -> [String] {
        var selectors = ["alloc", "class"]
        if Self.initializer("init", of: className) != nil { selectors.append("new") }
        return selectors + Self.classChain(className).flatMap(\.classMethods.modelledSelectors)
    }

    func instanceSelectors(_ object: RACObject) -> [String] {
        ReceiverKind.of(object).modelledSelectors
    }

    /// The nearest known selector by edit distance, when it is close enough to be a typo.
    func suggestion(for selector: String, among candidates: [String]) -> String? {
        var best: (String, Int)?
        for candidate in Set(candidates).sorted() {
            let distance = editDistance(selector, candidate)
            if distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        guard let (candidate, distance) = best, distance <= max(2, selector.count / 4) else { return nil }
        return candidate
    }

    private func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(1, b.count) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    // MARK: Globals

    /// A name no variable declares: a class, `self`, or a Foundation / RAC constant.
    func global(_ name: String, at range: SourceRange) throws -> Value {
        if name == "self" { return .object(selfObject) }
        if Self.bridgeClasses[name] != nil { return .classObject(name) }
        switch name {
        case "NSURLErrorDomain", "NSCocoaErrorDomain", "NSPOSIXErrorDomain", "NSOSStatusErrorDomain",
             "RACSignalErrorDomain", "RACCommandErrorDomain":
            return temporary(.object(ObjCString(name)))
        case "NSLocalizedDescriptionKey": return temporary(.object(ObjCString("NSLocalizedDescription")))
        case "NSLocalizedFailureReasonErrorKey": return temporary(.object(ObjCString("NSLocalizedFailureReason")))
        case "NSUnderlyingErrorKey": return temporary(.object(ObjCString("NSUnderlyingError")))
        case "NSDebugDescriptionErrorKey": return temporary(.object(ObjCString("NSDebugDescription")))
        // RACEvent.h's RACEventType, an NSUInteger enum in this order.
        case "RACEventTypeCompleted": return .integer(0, Value.unsignedLong)
        case "RACEventTypeError": return .integer(1, Value.unsignedLong)
        case "RACEventTypeNext": return .integer(2, Value.unsignedLong)
        // RACScheduler.h's RACSchedulerPriority: the DISPATCH_QUEUE_PRIORITY_* values.
        case "RACSchedulerPriorityHigh": return .integer(2, Value.long)
        case "RACSchedulerPriorityDefault": return .integer(0, Value.long)
        case "RACSchedulerPriorityLow": return .integer(-2, Value.long)
        case "RACSchedulerPriorityBackground": return .integer(Int64(Int16.min), Value.long)
        // dispatch/queue.h's global queue priorities, and sys/qos.h's qos_class_t values.
        case "DISPATCH_QUEUE_PRIORITY_HIGH": return .integer(2, Value.long)
        case "DISPATCH_QUEUE_PRIORITY_DEFAULT": return .integer(0, Value.long)
        case "DISPATCH_QUEUE_PRIORITY_LOW": return .integer(-2, Value.long)
        case "DISPATCH_QUEUE_PRIORITY_BACKGROUND": return .integer(Int64(Int16.min), Value.long)
        case "QOS_CLASS_USER_INTERACTIVE": return .integer(0x21, Value.unsignedInt)
        case "QOS_CLASS_USER_INITIATED": return .integer(0x19, Value.unsignedInt)
        case "QOS_CLASS_DEFAULT": return .integer(0x15, Value.unsignedInt)
        case "QOS_CLASS_UTILITY": return .integer(0x11, Value.unsignedInt)
        case "QOS_CLASS_BACKGROUND": return .integer(0x09, Value.unsignedInt)
        case "NSOrderedAscending": return .integer(-1, Value.long)
        case "NSOrderedSame": return .integer(0, Value.long)
        case "NSOrderedDescending": return .integer(1, Value.long)
        case "RACCommandErrorNotEnabled": return .integer(Int64(RACCommand.errorNotEnabled), Value.long)
        case "RACUnderlyingCommandErrorKey": return temporary(.object(ObjCString("RACUnderlyingCommandErrorKey")))
        case "RACSignalErrorTimedOut": return .integer(1, Value.long)
        case "RACSignalErrorNoMatchingCase": return .integer(2, Value.long)
        case "NSURLErrorTimedOut": return .integer(-1001, Value.long)
        case "NSURLErrorCancelled": return .integer(-999, Value.long)
        case "NSURLErrorNotConnectedToInternet": return .integer(-1009, Value.long)
        case "NSURLErrorUnknown": return .integer(-1, Value.long)
        case "NSURLErrorBadURL": return .integer(-1000, Value.long)
        case "NSNotFound", "NSIntegerMax": return .integer(Int64.max, Value.long)
        case "NSIntegerMin": return .integer(Int64.min, Value.long)
        case "NSUIntegerMax", "RACReplaySubjectUnlimitedCapacity": return .integer(-1, Value.unsignedLong)
        // limits.h on the LP64 platforms snippets run on: int is 32 bits, long 64.
        case "INT_MAX": return .integer(Int64(Int32.max), Value.int)
        case "INT_MIN": return .integer(Int64(Int32.min), Value.int)
        case "LONG_MAX": return .integer(Int64.max, Value.long)
        case "LONG_MIN", "LLONG_MIN": return .integer(Int64.min, Value.long)
        case "LLONG_MAX": return .integer(Int64.max, Value.long)
        case "UINT_MAX": return .integer(Int64(UInt32.max), Value.unsignedInt)
        case "ULONG_MAX", "ULLONG_MAX": return .integer(-1, Value.unsignedLong)
        // The narrower types' limits are int constants (C11 5.2.4.2.1: they have the type an
        // expression of the promoted type would have).
        case "SHRT_MAX": return .integer(Int64(Int16.max), Value.int)
        case "SHRT_MIN": return .integer(Int64(Int16.min), Value.int)
        case "USHRT_MAX": return .integer(Int64(UInt16.max), Value.int)
        case "CHAR_BIT": return .integer(8, Value.int)
        case "CHAR_MAX", "SCHAR_MAX": return .integer(Int64(Int8.max), Value.int)
        case "CHAR_MIN", "SCHAR_MIN": return .integer(Int64(Int8.min), Value.int)
        case "UCHAR_MAX": return .integer(Int64(UInt8.max), Value.int)
        // float.h and math.h: doubles but for FLT_MAX, INFINITY and NAN, which are floats.
        case "DBL_MAX": return .floating(Double.greatestFiniteMagnitude, bitWidth: 64)
        case "DBL_MIN": return .floating(Double.leastNormalMagnitude, bitWidth: 64)
        case "DBL_EPSILON": return .floating(Double.ulpOfOne, bitWidth: 64)
        case "FLT_MAX": return .floating(Double(Float.greatestFiniteMagnitude), bitWidth: 32)
        case "INFINITY": return .floating(Double.infinity, bitWidth: 32)
        case "NAN": return .floating(Double.nan, bitWidth: 32)
        case "HUGE_VAL": return .floating(Double.infinity, bitWidth: 64)
        case "M_PI": return .floating(Double.pi, bitWidth: 64)
        case "M_PI_2": return .floating(Double.pi / 2, bitWidth: 64)
        case "M_PI_4": return .floating(Double.pi / 4, bitWidth: 64)
        // math.h's digits of e and ln 2, rounded to a double as clang rounds the literal.
        case "M_E": return .floating(2.718281828459045, bitWidth: 64)
        case "M_SQRT2": return .floating(2.0.squareRoot(), bitWidth: 64)
        case "M_LN2": return .floating(0.6931471805599453, bitWidth: 64)
        default:
            if name.hasPrefix("UI") || name.hasPrefix("NS") || name.hasPrefix("RAC") || name.hasPrefix("CG") {
                throw RuntimeFailure(.unsupported(name), at: range)
            }
            throw RuntimeFailure(.undeclaredIdentifier(name), at: range)
        }
    }
}
