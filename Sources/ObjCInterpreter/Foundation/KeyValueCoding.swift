import Foundation
import RACCore

/// `-valueForKey:` and `-valueForKeyPath:` (NSKeyValueCoding.h) as a snippet reads values:
/// a dictionary answers its objects (RACCore's `value(forKey:)`), an array or a set answers
/// the collection of its elements' values and its collection operators, and any other object
/// answers the getter of that name — a scalar boxed in an NSNumber — or raises
/// NSUnknownKeyException as NSObject's `-valueForUndefinedKey:` does.
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
    /// array or a set, a first key starting with `@` is a collection operator over the rest.
    func value(of object: RACObject?, forKeyPath keyPath: String, _ context: SendContext) throws -> RACObject? {
        guard let object else { return nil }
        let parts = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
        let key = parts.first ?? keyPath, rest = parts.count > 1 ? parts[1] : nil
        if key.hasPrefix("@"), let elements = Self.collectionElements(object) {
            return try collectionOperator(key, on: object, elements: elements, rightPath: rest, context)
        }
        let value = try self.value(of: object, forKey: key, context)
        guard let rest else { return value }
        return try self.value(of: value, forKeyPath: rest, context)
    }

    /// The elements of an NSArray, NSSet or NSOrderedSet, in order; nil for other objects.
    private static func collectionElements(_ object: RACObject) -> [RACObject]? {
        switch object {
        case let array as ObjCArray: array.items
        case let set as ObjCSet: set.items
        default: nil
        }
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
        case let set as ObjCSet:
            // NSSet's and NSOrderedSet's: a collection of the same kind, of the values that are
            // not nil (Foundation's NSSet(NSKeyValueCoding), as decompiled).
            if key.hasPrefix("@") { return try value(of: set, forKeyPath: key, context) }
            return ObjCSet(try set.items.compactMap { try value(of: $0, forKey: key, context) }, kind: set.kind)
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

    /// The collection operators (the Key-Value Coding Programming Guide's "Collection
    /// Operators"), as Foundation's NSArray, NSSet and NSOrderedSet (NSKeyValueCoding)
    /// implement them: `@count`; `@max` and `@min`, the greatest and least values of the right
    /// key path by `-compare:`, nil and NSNull ignored (nil for none); `@sum`, an
    /// NSDecimalNumber from zero adding each non-nil value's `-decimalValue`, and `@avg`, that
    /// sum divided by the count of elements (nil for none); `@unionOfObjects`, the non-nil
    /// values, and `@distinctUnionOfObjects`, those without repeats (in the order first met,
    /// where Foundation's goes through an NSSet's hash order). The rest are not supported.
    private func collectionOperator(_ name: String, on collection: RACObject, elements: [RACObject], rightPath: String?,
                                    _ context: SendContext) throws -> RACObject? {
        if name == "@count" { return ObjCNumber(elements.count) }
        guard ["@max", "@min", "@sum", "@avg", "@unionOfObjects", "@distinctUnionOfObjects"].contains(name) else {
            throw RuntimeFailure(.unsupported("the \(name) collection operator"), at: context.range)
        }
        guard let rightPath else {
            throw RuntimeFailure(.racException(name: "NSInvalidArgumentException", reason:
                "[<\(collection.className) \(collection.address)> valueForKeyPath:]: this class does not implement the \(name.dropFirst()) operation."),
                                 at: context.range)
        }
        let values = try elements.map { try value(of: $0, forKeyPath: rightPath, context) }
        switch name {
        case "@sum": return ObjCDecimalNumber(try sum(values, context))
        case "@avg": return elements.isEmpty ? nil : ObjCDecimalNumber(try sum(values, context) / Decimal(elements.count))
        case "@unionOfObjects": return ObjCArray(values.compactMap { $0 })
        case "@distinctUnionOfObjects":
            var distinct: [RACObject] = []
            for case let value? in values where !distinct.contains(where: { objcEqual($0, value) }) { distinct.append(value) }
            return ObjCArray(distinct)
        default: break
        }
        var best: RACObject?
        for value in values {
            guard let value, !(value is ObjCNull) else { continue }
            guard let current = best else { best = value; continue }
            let order = try compare(value, current, context)
            if (name == "@max" && order > 0) || (name == "@min" && order < 0) { best = value }
        }
        return best
    }

    /// `@sum`'s total: each non-nil value's `-decimalValue`, which only numbers answer.
    private func sum(_ values: [RACObject?], _ context: SendContext) throws -> Decimal {
        var total = Decimal(0)
        for case let value? in values {
            guard let decimal = ObjCDecimalNumber.decimal(of: value) else {
                throw RuntimeFailure(.unrecognizedSelector("decimalValue", className: value.className, isClass: false,
                                                          address: value.address, suggestion: nil), at: context.range)
            }
            total += decimal
        }
        return total
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
