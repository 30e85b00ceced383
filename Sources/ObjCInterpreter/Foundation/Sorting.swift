import RACCore

/// `NSSortDescriptor`: a key path, a direction and `-compare:`, as
/// `+sortDescriptorWithKey:ascending:` makes one.
final class ObjCSortDescriptor: RACObject {
    let key: String
    let ascending: Bool

    init(key: String, ascending: Bool) {
        self.key = key
        self.ascending = ascending
        super.init()
    }

    override var className: String { "NSSortDescriptor" }

    /// `(key, ascending, compare:)`, as NSSortDescriptor describes itself.
    override var description: String { "(\(key), \(ascending ? "ascending" : "descending"), compare:)" }
}

/// Sorting an array (NSArray.h's "Sorting"): by a selector its elements answer, by a
/// comparator block, or by sort descriptors, each giving NSComparisonResult (-1, 0, 1).
/// The sort is stable — elements that compare the same keep their order — as Foundation's
/// merge sort is; how often the comparator is called, and on which pairs, is the standard
/// library's, so a comparator that logs may log other pairs than Foundation's.
extension Evaluator {
    static let sortDescriptorClass = BridgeClass("NSSortDescriptor", classMethods: [
        .method("sortDescriptorWithKey:ascending:") { call in
            let key = try call.evaluator.stringArgument(call.arguments[0], call.context, 0)
            return call.evaluator.temporary(.object(ObjCSortDescriptor(key: key, ascending: call.arguments[1].truth)))
        },
    ], initializers: [
        .method("initWithKey:ascending:") { call in
            let key = try call.evaluator.stringArgument(call.arguments[0], call.context, 0)
            return call.evaluator.temporary(.object(ObjCSortDescriptor(key: key, ascending: call.arguments[1].truth)))
        },
    ])

    static let sortingMethods: [BridgeMethod<RACObject>] = ([
        .method("sortedArrayUsingSelector:") { call in
            call.evaluator.temporary(.object(ObjCArray(try call.evaluator.sorted(call.receiver.items, call, by: .selector(try call.selectorArgument(0))))))
        },
        .method("sortedArrayUsingComparator:") { call in
            call.evaluator.temporary(.object(ObjCArray(try call.evaluator.sorted(call.receiver.items, call, by: .comparator(try call.uncheckedBlock(0))))))
        },
        .method("sortedArrayUsingDescriptors:") { call in
            call.evaluator.temporary(.object(ObjCArray(try call.evaluator.sorted(call.receiver.items, call, by: .descriptors(try call.sortDescriptors(0))))))
        },
    ] as [BridgeMethod<ObjCArray>]).map(BridgeMethod<RACObject>.lifting)

    static let mutableSortingMethods: [BridgeMethod<RACObject>] = ([
        .method("sortUsingSelector:") { call in
            try call.evaluator.sortInPlace(call.receiver, call, by: .selector(try call.selectorArgument(0)))
        },
        .method("sortUsingComparator:") { call in
            try call.evaluator.sortInPlace(call.receiver, call, by: .comparator(try call.uncheckedBlock(0)))
        },
        .method("sortUsingDescriptors:") { call in
            try call.evaluator.sortInPlace(call.receiver, call, by: .descriptors(try call.sortDescriptors(0)))
        },
    ] as [BridgeMethod<ObjCArray>]).map(BridgeMethod<RACObject>.lifting)

    /// What orders two elements.
    enum SortOrder {
        case selector(String)
        case comparator(InterpretedBlock)
        case descriptors([ObjCSortDescriptor])
    }

    private func sortInPlace(_ array: ObjCArray, _ call: BridgeCall<ObjCArray>, by order: SortOrder) throws -> Value {
        let sorted = try self.sorted(array.items, call, by: order)
        array.removeAll()
        for item in sorted { array.append(item) }
        return .void
    }

    private func sorted(_ items: [RACObject], _ call: BridgeCall<ObjCArray>, by order: SortOrder) throws -> [RACObject] {
        try items.sorted { a, b in try compare(a, b, call.context, by: order) < 0 }
    }

    private func compare(_ a: RACObject, _ b: RACObject, _ context: SendContext, by order: SortOrder) throws -> Int64 {
        switch order {
        case .selector(let selector):
            return try compare(a, b, context, selector: selector)
        case .comparator(let block):
            let mark = temporaries.count
            defer { releaseTemporaries(to: mark) }
            let result = try callBlock(block, [.object(a), .object(b)], at: context.range)
            switch result {
            case .integer(let value, _): return value
            // NSOrderedSame, where the block's type reads as an object's: 0 is nil.
            case .null: return 0
            default:
                throw RuntimeFailure(.blockResult(got: result.typeDescription, expected: "NSComparisonResult"), at: block.literal.range)
            }
        case .descriptors(let descriptors):
            // Each descriptor in turn, until one orders the pair; nil sorts before any value.
            for descriptor in descriptors {
                let left = try value(of: a, forKeyPath: descriptor.key, context)
                let right = try value(of: b, forKeyPath: descriptor.key, context)
                var result: Int64
                switch (left, right) {
                case (nil, nil): result = 0
                case (nil, _): result = -1
                case (_, nil): result = 1
                case let (left?, right?): result = try compare(left, right, context)
                }
                if !descriptor.ascending { result = -result }
                if result != 0 { return result }
            }
            return 0
        }
    }
}

extension BridgeCall {
    /// Argument `index` as a `@selector(…)`.
    func selectorArgument(_ index: Int) throws -> String {
        guard case .selector(let selector) = arguments[index] else {
            throw RuntimeFailure(.wrongArgumentType(selector: self.selector, expected: .selector, got: arguments[index].typeDescription),
                                 at: context.argumentRange(index))
        }
        return selector
    }

    /// Argument `index` as an NSArray of NSSortDescriptors.
    func sortDescriptors(_ index: Int) throws -> [ObjCSortDescriptor] {
        guard let array = object(index) as? ObjCArray else {
            throw RuntimeFailure(.wrongArgumentType(selector: selector, expected: .sortDescriptorArray, got: arguments[index].typeDescription),
                                 at: context.argumentRange(index))
        }
        return try array.items.map { item in
            guard let descriptor = item as? ObjCSortDescriptor else {
                throw RuntimeFailure(.wrongArgumentType(selector: selector, expected: .sortDescriptorArray, got: item.className),
                                     at: context.argumentRange(index))
            }
            return descriptor
        }
    }
}
