import Foundation

/// `NSDecimalNumber`, as a snippet meets it: what the `@sum` and `@avg` collection operators
/// answer (Foundation adds each value's `-decimalValue` from `+[NSDecimalNumber zero]` and
/// divides by `+numberWithUnsignedInteger:` of the count). A decimal is base 10 — `@0.1` and
/// `@0.2` sum to `0.3` — and prints its digits (`3.5`); it is an NSNumber, equal to one of the
/// same value.
///
/// Kept apart from `ObjCNumber`, which every boxed value is, so that no ordinary number pays
/// for a case it never has. Where it is approximated: an NSNumber holding a double enters as
/// the digits it prints (`%0.16g`), and arithmetic is Foundation's `Decimal` (38 digits).
public final class ObjCDecimalNumber: RACObject {
    public let value: Decimal

    public init(_ value: Decimal) {
        self.value = value
        super.init()
    }

    public override var className: String { "NSDecimalNumber" }

    /// `-description`: the decimal's digits, as `NSDecimalString` writes them.
    public override var description: String { value.description }

    public var doubleValue: Double { NSDecimalNumber(decimal: value).doubleValue }

    /// `-integerValue`: the integral part.
    public var integerValue: Int64 { NSDecimalNumber(decimal: value).int64Value }

    /// `-decimalValue` of an NSNumber or a decimal number; nil for anything else.
    public static func decimal(of object: RACObject?) -> Decimal? {
        switch object {
        case let decimal as ObjCDecimalNumber: return decimal.value
        case let number as ObjCNumber:
            switch number.storage {
            case .bool(let flag): return flag ? 1 : 0
            case .int(let value): return Decimal(value)
            case .unsigned(let value): return Decimal(value)
            case .double(let value): return Decimal(string: ObjCDescription.number(value))
            }
        default: return nil
        }
    }

    /// `-isEqual:`: NSNumber's, by value, against a number or another decimal.
    public override func isEqual(_ other: RACObject?) -> Bool {
        guard let other = Self.decimal(of: other) else { return false }
        return value == other
    }

    /// `-hash`: the hash of an NSNumber of the same value (`ObjCNumber`'s), so that equal
    /// numbers hash alike.
    public override var hashValue: Int {
        let integral = NSDecimalNumber(decimal: value).int64Value
        if Decimal(integral) == value { return NSNumber(value: integral).hash }
        return NSNumber(value: doubleValue).hash
    }
}
