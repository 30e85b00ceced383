import RACCore

/// `-valueForKey:` and `-valueForKeyPath:` (NSKeyValueCoding.h) as a snippet reads values:
/// a dictionary answers its objects (RACCore's `value(forKey:)`), an array answers the
/// array of its elements' values (NSNull for nil) and its collection operators, and any
/// other object answers the getter of that name — a scalar boxed in an NSNumber — or
/// raises NSUnknownKeyException as NSObject's `-valueForUndefinedKey:` does.
extension Evaluator {
    static let keyValueCodingMethods: [BridgeMethod<RACObject>] = [
        .method("valueForKey:") { call in
            let key = try call.evaluator.stringArgument(call.arguments[0], call.context, 0)
            return call.result(try call.evaluator.value(of: call.receiver, forKey: key, call.context))
        },
        .method("valueForKeyPath:") { call in
            let keyPath = try call.evaluator.stringArgument(call.arguments[0], call.context, 0)
            return call.result(try call.evaluator.value(of: call.receiver, forKeyPath: keyPath, call.context))
        },
    ]

    /// `-valueForKeyPath:`: the first key's value, then the rest of the path on it; on an
    /// array, a first key starting with `@` is a collection operator over the rest.
    func value(of object: RACObject?, forKeyPath keyPath: String, _ context: SendContext) throws -> RACObject? {
        guard let object else { return nil }
        let parts = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
        let key = parts.first ?? keyPath, rest = parts.count > 1 ? parts[1] : nil
        if let array = object as? ObjCArray, key.hasPrefix("@") {
            return try collectionOperator(key, on: array, rightPath: rest, context)
        }
        let value = try self.value(of: object, forKey: key, context)
        guard let rest else { return value }
        return try self.value(of: value, forKeyPath: rest, context)
    }

    /// `-valueForKey:`.
    func value(of object: RACObject, forKey key: String, _ context: SendContext) throws -> RACObject? {
        switch object {
        case is ObjCDictionary:
            return try rethrowingRaise { object.value(forKey: key) }
        case let array as ObjCArray:
            // NSArray: `@key` is the array's own key (`@count`); any other key maps the elements.
            if key.hasPrefix("@") { return try value(of: array, forKeyPath: key, context) }
            return ObjCArray(try array.items.map { try value(of: $0, forKey: key, context) ?? ObjCNull.null })
        default:
            if key == "self" { return object }
            let kind = ReceiverKind.of(object)
            guard let method = kind.methods[key], method.isModelled, !key.contains(":") else {
                throw RuntimeFailure(.racException(name: "NSUnknownKeyException", reason:
                    "[<\(object.className) \(object.address)> valueForUndefinedKey:]: this class is not key value coding-compliant for the key \(key)."),
                                     at: context.range)
            }
            let value = try send(key, to: .object(object), arguments: [], range: context.range, argumentRanges: [])
            return try box(value, at: context.range).object
        }
    }

    /// NSArray's collection operators (the Key-Value Coding Programming Guide's "Collection
    /// Operators"): `@count`, and `@max` and `@min`, the greatest and least values of the
    /// right key path by `-compare:`, nil and NSNull ignored (nil for none). `@sum` and `@avg`
    /// answer an NSDecimalNumber, which RACStep does not model: they, and the union operators,
    /// are reported as not supported.
    private func collectionOperator(_ name: String, on array: ObjCArray, rightPath: String?, _ context: SendContext) throws -> RACObject? {
        if name == "@count" { return ObjCNumber(array.count) }
        guard name == "@max" || name == "@min" else {
            throw RuntimeFailure(.unsupported("the \(name) collection operator"), at: context.range)
        }
        guard let rightPath else {
            throw RuntimeFailure(.racException(name: "NSInvalidArgumentException", reason:
                "[<\(array.className) \(array.address)> valueForKeyPath:]: this class does not implement the \(name.dropFirst()) operation."),
                                 at: context.range)
        }
        var best: RACObject?
        for element in array.items {
            guard let value = try value(of: element, forKeyPath: rightPath, context), !(value is ObjCNull) else { continue }
            guard let current = best else { best = value; continue }
            let order = try compare(value, current, context)
            if (name == "@max" && order > 0) || (name == "@min" && order < 0) { best = value }
        }
        return best
    }

    /// `[a compare:b]`, as the receiver's class answers it: NSOrderedAscending (-1),
    /// NSOrderedSame (0) or NSOrderedDescending (1).
    func compare(_ a: RACObject, _ b: RACObject, _ context: SendContext, selector: String = "compare:") throws -> Int64 {
        let result = try send(selector, to: .object(a), arguments: [.object(b)], range: context.range, argumentRanges: [context.range])
        guard case .integer(let order, _) = result else {
            throw RuntimeFailure(.blockResult(got: result.typeDescription, expected: "NSComparisonResult"), at: context.range)
        }
        return order
    }

    /// Runs `body` and throws the exception RACCore raised inside it, if any.
    private func rethrowingRaise<T>(_ body: () -> T) throws -> T {
        let result = body()
        if hasFailed, let failure { throw failure }
        return result
    }
}
