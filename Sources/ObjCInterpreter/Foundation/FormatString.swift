#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A value passed to a variadic format call, already reduced to what its C type carries.
public enum FormatArgument: Equatable, Sendable {
    /// A signed integer (`int`, `long`, `NSInteger`, `BOOL`…); `%d` truncates it to 32 bits as C does.
    case int(Int64)
    case unsigned(UInt64)
    case double(Double)
    /// An Objective-C object, already described (`-descriptionWithLocale:` or `-description`); `nil` prints `(null)`.
    /// `address` is what `%p` prints for it (0 for `nil`).
    case object(String?, address: UInt64 = 0)
    /// A `char *`; `nil` prints `(null)`.
    case cString(String?)
    case char(UInt8)
    case pointer(UInt64)
}

/// A format call that real Objective-C would get wrong or crash on, and where in the format.
public struct FormatError: Error, Equatable, CustomStringConvertible {
    public enum Reason: Equatable, Sendable {
        /// The specifier reads argument `position` (1-based) but fewer were passed.
        case missingArgument(position: Int)
        /// The argument cannot be read as the specifier's C type (an object for `%d`, a number for `%@`).
        case typeMismatch(specifier: String, argument: FormatArgument)
        case unknownConversion(Character)
        /// The format ends inside a specifier (`"50%"`).
        case incompleteSpecifier
        /// A width or precision too large to print (C's printf fails with EOVERFLOW past
        /// INT_MAX; a snippet never means millions of spaces).
        case fieldTooLarge(Int)
    }

    /// The largest width or precision formatted.
    public static let maximumField = 100_000

    public var reason: Reason
    /// The UTF-8 byte offset of the specifier's `%` within the format string.
    public var offset: Int

    public var description: String {
        switch reason {
        case .missingArgument(let position):
            "format specifier at offset \(offset) needs argument \(position), but too few arguments were passed"
        case .typeMismatch(let specifier, let argument):
            "format specifier '\(specifier)' at offset \(offset) cannot print \(argument.kind)"
        case .unknownConversion(let character):
            "unknown format conversion '%\(character)' at offset \(offset)"
        case .incompleteSpecifier:
            "incomplete format specifier at offset \(offset)"
        case .fieldTooLarge(let field):
            "field width or precision \(field) at offset \(offset) is too large (at most \(FormatError.maximumField))"
        }
    }
}

/// `+[NSString stringWithFormat:]` / `NSLog` formatting as a pure function.
///
/// We parse each specifier ourselves and hand every numeric conversion to C's `vsnprintf`
/// with the C type its length modifier names, so digits, rounding, padding and flags are
/// exactly C's — CoreFoundation's `__CFStringAppendFormatCore` does the same with
/// `snprintf_l`. `%s` follows CFString's own code, `%@` Apple's (width and precision apply), and `%p` is ours because glibc
/// prints `(nil)` for zero where Apple's libc prints `0x0`.
public enum ObjCFormat {
    public static func format(_ format: String, _ arguments: [FormatArgument]) throws(FormatError) -> String {
        let bytes = Array(format.utf8)
        var output = ""
        var literalStart = 0
        var index = 0
        var nextArgument = 1
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                index += 1
                continue
            }
            output += String(decoding: bytes[literalStart..<index], as: UTF8.self)
            let specifier: FormatSpecifier
            let end: Int
            do throws(FormatSpecifierParseError) {
                (specifier, end) = try FormatSpecifier.parse(bytes, at: index)
            } catch {
                switch error {
                case .incomplete: throw FormatError(reason: .incompleteSpecifier, offset: index)
                case .unknownConversion(let character): throw FormatError(reason: .unknownConversion(character), offset: index)
                }
            }
            var reader = ArgumentReader(arguments: arguments, next: nextArgument, offset: index)
            output += try convert(specifier, &reader)
            nextArgument = reader.next
            index = end
            literalStart = end
        }
        output += String(decoding: bytes[literalStart...], as: UTF8.self)
        return output
    }

    private static func convert(_ specifier: FormatSpecifier, _ reader: inout ArgumentReader) throws(FormatError) -> String {
        if specifier.conversion == .percent { return "%" }
        var flags = specifier.flags
        var width = try reader.count(specifier.width, for: specifier)
        if let negative = width, negative < 0 {
            // C: a negative `*` width is a `-` flag and a positive width.
            flags += "-"
            width = -negative
        }
        // C: a negative `*` precision is taken as if it were omitted.
        let precision = try reader.count(specifier.precision, for: specifier).flatMap { $0 < 0 ? nil : $0 }
        for field in [width, precision] {
            if let field, field > FormatError.maximumField {
                throw FormatError(reason: .fieldTooLarge(field), offset: reader.offset)
            }
        }
        let argument = try reader.value(at: specifier.position)
        let cSpec = "%" + flags + (width.map { String($0) } ?? "") + (precision.map { ".\($0)" } ?? "")

        switch (specifier.conversion, argument, argument.integerBits) {
        case (.signedInteger(let conversion), _, let bits?):
            if specifier.length.isWide { return cFormat(cSpec + "ll\(conversion)", Int64(bitPattern: bits)) }
            return cFormat(cSpec + specifier.length.rawValue + String(conversion), Int32(truncatingIfNeeded: bits))
        case (.unsignedInteger(let conversion), _, let bits?):
            if specifier.length.isWide { return cFormat(cSpec + "ll\(conversion)", bits) }
            return cFormat(cSpec + specifier.length.rawValue + String(conversion), UInt32(truncatingIfNeeded: bits))
        case (.floatingPoint(let conversion), .double(let value), _):
            // `l` is a no-op for doubles and `L` (long double) is a double on arm64 Apple platforms.
            return cFormat(cSpec + String(conversion), value)
        case (.cString, .cString(let string), _):
            // CFString formats `%s` itself: `(null)` unpadded, precision and width in bytes,
            // flags other than `-` ignored. (Apple decodes the bytes in the system encoding;
            // we decode UTF-8.)
            guard let string else { return "(null)" }
            let bytes = Array(string.utf8.prefix(precision ?? Int.max))
            return pad(String(decoding: bytes, as: UTF8.self), length: bytes.count, to: width, left: flags.contains("-"))
        case (.object, .object(let string, _), _):
            // Apple's Foundation pads and truncates a description as printf does a string
            // (`NSLog(@"[%-6@]", @"ab")` prints `[ab    ]` on a real run), counting UTF-16 units,
            // NSString's `-length`; open-source CFString.c ignores both. `nil` stays
            // `(null)` unpadded, as `%s` prints a NULL.
            guard let string else { return "(null)" }
            var units = Array(string.utf16.prefix(precision ?? Int.max))
            // A cut between a surrogate pair drops the lone high half rather than print U+FFFD.
            if let last = units.last, UTF16.isLeadSurrogate(last), units.count < string.utf16.count { units.removeLast() }
            return pad(String(decoding: units, as: UTF16.self), length: units.count, to: width, left: flags.contains("-"))
        case (.character, _, let bits?):
            // CFString prints `%c` through C, one byte; we read a byte above 0x7F as Latin-1.
            let scalar = Unicode.Scalar(UInt8(truncatingIfNeeded: bits))
            return pad(String(Character(scalar)), length: 1, to: width, left: flags.contains("-"))
        case (.pointer, .pointer(let bits), _), (.pointer, .object(_, let bits), _), (.pointer, _, let bits?):
            let address = "0x" + String(bits, radix: 16)
            return pad(address, length: address.utf8.count, to: width, left: flags.contains("-"))
        default:
            throw FormatError(reason: .typeMismatch(specifier: specifier.text, argument: argument), offset: reader.offset)
        }
    }

    private static func pad(_ string: String, length: Int, to width: Int?, left: Bool) -> String {
        let padding = String(repeating: " ", count: max(0, (width ?? 0) - length))
        return left ? string + padding : padding + string
    }

    /// One C conversion of one argument. A `va_list` may be read only once, so the sizing
    /// call and the writing call each get their own.
    private static func cFormat(_ spec: String, _ argument: CVarArg) -> String {
        let length = withVaList([argument]) { vsnprintf(nil, 0, spec, $0) }
        guard length > 0 else { return "" }
        var buffer = [CChar](repeating: 0, count: Int(length) + 1)
        _ = withVaList([argument]) { vsnprintf(&buffer, buffer.count, spec, $0) }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

extension FormatArgument {
    fileprivate var kind: String {
        switch self {
        case .int: "an integer"
        case .unsigned: "an unsigned integer"
        case .double: "a double"
        case .object: "an object"
        case .cString: "a C string"
        case .char: "a char"
        case .pointer: "a pointer"
        }
    }

    /// The bits an integer conversion reads; `char` and `BOOL` reach C promoted to `int`.
    fileprivate var integerBits: UInt64? {
        switch self {
        case .int(let value): UInt64(bitPattern: value)
        case .unsigned(let value): value
        case .char(let value): UInt64(value)
        case .double, .object, .cString, .pointer: nil
        }
    }
}

/// Hands out arguments in C's order: `*` width, `*` precision, then the value, unless a
/// positional `n$` names them.
private struct ArgumentReader {
    let arguments: [FormatArgument]
    var next: Int
    let offset: Int

    mutating func value(at position: Int?) throws(FormatError) -> FormatArgument {
        let index = position ?? next
        if position == nil { next += 1 }
        guard index <= arguments.count else {
            throw FormatError(reason: .missingArgument(position: index), offset: offset)
        }
        return arguments[index - 1]
    }

    mutating func count(_ count: FormatSpecifier.Count?, for specifier: FormatSpecifier) throws(FormatError) -> Int? {
        switch count {
        case nil: return nil
        case .fixed(let value): return value
        case .argument(let position):
            // C reads a `*` width or precision as an `int`.
            let argument = try value(at: position)
            guard let bits = argument.integerBits else {
                throw FormatError(reason: .typeMismatch(specifier: specifier.text, argument: argument), offset: offset)
            }
            return Int(Int32(truncatingIfNeeded: bits))
        }
    }
}
