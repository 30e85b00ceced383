/// `NSDictionary` / `NSMutableDictionary`: keys compared with `-isEqual:`, insertion order
/// kept for enumeration. A dictionary is what a snippet can bind a signal to
/// (`-setKeyPath:onObject:`), so it carries NSObject's associated objects for that.
public final class ObjCDictionary: RACObject, RACBindingTarget {
    public private(set) var entries: [(key: RACObject, value: RACObject)]
    public let isMutable: Bool
    /// `NSObject (RACDeallocating)`'s associated objects, made on first use as RAC makes them.
    private var deallocating: RACDeallocating?

    public init(_ entries: [(key: RACObject, value: RACObject)], mutable: Bool = false) {
        self.entries = []
        isMutable = mutable
        super.init()
        for (key, value) in entries { set(value, for: key) }
    }

    public override var className: String { isMutable ? "__NSDictionaryM" : "__NSDictionaryI" }

    public var rac_deallocDisposable: RACCompoundDisposable {
        if let deallocating { return deallocating.deallocDisposable }
        let made = RACDeallocating()
        deallocating = made
        return made.deallocDisposable
    }

    /// The swizzled `-dealloc` disposes `rac_deallocDisposable` first; the associated
    /// objects go after the entries.
    public override func dealloc() {
        deallocating?.objectWillDeallocate()
        let held = entries
        entries = []
        for (key, value) in held {
            key.release()
            value.release()
        }
        deallocating?.release()
        deallocating = nil
    }

    public override var description: String { ObjCDescription.render(descriptionNode) }

    var descriptionNode: ObjCDescriptionNode {
        .dictionary(entries.map { (key: ObjCDescriptionNode.of($0.key), value: ObjCDescriptionNode.of($0.value)) })
    }

    public var count: Int { entries.count }

    /// `-isEqual:` → `-isEqualToDictionary:`: the same number of entries, and each key's value
    /// `-isEqual:` to the other's value for an equal key; enumeration order does not matter.
    public override func isEqual(_ other: RACObject?) -> Bool {
        if other === self { return true }
        guard let other = other as? ObjCDictionary, other.count == count else { return false }
        return entries.allSatisfy { entry in other.value(for: entry.key).map { objcEqual(entry.value, $0) } ?? false }
    }

    /// `-hash`: CFDictionary's is its count (CFBasicHash.c, `__CFBasicHashHash`), which keeps
    /// equal dictionaries hashing alike whatever their order.
    public override var hashValue: Int { entries.count }

    public func value(for key: RACObject) -> RACObject? {
        entries.first { objcEqual($0.key, key) }?.value
    }

    /// `-objectForKey:` with a string constant (`NSKeyValueChangeNewKey`): no key object made.
    public func value(forStringKey key: String) -> RACObject? {
        entries.first { ($0.key as? ObjCString)?.value == key }?.value
    }

    /// `-setObject:forKey:`; a later literal entry replaces an earlier one with an equal key.
    public func set(_ value: RACObject, for key: RACObject) {
        value.retain()
        if let index = entries.firstIndex(where: { objcEqual($0.key, key) }) {
            let old = entries[index].value
            entries[index].value = value
            old.release()
        } else {
            key.retain()
            entries.append((key, value))
        }
    }

    public func removeValue(for key: RACObject) {
        guard let index = entries.firstIndex(where: { objcEqual($0.key, key) }) else { return }
        let (oldKey, oldValue) = entries.remove(at: index)
        oldKey.release()
        oldValue.release()
    }
}
