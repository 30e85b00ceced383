import ObjCFrontend

/// `variable op= integer` compiled to do its arithmetic unboxed, for the variables a block
/// body reaches by position: a captured `__block` variable (`sum += [x integerValue]`, the
/// commonest line in a subscriber) and an integer local kept in the frame.
///
/// The boxed node evaluates the right-hand side, then reads the variable, then does
/// `arithmetic` and stores through `assign`, which converts to the variable's type. For an
/// `int`-or-wider integer variable holding an integer, that is `integerArithmetic` in
/// `integerResultType` and C's conversion back to the variable's type — done here on the
/// numbers, with the same ticks in the same order and the same trace binding. Anything else
/// (a by-value capture, a narrower or non-integer variable, a slot not yet written) takes the
/// boxed node's path, with the same errors.
extension Evaluator {
    func compileIntegerCompoundAssignment(_ op: BinaryOperator, to target: Expression, value: Expression,
                                          range: SourceRange) -> CompiledExpression? {
        guard case .identifier(let name) = target.kind else { return nil }
        switch placement(of: name) {
        case .capture(let index?)?:
            guard let operand = compileInteger(value) else { return nil }
            return compileCaptureCompoundAssignment(op, capture: index, operand: operand, name: name, targetRange: target.range,
                                                    range: range)
        case .frameSlot(_, let declaredType)?:
            guard let (slot, slotType) = frameLocalInteger(name), slotType.bitWidth >= 32, let operand = compileInteger(value) else {
                return nil
            }
            return compileFrameLocalCompoundAssignment(op, slot: slot, type: slotType, declaredType: declaredType, operand: operand,
                                                       name: name, targetRange: target.range, range: range)
        default:
            return nil
        }
    }

    private func compileCaptureCompoundAssignment(_ op: BinaryOperator, capture index: Int, operand: CompiledInteger, name: String,
                                                  targetRange: SourceRange, range: SourceRange) -> CompiledExpression {
        let operandType = operand.type, operandCode = operand.code
        return { evaluator, scope in
            try evaluator.tick(range)
            let b = try operandCode(evaluator, scope)
            try evaluator.tick(targetRange)
            // The capture's box is used where it lies, not copied out (a retain and a release).
            let updated: Value? = try evaluator.withCurrentBlock { block in
                guard block.capturesAreAligned else { return nil }
                return try block.withCapturedBox(at: index) { box in
                    guard case .integer(let type)? = box.category, type.bitWidth >= 32, case .integer(let a, _) = box.value else {
                        return nil
                    }
                    let result = try evaluator.integerArithmetic(op, a, type, b, operandType,
                                                                 in: evaluator.integerResultType(op, type, operandType), at: range)
                    let stored = Value.integer(cInteger(result, type), type)
                    evaluator.nameForTrace(stored, name)
                    box.store(stored)
                    return stored
                }
            }
            if let updated { return updated }
            let current = try evaluator.capturedValue(index, named: name, at: targetRange)
            let result = try evaluator.arithmetic(op, current, .integer(b, operandType), at: range)
            return try evaluator.assign(result, to: evaluator.capturedBinding(index, named: name), named: name, at: targetRange)
        }
    }

    private func compileFrameLocalCompoundAssignment(_ op: BinaryOperator, slot: Int, type: IntegerType, declaredType: TypeName?,
                                                     operand: CompiledInteger, name: String, targetRange: SourceRange,
                                                     range: SourceRange) -> CompiledExpression {
        let operandType = operand.type, operandCode = operand.code
        let resultType = integerResultType(op, type, operandType)
        return { evaluator, scope in
            try evaluator.tick(range)
            let b = try operandCode(evaluator, scope)
            try evaluator.tick(targetRange)
            let current = evaluator.argument(at: slot)
            let result: Value
            if case .integer(let a, _) = current {
                let number = try evaluator.integerArithmetic(op, a, type, b, operandType, in: resultType, at: range)
                result = .integer(number, resultType)
            } else {
                result = try evaluator.arithmetic(op, current, .integer(b, operandType), at: range)
            }
            return try evaluator.storeArgument(result, at: slot, type: declaredType, category: .integer(type), named: name,
                                               at: targetRange)
        }
    }
}
