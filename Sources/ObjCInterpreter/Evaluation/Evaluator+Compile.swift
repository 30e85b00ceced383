import ObjCFrontend
import RACCore

/// An expression or statement turned into a closure once, then run on every evaluation.
/// The evaluator is passed in rather than captured: a captured reference would be retained
/// and released around every call.
typealias CompiledExpression = (Evaluator, Scope) throws -> Value
typealias CompiledStatement = (Evaluator, Scope) throws -> Flow

/// The hot parts of the tree walk, compiled to closures.
///
/// Walking the AST costs more than what it describes: every evaluation switches on a node's
/// kind and copies its payload (a retain and a release per child), and every message send
/// looks its selector up among all the bridge's strings. A compiled node has done the
/// switching once, holds its children as closures and knows its selector's fast path.
///
/// Only the constructs snippets run in loops are compiled (sends, arithmetic, assignments,
/// variables, `for`, `if`, `return`, declarations); every other node compiles to a closure
/// that hands it to the tree walker. A compiled node does exactly what the tree walker does
/// for it — the same step ticks in the same order, the same temporaries, the same trace
/// lines — so traces, limits and diagnostics do not depend on which path ran.
extension Evaluator {
    /// A block literal's code. Its parameters, and the scalar locals `FrameLocals` allows, are
    /// kept in the argument stack when nothing in the body could look one up by name — every
    /// use of one compiles to a read or store by position — which is found by compiling the
    /// body that way and noting whether any part handed to the tree walker mentions one of
    /// them. If one does, the body is compiled again with only the parameters there, and if
    /// that fails too, with every variable in the call's scopes.
    func compileBlock(_ literal: BlockLiteral) -> BlockCode {
        let captureNames = FreeVariables.of(literal)
        let names = BlockNames(literal, captureNames: captureNames)
        if names.canKeepParametersInFrame {
            var attempt = names
            attempt.parametersInFrame = true
            while true {
                compilingBlock = attempt
                let body = compile(literal.body.statements)
                if compilingBlock?.treeWalkerMeetsFrameNames == false {
                    let needsCallScope = literal.body.statements.contains { declaresOutsideFrame($0, frameLocals: attempt.frameLocals) }
                    return BlockCode(literal: literal, captureNames: captureNames, body: body, parametersInFrame: true,
                                     frameLocalCount: attempt.frameLocals.count, needsCallScope: needsCallScope)
                }
                guard !attempt.frameLocals.isEmpty else { break }
                attempt.keepLocalsInScopes()
            }
        }
        compilingBlock = names
        return BlockCode(literal: literal, captureNames: captureNames, body: compile(literal.body.statements), parametersInFrame: false,
                         frameLocalCount: 0, needsCallScope: true)
    }

    /// Whether a top-level statement of a frame-mode body could declare a variable in the
    /// call's scope: a declaration of anything but a frame local, or a statement the tree
    /// walker runs that might declare (an unpack, a name macro…). Statements that open a scope
    /// of their own (`if`, loops, `{ … }`) declare there.
    private func declaresOutsideFrame(_ statement: Statement, frameLocals: [String]) -> Bool {
        switch statement.kind {
        case .declaration(let declaration):
            return declaration.declarators.contains { !frameLocals.contains($0.name) }
        case .expression, .return, .if, .for, .while, .doWhile, .compound, .autoreleasepool, .break, .continue, .empty:
            return false
        default:
            return true
        }
    }

    /// Notes a part of the body being compiled that the tree walker will run, which finds
    /// variables by name only (`compileBlock(_:)`).
    func noteTreeWalk(_ statement: Statement) {
        guard let names = compilingBlock, names.parametersInFrame, !names.treeWalkerMeetsFrameNames else { return }
        if FreeVariables.mentions(names.frameNames, in: statement) { compilingBlock?.treeWalkerMeetsFrameNames = true }
    }

    private func noteTreeWalk(_ expression: Expression) {
        guard let names = compilingBlock, names.parametersInFrame, !names.treeWalkerMeetsFrameNames else { return }
        if FreeVariables.mentions(names.frameNames, in: expression) { compilingBlock?.treeWalkerMeetsFrameNames = true }
    }

    func compile(_ expression: Expression) -> CompiledExpression {
        let range = expression.range
        switch expression.kind {
        case .identifier(let name):
            // Read where `placement(of:)` says the variable is, without copying its binding out.
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
        case .integer(let literal):
            let value = integerLiteral(literal)
            return { evaluator, _ in
                try evaluator.tick(range)
                return value
            }
        case .null:
            return { evaluator, _ in
                try evaluator.tick(range)
                return .null
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
        case .messageSend(let send):
            // Not `??`: through a generic the closure would be called via a thunk.
            if case .expression(let receiver) = send.receiver { return compileSend(send, to: receiver, range: range) }
            noteTreeWalk(expression)
            return { evaluator, scope in try evaluator.evaluate(expression, in: scope) }
        case .member(let base, let name, let nameRange, false):
            let receiver = compile(base)
            let cache = SendCache()
            return { evaluator, scope in
                try evaluator.tick(range)
                return try evaluator.send(name, to: try receiver(evaluator, scope), arguments: [], range: nameRange, argumentRanges: [],
                                          cache: cache)
            }
        case .binary(let op, let lhs, let rhs):
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
        case .assignment(let op, let target, let valueExpression):
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
        case .unary(let op, let operand) where op == .preIncrement || op == .preDecrement || op == .postIncrement || op == .postDecrement:
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
        case .unary(.logicalNot, let operand):
            let value = compile(operand)
            return { evaluator, scope in
                try evaluator.tick(range)
                return .integer(try value(evaluator, scope).truth ? 0 : 1, Value.int)
            }
        default:
            noteTreeWalk(expression)
            return { evaluator, scope in try evaluator.evaluate(expression, in: scope) }
        }
    }

    /// `compile(_:)` for an operand of another compiled node: an integer constant or a variable
    /// kept in the argument stack is left for that node to evaluate inline (`CompiledOperand`).
    func compileOperand(_ expression: Expression) -> CompiledOperand {
        switch expression.kind {
        case .integer(let literal):
            return .constant(integerLiteral(literal), expression.range)
        case .identifier(let name):
            if case .frameSlot(let index, _)? = placement(of: name) { return .frameSlot(index, expression.range) }
        default:
            break
        }
        return .expression(compile(expression))
    }

    /// `binary`, with `int` and `long` operands taken straight to the integer rules: they
    /// need no promotion.
    @inline(__always)
    func arithmetic(_ op: BinaryOperator, _ a: Value, _ b: Value, at range: SourceRange) throws -> Value {
        if case .integer(let x, let tx) = a, case .integer(let y, let ty) = b, tx.bitWidth >= 32, ty.bitWidth >= 32 {
            return try integerBinary(op, x, tx, y, ty, at: range)
        }
        return try binary(op, a, b, at: range)
    }

    /// Where variable `name` is bound, decided once in a block body. When the parameters are
    /// kept in the argument stack, they and the scalar locals `FrameLocals` allows are slots
    /// there. Otherwise a name the body never declares is a parameter (by position, in the
    /// frame's call scope) or else a capture of the running block (by position among its
    /// captures), since every scope between is the body's own. Nil where only a lookup by name
    /// will do (outside block bodies, other names the body declares).
    enum Placement {
        case parameter(Int)
        /// A slot in the argument stack counted from the first parameter, with its variable's type.
        case frameSlot(Int, TypeName?)
        /// Capture `index` of `BlockNames.captureNames`; nil for a name the literal does not
        /// capture (a global, or a name only a nested block declares).
        case capture(Int?)
    }

    func placement(of name: String) -> Placement? {
        guard let names = compilingBlock else { return nil }
        if names.parametersInFrame {
            if let index = names.parameters.firstIndex(of: name) { return .frameSlot(index, names.parameterTypes[index]) }
            if let local = names.frameLocals.firstIndex(of: name) {
                return .frameSlot(names.parameters.count + local, names.frameLocalTypes[local])
            }
        }
        guard !names.declaredInBody.contains(name) else { return nil }
        guard let index = names.parameters.firstIndex(of: name) else { return .capture(names.captureNames.firstIndex(of: name)) }
        return names.parameters.lastIndex(of: name) == index ? .parameter(index) : nil
    }

    /// Stores into an assignment's target, as `assign(_:to:in:)` does.
    private func compileStore(to target: Expression) -> (Evaluator, Scope, Value) throws -> Value {
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
        noteTreeWalk(target)
        return { evaluator, scope, value in try evaluator.assign(value, to: target, in: scope) }
    }
}
