import ObjCFrontend

/// Assignments and increments, compiled (`Evaluator+Compile`): the value first, then the
/// target's parts, then the store, which converts to the variable's type as C's assignment
/// does (`assign(_:to:named:at:)`).
extension Evaluator {
    func compileAssignment(_ op: AssignmentOperator, to target: Expression, value valueExpression: Expression,
                           range: SourceRange) -> CompiledExpression {
        if let op = op.binaryOperator,
           let compound = compileIntegerCompoundAssignment(op, to: target, value: valueExpression, range: range) {
            return compound
        }
        let value = compileOperand(valueExpression)
        let store = compileStore(to: target)
        guard let op = op.binaryOperator else {
            return { evaluator, scope in
                try evaluator.tick(range)
                return try store(evaluator, scope, try evaluator.evaluate(value, in: scope))
            }
        }
        let current = compileOperand(target)
        return { evaluator, scope in
            try evaluator.tick(range)
            let operand = try evaluator.evaluate(value, in: scope)
            let result = try evaluator.arithmetic(op, try evaluator.evaluate(current, in: scope), operand, at: range)
            return try store(evaluator, scope, result)
        }
    }

    /// `++x`, `x--` and the like: `x = x ± 1`, reading the target once.
    func compileIncrement(_ op: UnaryOperator, _ operand: Expression, range: SourceRange) -> CompiledExpression {
        let value = compileOperand(operand)
        let store = compileStore(to: operand)
        let step: BinaryOperator = (op == .preIncrement || op == .postIncrement) ? .add : .subtract
        let isPrefix = op == .preIncrement || op == .preDecrement
        let delta: Int64 = step == .add ? 1 : -1
        if case .identifier(let name) = operand.kind, let (slot, type) = frameLocalInteger(name), type.bitWidth >= 32,
           case .frameSlot(_, let declaredType)? = placement(of: name) {
            // A loop counter: incremented where it lies, as the node below would, unboxed.
            let operandRange = operand.range
            return { evaluator, _ in
                try evaluator.tick(range)
                try evaluator.tick(operandRange)
                guard let number = evaluator.integer(inSlot: slot) else {
                    // Not written yet (a jump past its declaration): as the node below.
                    let old = evaluator.argument(at: slot)
                    let stored = try evaluator.storeArgument(try evaluator.arithmetic(step, old, .integer(1, Value.int), at: range),
                                                             at: slot, type: declaredType, category: .integer(type), named: name,
                                                             at: operandRange)
                    return isPrefix ? stored : old
                }
                let stored = Value.integer(cInteger(number &+ delta, type), type)
                evaluator.nameForTrace(stored, name)
                evaluator.argumentStack[evaluator.argumentBase + slot] = stored
                return isPrefix ? stored : .integer(number, type)
            }
        }
        return { evaluator, scope in
            try evaluator.tick(range)
            let old = try evaluator.evaluate(value, in: scope)
            let new: Value
            if case .integer(let number, let type) = old, type.bitWidth >= 32 {
                // `x + 1` for an `int` or wider keeps `x`'s type (§6.3.1.8), wrapping as it does.
                new = .integer(cInteger(number &+ delta, type), type)
            } else {
                new = try evaluator.arithmetic(step, old, .integer(1, Value.int), at: range)
            }
            let stored = try store(evaluator, scope, new)
            return isPrefix ? stored : old
        }
    }

    /// Stores a value into an assignment's target: a variable, `*pointer`, a property (its
    /// setter) or a subscript (`-setObject:atIndexedSubscript:` / `forKeyedSubscript:`).
    func compileStore(to target: Expression) -> (Evaluator, Scope, Value) throws -> Value {
        if case .identifier(let name) = target.kind {
            let range = target.range
            switch placement(of: name) {
            case .frameSlot(let index, let type)?:
                let category = type?.category
                return { evaluator, _, value in
                    try evaluator.storeArgument(value, at: index, type: type, category: category, named: name, at: range)
                }
            case .parameter(let index)?:
                return { evaluator, _, value in
                    try evaluator.assign(value, to: evaluator.frame.unsafelyUnwrapped.binding(at: index), named: name, at: range)
                }
            case .capture(let index)?:
                return { evaluator, _, value in
                    try evaluator.assign(value, to: evaluator.capturedBinding(index, named: name), named: name, at: range)
                }
            case nil:
                // A loop counter, say: looked up by name, without re-reading the target's kind.
                return { evaluator, scope, value in try evaluator.assign(value, to: scope.lookup(name), named: name, at: range) }
            }
        }
        let targetRange = target.range
        switch target.kind {
        case .unary(.dereference, let pointerExpression):
            let pointer = compile(pointerExpression)
            return { evaluator, scope, value in
                guard case .pointer(let box) = try pointer(evaluator, scope) else {
                    throw RuntimeFailure(.indirectionRequiresPointer, at: targetRange)
                }
                let converted: Value
                if case .bool = box.value { converted = .bool(value.truth) } else { converted = value }
                box.store(converted)
                return converted
            }
        case .member(let base, let name, let nameRange, _):
            let receiver = compile(base)
            let setter = "set" + name.prefix(1).uppercased() + name.dropFirst() + ":"
            return { evaluator, scope, value in
                let target = try receiver(evaluator, scope)
                _ = try evaluator.send(setter, to: target, arguments: [value], range: nameRange, argumentRanges: [targetRange])
                return value
            }
        case .subscript(let base, let index):
            let receiver = compile(base), key = compile(index), indexRange = index.range
            return { evaluator, scope, value in
                let target = try receiver(evaluator, scope)
                let key = try key(evaluator, scope)
                let selector = if case .integer = key { "setObject:atIndexedSubscript:" } else { "setObject:forKeyedSubscript:" }
                _ = try evaluator.send(selector, to: target, arguments: [value, key], range: targetRange,
                                       argumentRanges: [targetRange, indexRange])
                return value
            }
        default:
            return { _, _, _ in throw RuntimeFailure(.expressionNotAssignable, at: targetRange) }
        }
    }
}
