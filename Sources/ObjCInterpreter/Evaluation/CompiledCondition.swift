import ObjCFrontend

/// The condition of an `if` or `for`, compiled: an integer one (`i < n`, `x % 2 == 0`) is
/// tested unboxed (`CompiledInteger`), any other through its `Value`'s C truth.
enum CompiledCondition {
    case integer((Evaluator, Scope) throws -> Int64)
    case value(CompiledExpression)
    /// A `for` without a condition.
    case always
}

extension Evaluator {
    func compileCondition(_ expression: Expression) -> CompiledCondition {
        compileInteger(expression).map { .integer($0.code) } ?? .value(compile(expression))
    }

    /// Evaluates the condition for its C truth, releasing what it made on the way.
    func test(_ condition: CompiledCondition, in scope: Scope) throws -> Bool {
        let mark = temporaries.count
        defer { releaseTemporaries(to: mark) }
        switch condition {
        case .integer(let code): return try code(self, scope) != 0
        case .value(let value): return try value(self, scope).truth
        case .always: return true
        }
    }
}
