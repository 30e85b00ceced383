import ObjCFrontend

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The C math functions snippets call (`<math.h>`): each takes and returns `double`, so an
/// integer argument is converted first, as C converts it for a prototyped parameter, and the
/// result is libm's own.
enum MathFunction {
    /// `name` applied to `operands`, or nil when the count is not the function's.
    static func call(_ name: String, _ operands: [Double]) -> Double? {
        switch (name, operands.count) {
        case ("sqrt", 1): sqrt(operands[0])
        case ("floor", 1): floor(operands[0])
        case ("ceil", 1): ceil(operands[0])
        case ("fabs", 1): fabs(operands[0])
        case ("pow", 2): pow(operands[0], operands[1])
        default: nil
        }
    }
}

extension Evaluator {
    /// A math function's argument as the `double` C passes: a number, never an object.
    func mathOperand(_ value: Value, of function: String, at range: SourceRange) throws -> Double {
        switch promoted(value) {
        case .integer(let number, let type): return type.isSigned ? Double(number) : Double(UInt64(bitPattern: number))
        case .floating(let number, _): return number
        default: throw RuntimeFailure(.wrongArgumentType(selector: function, expected: .number, got: value.typeDescription), at: range)
        }
    }
}
