import ObjCFrontend
import RACCore

/// A value in a running snippet: an Objective-C object, a C scalar, or one of the few other
/// things C code passes around.
///
/// C scalars keep their C type so arithmetic behaves as clang compiles it (`7 / 2` is 3,
/// `7 / 2.0` is 3.5, an `int` wraps at 32 bits).
enum Value {
    case void
    /// `nil`, `Nil`, `NULL`.
    case null
    case integer(Int64, IntegerType)
    case floating(Double, bitWidth: Int)
    /// `BOOL` (a C `bool` on 64-bit iOS).
    case bool(Bool)
    case object(RACObject)
    /// A class used as a receiver or value (`[RACSignal createSignal:…]`, `[x class]`).
    case classObject(String)
    case selector(String)
    /// `&variable`: what `BOOL *stop` points at.
    case pointer(VariableBox)
    case cString(String)

    static let int = IntegerType(bitWidth: 32, isSigned: true)
    static let unsignedInt = IntegerType(bitWidth: 32, isSigned: false)
    static let long = IntegerType(bitWidth: 64, isSigned: true)
    static let unsignedLong = IntegerType(bitWidth: 64, isSigned: false)

    /// The object, or nil for `nil` and non-objects.
    var object: RACObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    var isNull: Bool {
        switch self {
        case .null: return true
        case .pointer, .cString, .selector, .classObject, .object: return false
        case .integer(let value, _): return value == 0
        case .floating(let value, _): return value == 0
        case .bool(let value): return !value
        case .void: return true
        }
    }

    /// An object or `nil`: what an object variable holds as it is.
    var isObjectOrNil: Bool {
        switch self {
        case .object, .null: return true
        default: return false
        }
    }

    /// C truth: non-zero, non-nil.
    var truth: Bool { !isNull }

    /// What the value is called in an error message.
    var typeDescription: String {
        switch self {
        case .void: return "void"
        case .null: return "nil"
        case .integer(_, let type): return type.isSigned ? (type.bitWidth == 64 ? "long" : "int") : "unsigned long"
        case .floating: return "double"
        case .bool: return "BOOL"
        case .object(let object): return object.className
        case .classObject(let name): return "Class \(name)"
        case .selector: return "SEL"
        case .pointer: return "pointer"
        case .cString: return "char *"
        }
    }
}

/// C's usual arithmetic conversions for two integers of `int` rank or wider (C11 §6.3.1.8):
/// the wider type; at equal width, unsigned wins.
@inline(__always)
func usualArithmeticType(_ a: IntegerType, _ b: IntegerType) -> IntegerType {
    let width = max(a.bitWidth, b.bitWidth)
    let unsigned = (!a.isSigned && a.bitWidth == width) || (!b.isSigned && b.bitWidth == width)
    return IntegerType(bitWidth: width, isSigned: !unsigned)
}

/// How two integers of `int` rank or wider compare in C: both converted to their usual
/// arithmetic type first, so `-1 < 1u` is false. -1, 0 or 1.
@inline(__always)
func integerOrder(_ a: Int64, _ ta: IntegerType, _ b: Int64, _ tb: IntegerType) -> Int {
    integerOrder(a, b, in: usualArithmeticType(ta, tb))
}

/// `integerOrder` with the usual arithmetic type already decided (a compiled comparison
/// decides it once).
@inline(__always)
func integerOrder(_ a: Int64, _ b: Int64, in type: IntegerType) -> Int {
    let x = cInteger(a, type), y = cInteger(b, type)
    if type.isSigned || type.bitWidth < 64 { return x < y ? -1 : (x == y ? 0 : 1) }
    let ux = UInt64(bitPattern: x), uy = UInt64(bitPattern: y)
    return ux < uy ? -1 : (ux == uy ? 0 : 1)
}

/// Truncates or sign-extends `value` to a C integer type, as a conversion does in C.
@inline(__always)
func cInteger(_ value: Int64, _ type: IntegerType) -> Int64 {
    if type.bitWidth == 64 { return value }
    switch (type.bitWidth, type.isSigned) {
    case (8, true): return Int64(Int8(truncatingIfNeeded: value))
    case (8, false): return Int64(UInt8(truncatingIfNeeded: value))
    case (16, true): return Int64(Int16(truncatingIfNeeded: value))
    case (16, false): return Int64(UInt16(truncatingIfNeeded: value))
    case (32, true): return Int64(Int32(truncatingIfNeeded: value))
    case (32, false): return Int64(UInt32(truncatingIfNeeded: value))
    default: return value
    }
}
