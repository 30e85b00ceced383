import RACCore

/// `NSObject`'s methods, which every object answers.
extension Evaluator {
    /// NSObject's, with key-value coding's reading half (`keyValueCodingMethods`).
    static let nsObjectMethods: [BridgeMethod<RACObject>] = nsObjectOwnMethods + keyValueCodingMethods

    private static let nsObjectOwnMethods: [BridgeMethod<RACObject>] = [
        .method("description") { call in call.evaluator.temporary(.object(ObjCString(call.receiver.description))) },
        .method("debugDescription") { call in call.evaluator.temporary(.object(ObjCString(call.receiver.description))) },
        .method("class") { call in .classObject(call.receiver.className) },
        .method("isEqual:", returns: .bool) { call in .bool(call.receiver.isEqual(call.object(0))) },
        .method("hash", returns: .unsignedLong) { call in .integer(Int64(call.receiver.hashValue), Value.unsignedLong) },
        .method("self") { call in .object(call.receiver) },
        // -[NSObject copy] calls -copyWithZone:, which only classes adopting NSCopying
        // implement; those modelled here are immutable and return themselves. Nothing here
        // adopts NSMutableCopying (strings and collections answer both in their own tables).
        .method("copy") { call in
            if Evaluator.copiesAsItself(call.receiver) { return .object(call.receiver) }
            throw call.evaluator.unrecognized(call, as: "copyWithZone:")
        },
        .method("mutableCopy") { call in throw call.evaluator.unrecognized(call, as: "mutableCopyWithZone:") },
        .method("respondsToSelector:", returns: .bool) { call in
            guard case .selector(let name) = call.arguments[0] else { return .bool(false) }
            return .bool(call.evaluator.instanceSelectors(call.receiver).contains(name))
        },
        .method("isKindOfClass:", returns: .bool) { call in
            guard case .classObject(let name) = call.arguments[0] else { return .bool(false) }
            return .bool(Evaluator.isKind(call.receiver, of: name, exact: false))
        },
        .method("isMemberOfClass:", returns: .bool) { call in
            guard case .classObject(let name) = call.arguments[0] else { return .bool(false) }
            return .bool(Evaluator.isKind(call.receiver, of: name, exact: true))
        },
    ]

    /// The runtime's unrecognized-selector exception for the receiver of `call` (or for the
    /// method it forwards to, `as`): what a handler throws when the object cannot answer
    /// after all (an immutable array asked to add, a number compared with a string).
    func unrecognized<Receiver: RACObject>(_ call: BridgeCall<Receiver>, as selector: String? = nil) -> RuntimeFailure {
        RuntimeFailure(.unrecognizedSelector(selector ?? call.selector, className: call.receiver.className, isClass: false,
                              address: call.receiver.address, suggestion: nil), at: call.context.range)
    }

    /// Adopts NSCopying and, being immutable, answers `-copyWithZone:` with itself: NSNumber,
    /// NSError, NSDate, NSNull, a block, and ReactiveObjC's RACTuple, RACTupleNil and RACEvent
    /// (RACTuple.m, RACEvent.m). RACSignal, RACDisposable, RACScheduler, RACUnit and the
    /// subscribers do not adopt it.
    private static func copiesAsItself(_ object: RACObject) -> Bool {
        object is ObjCNumber || object is ObjCError || object is ObjCDate || object is ObjCNull || object is InterpretedBlock
            || object is RACTuple || object is RACTupleNil || object is RACEvent
    }

    private static func isKind(_ object: RACObject, of name: String, exact: Bool) -> Bool {
        if object.className == name { return true }
        if exact { return false }
        switch name {
        case "NSObject": return true
        case "RACStream": return object is RACStream
        case "RACSignal": return object is RACSignal
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
}
