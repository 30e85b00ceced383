import ObjCFrontend
import RACCore

/// An integer expression compiled to produce its value unboxed, its C type decided at compile
/// time.
///
/// A snippet's arithmetic is mostly on C integers whose types are known before it runs: a
/// constant, a scalar local kept in the frame, `[x integerValue]`, and what C's rules make of
/// them. Boxed in a `Value`, every node of `[x integerValue] % 2 == 0` copies an enum out
/// and switches on it again in its parent, and the result is converted once more where it
/// is used. Compiled here, the nodes pass an `Int64` along, the usual conversions are
/// decided once (`integerResultType`), and the consumer — a condition, `@(…)`, a `BOOL`
/// return — takes the number as it is.
///
/// A node does exactly what its boxed counterpart does: the same step tick at the same point,
/// its operands in the same order, the same arithmetic (`integerArithmetic`) and the same
/// errors. Only expressions whose every part has a static integer type compile this way;
/// anything else is left to `compile(_:)`.
struct CompiledInteger {
    /// Evaluates the expression, ticking as its boxed counterpart does.
    let code: (Evaluator, Scope) throws -> Int64
    /// The expression's type after the integer promotions (`int` or wider).
    let type: IntegerType
    /// The value, when the expression is a constant: its parent then evaluates it inline (a
    /// tick and the number) rather than through a call.
    let constant: Int64?
    let range: SourceRange
}

extension Evaluator {
    /// A value where an integer was expected — in a declared integer local's slot, or from a
    /// message `compileIntegerSend` compiles — which neither ever holds: taken as the boxed
    /// path would take it for arithmetic, or reported.
    @inline(never)
    private func unboxedInteger(_ value: Value, at range: SourceRange) throws -> Int64 {
        if case .integer(let number, _) = promoted(value) { return number }
        throw RuntimeFailure.error("invalid operand of type '\(value.typeDescription)' where an integer is expected", at: range)
    }

    /// `expression` as an unboxed integer, or nil where some part of it has no static integer
    /// type (or is not one of the nodes compiled this way).
    ///
    /// Looks at most `maximumIntegerDepth` operators down: `compile(_:)` asks again for each
    /// operand of an expression that did not compile, so a 20,000-term sum whose first term
    /// is an object would otherwise be searched 20,000 times from the top (minutes). Below
    /// the limit the boxed nodes take over, which compute the same.
    func compileInteger(_ expression: Expression, depth: Int = 0) -> CompiledInteger? {
        guard depth < Self.maximumIntegerDepth else { return nil }
        let range = expression.range
        switch expression.kind {
        case .integer(let literal):
            guard case .integer(let value, let type) = integerLiteral(literal) else { return nil }
            return CompiledInteger(code: { evaluator, _ in
                try evaluator.tick(range)
                return value
            }, type: type, constant: value, range: range)
        case .identifier(let name):
            guard let (index, type) = frameLocalInteger(name) else { return nil }
            return CompiledInteger(code: { evaluator, _ in
                try evaluator.tick(range)
                if let value = evaluator.integer(inSlot: index) { return value }
                return try evaluator.unboxedInteger(evaluator.argument(at: index), at: range)
            }, type: type.bitWidth < 32 ? Value.int : type, constant: nil, range: range)
        case .messageSend(let send):
            return compileIntegerSend(send, range: range)
        case .binary(let op, let lhs, let rhs):
            guard op != .comma, let left = compileInteger(lhs, depth: depth + 1),
                  let right = compileInteger(rhs, depth: depth + 1) else { return nil }
            return compileIntegerBinary(op, left, right, range: range)
        default:
            return nil
        }
    }

    /// Slot and type of `name` when it is an integer local kept in the frame (`FrameLocals`):
    /// its declaration converted it to its type, so the slot always holds that integer.
    /// Parameters are not: an argument that does not convert is kept as it came.
    func frameLocalInteger(_ name: String) -> (Int, IntegerType)? {
        guard case .frameSlot(let index, let type)? = placement(of: name), let names = compilingBlock,
              index >= names.parameters.count, case .integer(let integerType)? = type?.category else { return nil }
        return (index, integerType)
    }

    static let maximumIntegerDepth = 32

    /// The selectors answered with an `NSInteger` that snippets send per value.
    static let integerValueSelectors: Set<String> = ["integerValue", "longValue", "longLongValue"]

    /// `[receiver integerValue]` (`longValue`, `longLongValue`): an `NSInteger`.
    private func compileIntegerSend(_ send: MessageSend, range: SourceRange) -> CompiledInteger? {
        guard send.arguments.isEmpty, Self.integerValueSelectors.contains(send.selector),
              case .expression(let receiverExpression) = send.receiver else { return nil }
        let receiver = compileOperand(receiverExpression)
        let selector = send.selector, selectorRange = send.selectorRange ?? range, argumentRanges = send.argumentRanges
        if case .frameSlot(let index, let receiverRange) = receiver {
            // `[x integerValue]` of a parameter: the number is read where it lies, without
            // copying the slot out (a retain and a release).
            return CompiledInteger(code: { evaluator, _ in
                try evaluator.tick(range)
                try evaluator.tick(receiverRange)
                if let number = evaluator.numberInSlot(index) { return number }
                return try evaluator.sendIntegerValue(evaluator.argument(at: index), selector, selectorRange, argumentRanges)
            }, type: Value.long, constant: nil, range: range)
        }
        return CompiledInteger(code: { evaluator, scope in
            try evaluator.tick(range)
            let target = try evaluator.evaluate(receiver, in: scope)
            return try evaluator.sendIntegerValue(target, selector, selectorRange, argumentRanges)
        }, type: Value.long, constant: nil, range: range)
    }

    /// The `integerValue` of the number in slot `index` of the argument stack; nil when the
    /// slot holds anything else.
    @inline(__always)
    func numberInSlot(_ index: Int) -> Int64? {
        argumentStack.withSlot(argumentBase + index) { slot in
            guard case .object(let object) = slot, let number = object as? ObjCNumber else { return nil }
            return number.integerValue
        }
    }

    /// One of `integerValueSelectors` sent to `target`: a number answers at once, as
    /// `sendToNumber` would; any other receiver gets the message sent as the tree walker
    /// sends it (every one that answers — a number, a string, nil — answers a `long`).
    @inline(__always)
    func sendIntegerValue(_ target: Value, _ selector: String, _ selectorRange: SourceRange,
                          _ argumentRanges: [SourceRange]) throws -> Int64 {
        if case .object(let object) = target, let number = object as? ObjCNumber { return number.integerValue }
        let result = try send(selector, to: target, arguments: [], range: selectorRange, argumentRanges: argumentRanges)
        return try unboxedInteger(result, at: selectorRange)
    }

    private func compileIntegerBinary(_ op: BinaryOperator, _ left: CompiledInteger, _ right: CompiledInteger,
                                      range: SourceRange) -> CompiledInteger {
        let leftCode = left.code, rightCode = right.code
        switch op {
        case .logicalAnd:
            return CompiledInteger(code: { evaluator, scope in
                try evaluator.tick(range)
                guard try leftCode(evaluator, scope) != 0 else { return 0 }
                return try rightCode(evaluator, scope) != 0 ? 1 : 0
            }, type: Value.int, constant: nil, range: range)
        case .logicalOr:
            return CompiledInteger(code: { evaluator, scope in
                try evaluator.tick(range)
                if try leftCode(evaluator, scope) != 0 { return 1 }
                return try rightCode(evaluator, scope) != 0 ? 1 : 0
            }, type: Value.int, constant: nil, range: range)
        default:
            break
        }
        switch op {
        case .add: return compileIntegerBinary(IntegerAdd.self, left, right, range: range)
        case .subtract: return compileIntegerBinary(IntegerSubtract.self, left, right, range: range)
        case .multiply: return compileIntegerBinary(IntegerMultiply.self, left, right, range: range)
        case .divide: return compileIntegerBinary(IntegerDivide.self, left, right, range: range)
        case .remainder: return compileIntegerBinary(IntegerRemainder.self, left, right, range: range)
        case .shiftLeft: return compileIntegerBinary(IntegerShiftLeft.self, left, right, range: range)
        case .shiftRight: return compileIntegerBinary(IntegerShiftRight.self, left, right, range: range)
        case .bitwiseAnd: return compileIntegerBinary(IntegerBitwiseAnd.self, left, right, range: range)
        case .bitwiseOr: return compileIntegerBinary(IntegerBitwiseOr.self, left, right, range: range)
        case .bitwiseXor: return compileIntegerBinary(IntegerBitwiseXor.self, left, right, range: range)
        case .less: return compileIntegerComparison(IntegerLess.self, left, right, range: range)
        case .greater: return compileIntegerComparison(IntegerGreater.self, left, right, range: range)
        case .lessEqual: return compileIntegerComparison(IntegerLessEqual.self, left, right, range: range)
        case .greaterEqual: return compileIntegerComparison(IntegerGreaterEqual.self, left, right, range: range)
        case .equal: return compileIntegerComparison(IntegerEqual.self, left, right, range: range)
        case .notEqual: return compileIntegerComparison(IntegerNotEqual.self, left, right, range: range)
        case .logicalAnd, .logicalOr, .comma: preconditionFailure("handled above, or never compiled unboxed")
        }
    }

    /// `left op right` for an arithmetic operator known at compile time: specialized for it,
    /// `integerArithmetic` folds to that operator's few instructions. A constant on the right
    /// (`% 2`, `+ 1`) is the common case: evaluated inline.
    private func compileIntegerBinary<Op: StaticIntegerOperator>(_: Op.Type, _ left: CompiledInteger, _ right: CompiledInteger,
                                                                 range: SourceRange) -> CompiledInteger {
        let lt = left.type, rt = right.type, leftCode = left.code, rightCode = right.code
        let type = integerResultType(Op.op, lt, rt)
        if let b = right.constant {
            let rightRange = right.range
            return CompiledInteger(code: { evaluator, scope in
                try evaluator.tick(range)
                let a = try leftCode(evaluator, scope)
                try evaluator.tick(rightRange)
                return try evaluator.integerArithmetic(Op.op, a, lt, b, rt, in: type, at: range)
            }, type: type, constant: nil, range: range)
        }
        return CompiledInteger(code: { evaluator, scope in
            try evaluator.tick(range)
            let a = try leftCode(evaluator, scope)
            let b = try rightCode(evaluator, scope)
            return try evaluator.integerArithmetic(Op.op, a, lt, b, rt, in: type, at: range)
        }, type: type, constant: nil, range: range)
    }

    /// `left op right` for a comparison known at compile time, in the operands' usual
    /// arithmetic type (decided here, once) as `integerOrder` compares them: an `int`.
    private func compileIntegerComparison<Op: StaticIntegerOperator>(_: Op.Type, _ left: CompiledInteger, _ right: CompiledInteger,
                                                                     range: SourceRange) -> CompiledInteger {
        let leftCode = left.code, rightCode = right.code
        let common = usualArithmeticType(left.type, right.type)
        @inline(__always)
        func holds(_ a: Int64, _ b: Int64) -> Int64 {
            compareValues(Op.op, integerOrder(a, b, in: common), 0) ? 1 : 0
        }
        if let b = right.constant {
            let rightRange = right.range
            return CompiledInteger(code: { evaluator, scope in
                try evaluator.tick(range)
                let a = try leftCode(evaluator, scope)
                try evaluator.tick(rightRange)
                return holds(a, b)
            }, type: Value.int, constant: nil, range: range)
        }
        return CompiledInteger(code: { evaluator, scope in
            try evaluator.tick(range)
            let a = try leftCode(evaluator, scope)
            let b = try rightCode(evaluator, scope)
            return holds(a, b)
        }, type: Value.int, constant: nil, range: range)
    }
}

/// A binary operator as a type, so that a compiled node specialized for it has the operator
/// as a constant: the shared arithmetic (`integerArithmetic`, `compareValues`) then folds to
/// that operator's case instead of switching on it at every evaluation.
private protocol StaticIntegerOperator { static var op: BinaryOperator { get } }
private enum IntegerAdd: StaticIntegerOperator { static var op: BinaryOperator { .add } }
private enum IntegerSubtract: StaticIntegerOperator { static var op: BinaryOperator { .subtract } }
private enum IntegerMultiply: StaticIntegerOperator { static var op: BinaryOperator { .multiply } }
private enum IntegerDivide: StaticIntegerOperator { static var op: BinaryOperator { .divide } }
private enum IntegerRemainder: StaticIntegerOperator { static var op: BinaryOperator { .remainder } }
private enum IntegerShiftLeft: StaticIntegerOperator { static var op: BinaryOperator { .shiftLeft } }
private enum IntegerShiftRight: StaticIntegerOperator { static var op: BinaryOperator { .shiftRight } }
private enum IntegerBitwiseAnd: StaticIntegerOperator { static var op: BinaryOperator { .bitwiseAnd } }
private enum IntegerBitwiseOr: StaticIntegerOperator { static var op: BinaryOperator { .bitwiseOr } }
private enum IntegerBitwiseXor: StaticIntegerOperator { static var op: BinaryOperator { .bitwiseXor } }
private enum IntegerLess: StaticIntegerOperator { static var op: BinaryOperator { .less } }
private enum IntegerGreater: StaticIntegerOperator { static var op: BinaryOperator { .greater } }
private enum IntegerLessEqual: StaticIntegerOperator { static var op: BinaryOperator { .lessEqual } }
private enum IntegerGreaterEqual: StaticIntegerOperator { static var op: BinaryOperator { .greaterEqual } }
private enum IntegerEqual: StaticIntegerOperator { static var op: BinaryOperator { .equal } }
private enum IntegerNotEqual: StaticIntegerOperator { static var op: BinaryOperator { .notEqual } }
