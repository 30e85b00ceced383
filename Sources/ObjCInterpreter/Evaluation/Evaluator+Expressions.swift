import ObjCFrontend
import RACCore

extension Evaluator {
    func evaluate(_ expression: Expression, in scope: Scope) throws -> Value {
        try tick(expression.range)
        switch expression.kind {
        case .identifier(let name):
            return try read(name, in: scope, at: expression.range)
        case .integer(let literal):
            return integerLiteral(literal)
        case .floating(let value, let isFloat):
            return .floating(isFloat ? Double(Float(value)) : value, bitWidth: isFloat ? 32 : 64)
        case .character(let scalar):
            return .integer(Int64(Int8(truncatingIfNeeded: scalar)), IntegerType(bitWidth: 8, isSigned: true))
        case .cString(let text):
            return .cString(text)
        case .objcString(let text):
            return temporary(.object(ObjCString(text)))
        case .bool(let value):
            return .bool(value)
        case .null:
            return .null
        case .boxed(let inner):
            return try box(try evaluate(inner, in: scope), at: inner.range)
        case .array(let items):
            var objects: [RACObject] = []
            for item in items {
                let value = try evaluate(item, in: scope)
                guard let object = value.object else {
                    throw RuntimeFailure.exception(
                        "NSInvalidArgumentException",
                        reason: "*** -[__NSPlaceholderArray initWithObjects:count:]: attempt to insert nil object from objects[\(objects.count)]",
                        message: "array literal element is nil", at: item.range)
                }
                objects.append(object)
            }
            return temporary(.object(ObjCArray(objects)))
        case .dictionary(let entries):
            var pairs: [(key: RACObject, value: RACObject)] = []
            for entry in entries {
                let key = try evaluate(entry.key, in: scope)
                let value = try evaluate(entry.value, in: scope)
                guard let keyObject = key.object, let valueObject = value.object else {
                    throw RuntimeFailure.exception(
                        "NSInvalidArgumentException",
                        reason: "*** -[__NSPlaceholderDictionary initWithObjects:forKeys:count:]: attempt to insert nil object from objects[\(pairs.count)]",
                        message: "dictionary literal key or value is nil", at: entry.value.range)
                }
                pairs.append((keyObject, valueObject))
            }
            return temporary(.object(ObjCDictionary(pairs)))
        case .selector(let name):
            return .selector(name)
        case .messageSend(let send):
            return try evaluateMessageSend(send, range: expression.range, in: scope)
        case .call(let callee, let arguments):
            return try evaluateCall(callee, arguments, range: expression.range, in: scope)
        case .member(let base, let name, let nameRange, let isArrow):
            if isArrow { throw RuntimeFailure.unsupported("->\(name)", at: nameRange) }
            let receiver = try evaluate(base, in: scope)
            return try send(name, to: receiver, arguments: [], range: nameRange, argumentRanges: [])
        case .subscript(let base, let index):
            let receiver = try evaluate(base, in: scope)
            let key = try evaluate(index, in: scope)
            let selector: String
            if case .integer = key { selector = "objectAtIndexedSubscript:" } else { selector = "objectForKeyedSubscript:" }
            return try send(selector, to: receiver, arguments: [key], range: expression.range, argumentRanges: [index.range])
        case .unary(let op, let operand):
            return try evaluateUnary(op, operand, range: expression.range, in: scope)
        case .binary(let op, let lhs, let rhs):
            switch op {
            case .logicalAnd:
                guard try evaluate(lhs, in: scope).truth else { return .integer(0, Value.int) }
                return .integer(try evaluate(rhs, in: scope).truth ? 1 : 0, Value.int)
            case .logicalOr:
                if try evaluate(lhs, in: scope).truth { return .integer(1, Value.int) }
                return .integer(try evaluate(rhs, in: scope).truth ? 1 : 0, Value.int)
            case .comma:
                _ = try evaluate(lhs, in: scope)
                return try evaluate(rhs, in: scope)
            default:
                let left = try evaluate(lhs, in: scope)
                let right = try evaluate(rhs, in: scope)
                return try binary(op, left, right, at: expression.range)
            }
        case .assignment(let op, let target, let valueExpression):
            var value = try evaluate(valueExpression, in: scope)
            if let op = op.binaryOperator {
                let current = try evaluate(target, in: scope)
                value = try binary(op, current, value, at: expression.range)
            }
            return try assign(value, to: target, in: scope)
        case .conditional(let condition, let then, let otherwise):
            let test = try evaluate(condition, in: scope)
            if test.truth { return try then.map { try evaluate($0, in: scope) } ?? test }
            return try evaluate(otherwise, in: scope)
        case .cast(let type, let inner):
            return try cast(try evaluate(inner, in: scope), to: type, at: expression.range)
        case .sizeofType(let type):
            return .integer(Int64(size(of: type)), Value.unsignedLong)
        case .sizeofExpression:
            return .integer(8, Value.unsignedLong)
        case .block(let literal):
            return temporary(.object(makeBlock(literal, in: scope)))
        }
    }

    func integerLiteral(_ literal: IntegerLiteral) -> Value {
        // C gives a constant the first of int, long, … that holds it.
        let value = literal.value
        if literal.isUnsigned {
            let type = literal.longness == 0 && value <= UInt64(UInt32.max) ? IntegerType(bitWidth: 32, isSigned: false) : Value.unsignedLong
            return .integer(Int64(bitPattern: value), type)
        }
        if literal.longness == 0 && value <= UInt64(Int32.max) { return .integer(Int64(value), Value.int) }
        if value <= UInt64(Int64.max) { return .integer(Int64(value), Value.long) }
        return .integer(Int64(bitPattern: value), Value.unsignedLong)
    }

    /// `@(expr)`: an `NSNumber` of the scalar's type, or an `NSString` from a C string.
    func box(_ value: Value, at range: SourceRange) throws -> Value {
        switch value {
        case .integer(let number, let type):
            return temporary(.object(ObjCNumber.make(number, of: type)))
        case .floating(let number, _):
            return temporary(.object(ObjCNumber.make(.double(number))))
        case .bool(let flag):
            return temporary(.object(ObjCNumber.make(.bool(flag))))
        case .cString(let text):
            return temporary(.object(ObjCString(text)))
        case .object, .null:
            return value
        default:
            throw RuntimeFailure.error("cannot box a value of type \(value.typeDescription) into an NSNumber", at: range)
        }
    }

    func read(_ name: String, in scope: Scope, at range: SourceRange) throws -> Value {
        guard let value = scope.value(named: name) else { return try global(name, at: range) }
        return value
    }

    func assign(_ value: Value, to target: Expression, in scope: Scope) throws -> Value {
        switch target.kind {
        case .identifier(let name):
            return try assign(value, to: scope.lookup(name), named: name, at: target.range)
        case .unary(.dereference, let pointerExpression):
            guard case .pointer(let box) = try evaluate(pointerExpression, in: scope) else {
                throw RuntimeFailure.error("indirection requires a pointer operand", at: target.range)
            }
            let converted: Value
            if case .bool = box.value { converted = .bool(value.truth) } else { converted = value }
            box.store(converted)
            return converted
        case .member(let base, let name, let nameRange, _):
            let receiver = try evaluate(base, in: scope)
            let setter = "set" + name.prefix(1).uppercased() + name.dropFirst() + ":"
            _ = try send(setter, to: receiver, arguments: [value], range: nameRange, argumentRanges: [target.range])
            return value
        case .subscript(let base, let index):
            let receiver = try evaluate(base, in: scope)
            let key = try evaluate(index, in: scope)
            let selector: String
            if case .integer = key { selector = "setObject:atIndexedSubscript:" } else { selector = "setObject:forKeyedSubscript:" }
            _ = try send(selector, to: receiver, arguments: [value, key], range: target.range, argumentRanges: [target.range, index.range])
            return value
        default:
            throw RuntimeFailure.error("expression is not assignable", at: target.range)
        }
    }

    /// Assigns to variable `name`, bound to `binding` (nil when no variable has the name).
    func assign(_ value: Value, to binding: Binding?, named name: String, at range: SourceRange) throws -> Value {
        guard let binding else {
            if name == "self" { throw RuntimeFailure.error("cannot assign to 'self' outside of a method in the init family", at: range) }
            throw RuntimeFailure.undeclared(name, at: range)
        }
        guard let box = binding.box else {
            throw RuntimeFailure.error("variable '\(name)' is not assignable (missing __block type specifier)", at: range, id: .notAssignable)
        }
        let converted = try convert(value, toTypeOf: box, at: range)
        nameForTrace(converted, name)
        box.store(converted)
        return converted
    }

    /// `convert(value, to: box.type, at: range)`, answering the commonest stores — an object
    /// into an object variable, an integer into an integer one — from the box's category.
    @inline(__always)
    func convert(_ value: Value, toTypeOf box: VariableBox, at range: SourceRange) throws -> Value {
        switch (box.category, value) {
        case (nil, _): return value
        case (.object?, .object), (.object?, .null), (.block?, .object), (.block?, .null): return value
        case (.integer(let type)?, .integer(let number, _)): return .integer(cInteger(number, type), type)
        default: return try convert(value, to: box.type, at: range)
        }
    }

    private func evaluateUnary(_ op: UnaryOperator, _ operand: Expression, range: SourceRange, in scope: Scope) throws -> Value {
        switch op {
        case .addressOf:
            guard case .identifier(let name) = operand.kind, let box = scope.lookup(name)?.box else {
                throw RuntimeFailure.error("cannot take the address of this expression", at: operand.range)
            }
            return .pointer(box)
        case .dereference:
            guard case .pointer(let box) = try evaluate(operand, in: scope) else {
                throw RuntimeFailure.error("indirection requires a pointer operand", at: operand.range)
            }
            return box.value
        case .logicalNot:
            return .integer(try evaluate(operand, in: scope).truth ? 0 : 1, Value.int)
        case .negate:
            return try binary(.subtract, .integer(0, Value.int), try evaluate(operand, in: scope), at: range)
        case .plus:
            return try binary(.add, .integer(0, Value.int), try evaluate(operand, in: scope), at: range)
        case .bitwiseNot:
            let value = try evaluate(operand, in: scope)
            guard case .integer(let number, let type) = promoted(value) else {
                throw RuntimeFailure.error("invalid argument type '\(value.typeDescription)' to unary expression", at: range)
            }
            return .integer(cInteger(~number, type), type)
        case .preIncrement, .preDecrement, .postIncrement, .postDecrement:
            let old = try evaluate(operand, in: scope)
            let step: BinaryOperator = (op == .preIncrement || op == .postIncrement) ? .add : .subtract
            let new = try binary(step, old, .integer(1, Value.int), at: range)
            let stored = try assign(new, to: operand, in: scope)
            return (op == .preIncrement || op == .preDecrement) ? stored : old
        }
    }

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
            throw RuntimeFailure.error("invalid operands to binary expression ('\(left.typeDescription)' and '\(right.typeDescription)')", at: range)
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
            throw RuntimeFailure.error("invalid operands to binary expression ('double' and 'double')", at: range)
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
            guard y != 0 else { throw RuntimeFailure.error("division by zero", at: range) }
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
            throw RuntimeFailure.error("invalid operands to binary expression", at: range)
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
                throw RuntimeFailure.error("ordered comparison between '\(left.typeDescription)' and '\(right.typeDescription)'", at: range)
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

    /// Converts a value for storage in a variable of `type`, as C's implicit conversions do.
    ///
    /// Inlined for the commonest case, an object (or nil) stored where an object goes, which
    /// every block parameter and object local meets and which converts to itself.
    @inline(__always)
    func convert(_ value: Value, to type: TypeName?, at range: SourceRange) throws -> Value {
        guard let type else { return value }
        switch value {
        case .object, .null:
            switch type.category {
            case .object, .block: return value
            default: break
            }
        default: break
        }
        return try convertScalarOrMismatch(value, to: type, at: range)
    }

    /// `convert` for every other pair of value and type.
    private func convertScalarOrMismatch(_ value: Value, to type: TypeName, at range: SourceRange) throws -> Value {
        switch type.category {
        case .integer(let integerType):
            switch promoted(value) {
            case .integer(let number, _): return .integer(cInteger(number, integerType), integerType)
            case .floating(let number, _):
                return .integer(cInteger(number.isFinite && abs(number) < 9.2e18 ? Int64(number) : 0, integerType), integerType)
            case .null: return .integer(0, integerType)
            default: throw incompatible(value, type, at: range)
            }
        case .floating(let width):
            switch promoted(value) {
            case .integer(let number, let t): return .floating(t.isSigned ? Double(number) : Double(UInt64(bitPattern: number)), bitWidth: width)
            case .floating(let number, _): return .floating(width == 32 ? Double(Float(number)) : number, bitWidth: width)
            default: throw incompatible(value, type, at: range)
            }
        case .bool:
            switch value {
            case .object, .classObject, .pointer, .cString, .selector: throw incompatible(value, type, at: range)
            default: return .bool(value.truth)
            }
        case .object, .block:
            switch value {
            case .object, .null, .classObject: return value
            case .integer(0, _): return .null
            default: throw incompatible(value, type, at: range)
            }
        case .void, .selector, .pointer:
            return value
        }
    }

    private func incompatible(_ value: Value, _ type: TypeName, at range: SourceRange) -> RuntimeFailure {
        .error("cannot initialize a value of type '\(spelling(type))' with a value of type '\(value.typeDescription)'", at: range)
    }

    func spelling(_ type: TypeName) -> String {
        if type.block != nil { return "block" }
        return type.name + (type.pointerDepth > 0 ? " " + String(repeating: "*", count: type.pointerDepth) : "")
    }

    /// An explicit cast: C conversions for scalars; object casts change nothing at runtime.
    func cast(_ value: Value, to type: TypeName, at range: SourceRange) throws -> Value {
        switch type.category {
        case .integer, .floating, .bool:
            if case .object = value { throw incompatible(value, type, at: range) }
            return try convert(value, to: type, at: range)
        default:
            return value
        }
    }

    private func size(of type: TypeName) -> Int {
        switch type.category {
        case .integer(let integerType): return integerType.bitWidth / 8
        case .floating(let width): return width / 8
        case .bool: return 1
        default: return 8
        }
    }
}
