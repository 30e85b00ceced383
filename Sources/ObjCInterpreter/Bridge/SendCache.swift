import RACCore

/// One compiled call site's method, resolved on its first send: the next send to an object
/// of the same class (or to the same class object) calls the handler without looking the
/// selector up again (hashing it cost more than the rest of a send to a tuple's `first`).
///
/// Only classes whose receiver kind the class alone decides are remembered: an `ObjCArray`
/// is an `NSArray` or an `NSMutableArray` by its flag (`ReceiverKind.isDecidedByClass`).
final class SendCache {
    @exclusivity(unchecked) private(set) var receiverClass: ObjectIdentifier?
    @exclusivity(unchecked) private(set) var handler: ((BridgeCall<RACObject>) throws -> Value)?
    @exclusivity(unchecked) private(set) var className: String?
    @exclusivity(unchecked) private(set) var classHandler: ((BridgeCall<String>) throws -> Value)?

    func remember(_ handler: @escaping (BridgeCall<RACObject>) throws -> Value, for object: RACObject) {
        receiverClass = ObjectIdentifier(type(of: object))
        self.handler = handler
    }

    func remember(_ handler: @escaping (BridgeCall<String>) throws -> Value, forClass className: String) {
        self.className = className
        classHandler = handler
    }
}
