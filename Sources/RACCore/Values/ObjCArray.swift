/// `NSArray` / `NSMutableArray`: holds its elements strongly (nil is not allowed, as in
/// Foundation; RAC stores `RACTupleNil` where it must keep a nil).
public final class ObjCArray: RACObject {
    public private(set) var items: [RACObject]
    public let isMutable: Bool

    public init(_ items: [RACObject], mutable: Bool = false) {
        // Each element is held from its insertion to its removal or the array's dealloc.
        for item in items { item.retain() }
        self.items = items
        isMutable = mutable
        super.init()
    }

    public override var className: String { isMutable ? "__NSArrayM" : "__NSArrayI" }

    public override func dealloc() {
        let held = items
        items = []
        for item in held { item.release() }
    }

    public override var description: String { ObjCDescription.render(descriptionNode) }

    var descriptionNode: ObjCDescriptionNode { .array(items.map(ObjCDescriptionNode.of)) }

    public override func isEqual(_ other: RACObject?) -> Bool {
        guard let other = other as? ObjCArray, other.items.count == items.count else { return false }
        return zip(items, other.items).allSatisfy { objcEqual($0, $1) }
    }

    /// `-hash`: CFArray's is its count (CFArray.c, `__CFArrayHash`).
    public override var hashValue: Int { items.count }

    public var count: Int { items.count }

    public func append(_ item: RACObject) {
        item.retain()
        items.append(item)
    }

    public func insert(_ item: RACObject, at index: Int) {
        item.retain()
        items.insert(item, at: index)
    }

    public func remove(at index: Int) {
        items.remove(at: index).release()
    }

    public func removeAll() {
        let held = items
        items = []
        held.forEach { $0.release() }
    }

    public func replace(at index: Int, with item: RACObject) {
        item.retain()
        let old = items[index]
        items[index] = item
        old.release()
    }
}
