import RACCore

/// NSSet, NSOrderedSet and NSIndexSet (and their mutable subclasses): the classes, the methods
/// a snippet sends them, and their `rac_sequence` as RAC's categories build it. A set's order
/// is the order its objects were added (`ObjCSet`).
extension Evaluator {
    static let setClasses: [BridgeClass] = [
        BridgeClass("NSSet", classMethods: setConstructors(kind: .set, prefix: "set"), initializers: [
            .method("init") { call in call.result(ObjCSet([], kind: .set, mutable: call.receiver == "NSMutableSet")) },
        ]),
        BridgeClass("NSMutableSet", superclass: "NSSet", classMethods: [
            .method("setWithCapacity:") { call in try call.evaluator.instantiate(call.receiver, call.context) },
        ]),
        BridgeClass("NSOrderedSet", classMethods: setConstructors(kind: .orderedSet, prefix: "orderedSet"), initializers: [
            .method("init") { call in call.result(ObjCSet([], kind: .orderedSet, mutable: call.receiver == "NSMutableOrderedSet")) },
        ]),
        BridgeClass("NSMutableOrderedSet", superclass: "NSOrderedSet", classMethods: [
            .method("orderedSetWithCapacity:") { call in try call.evaluator.instantiate(call.receiver, call.context) },
        ]),
        BridgeClass("NSIndexSet", classMethods: [
            .method("indexSet") { call in try call.evaluator.instantiate(call.receiver, call.context) },
            .method("indexSetWithIndex:") { call in
                call.result(ObjCIndexSet([Int(try call.unsignedInteger(0))], mutable: call.receiver == "NSMutableIndexSet"))
            },
            // Takes an NSRange, a C struct RACStep does not model.
            .unmodelledClassMethod("indexSetWithIndexesInRange:", in: "NSIndexSet"),
        ], initializers: [
            .method("init") { call in call.result(ObjCIndexSet([], mutable: call.receiver == "NSMutableIndexSet")) },
        ]),
        BridgeClass("NSMutableIndexSet", superclass: "NSIndexSet"),
    ]

    /// `+set`, `+setWithObject:`, `+setWithObjects:` and `+setWithArray:`, or the
    /// same for `orderedSet…`; each makes the mutable class when sent to it.
    private static func setConstructors(kind: ObjCSet.Kind, prefix: String) -> [BridgeMethod<String>] {
        @Sendable func make(_ call: BridgeCall<String>, _ objects: [RACObject]) -> Value {
            call.result(ObjCSet(objects, kind: kind, mutable: call.receiver.hasPrefix("NSMutable")))
        }
        return [
            .method(prefix) { call in make(call, []) },
            .method(prefix + "WithObject:") { call in
                guard let object = call.object(0) else { throw call.evaluator.nilInsertion(call.context) }
                return make(call, [object])
            },
            .method(prefix + "WithObjects:", variadic: true) { call in
                make(call, call.evaluator.nilTerminated(call.arguments).compactMap(\.object))
            },
            .method(prefix + "WithArray:") { call in make(call, (call.object(0) as? ObjCArray)?.items ?? []) },
        ]
    }

    /// NSSet's and NSOrderedSet's shared methods.
    static let setMethods: [BridgeMethod<RACObject>] = ([
        .method("count", returns: .unsignedLong) { call in .integer(Int64(call.receiver.count), Value.unsignedLong) },
        .method("containsObject:", returns: .bool) { call in .bool(call.receiver.contains(call.object(0))) },
        .method("allObjects") { call in call.result(ObjCArray(call.receiver.items)) },
        .method("anyObject") { call in call.receiver.items.first.map(Value.object) ?? .null },
        .method("member:") { call in call.receiver.member(call.object(0)).map(Value.object) ?? .null },
        .method("copy") { call in
            let set = call.receiver
            return set.isMutable ? call.result(ObjCSet(set.items, kind: set.kind)) : .object(set)
        },
        .method("mutableCopy") { call in call.result(ObjCSet(call.receiver.items, kind: call.receiver.kind, mutable: true)) },
        // NSSet+RACSequenceAdditions.m:14: `self.allObjects.rac_sequence`; NSOrderedSet's
        // (NSOrderedSet+RACSequenceAdditions.m:14): `self.array.rac_sequence`. Both an array's.
        .method("rac_sequence") { call in call.result(ObjCArray(call.receiver.items).rac_sequence) },
    ] as [BridgeMethod<ObjCSet>]).map(BridgeMethod<RACObject>.lifting)

    /// NSSet's own.
    static let unorderedSetMethods: [BridgeMethod<RACObject>] = ([
        .method("isEqualToSet:", returns: .bool) { call in .bool(call.receiver.isEqual(call.object(0))) },
        .method("isSubsetOfSet:", returns: .bool) { call in
            let other = call.object(0) as? ObjCSet
            return .bool(call.receiver.items.allSatisfy { other?.contains($0) ?? false })
        },
        .method("intersectsSet:", returns: .bool) { call in
            let other = call.object(0) as? ObjCSet
            return .bool(call.receiver.items.contains { other?.contains($0) ?? false })
        },
        .method("setByAddingObject:") { call in
            guard let object = call.object(0) else { throw call.evaluator.nilInsertion(call.context) }
            return call.result(ObjCSet(call.receiver.items + [object]))
        },
        // The block gets each object and `BOOL *stop`, in the set's order.
        .method("enumerateObjectsUsingBlock:") { call in
            let block = try call.uncheckedBlock(0)
            let items = call.receiver.items
            try call.evaluator.enumerate(items.count, with: block, at: call.context.range) { [.object(items[$0])] }
            return .void
        },
    ] as [BridgeMethod<ObjCSet>]).map(BridgeMethod<RACObject>.lifting)

    /// NSOrderedSet's own: its objects by index.
    static let orderedSetMethods: [BridgeMethod<RACObject>] = ([
        .method("isEqualToOrderedSet:", returns: .bool) { call in .bool(call.receiver.isEqual(call.object(0))) },
        // As NSArray's: each object, its index and `BOOL *stop`.
        .method("enumerateObjectsUsingBlock:") { call in
            let block = try call.uncheckedBlock(0)
            let items = call.receiver.items
            try call.evaluator.enumerate(items.count, with: block, at: call.context.range) {
                [.object(items[$0]), .integer(Int64($0), Value.unsignedLong)]
            }
            return .void
        },
        .method("array") { call in call.result(ObjCArray(call.receiver.items)) },
        .method("firstObject") { call in call.receiver.items.first.map(Value.object) ?? .null },
        .method("lastObject") { call in call.receiver.items.last.map(Value.object) ?? .null },
        .method("objectAtIndex:") { call in try call.evaluator.orderedSetObject(call) },
        .method("objectAtIndexedSubscript:") { call in try call.evaluator.orderedSetObject(call) },
        .method("indexOfObject:", returns: .unsignedLong) { call in
            let found = call.receiver.items.firstIndex { objcEqual($0, call.object(0)) }
            return .integer(found.map(Int64.init) ?? Int64.max, Value.unsignedLong)
        },
    ] as [BridgeMethod<ObjCSet>]).map(BridgeMethod<RACObject>.lifting)

    /// NSMutableSet's and NSMutableOrderedSet's.
    static let mutableSetMethods: [BridgeMethod<RACObject>] = ([
        .method("addObject:") { call in
            guard let object = call.object(0) else {
                throw RuntimeFailure(.racException(name: "NSInvalidArgumentException", reason:
                    "*** -[\(call.receiver.className) addObject:]: object cannot be nil"), at: call.context.argumentRange(0))
            }
            call.receiver.add(object)
            return .void
        },
        .method("addObjectsFromArray:") { call in
            for item in (call.object(0) as? ObjCArray)?.items ?? [] { call.receiver.add(item) }
            return .void
        },
        .method("removeObject:") { call in
            call.receiver.remove(call.object(0))
            return .void
        },
        .method("removeAllObjects") { call in
            call.receiver.removeAll()
            return .void
        },
        // Each takes an NSSet, for an ordered set as for a set.
        .method("unionSet:") { call in
            for item in (call.object(0) as? ObjCSet)?.items ?? [] { call.receiver.add(item) }
            return .void
        },
        .method("minusSet:") { call in
            for item in (call.object(0) as? ObjCSet)?.items ?? [] { call.receiver.remove(item) }
            return .void
        },
        .method("intersectSet:") { call in
            let other = call.object(0) as? ObjCSet
            for item in call.receiver.items where !(other?.contains(item) ?? false) { call.receiver.remove(item) }
            return .void
        },
    ] as [BridgeMethod<ObjCSet>]).map(BridgeMethod<RACObject>.lifting)

    static let indexSetMethods: [BridgeMethod<RACObject>] = ([
        .method("count", returns: .unsignedLong) { call in .integer(Int64(call.receiver.count), Value.unsignedLong) },
        .method("containsIndex:", returns: .bool) { call in .bool(call.receiver.contains(Int(try call.unsignedInteger(0)))) },
        // NSNotFound (NSIntegerMax) when empty, as Foundation answers.
        .method("firstIndex", returns: .unsignedLong) { call in
            .integer(call.receiver.indexes.first.map(Int64.init) ?? Int64.max, Value.unsignedLong)
        },
        .method("lastIndex", returns: .unsignedLong) { call in
            .integer(call.receiver.indexes.last.map(Int64.init) ?? Int64.max, Value.unsignedLong)
        },
        // NSIndexSet+RACSequenceAdditions.m:14.
        .method("rac_sequence") { call in call.result(RACIndexSetSequence.sequence(with: call.receiver)) },
        // They take an NSRange, a C struct RACStep does not model.
        .unmodelled("containsIndexesInRange:", in: "NSIndexSet", returns: .bool),
        .unmodelled("indexesInRange:options:passingTest:", in: "NSIndexSet"),
    ] as [BridgeMethod<ObjCIndexSet>]).map(BridgeMethod<RACObject>.lifting)

    static let mutableIndexSetMethods: [BridgeMethod<RACObject>] = ([
        .method("addIndex:") { call in
            call.receiver.add(Int(try call.unsignedInteger(0)))
            return .void
        },
        .method("removeIndex:") { call in
            call.receiver.remove(Int(try call.unsignedInteger(0)))
            return .void
        },
        .unmodelled("addIndexesInRange:", in: "NSMutableIndexSet"),
    ] as [BridgeMethod<ObjCIndexSet>]).map(BridgeMethod<RACObject>.lifting)

    /// `-[NSOrderedSet objectAtIndex:]`: out of bounds raises NSRangeException, worded as
    /// CoreFoundation's `-[__NSOrderedSetI objectAtIndex:]` words it (as decompiled): `beyond
    /// bounds [0 .. last]`, or `for empty ordered set`.
    private func orderedSetObject(_ call: BridgeCall<ObjCSet>) throws -> Value {
        let set = call.receiver
        let index = Int(try call.integer(0))
        guard index >= 0 && index < set.count else {
            let bounds = set.count == 0 ? "for empty ordered set" : "[0 .. \(set.count - 1)]"
            throw RuntimeFailure(.racException(name: "NSRangeException", reason:
                "*** -[\(set.className) objectAtIndex:]: index \(index) beyond bounds \(bounds)"), at: call.context.argumentRange(0))
        }
        return .object(set.items[index])
    }
}
