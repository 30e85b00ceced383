import ObjCFrontend

/// C's arithmetic and comparisons on values, with its promotions and usual conversions, as
/// clang compiles them for the 64-bit iOS ABI.
extension Evaluator {
    /// Integer promotion: `BOOL`, `char` and `short` become `int`.
    func promoted(_ value: Value) -> Value {
        switch value {
        case .bool(let flag): return .integer(flag ? 1 : 0, Value.int)
        case .integer(let number, let type) where type.bitWidth < 32: return .integer(number, Value.int)
        default: return value
        }
    }

    func binary(_ op: BinaryOperator, _ left: Value, _ right: Value, at range: SourceRange) throws -> Value {
        switch op {
        case .less, .greater, .lessEqual, .greaterEqual, .equal, .notEqual:
            return try compare(op, left, right, at: range)
        default:
            break
        }
        let l = promoted(left), r = promoted(right)
        switch (l, r) {
        case (.floating(let a, let wa), .floating(let b, let wb)):
            return try floating(op, a, b, width: max(wa, wb), at: range)
        case (.floating(let a, let w), .integer(let b, let t)):
            return try floating(op, a, t.isSigned ? Double(b) : Double(UInt64(bitPattern: b)), width: w, at: range)
        case (.integer(let a, let t), .floating(let b, let w)):
            return try floating(op, t.isSigned ? Double(a) : Double(UInt64(bitPattern: a)), b, width: w, at: range)
        case (.integer(let a, let ta), .integer(let b, let tb)):
            return try integer(op, a, ta, b, tb, at: range)
        default:
            throw RuntimeFailure(.invalidOperands(left.typeDescription, right.typeDescription), at: range)
        }
    }

    /// `binary` for two integers that promotion leaves as they are (`int` and wider).
    func integerBinary(_ op: BinaryOperator, _ a: Int64, _ ta: IntegerType, _ b: Int64, _ tb: IntegerType,
                       at range: SourceRange) throws -> Value {
        switch op {
        case .less, .greater, .lessEqual, .greaterEqual, .equal, .notEqual:
            return .integer(compareValues(op, integerOrder(a, ta, b, tb), 0) ? 1 : 0, Value.int)
        default:
            return try integer(op, a, ta, b, tb, at: range)
        }
    }

    private func floating(_ op: BinaryOperator, _ a: Double, _ b: Double, width: Int, at range: SourceRange) throws -> Value {
        let result: Double
        switch op {
        case .add: result = a + b
        case .subtract: result = a - b
        case .multiply: result = a * b
        case .divide: result = a / b
        default:
            throw RuntimeFailure(.invalidOperands("double", "double"), at: range)
        }
        return .floating(width == 32 ? Double(Float(result)) : result, bitWidth: width)
    }

    private func integer(_ op: BinaryOperator, _ a: Int64, _ ta: IntegerType, _ b: Int64, _ tb: IntegerType,
                         at range: SourceRange) throws -> Value {
        let type = integerResultType(op, ta, tb)
        return .integer(try integerArithmetic(op, a, ta, b, tb, in: type, at: range), type)
    }

    /// The type of `a op b` for integers of `int` rank or wider (C11 §6.5.7, §6.3.1.8): a shift
    /// has its left operand's type, everything else the usual arithmetic type.
    func integerResultType(_ op: BinaryOperator, _ ta: IntegerType, _ tb: IntegerType) -> IntegerType {
        op == .shiftLeft || op == .shiftRight ? ta : usualArithmeticType(ta, tb)
    }

    /// `a op b` for integers of `int` rank or wider, in `type` (`integerResultType`), wrapping
    /// as C does. The one place the interpreter does integer arithmetic, boxed (`Value`) or
    /// unboxed (`CompiledInteger`).
    @inline(__always)
    func integerArithmetic(_ op: BinaryOperator, _ a: Int64, _ ta: IntegerType, _ b: Int64, _ tb: IntegerType,
                           in type: IntegerType, at range: SourceRange) throws -> Int64 {
        let width = type.bitWidth, unsigned = !type.isSigned
        if op == .shiftLeft || op == .shiftRight {
            let shift = Int(b & 63)
            let result = op == .shiftLeft ? a << shift : (ta.isSigned ? a >> shift : Int64(bitPattern: UInt64(bitPattern: a) >> UInt64(shift)))
            return cInteger(result, ta)
        }
        let x = cInteger(a, type), y = cInteger(b, type)
        let result: Int64
        switch op {
        case .add: result = x &+ y
        case .subtract: result = x &- y
        case .multiply: result = x &* y
        case .divide, .remainder:
            guard y != 0 else { throw RuntimeFailure(.divisionByZero, at: range) }
            if unsigned {
                let ux = UInt64(bitPattern: x) & mask(width), uy = UInt64(bitPattern: y) & mask(width)
                result = Int64(bitPattern: op == .divide ? ux / uy : ux % uy)
            } else {
                result = op == .divide ? x.dividedReportingOverflow(by: y).partialValue : x.remainderReportingOverflow(dividingBy: y).partialValue
            }
        case .bitwiseAnd: result = x & y
        case .bitwiseOr: result = x | y
        case .bitwiseXor: result = x ^ y
        default:
            throw RuntimeFailure(.invalidOperands(Value.integer(a, ta).typeDescription, Value.integer(b, tb).typeDescription), at: range)
        }
        return cInteger(result, type)
    }

    private func mask(_ width: Int) -> UInt64 { width >= 64 ? .max : (1 << UInt64(width)) - 1 }

    func compare(_ op: BinaryOperator, _ left: Value, _ right: Value, at range: SourceRange) throws -> Value {
        let result: Bool
        switch (promoted(left), promoted(right)) {
        case (.integer(let a, let ta), .integer(let b, let tb)):
            return try integerBinary(op, a, ta, b, tb, at: range)
        case (.floating(let a, _), .floating(let b, _)): result = compareValues(op, a, b)
        case (.floating(let a, _), .integer(let b, _)): result = compareValues(op, a, Double(b))
        case (.integer(let a, _), .floating(let b, _)): result = compareValues(op, Double(a), b)
        default:
            // Pointers: identity.
            guard op == .equal || op == .notEqual else {
                throw RuntimeFailure(.orderedComparison(left.typeDescription, right.typeDescription), at: range)
            }
            let same = identical(left, right)
            result = op == .equal ? same : !same
        }
        return .integer(result ? 1 : 0, Value.int)
    }

    private func identical(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.object(let x), .object(let y)): return x === y
        case (.classObject(let x), .classObject(let y)): return x == y
        case (.selector(let x), .selector(let y)): return x == y
        case (.pointer(let x), .pointer(let y)): return x === y
        default: return a.isNull && b.isNull
        }
    }

    func compareValues<T: Comparable>(_ op: BinaryOperator, _ a: T, _ b: T) -> Bool {
        switch op {
        case .less: return a < b
        case .greater: return a > b
        case .lessEqual: return a <= b
        case .greaterEqual: return a >= b
        case .equal: return a == b
        default: return a != b
        }
    }
}
