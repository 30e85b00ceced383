/// `NSSet` / `NSMutableSet` and `NSOrderedSet` / `NSMutableOrderedSet`: distinct objects (by
/// `-isEqual:`), each held strongly. They are two class trees in Foundation (an ordered set is
/// not an NSSet) but the same store here: what differs, equality and the class name, is
/// `kind`'s.
///
/// An NSSet's order is its hash table's, which Foundation leaves undefined; RACStep's is the
/// order the objects were first added, as for a dictionary's keys, so that `-allObjects`,
/// `for … in`, `-description` and `rac_sequence` agree with each other and from run to run.
public final class ObjCSet: RACObject {
    public enum Kind: Sendable {
        case set
        /// Ordered by contract: the order objects were added, an index for each.
        case orderedSet
    }

    public let kind: Kind
    public let isMutable: Bool
    public private(set) var items: [RACObject] = []

    /// `objects`, the first of each group of equal ones kept (`+setWithArray:`).
    public init(_ objects: [RACObject], kind: Kind = .set, mutable: Bool = false) {
        self.kind = kind
        isMutable = mutable
        super.init()
        for object in objects { add(object) }
    }

    public override var className: String {
        switch (kind, isMutable) {
        case (.set, false): "__NSSetI"
        case (.set, true): "__NSSetM"
        case (.orderedSet, false): "__NSOrderedSetI"
        case (.orderedSet, true): "__NSOrderedSetM"
        }
    }

    public override func dealloc() {
        let held = items
        items = []
        for item in held { item.release() }
    }

    public var count: Int { items.count }

    /// `-member:`: the set's object equal to `object`, nil if none.
    public func member(_ object: RACObject?) -> RACObject? {
        guard let object else { return nil }
        return items.first { objcEqual($0, object) }
    }

    public func contains(_ object: RACObject?) -> Bool { member(object) != nil }

    /// `-addObject:`: an object equal to one already held leaves the set as it is.
    public func add(_ object: RACObject) {
        guard !contains(object) else { return }
        object.retain()
        items.append(object)
    }

    public func remove(_ object: RACObject?) {
        guard let object, let index = items.firstIndex(where: { objcEqual($0, object) }) else { return }
        items.remove(at: index).release()
    }

    public func removeAll() {
        let held = items
        items = []
        held.forEach { $0.release() }
    }

    /// `-isEqual:`: `-isEqualToSet:` — the same count, and every object a member of the other
    /// (the order does not matter); `-isEqualToOrderedSet:` — equal objects at every index.
    /// A set is never equal to an ordered set: neither class is the other's.
    public override func isEqual(_ other: RACObject?) -> Bool {
        if other === self { return true }
        guard let other = other as? ObjCSet, other.kind == kind, other.count == count else { return false }
        switch kind {
        case .set: return items.allSatisfy(other.contains)
        case .orderedSet: return zip(items, other.items).allSatisfy { objcEqual($0, $1) }
        }
    }

    /// `-hash`: CFSet's is its count (CFBasicHash.c, `__CFBasicHashHash`, as a dictionary's),
    /// so equal sets hash alike whatever their order; an ordered set's is taken the same way.
    public override var hashValue: Int { items.count }

    public override var description: String { ObjCDescription.render(descriptionNode) }

    var descriptionNode: ObjCDescriptionNode { .set(items.map(ObjCDescriptionNode.of)) }
}
