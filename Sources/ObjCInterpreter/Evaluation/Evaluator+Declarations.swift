import ObjCFrontend

/// Declaring variables in scopes, for the compiled declarations (`Evaluator+CompileStatements`).
extension Evaluator {
    /// Whether any of `statements` declares a variable in the scope they run in (rather than
    /// in one of its own, as a nested `{ … }` or loop does).
    func declaresNames(_ statements: [Statement]) -> Bool {
        for statement in statements {
            switch statement.kind {
            case .declaration, .tupleUnpack: return true
            default: continue
            }
        }
        return false
    }

    /// Declares `declarator` with `initializer` (its initializer expression, compiled).
    func declare(_ declarator: Declarator, initializer: CompiledExpression?, in scope: Scope) throws {
        let mark = temporaries.count
        defer { releaseTemporaries(to: mark) }
        let value = try initialValue(of: declarator, initializer: initializer, in: scope)
        nameForTrace(value, declarator.name)
        scope.declare(declarator.name, type: declarator.type, isByReference: declarator.isCapturedByReference, value: value)
    }

    /// A declared variable's first value: its initializer's, converted to its type, or else
    /// zero for a scalar and nil for the rest.
    func initialValue(of declarator: Declarator, initializer: CompiledExpression?, in scope: Scope) throws -> Value {
        if let initializer, let range = declarator.initializer?.range {
            return try convert(try initializer(self, scope), to: declarator.type, at: range)
        }
        switch declarator.type.category {
        case .integer(let type): return .integer(0, type)
        case .floating(let width): return .floating(0, bitWidth: width)
        case .bool: return .bool(false)
        default: return .null
        }
    }

    /// Declares static local `declarator`: one variable per declaration for the whole run,
    /// initialised the first time the declaration is reached and bound again, value kept, on
    /// every later pass. (C initialises it before the program starts, from a constant
    /// expression; the first pass is the first moment a snippet can tell.)
    func declareStatic(_ declarator: Declarator, initializer: CompiledExpression?, in scope: Scope) throws {
        let box: VariableBox
        if let existing = staticLocals[declarator.range.start] {
            box = existing
        } else {
            let mark = temporaries.count
            defer { releaseTemporaries(to: mark) }
            let value = try initialValue(of: declarator, initializer: initializer, in: scope)
            nameForTrace(value, declarator.name)
            box = VariableBox(name: declarator.name, type: declarator.type, isByReference: true, value: value)
            // Held by the program: static storage outlives every scope and block.
            box.retain()
            staticLocals[declarator.range.start] = box
        }
        scope.bind(.byReference(box))
    }
}
