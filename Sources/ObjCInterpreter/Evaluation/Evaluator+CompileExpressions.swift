import ObjCFrontend
import RACCore

/// Expressions, compiled (`Evaluator+Compile`): each node ticks, then evaluates its operands
/// left to right, as C's sequencing and clang's order for these nodes have it.
extension Evaluator {
    func compile(_ expression: Expression) -> CompiledExpression {
        let range = expression.range
        switch expression.kind {
        case .identifier(let name):
            return compileRead(name, at: range)
        case .integer(let literal):
            return compileConstant(integerLiteral(literal), at: range)
        case .floating(let value, let isFloat):
            return compileConstant(.floating(isFloat ? Double(Float(value)) : value, bitWidth: isFloat ? 32 : 64), at: range)
        case .character(let scalar):
            return compileConstant(.integer(Int64(Int8(truncatingIfNeeded: scalar)), IntegerType(bitWidth: 8, isSigned: true)), at: range)
        case .cString(let text):
            return compileConstant(.cString(text), at: range)
        case .bool(let value):
            return compileConstant(.bool(value), at: range)
        case .null:
            return compileConstant(.null, at: range)
        case .selector(let name):
            return compileConstant(.selector(name), at: range)
        case .sizeofType(let type):
            return compileConstant(.integer(Int64(size(of: type)), Value.unsignedLong), at: range)
        case .sizeofExpression:
            // The operand is not evaluated (C11 §6.5.3.4): every expression here is 8 bytes wide.
            return compileConstant(.integer(8, Value.unsignedLong), at: range)
        case .objcString(let text):
            // A new string object each time, as the tree of objects a snippet prints shows.
            return { evaluator, _ in
                try evaluator.tick(range)
                return evaluator.temporary(.object(ObjCString(text)))
            }
        case .boxed(let inner):
            let innerRange = inner.range
            if let number = compileNumber(expression) {
                return { evaluator, scope in evaluator.temporary(.object(try number(evaluator, scope))) }
            }
            let value = compileOperand(inner)
            return { evaluator, scope in
                try evaluator.tick(range)
                return try evaluator.box(try evaluator.evaluate(value, in: scope), at: innerRange)
            }
        case .array(let items):
            return compileArray(items, at: range)
        case .dictionary(let entries):
            return compileDictionary(entries, at: range)
        case .messageSend(let send):
            // Not `??`: through a generic the closure would be called via a thunk.
            if case .expression(let receiver) = send.receiver { return compileSend(send, to: receiver, range: range) }
            return compileSuperSend(send, range: range)
        case .call(let callee, let arguments):
            return compileCall(callee, arguments, range: range)
        case .member(_, let name, let nameRange, true):
            return { evaluator, _ in
                try evaluator.tick(range)
                throw RuntimeFailure(.unsupported("->\(name)"), at: nameRange)
            }
        case .member(let base, let name, let nameRange, false):
            let receiver = compile(base)
            let cache = SendCache()
            if PropertyGetter.hasCustomGetter(name) {
                return { evaluator, scope in
                    try evaluator.tick(range)
                    let object = try receiver(evaluator, scope)
                    return try evaluator.send(PropertyGetter.selector(forProperty: name, of: object), to: object, arguments: [],
                                              range: nameRange, argumentRanges: [], cache: cache)
                }
            }
            return { evaluator, scope in
                try evaluator.tick(range)
                return try evaluator.send(name, to: try receiver(evaluator, scope), arguments: [], range: nameRange, argumentRanges: [],
                                          cache: cache)
            }
        case .subscript(let base, let index):
            let receiver = compile(base), key = compile(index), indexRange = index.range
            return { evaluator, scope in
                try evaluator.tick(range)
                let target = try receiver(evaluator, scope)
                let key = try key(evaluator, scope)
                let selector = if case .integer = key { "objectAtIndexedSubscript:" } else { "objectForKeyedSubscript:" }
                return try evaluator.send(selector, to: target, arguments: [key], range: range, argumentRanges: [indexRange])
            }
        case .binary(let op, let lhs, let rhs):
            return compileBinary(expression, op, lhs, rhs)
        case .assignment(let op, let target, let value):
            return compileAssignment(op, to: target, value: value, range: range)
        case .unary(let op, let operand):
            return compileUnary(op, operand, range: range)
        case .conditional(let condition, let then, let otherwise):
            let test = compile(condition), otherwise = compile(otherwise)
            guard let then else {
                // `a ?: b`: `a`, evaluated once, when it holds.
                return { evaluator, scope in
                    try evaluator.tick(range)
                    let value = try test(evaluator, scope)
                    return value.truth ? value : try otherwise(evaluator, scope)
                }
            }
            let chosen = compile(then)
            return { evaluator, scope in
                try evaluator.tick(range)
                return try test(evaluator, scope).truth ? try chosen(evaluator, scope) : try otherwise(evaluator, scope)
            }
        case .cast(let type, let inner):
            let value = compile(inner)
            return { evaluator, scope in
                try evaluator.tick(range)
                return try evaluator.cast(try value(evaluator, scope), to: type, at: range)
            }
        case .block(let literal):
            return { evaluator, scope in
                try evaluator.tick(range)
                return evaluator.temporary(.object(evaluator.makeBlock(literal, in: scope)))
            }
        }
    }

    /// A node whose value is known when it is compiled: a step, then the value.
    private func compileConstant(_ value: Value, at range: SourceRange) -> CompiledExpression {
        { evaluator, _ in
            try evaluator.tick(range)
            return value
        }
    }

    /// A variable's value, read where `placement(of:)` says it is, without copying its binding
    /// out; a name no variable has is a global (`global(_:at:)`).
    private func compileRead(_ name: String, at range: SourceRange) -> CompiledExpression {
        switch placement(of: name) {
        case .frameSlot(let index, _)?:
            return { evaluator, _ in
                try evaluator.tick(range)
                return evaluator.argument(at: index)
            }
        case .parameter(let index)?:
            return { evaluator, _ in
                try evaluator.tick(range)
                guard let value = evaluator.frame.unsafelyUnwrapped.value(at: index) else { return try evaluator.global(name, at: range) }
                return value
            }
        case .capture(let index)?:
            return { evaluator, _ in
                try evaluator.tick(range)
                return try evaluator.capturedValue(index, named: name, at: range)
            }
        case nil:
            return { evaluator, scope in
                try evaluator.tick(range)
                guard let value = scope.value(named: name) else { return try evaluator.global(name, at: range) }
                return value
            }
        }
    }

    /// `@[a, b]`: `+[NSArray arrayWithObjects:count:]`, which raises on a nil element.
    private func compileArray(_ items: [Expression], at range: SourceRange) -> CompiledExpression {
        let elements = items.map { (compile($0), $0.range) }
        return { evaluator, scope in
            try evaluator.tick(range)
            var objects: [RACObject] = []
            for (element, elementRange) in elements {
                guard let object = try element(evaluator, scope).object else {
                    throw RuntimeFailure(.nilInArrayLiteral(index: objects.count), at: elementRange)
                }
                objects.append(object)
            }
            return evaluator.temporary(.object(ObjCArray(objects)))
        }
    }

    /// `@{k: v}`: each key, then its value; a nil one raises as `+dictionaryWithObjects:forKeys:count:` does.
    private func compileDictionary(_ entries: [DictionaryEntry], at range: SourceRange) -> CompiledExpression {
        let pairs = entries.map { (compile($0.key), compile($0.value), $0.value.range) }
        return { evaluator, scope in
            try evaluator.tick(range)
            var objects: [(key: RACObject, value: RACObject)] = []
            for (key, value, valueRange) in pairs {
                let key = try key(evaluator, scope)
                let value = try value(evaluator, scope)
                guard let keyObject = key.object, let valueObject = value.object else {
                    throw RuntimeFailure(.nilInDictionaryLiteral(index: objects.count), at: valueRange)
                }
                objects.append((keyObject, valueObject))
            }
            return evaluator.temporary(.object(ObjCDictionary(objects)))
        }
    }

    private func compileBinary(_ expression: Expression, _ op: BinaryOperator, _ lhs: Expression, _ rhs: Expression) -> CompiledExpression {
        let range = expression.range
        if let integer = compileInteger(expression) {
            let type = integer.type, code = integer.code
            return { evaluator, scope in .integer(try code(evaluator, scope), type) }
        }
        let left = compileOperand(lhs), right = compileOperand(rhs)
        switch op {
        case .logicalAnd:
            return { evaluator, scope in
                try evaluator.tick(range)
                guard try evaluator.evaluate(left, in: scope).truth else { return .integer(0, Value.int) }
                return .integer(try evaluator.evaluate(right, in: scope).truth ? 1 : 0, Value.int)
            }
        case .logicalOr:
            return { evaluator, scope in
                try evaluator.tick(range)
                if try evaluator.evaluate(left, in: scope).truth { return .integer(1, Value.int) }
                return .integer(try evaluator.evaluate(right, in: scope).truth ? 1 : 0, Value.int)
            }
        case .comma:
            return { evaluator, scope in
                try evaluator.tick(range)
                _ = try evaluator.evaluate(left, in: scope)
                return try evaluator.evaluate(right, in: scope)
            }
        default:
            return { evaluator, scope in
                try evaluator.tick(range)
                let a = try evaluator.evaluate(left, in: scope)
                let b = try evaluator.evaluate(right, in: scope)
                return try evaluator.arithmetic(op, a, b, at: range)
            }
        }
    }

    private func compileUnary(_ op: UnaryOperator, _ operand: Expression, range: SourceRange) -> CompiledExpression {
        switch op {
        case .preIncrement, .preDecrement, .postIncrement, .postDecrement:
            return compileIncrement(op, operand, range: range)
        case .addressOf:
            // A variable in a scope: `FrameLocals` and `BlockNames` keep any whose address a
            // body takes out of the frame.
            let operandRange = operand.range
            guard case .identifier(let name) = operand.kind else {
                return { evaluator, _ in
                    try evaluator.tick(range)
                    throw RuntimeFailure(.cannotTakeAddress, at: operandRange)
                }
            }
            return { evaluator, scope in
                try evaluator.tick(range)
                guard let box = scope.lookup(name)?.box else {
                    throw RuntimeFailure(.cannotTakeAddress, at: operandRange)
                }
                return .pointer(box)
            }
        case .dereference:
            let pointer = compile(operand), operandRange = operand.range
            return { evaluator, scope in
                try evaluator.tick(range)
                guard case .pointer(let box) = try pointer(evaluator, scope) else {
                    throw RuntimeFailure(.indirectionRequiresPointer, at: operandRange)
                }
                return box.value
            }
        case .logicalNot:
            let value = compile(operand)
            return { evaluator, scope in
                try evaluator.tick(range)
                return .integer(try value(evaluator, scope).truth ? 0 : 1, Value.int)
            }
        case .negate, .plus:
            // `-x` is `0 - x` and `+x` is `0 + x` for integers: the integer promotions and the
            // usual conversions. A floating operand is negated, not subtracted from zero:
            // `-0.0` is negative zero (IEEE 754 negation), which `0 - 0.0` is not.
            let value = compile(operand), arithmetic: BinaryOperator = op == .negate ? .subtract : .add
            return { evaluator, scope in
                try evaluator.tick(range)
                let operand = try value(evaluator, scope)
                if case .floating(let number, let bitWidth) = operand {
                    return .floating(op == .negate ? -number : number, bitWidth: bitWidth)
                }
                return try evaluator.binary(arithmetic, .integer(0, Value.int), operand, at: range)
            }
        case .bitwiseNot:
            let value = compile(operand)
            return { evaluator, scope in
                try evaluator.tick(range)
                let operand = try value(evaluator, scope)
                guard case .integer(let number, let type) = evaluator.promoted(operand) else {
                    throw RuntimeFailure(.invalidUnaryOperand(operand.typeDescription), at: range)
                }
                return .integer(cInteger(~number, type), type)
            }
        }
    }
}
