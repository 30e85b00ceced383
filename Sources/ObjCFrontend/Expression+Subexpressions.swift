/// The expressions directly inside an expression, for walkers that look for names: what
/// they do at an identifier or a block literal is theirs, the way down is the same.
extension Expression {
    /// Calls `body` with each expression directly inside this one, left to right. A block
    /// literal's body is statements, not subexpressions: a walker goes into it as it sees fit.
    public func forEachSubexpression(_ body: (Expression) -> Void) {
        switch kind {
        case .identifier, .integer, .floating, .character, .cString, .objcString, .bool, .null, .selector, .sizeofType, .block:
            break
        case .boxed(let inner), .unary(_, let inner), .cast(_, let inner), .sizeofExpression(let inner):
            body(inner)
        case .array(let items):
            items.forEach(body)
        case .dictionary(let entries):
            for entry in entries { body(entry.key); body(entry.value) }
        case .messageSend(let send):
            if case .expression(let receiver) = send.receiver { body(receiver) }
            send.arguments.forEach(body)
        case .call(let callee, let arguments):
            body(callee)
            arguments.forEach(body)
        case .member(let base, _, _, _):
            body(base)
        case .subscript(let base, let index):
            body(base)
            body(index)
        case .binary(_, let lhs, let rhs):
            body(lhs)
            body(rhs)
        case .assignment(_, let target, let value):
            body(target)
            body(value)
        case .conditional(let condition, let then, let otherwise):
            body(condition)
            if let then { body(then) }
            body(otherwise)
        }
    }
}
