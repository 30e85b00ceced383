import Foundation

/// `NSNumber` as snippets use it: `@1`, `@2.5`, `@YES`, `@(expr)`.
///
/// Keeps the C type it was made from, because that decides what it prints (`@YES` prints
/// `1`) and how arithmetic on its `integerValue` / `doubleValue` behaves.
public final class ObjCNumber: RACObject {
    public enum Storage: Hashable, Sendable {
        case bool(Bool)
        case int(Int64)
        case unsigned(UInt64)
        case double(Double)
    }

    public let storage: Storage

    public init(_ storage: Storage) {
        self.storage = storage
        super.init()
    }

    public convenience init(_ value: Int) { self.init(.int(Int64(value))) }
    public convenience init(_ value: Double) { self.init(.double(value)) }
    public convenience init(_ value: Bool) { self.init(.bool(value)) }

    public override var className: String {
        if case .bool = storage { return "__NSCFBoolean" }
        return "__NSCFNumber"
    }

    public override var description: String {
        switch storage {
        case .bool(let value): return value ? "1" : "0"
        case .int(let value): return String(value)
        case .unsigned(let value): return String(value)
        case .double(let value): return ObjCDescription.number(value)
        }
    }

    /// `-integerValue` (and `-longValue`, `-longLongValue`): C conversion, truncating.
    public var integerValue: Int64 {
        switch storage {
        case .bool(let value): return value ? 1 : 0
        case .int(let value): return value
        case .unsigned(let value): return Int64(truncatingIfNeeded: value)
        case .double(let value): return value.isFinite && abs(value) < 9.2e18 ? Int64(value) : Int64.min
        }
    }

    /// `-doubleValue`.
    public var doubleValue: Double {
        switch storage {
        case .bool(let value): return value ? 1 : 0
        case .int(let value): return Double(value)
        case .unsigned(let value): return Double(value)
        case .double(let value): return value
        }
    }

    /// `-boolValue`: non-zero.
    public var boolValue: Bool { isFloatingPoint ? doubleValue != 0 : integerValue != 0 }

    public var isFloatingPoint: Bool {
        if case .double = storage { return true }
        return false
    }

    /// `-isEqual:` / `-isEqualToNumber:`: numeric comparison across types, an NSDecimalNumber
    /// (`@sum`'s) included.
    public override func isEqual(_ other: RACObject?) -> Bool {
        guard let other = other as? ObjCNumber else { return (other as? ObjCDecimalNumber)?.isEqual(self) ?? false }
        if isFloatingPoint || other.isFloatingPoint { return doubleValue == other.doubleValue }
        return integerValue == other.integerValue
    }

    /// `-hash`: CoreFoundation's, as Foundation computes it (an integer's is |i| × 2654435761,
    /// `_CFHashInt`), so a snippet prints the same hash on every run — Swift's own hashing is
    /// seeded per process — and equal numbers hash alike.
    public override var hashValue: Int {
        switch storage {
        case .bool(let value): return NSNumber(value: value).hash
        case .int(let value): return NSNumber(value: value).hash
        case .unsigned(let value): return NSNumber(value: value).hash
        case .double(let value): return NSNumber(value: value).hash
        }
    }
}
