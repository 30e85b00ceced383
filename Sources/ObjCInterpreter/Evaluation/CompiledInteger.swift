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
    /// The slot, when the expression is an integer frame local (`frameLocalInteger`): a loop
    /// counter compared with a constant is read inline too.
    var slot: Int? = nil
    let range: SourceRange
}

extension Evaluator {
    /// A value where an integer was expected — in a declared integer local's slot, or from a
    /// message `compileIntegerSend` compiles — which neither ever holds: taken as the boxed
    /// path would take it for arithmetic, or reported.
    @inline(never)
    private func unboxedInteger(_ value: Value, at range: SourceRange) throws -> Int64 {
        if case .integer(let number, _) = promoted(value) { return number }
        throw RuntimeFailure(.integerExpected(got: value.typeDescription), at: range)
    }

    /// `expression` as an unboxed integer, or nil where some part of it has no static integer
    /// type (or is not one of the nodes compiled this way).
    ///
    /// Looks at most `maximumIntegerDepth` operators down: `compile(_:)` asks again for each
    /// operand of an expression that did not compile, so a 20,000-term sum whose first term
    /// is an object would otherwise be searched 20,000 times from the top (minutes). Below
    /// the limit the boxed nodes take over, which compute the same.
    func compileInteger(_ expression: Expression, depth: Int = 0) -> CompiledInteger? {
        guard options.specializes, depth < Self.maximumIntegerDepth else { return nil }
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
            return CompiledInteger(code: { evaluator, _ in try evaluator.integerLocal(inSlot: index, at: range) },
                                   type: type.bitWidth < 32 ? Value.int : type, constant: nil, slot: index, range: range)
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

    /// The integer local in slot `index`, read as its node does: a tick and the number.
    @inline(__always)
    func integerLocal(inSlot index: Int, at range: SourceRange) throws -> Int64 {
        try tick(range)
        if let value = integer(inSlot: index) { return value }
        return try unboxedInteger(argument(at: index), at: range)
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
    /// `sendToNumber` would; any other receiver gets the message sent as the general send
    /// node sends it (every one that answers — a number, a string, nil — answers a `long`).
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
        case .add: return compileIntegerOperation(IntegerAdd.self, left, right, range: range)
        case .subtract: return compileIntegerOperation(IntegerSubtract.self, left, right, range: range)
        case .multiply: return compileIntegerOperation(IntegerMultiply.self, left, right, range: range)
        case .divide: return compileIntegerOperation(IntegerDivide.self, left, right, range: range)
        case .remainder: return compileIntegerOperation(IntegerRemainder.self, left, right, range: range)
        case .shiftLeft: return compileIntegerOperation(IntegerShiftLeft.self, left, right, range: range)
        case .shiftRight: return compileIntegerOperation(IntegerShiftRight.self, left, right, range: range)
        case .bitwiseAnd: return compileIntegerOperation(IntegerBitwiseAnd.self, left, right, range: range)
        case .bitwiseOr: return compileIntegerOperation(IntegerBitwiseOr.self, left, right, range: range)
        case .bitwiseXor: return compileIntegerOperation(IntegerBitwiseXor.self, left, right, range: range)
        case .less: return compileIntegerOperation(IntegerLess.self, left, right, range: range)
        case .greater: return compileIntegerOperation(IntegerGreater.self, left, right, range: range)
        case .lessEqual: return compileIntegerOperation(IntegerLessEqual.self, left, right, range: range)
        case .greaterEqual: return compileIntegerOperation(IntegerGreaterEqual.self, left, right, range: range)
        case .equal: return compileIntegerOperation(IntegerEqual.self, left, right, range: range)
        case .notEqual: return compileIntegerOperation(IntegerNotEqual.self, left, right, range: range)
        case .logicalAnd, .logicalOr, .comma: preconditionFailure("handled above, or never compiled unboxed")
        }
    }

    /// `left op right` for an operator known at compile time: specialized for it, the shared
    /// arithmetic (`integerArithmetic`, `compareValues`) folds to that operator's few
    /// instructions. A constant on the right (`% 2`, `+ 1`, `< n`) is the common case:
    /// evaluated inline.
    private func compileIntegerOperation<Op: StaticIntegerOperator>(_: Op.Type, _ left: CompiledInteger, _ right: CompiledInteger,
                                                                    range: SourceRange) -> CompiledInteger {
        let lt = left.type, rt = right.type, leftCode = left.code, rightCode = right.code
        let type = Op.operationType(self, lt, rt)
        let nodeType = Op.isComparison ? Value.int : type
        if let slot = left.slot, let b = right.constant {
            // `i < n`, `i + 1`: both leaves inline.
            let leftRange = left.range, rightRange = right.range
            return CompiledInteger(code: { evaluator, _ in
                try evaluator.tick(range)
                let a = try evaluator.integerLocal(inSlot: slot, at: leftRange)
                try evaluator.tick(rightRange)
                return try Op.apply(evaluator, a, lt, b, rt, in: type, at: range)
            }, type: nodeType, constant: nil, range: range)
        }
        if let b = right.constant {
            let rightRange = right.range
            return CompiledInteger(code: { evaluator, scope in
                try evaluator.tick(range)
                let a = try leftCode(evaluator, scope)
                try evaluator.tick(rightRange)
                return try Op.apply(evaluator, a, lt, b, rt, in: type, at: range)
            }, type: nodeType, constant: nil, range: range)
        }
        if let a = left.constant {
            // `0 + i`, `1 << n`.
            let leftRange = left.range
            return CompiledInteger(code: { evaluator, scope in
                try evaluator.tick(range)
                try evaluator.tick(leftRange)
                let b = try rightCode(evaluator, scope)
                return try Op.apply(evaluator, a, lt, b, rt, in: type, at: range)
            }, type: nodeType, constant: nil, range: range)
        }
        return CompiledInteger(code: { evaluator, scope in
            try evaluator.tick(range)
            let a = try leftCode(evaluator, scope)
            let b = try rightCode(evaluator, scope)
            return try Op.apply(evaluator, a, lt, b, rt, in: type, at: range)
        }, type: nodeType, constant: nil, range: range)
    }
}

/// A binary operator as a type, so that a compiled node specialized for it has the operator
/// as a constant: the shared arithmetic (`integerArithmetic`, `compareValues`) then folds to
/// that operator's case instead of switching on it at every evaluation.
private protocol StaticIntegerOperator {
    static var op: BinaryOperator { get }
    static var isComparison: Bool { get }
    /// The type the operation is done in: the result type of arithmetic, the usual
    /// arithmetic type a comparison converts both operands to (its result is an `int`).
    static func operationType(_ evaluator: Evaluator, _ lt: IntegerType, _ rt: IntegerType) -> IntegerType
    static func apply(_ evaluator: Evaluator, _ a: Int64, _ lt: IntegerType, _ b: Int64, _ rt: IntegerType,
                      in type: IntegerType, at range: SourceRange) throws -> Int64
}

private protocol ArithmeticOperator: StaticIntegerOperator {}

extension ArithmeticOperator {
    static var isComparison: Bool { false }

    static func operationType(_ evaluator: Evaluator, _ lt: IntegerType, _ rt: IntegerType) -> IntegerType {
        evaluator.integerResultType(op, lt, rt)
    }

    @inline(__always)
    static func apply(_ evaluator: Evaluator, _ a: Int64, _ lt: IntegerType, _ b: Int64, _ rt: IntegerType,
                      in type: IntegerType, at range: SourceRange) throws -> Int64 {
        try evaluator.integerArithmetic(op, a, lt, b, rt, in: type, at: range)
    }
}

private protocol ComparisonOperator: StaticIntegerOperator {}

extension ComparisonOperator {
    static var isComparison: Bool { true }

    static func operationType(_ evaluator: Evaluator, _ lt: IntegerType, _ rt: IntegerType) -> IntegerType {
        usualArithmeticType(lt, rt)
    }

    @inline(__always)
    static func apply(_ evaluator: Evaluator, _ a: Int64, _ lt: IntegerType, _ b: Int64, _ rt: IntegerType,
                      in type: IntegerType, at range: SourceRange) throws -> Int64 {
        evaluator.compareValues(op, integerOrder(a, b, in: type), 0) ? 1 : 0
    }
}

private enum IntegerAdd: ArithmeticOperator { static var op: BinaryOperator { .add } }
private enum IntegerSubtract: ArithmeticOperator { static var op: BinaryOperator { .subtract } }
private enum IntegerMultiply: ArithmeticOperator { static var op: BinaryOperator { .multiply } }
private enum IntegerDivide: ArithmeticOperator { static var op: BinaryOperator { .divide } }
private enum IntegerRemainder: ArithmeticOperator { static var op: BinaryOperator { .remainder } }
private enum IntegerShiftLeft: ArithmeticOperator { static var op: BinaryOperator { .shiftLeft } }
private enum IntegerShiftRight: ArithmeticOperator { static var op: BinaryOperator { .shiftRight } }
private enum IntegerBitwiseAnd: ArithmeticOperator { static var op: BinaryOperator { .bitwiseAnd } }
private enum IntegerBitwiseOr: ArithmeticOperator { static var op: BinaryOperator { .bitwiseOr } }
private enum IntegerBitwiseXor: ArithmeticOperator { static var op: BinaryOperator { .bitwiseXor } }
private enum IntegerLess: ComparisonOperator { static var op: BinaryOperator { .less } }
private enum IntegerGreater: ComparisonOperator { static var op: BinaryOperator { .greater } }
private enum IntegerLessEqual: ComparisonOperator { static var op: BinaryOperator { .lessEqual } }
private enum IntegerGreaterEqual: ComparisonOperator { static var op: BinaryOperator { .greaterEqual } }
private enum IntegerEqual: ComparisonOperator { static var op: BinaryOperator { .equal } }
private enum IntegerNotEqual: ComparisonOperator { static var op: BinaryOperator { .notEqual } }
