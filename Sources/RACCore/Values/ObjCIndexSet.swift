/// `NSIndexSet` / `NSMutableIndexSet`: distinct unsigned integers, kept in ascending order
/// as Foundation keeps them.
public final class ObjCIndexSet: RACObject {
    public let isMutable: Bool
    public private(set) var indexes: [Int]

    public init(_ indexes: [Int], mutable: Bool = false) {
        self.indexes = Array(Set(indexes)).sorted()
        isMutable = mutable
        super.init()
    }

    /// `+indexSetWithIndexesInRange:`.
    public convenience init(range: Range<Int>, mutable: Bool = false) {
        self.init(Array(range), mutable: mutable)
    }

    public override var className: String { isMutable ? "NSMutableIndexSet" : "NSIndexSet" }

    public var count: Int { indexes.count }

    public func contains(_ index: Int) -> Bool { indexes.contains(index) }

    /// `-addIndex:`
    public func add(_ index: Int) {
        guard !contains(index) else { return }
        indexes.insert(index, at: indexes.firstIndex { $0 > index } ?? indexes.count)
    }

    /// `-removeIndex:`
    public func remove(_ index: Int) {
        indexes.removeAll { $0 == index }
    }

    /// `-isEqual:` → `-isEqualToIndexSet:`: the same indexes.
    public override func isEqual(_ other: RACObject?) -> Bool {
        guard let other = other as? ObjCIndexSet else { return false }
        return other.indexes == indexes
    }

    /// `-hash`: equal index sets must hash alike; the count is such a hash.
    public override var hashValue: Int { indexes.count }

    /// `-description` as Apple's Foundation prints it, e.g. `<NSIndexSet: 0x…>[number of
    /// indexes: 3 (in 2 ranges), indexes: (0 2-3)]` ("ranges" even for one), quoted in
    /// Apple's own "Blocks Programming Topics" output and in logged KVO change dictionaries;
    /// an empty set prints `(no indexes)`. Apple's concrete class varies
    /// (`_NSCachedIndexSet` …); RACStep names the public one.
    public override var description: String {
        guard !indexes.isEmpty else { return "<\(className): \(address)>(no indexes)" }
        let ranges = self.ranges
        let text = ranges.map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)-\($0.upperBound - 1)" }
        return "<\(className): \(address)>[number of indexes: \(count) (in \(ranges.count) ranges), indexes: (\(text.joined(separator: " ")))]"
    }

    /// The runs of consecutive indexes, as NSIndexSet stores them.
    private var ranges: [Range<Int>] {
        var ranges: [Range<Int>] = []
        for index in indexes {
            if let last = ranges.last, last.upperBound == index {
                ranges[ranges.count - 1] = last.lowerBound..<(index + 1)
            } else {
                ranges.append(index..<(index + 1))
            }
        }
        return ranges
    }
}
