import ObjCFrontend

/// Statements, compiled (`Evaluator+Compile`): each does what `execute(_:in:)` does for it —
/// the same ticks, scopes, temporaries and trace lines.
extension Evaluator {
    /// Statements run in order until one does not finish normally, as one closure: a list of
    /// closures would be called through a thunk each.
    func compile(_ statements: [Statement]) -> CompiledStatement {
        guard let last = statements.last else { return { _, _ in .normal } }
        var sequence = compile(last)
        for statement in statements.dropLast().reversed() {
            let first = compile(statement), rest = sequence
            sequence = { evaluator, scope in
                let flow = try first(evaluator, scope)
                guard case .normal = flow else { return flow }
                return try rest(evaluator, scope)
            }
        }
        return sequence
    }

    /// What `execute(_:in:)` does first for every statement.
    @inline(__always)
    func enter(_ range: SourceRange, line: Int) throws {
        try tick(range)
        statementRange = range
        if let recorder { recorder.currentLine = line }
    }

    func compile(_ statement: Statement) -> CompiledStatement {
        let range = statement.range
        let line = recorder == nil ? 0 : self.line(of: range)
        switch statement.kind {
        case .expression(let expression):
            let value = compile(expression)
            return { evaluator, scope in
                try evaluator.enter(range, line: line)
                let mark = evaluator.temporaries.count
                defer { evaluator.releaseTemporaries(to: mark) }
                _ = try value(evaluator, scope)
                return .normal
            }
        case .declaration(let declaration):
            let declarators = declaration.declarators.map { declarator in
                // The slot is decided before the initializer is compiled, which cannot mention
                // the name (`FrameLocals`).
                let slot: Int? = if case .frameSlot(let index, _)? = placement(of: declarator.name) { index } else { nil }
                return (declarator, declarator.initializer.map { compile($0) }, slot)
            }
            return { evaluator, scope in
                try evaluator.enter(range, line: line)
                for (declarator, initializer, slot) in declarators {
                    if let slot {
                        try evaluator.declareInFrame(declarator, initializer: initializer, at: slot, in: scope)
                    } else {
                        try evaluator.declare(declarator, initializer: initializer, in: scope)
                    }
                }
                return .normal
            }
        case .compound(let compound), .autoreleasepool(let compound):
            let body = compile(compound.statements)
            let declaresNames = declaresNames(compound.statements)
            return { evaluator, scope in
                try evaluator.enter(range, line: line)
                // As `executeScoped(_:in:)`: a block that declares nothing needs no scope.
                guard declaresNames else { return try body(evaluator, scope) }
                var inner = evaluator.enterScope(parent: scope)
                defer { evaluator.leaveScope(&inner) }
                return try body(evaluator, inner)
            }
        case .if(let condition, let then, let otherwise):
            let test = compileCondition(condition)
            let thenBranch = compileNested(then)
            // Not optional: unwrapping it on every run retained the closure's context.
            let elseBranch: CompiledStatement
            if let otherwise { elseBranch = compileNested(otherwise) } else { elseBranch = { _, _ in .normal } }
            return { evaluator, scope in
                try evaluator.enter(range, line: line)
                if try evaluator.test(test, in: scope) {
                    return try thenBranch(evaluator, scope)
                }
                return try elseBranch(evaluator, scope)
            }
        case .for(let initializer, let condition, let increment, let body):
            let start = initializer.map { compile($0) }
            // Neither optional: unwrapping a closure on every iteration retained its context.
            let test = condition.map { compileCondition($0) } ?? .always
            // (Unwrapped by `if let`: `??`, being generic, would wrap it in reabstraction thunks.)
            let step: CompiledExpression
            if let increment { step = compile(increment) } else { step = { _, _ in .void } }
            let loopBody = compileNested(body)
            return { evaluator, scope in
                try evaluator.enter(range, line: line)
                var loopScope = evaluator.enterScope(parent: scope)
                defer { evaluator.leaveScope(&loopScope) }
                if let start { _ = try start(evaluator, loopScope) }
                while try evaluator.test(test, in: loopScope) {
                    switch try loopBody(evaluator, loopScope) {
                    case .breakLoop: return .normal
                    case .returned(let value): return .returned(value)
                    case .normal, .continueLoop: break
                    }
                    let mark = evaluator.temporaries.count
                    _ = try step(evaluator, loopScope)
                    evaluator.releaseTemporaries(to: mark)
                }
                return .normal
            }
        case .return(let expression):
            guard let expression else {
                return { evaluator, _ in
                    try evaluator.enter(range, line: line)
                    return .returned(.void)
                }
            }
            if compilingBlock?.returnCategory == .bool, let code = compileInteger(expression)?.code {
                // `return n % 2 == 0;` from a `BOOL` block: converted here as `invoke` would
                // convert the `int` (C's conversion to `bool`), without boxing it first.
                return { evaluator, scope in
                    try evaluator.enter(range, line: line)
                    let mark = evaluator.temporaries.count
                    let result = try code(evaluator, scope)
                    evaluator.releaseTemporaries(to: mark)
                    return .returned(.bool(result != 0))
                }
            }
            if let number = compileNumber(expression) {
                // `return @(…);`: the number is retained by the return, never a temporary.
                return { evaluator, scope in
                    try evaluator.enter(range, line: line)
                    let mark = evaluator.temporaries.count
                    let result = try number(evaluator, scope)
                    evaluator.releaseTemporaries(to: mark)
                    result.retain()
                    return .returned(.object(result))
                }
            }
            let value = compile(expression)
            return { evaluator, scope in
                try evaluator.enter(range, line: line)
                let mark = evaluator.temporaries.count
                let result = try value(evaluator, scope)
                // The returned object outlives the statement's temporaries (ARC's return handoff).
                result.object?.retain()
                evaluator.releaseTemporaries(to: mark)
                return .returned(result)
            }
        default:
            noteTreeWalk(statement)
            return { evaluator, scope in try evaluator.execute(statement, in: scope) }
        }
    }

    /// A statement in a position that is its own scope in C, as `executeNested(_:in:)` runs it.
    private func compileNested(_ statement: Statement) -> CompiledStatement {
        let compiled = compile(statement)
        if case .compound = statement.kind { return compiled }
        return { evaluator, scope in
            var inner = evaluator.enterScope(parent: scope)
            defer { evaluator.leaveScope(&inner) }
            return try compiled(evaluator, inner)
        }
    }
}
