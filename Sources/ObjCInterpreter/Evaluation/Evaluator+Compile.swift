import ObjCFrontend

/// An expression or statement turned into a closure once, then run on every evaluation.
/// The evaluator is passed in rather than captured: a captured reference would be retained
/// and released around every call.
typealias CompiledExpression = (Evaluator, Scope) throws -> Value
typealias CompiledStatement = (Evaluator, Scope) throws -> Flow

/// How a statement finished.
enum Flow {
    case normal
    case breakLoop
    case continueLoop
    case returned(Value)
}

/// The evaluator's one form of the program: every statement and expression compiled to a
/// closure before it first runs, then run by calling it.
///
/// Walking the AST costs more than what it describes: every evaluation switches on a node's
/// kind and copies its payload (a retain and a release per child), and every message send
/// looks its selector up among all the bridge's strings. A compiled node has done the
/// switching once, holds its children as closures, knows its selector's fast path and where
/// each variable it names lives (`placement(of:)`).
///
/// Each node keeps C's and ARC's rules in one place: every node ticks one step when it starts
/// (`tick`), before its operands, and a statement also records where it is (`enter`), so step
/// limits, traces and diagnostics point at the node that was running. A node specialised for
/// a common case (`CompiledInteger`, `CompiledNumber`, a frame slot read inline) does what its
/// general node does, step for step; `InterpreterOptions.specializes` turns the
/// specialisations off, and the tests hold the two to the same steps and output.
extension Evaluator {
    /// A block literal's code, compiled when the literal is first evaluated. Its parameters,
    /// and the scalar locals `FrameLocals` allows, are kept in the argument stack unless the
    /// body needs one of them as a variable it can hand out — its address taken (`&x`), or
    /// captured by a nested block, which captures variables from scopes by name
    /// (`BlockNames.parametersInFrame`).
    func compileBlock(_ literal: BlockLiteral) -> BlockCode {
        let captureNames = FreeVariables.of(literal)
        let names = BlockNames(literal, captureNames: captureNames, specializes: options.specializes)
        compilingBlock = names
        let body = compile(literal.body.statements)
        let needsCallScope = !names.parametersInFrame
            || literal.body.statements.contains { declaresOutsideFrame($0, frameLocals: names.frameLocals) }
        return BlockCode(literal: literal, captureNames: captureNames, body: body, parametersInFrame: names.parametersInFrame,
                         frameLocalCount: names.frameLocals.count, needsCallScope: needsCallScope)
    }

    /// Whether a top-level statement of a frame-mode body declares a variable in the call's
    /// scope: a declaration of anything but a frame local, or an unpack. Statements that open a
    /// scope of their own (`if`, loops, `switch`, `{ … }`) declare there.
    private func declaresOutsideFrame(_ statement: Statement, frameLocals: [String]) -> Bool {
        switch statement.kind {
        case .declaration(let declaration):
            return declaration.declarators.contains { !frameLocals.contains($0.name) }
        case .tupleUnpack:
            return true
        case .expression, .return, .if, .for, .forIn, .while, .doWhile, .switch, .compound, .autoreleasepool, .synchronized,
             .break, .continue, .weakify, .strongify, .empty:
            return false
        }
    }

    /// `compile(_:)` for an operand of another compiled node: an integer constant or a variable
    /// kept in the argument stack is left for that node to evaluate inline (`CompiledOperand`).
    func compileOperand(_ expression: Expression) -> CompiledOperand {
        guard options.specializes else { return .expression(compile(expression)) }
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
}
