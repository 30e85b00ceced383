import ObjCFrontend

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The C library functions snippets call (`<math.h>`, `<stdlib.h>`, `<string.h>`), one table
/// from name to prototype and body. Every one is prototyped, so each argument is converted to
/// its parameter's type first, as C converts it (C11 6.5.2.2p7): `sqrt(16)` gets `16.0`,
/// `abs(-2.7)` gets `-2`. The bodies are libm's and libc's own.
struct CLibraryFunction {
    /// A parameter's C type, which decides the conversion of its argument.
    enum Parameter {
        case double, int, long
        /// `const char *`: a C string (`[s UTF8String]`, a `"literal"`), never an NSString.
        case cString
    }

    /// An argument after its conversion to the parameter's type.
    enum Argument {
        case double(Double), integer(Int64), cString(String)

        var double: Double { if case .double(let value) = self { value } else { 0 } }
        var integer: Int64 { if case .integer(let value) = self { value } else { 0 } }
        var cString: String { if case .cString(let value) = self { value } else { "" } }
    }

    let parameters: [Parameter]
    let body: @Sendable ([Argument]) -> Value

    static func lookup(_ name: String) -> CLibraryFunction? { table[name] }

    private static let table: [String: CLibraryFunction] = [
        "sqrt": math { sqrt($0) }, "cbrt": math { cbrt($0) }, "floor": math { floor($0) }, "ceil": math { ceil($0) },
        "trunc": math { trunc($0) }, "fabs": math { fabs($0) }, "round": math { round($0) },
        "sin": math { sin($0) }, "cos": math { cos($0) }, "tan": math { tan($0) },
        "asin": math { asin($0) }, "acos": math { acos($0) }, "atan": math { atan($0) },
        "sinh": math { sinh($0) }, "cosh": math { cosh($0) }, "tanh": math { tanh($0) },
        "exp": math { exp($0) }, "exp2": math { exp2($0) },
        "log": math { log($0) }, "log2": math { log2($0) }, "log10": math { log10($0) },
        "pow": math2 { pow($0, $1) }, "fmod": math2 { fmod($0, $1) }, "atan2": math2 { atan2($0, $1) },
        "hypot": math2 { hypot($0, $1) }, "copysign": math2 { copysign($0, $1) },
        "fmin": math2 { fmin($0, $1) }, "fmax": math2 { fmax($0, $1) },
        // `long lround(double)`: rounds half away from zero. Out of range C leaves the result
        // unspecified; arm64's conversion (FCVTAS), which Apple's libm uses, saturates and
        // gives 0 for NaN, and so do we rather than trap.
        "lround": CLibraryFunction(parameters: [.double]) { arguments in
            let rounded = round(arguments[0].double)
            let value: Int64 = rounded.isNaN ? 0 : rounded >= 0x1p63 ? .max : rounded < -0x1p63 ? .min : Int64(rounded)
            return .integer(value, Value.long)
        },
        // `long long llround(double)`: lround's, as the 64-bit long long of LP64.
        "llround": CLibraryFunction(parameters: [.double]) { arguments in
            let rounded = round(arguments[0].double)
            let value: Int64 = rounded.isNaN ? 0 : rounded >= 0x1p63 ? .max : rounded < -0x1p63 ? .min : Int64(rounded)
            return .integer(value, Value.long)
        },
        // `int abs(int)`, `long labs(long)`: the magnitude, wrapping at the minimum, where
        // C's result is undefined and Apple's libc answers the minimum itself.
        "abs": CLibraryFunction(parameters: [.int]) { arguments in
            let value = Int32(truncatingIfNeeded: arguments[0].integer)
            return .integer(Int64(Int32(truncatingIfNeeded: value.magnitude)), Value.int)
        },
        "labs": CLibraryFunction(parameters: [.long]) { arguments in
            .integer(Int64(bitPattern: arguments[0].integer.magnitude), Value.long)
        },
        "llabs": CLibraryFunction(parameters: [.long]) { arguments in
            .integer(Int64(bitPattern: arguments[0].integer.magnitude), Value.long)
        },
        // `atoi`, `atol`, `atoll`, `atof` (C11 7.22.1): the number at the start of the string
        // after leading white space, 0 when there is none; libc's own `strtol`/`strtod` read it.
        // Past an int's range atoi is undefined; Apple's (`(int)strtol(…)`) keeps the low 32 bits.
        "atoi": CLibraryFunction(parameters: [.cString]) { arguments in
            .integer(Int64(Int32(truncatingIfNeeded: strtol(arguments[0].cString, nil, 10))), Value.int)
        },
        "atol": CLibraryFunction(parameters: [.cString]) { arguments in
            .integer(Int64(strtol(arguments[0].cString, nil, 10)), Value.long)
        },
        "atoll": CLibraryFunction(parameters: [.cString]) { arguments in
            .integer(Int64(strtoll(arguments[0].cString, nil, 10)), Value.long)
        },
        "atof": CLibraryFunction(parameters: [.cString]) { arguments in
            .floating(strtod(arguments[0].cString, nil), bitWidth: 64)
        },
        // `strcmp`, `strncmp` (C11 7.24.4.2, .4): the sign orders the strings byte by byte as
        // unsigned char; the value is Apple Libc's (FreeBSD's), the first differing bytes'
        // difference, which glibc does not promise, so it is computed here.
        "strcmp": CLibraryFunction(parameters: [.cString, .cString]) { arguments in
            .integer(Int64(byteDifference(arguments[0].cString.utf8, arguments[1].cString.utf8, limit: .max)), Value.int)
        },
        "strncmp": CLibraryFunction(parameters: [.cString, .cString, .long]) { arguments in
            .integer(Int64(byteDifference(arguments[0].cString.utf8, arguments[1].cString.utf8,
                                          limit: Int(clamping: UInt64(bitPattern: arguments[2].integer)))), Value.int)
        },
        // `size_t strlen(const char *)`: bytes before the terminating NUL, UTF-8 as Apple's
        // `-UTF8String` encodes.
        "strlen": CLibraryFunction(parameters: [.cString]) { arguments in
            .integer(Int64(arguments[0].cString.utf8.count), Value.unsignedLong)
        },
    ]

    /// The first difference of two C strings within `limit` bytes, each byte as unsigned char and
    /// the terminating NUL counted as 0; 0 when they agree that far.
    private static func byteDifference(_ left: String.UTF8View, _ right: String.UTF8View, limit: Int) -> Int {
        var leftBytes = left.makeIterator(), rightBytes = right.makeIterator()
        var count = 0
        while count < limit {
            let a = Int(leftBytes.next() ?? 0), b = Int(rightBytes.next() ?? 0)
            if a != b || a == 0 { return a - b }
            count += 1
        }
        return 0
    }

    private static func math(_ function: @escaping @Sendable (Double) -> Double) -> CLibraryFunction {
        CLibraryFunction(parameters: [.double]) { .floating(function($0[0].double), bitWidth: 64) }
    }

    private static func math2(_ function: @escaping @Sendable (Double, Double) -> Double) -> CLibraryFunction {
        CLibraryFunction(parameters: [.double, .double]) { .floating(function($0[0].double, $0[1].double), bitWidth: 64) }
    }
}

extension Evaluator {
    /// `name(arguments)` for a C library function: the count checked, each argument converted
    /// to its parameter's type, then the body.
    func callCLibrary(_ function: CLibraryFunction, named name: String, _ arguments: [Value],
                      argumentRanges: [SourceRange], at range: SourceRange) throws -> Value {
        guard arguments.count == function.parameters.count else {
            throw RuntimeFailure(.macroArgumentCount(macro: name, takes: function.parameters.count), at: range)
        }
        let converted = try zip(function.parameters, arguments).enumerated().map { index, pair in
            try cLibraryArgument(pair.1, as: pair.0, of: name, at: argumentRanges[index])
        }
        return function.body(converted)
    }

    /// An argument converted as C converts it to a prototyped parameter: a number to `double`,
    /// or to `int`/`long` truncating toward zero; a C string stays one. Objects are refused.
    private func cLibraryArgument(_ value: Value, as parameter: CLibraryFunction.Parameter, of function: String,
                                  at range: SourceRange) throws -> CLibraryFunction.Argument {
        if parameter == .cString {
            guard case .cString(let text) = value else {
                throw RuntimeFailure(.wrongArgumentType(selector: function, expected: .cString, got: value.typeDescription), at: range)
            }
            return .cString(text)
        }
        let number: Double, integer: Int64
        switch promoted(value) {
        case .integer(let bits, let type):
            integer = type.isSigned ? bits : Int64(bitPattern: UInt64(bitPattern: bits))
            number = type.isSigned ? Double(bits) : Double(UInt64(bitPattern: bits))
        case .floating(let value, _):
            number = value
            integer = value.isFinite && abs(value) < 0x1p63 ? Int64(value) : 0
        default:
            throw RuntimeFailure(.wrongArgumentType(selector: function, expected: .number, got: value.typeDescription), at: range)
        }
        switch parameter {
        case .double: return .double(number)
        case .int: return .integer(Int64(Int32(truncatingIfNeeded: integer)))
        case .long, .cString: return .integer(integer)
        }
    }
}
