import ObjCFrontend

/// A compiled node's operand, with the commonest leaves — an integer constant, a variable
/// kept in the argument stack — evaluated inline by the node that uses them rather than
/// through a closure of their own: calling a closure cost more than what such a leaf does.
///
/// Evaluating one does exactly what the leaf's closure would: the same step tick, at the
/// same point, and the same value.
enum CompiledOperand {
    case constant(Value, SourceRange)
    /// Slot `index` of the innermost frame in the argument stack (`Evaluator.argument(at:)`).
    case frameSlot(Int, SourceRange)
    case expression(CompiledExpression)
}

extension Evaluator {
    @inline(__always)
    func evaluate(_ operand: CompiledOperand, in scope: Scope) throws -> Value {
        switch operand {
        case .constant(let value, let range):
            try tick(range)
            return value
        case .frameSlot(let index, let range):
            try tick(range)
            return argument(at: index)
        case .expression(let compiled):
            return try compiled(self, scope)
        }
    }
}
