/// Facts a tracer keeps per object, indexed by `RACObject.objectID` (small integers in
/// creation order), so a step finds its objects' facts without hashing.
///
/// Kept in chunks of 4,096 entries: growing never copies what the table holds, and a run's
/// table holds at most one chunk it does not use. Reading an id the table has never been
/// given a fact for gives `empty`.
struct RACObjectTable<Entry> {
    private var chunks: [[Entry]] = []
    private let empty: Entry
    private static var shift: Int { 12 }
    private static var mask: Int { (1 << shift) - 1 }

    init(empty: Entry) {
        self.empty = empty
    }

    subscript(objectID: Int) -> Entry {
        get {
            let chunk = objectID >> Self.shift
            return chunk < chunks.count ? chunks[chunk][objectID & Self.mask] : empty
        }
        set {
            let chunk = objectID >> Self.shift
            while chunk >= chunks.count { chunks.append(Array(repeating: empty, count: Self.mask + 1)) }
            chunks[chunk][objectID & Self.mask] = newValue
        }
    }
}
