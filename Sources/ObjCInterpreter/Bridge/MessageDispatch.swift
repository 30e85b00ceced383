import ObjCFrontend
import RACCore

extension Evaluator {
    /// Sends `selector` to `receiver`: the heart of the bridge to RACCore and Foundation.
    func send(_ selector: String, to receiver: Value, arguments: [Value], range: SourceRange,
              argumentRanges: [SourceRange]) throws -> Value {
        let context = SendContext(selector: selector, range: range, argumentRanges: argumentRanges)
        switch receiver {
        case .null:
            // Messaging nil does nothing and returns nil, or zero of the method's scalar type.
            return Self.nilResult(of: selector)
        case .classObject(let className):
            if let result = try sendToClass(className, selector, arguments, context) { return result }
            if let unsupported = unsupportedAPI(selector, className: className, isClass: true) {
                throw RuntimeFailure.unsupported(unsupported, at: range)
            }
            throw RuntimeFailure.unrecognizedSelector(selector, className: className, isClass: true, address: "",
                                                      suggestion: suggestion(for: selector, among: classSelectors(className)), at: range)
        case .object(let object):
            if let result = try sendToObject(object, selector, arguments, context) { return result }
            if let unsupported = unsupportedAPI(selector, className: object.className, isClass: false, isSignal: object is RACSignal) {
                throw RuntimeFailure.unsupported(unsupported, at: range)
            }
            throw RuntimeFailure.unrecognizedSelector(selector, className: object.className, isClass: false, address: object.address,
                                                      suggestion: suggestion(for: selector, among: instanceSelectors(object)), at: range)
        default:
            throw RuntimeFailure.error("bad receiver type '\(receiver.typeDescription)'", at: range)
        }
    }

    /// What a message to nil returns: zero of the method's return type (the runtime clears the
    /// return registers), so `[nil integerValue] + 1` is the `long` 1 and `[nil count] < 2`
    /// holds. Only the Foundation methods the bridge answers with a scalar are known here;
    /// every other message to nil gives nil.
    static func nilResult(of selector: String) -> Value {
        switch selector {
        case "integerValue", "longValue", "longLongValue", "compare:": return .integer(0, Value.long)
        case "intValue": return .integer(0, Value.int)
        case "unsignedIntegerValue", "count", "length", "indexOfObject:": return .integer(0, Value.unsignedLong)
        case "unsignedIntValue": return .integer(0, IntegerType(bitWidth: 32, isSigned: false))
        case "characterAtIndex:": return .integer(0, IntegerType(bitWidth: 16, isSigned: false))
        case "doubleValue": return .floating(0, bitWidth: 64)
        case "floatValue": return .floating(0, bitWidth: 32)
        case "boolValue", "isEqual:", "isEqualToString:", "isEqualToNumber:", "hasPrefix:", "hasSuffix:",
             "containsString:", "containsObject:", "isDisposed", "isKindOfClass:", "isMemberOfClass:",
             "respondsToSelector:", "conformsToProtocol:":
            return .bool(false)
        default: return .null
        }
    }

    private func sendToObject(_ object: RACObject, _ selector: String, _ arguments: [Value], _ context: SendContext) throws -> Value? {
        // Foundation values get most of a snippet's sends (`[x integerValue]`) and are none of
        // the RAC classes below, so they skip those checks (the protocol check alone is a
        // conformance lookup per send). Numbers come first: they get the most.
        if let number = object as? ObjCNumber {
            if let result = try sendToNumber(number, selector, arguments, context) { return result }
            return try sendToNSObject(object, selector, arguments, context)
        }
        // The engine's subscribers are the other half (`[subscriber sendNext:…]`); as concrete
        // classes they reach the subscriber methods without a conformance lookup.
        if let subscriber = object as? RACPassthroughSubscriber {
            if let result = try sendToSubscriber(subscriber, selector, arguments, context) { return result }
            return try sendToNSObject(object, selector, arguments, context)
        }
        if let subscriber = object as? RACSubscriber {
            if let result = try sendToSubscriber(subscriber, selector, arguments, context) { return result }
            return try sendToNSObject(object, selector, arguments, context)
        }
        if object is ObjCNumber || object is ObjCString || object is ObjCArray || object is ObjCDictionary || object is ObjCError {
            if let result = try sendToFoundation(object, selector, arguments, context) { return result }
            return try sendToNSObject(object, selector, arguments, context)
        }
        if let allocated = object as? AllocatedInstance {
            guard selector.hasPrefix("init") else { return nil }
            let classSelector = selector == "init" ? "new" : selector
            return try sendToClass(allocated.allocatedClass, classSelector, arguments, context)
        }
        if let signal = object as? RACSignal, let result = try sendToSignal(signal, selector, arguments, context) { return result }
        if let signal = object as? RACSignal, let result = try sendTimeOperator(signal, selector, arguments, context) { return result }
        if let scheduler = object as? RACTestScheduler, let result = try sendToTestScheduler(scheduler, selector, arguments, context) { return result }
        if let subscriber = object as? RACSubscriberProtocol, let result = try sendToSubscriber(subscriber, selector, arguments, context) { return result }
        if let disposable = object as? RACDisposable, let result = try sendToDisposable(disposable, selector, arguments, context) { return result }
        if let scheduler = object as? RACScheduler, let result = try sendToScheduler(scheduler, selector, arguments, context) { return result }
        if let connection = object as? RACMulticastConnection, let result = try sendToConnection(connection, selector, arguments, context) { return result }
        if let result = try sendToFoundation(object, selector, arguments, context) { return result }
        return try sendToNSObject(object, selector, arguments, context)
    }

    /// `NSObject`'s methods, which every object answers.
    private func sendToNSObject(_ object: RACObject, _ selector: String, _ arguments: [Value], _ context: SendContext) throws -> Value? {
        switch selector {
        case "description", "debugDescription":
            return temporary(.object(ObjCString(object.description)))
        case "class":
            return .classObject(object.className)
        case "isEqual:":
            return .bool(object.isEqual(arguments[0].object))
        case "hash":
            return .integer(Int64(object.hashValue), Value.unsignedLong)
        case "self":
            return .object(object)
        case "copy", "mutableCopy":
            // -[NSObject copy] calls -copyWithZone:, which only classes adopting NSCopying
            // implement; those modelled here are immutable and return themselves. Nothing here
            // adopts NSMutableCopying (strings and collections answer both in Foundation).
            if selector == "copy", Self.copiesAsItself(object) { return .object(object) }
            throw RuntimeFailure.unrecognizedSelector(selector + "WithZone:", className: object.className, isClass: false,
                                                      address: object.address, suggestion: nil, at: context.range)
        case "respondsToSelector:":
            guard case .selector(let name) = arguments[0] else { return .bool(false) }
            return .bool(instanceSelectors(object).contains(name))
        case "isKindOfClass:", "isMemberOfClass:":
            guard case .classObject(let name) = arguments[0] else { return .bool(false) }
            return .bool(isKind(object, of: name, exact: selector == "isMemberOfClass:"))
        default:
            return nil
        }
    }

    /// Adopts NSCopying and, being immutable, answers `-copyWithZone:` with itself: NSNumber,
    /// NSError, NSDate, NSNull, a block, and ReactiveObjC's RACTuple, RACTupleNil and RACEvent
    /// (RACTuple.m, RACEvent.m). RACSignal, RACDisposable, RACScheduler, RACUnit and the
    /// subscribers do not adopt it.
    private static func copiesAsItself(_ object: RACObject) -> Bool {
        object is ObjCNumber || object is ObjCError || object is ObjCDate || object is ObjCNull || object is InterpretedBlock
            || object is RACTuple || object is RACTupleNil || object is RACEvent
    }

    private func isKind(_ object: RACObject, of name: String, exact: Bool) -> Bool {
        if object.className == name { return true }
        if exact { return false }
        switch name {
        case "NSObject": return true
        case "RACSignal", "RACStream": return object is RACSignal
        case "RACSubject": return object is RACSubject
        case "RACDisposable": return object is RACDisposable
        case "NSString": return object is ObjCString
        case "NSNumber", "NSValue": return object is ObjCNumber
        case "NSArray": return object is ObjCArray
        case "NSMutableArray": return (object as? ObjCArray)?.isMutable == true
        case "NSDictionary": return object is ObjCDictionary
        case "NSError": return object is ObjCError
        case "RACTuple": return object is RACTuple
        default: return false
        }
    }

    /// How to name `selector` in an "is not supported by RACStep yet" error, when it is a real
    /// ReactiveObjC API RACStep does not model (an operator, a `rac_` category); nil for a
    /// selector nobody defines, which is a plain unrecognized selector.
    private func unsupportedAPI(_ selector: String, className: String, isClass: Bool, isSignal: Bool = false) -> String? {
        if let name = Self.unsupportedSelectors[selector] { return name }
        if selector.hasPrefix("rac_") { return (isClass ? "+" : "-") + selector }
        // `self` stands for a UIKit view controller: its views and properties are not modelled.
        if !isClass, className == SnippetSelf.modelledClassName { return "-[\(className) \(selector)]" }
        if isClass, className == "RACSignal" || className == "RACStream", Self.unmodelledSignalClassSelectors.contains(selector) {
            return "+[\(className) \(selector)]"
        }
        if !isClass, isSignal, Self.unmodelledSignalSelectors.contains(selector) {
            return "-[RACSignal \(selector)]"
        }
        return nil
    }

    /// `RACObserve`-style APIs and UIKit categories RACStep does not model, by selector.
    static let unsupportedSelectors: [String: String] = [
        "rac_signalForSelector:": "-rac_signalForSelector:",
        "rac_signalForControlEvents:": "-rac_signalForControlEvents:",
        "rac_textSignal": "-rac_textSignal",
        "rac_willDeallocSignal": "-rac_willDeallocSignal",
        "rac_valuesForKeyPath:observer:": "-rac_valuesForKeyPath:observer:",
        "rac_valuesAndChangesForKeyPath:options:observer:": "-rac_valuesAndChangesForKeyPath:options:observer:",
        "rac_sequence": "-rac_sequence (RACSequence)",
        "rac_command": "-rac_command (RACCommand)",
        "rac_liftSelector:withSignals:": "-rac_liftSelector:withSignals:",
        "rac_GET:parameters:": "networking categories",
    ]

    // MARK: Suggestions

    func classSelectors(_ className: String) -> [String] {
        Self.classMethodSelectors[className] ?? ["alloc", "new"]
    }

    func instanceSelectors(_ object: RACObject) -> [String] {
        var selectors = Self.nsObjectSelectors
        if object is RACSignal { selectors += Self.signalSelectors + Self.timeSignalSelectors }
        if object is RACTestScheduler { selectors += Self.testSchedulerSelectors }
        if object is RACSubscriberProtocol { selectors += Self.subscriberSelectors }
        if object is RACDisposable { selectors += Self.disposableSelectors }
        if object is RACScheduler { selectors += Self.schedulerSelectors }
        if object is RACMulticastConnection { selectors += Self.connectionSelectors }
        selectors += foundationSelectors(object)
        return selectors
    }

    static let nsObjectSelectors = ["description", "debugDescription", "class", "isEqual:", "hash", "self",
                                    "respondsToSelector:", "isKindOfClass:", "isMemberOfClass:"]

    /// The nearest known selector by edit distance, when it is close enough to be a typo.
    func suggestion(for selector: String, among candidates: [String]) -> String? {
        var best: (String, Int)?
        for candidate in Set(candidates) {
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
        if Self.classMethodSelectors[name] != nil { return .classObject(name) }
        switch name {
        case "NSURLErrorDomain", "NSCocoaErrorDomain", "NSPOSIXErrorDomain", "NSOSStatusErrorDomain",
             "RACSignalErrorDomain", "RACCommandErrorDomain":
            return temporary(.object(ObjCString(name)))
        case "NSLocalizedDescriptionKey": return temporary(.object(ObjCString("NSLocalizedDescription")))
        case "NSLocalizedFailureReasonErrorKey": return temporary(.object(ObjCString("NSLocalizedFailureReason")))
        case "NSUnderlyingErrorKey": return temporary(.object(ObjCString("NSUnderlyingError")))
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
        case "INT_MAX": return .integer(Int64(Int32.max), Value.int)
        default:
            if name.hasPrefix("UI") || name.hasPrefix("NS") || name.hasPrefix("RAC") || name.hasPrefix("CG") {
                throw RuntimeFailure.unsupported(name, at: range)
            }
            throw RuntimeFailure.undeclared(name, at: range)
        }
    }
}
