import ObjCFrontend
import RACCore

/// How a statement finished.
enum Flow {
    case normal
    case breakLoop
    case continueLoop
    case returned(Value)
}

extension Evaluator {
    /// Runs statements in `scope` (which the caller owns and leaves).
    func execute(_ statements: [Statement], in scope: Scope) throws -> Flow {
        for statement in statements {
            let flow = try execute(statement, in: scope)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    /// Runs `{ … }` in a new scope, releasing its locals at the closing brace.
    func executeScoped(_ compound: CompoundStatement, in parent: Scope) throws -> Flow {
        // A block that declares nothing directly would get a scope that stays empty: lookups
        // pass through it and leaving it releases nothing, so run in the parent (a loop body
        // like `{ [subscriber sendNext:@(i)]; }` then allocates no scope per iteration).
        // Nested `{ … }`, loops and blocks make their own scopes.
        if !declaresNames(compound.statements) { return try execute(compound.statements, in: parent) }
        let scope = Scope(parent: parent)
        defer { scope.leave() }
        return try execute(compound.statements, in: scope)
    }

    func execute(_ statement: Statement, in scope: Scope) throws -> Flow {
        try tick(statement.range)
        statementRange = statement.range
        recorder?.currentLine = line(of: statement.range)
        switch statement.kind {
        case .expression(let expression):
            let mark = temporaries.count
            defer { releaseTemporaries(to: mark) }
            _ = try evaluate(expression, in: scope)
            return .normal
        case .declaration(let declaration):
            for declarator in declaration.declarators {
                try declare(declarator, in: scope)
            }
            return .normal
        case .tupleUnpack(let unpack):
            let mark = temporaries.count
            defer { releaseTemporaries(to: mark) }
            let tupleValue = try evaluate(unpack.tuple, in: scope)
            let tuple = tupleValue.object as? RACTuple
            if !tupleValue.isNull && tuple == nil {
                throw RuntimeFailure.error("RACTupleUnpack needs a RACTuple, got \(tupleValue.typeDescription)", at: unpack.tuple.range)
            }
            for (index, variable) in unpack.variables.enumerated() {
                let element = try convert(tuple?[index].map { .object($0) } ?? .null, to: variable.type, at: variable.range)
                nameForTrace(element, variable.name)
                scope.declare(variable.name, type: variable.type, isByReference: variable.isCapturedByReference, value: element)
            }
            return .normal
        case .compound(let compound), .autoreleasepool(let compound):
            return try executeScoped(compound, in: scope)
        case .synchronized(let lock, let body):
            let mark = temporaries.count
            _ = try evaluate(lock, in: scope)
            releaseTemporaries(to: mark)
            return try executeScoped(body, in: scope)
        case .if(let condition, let then, let otherwise):
            if try test(condition, in: scope) {
                return try executeNested(then, in: scope)
            } else if let otherwise {
                return try executeNested(otherwise, in: scope)
            }
            return .normal
        case .while(let condition, let body):
            while try test(condition, in: scope) {
                switch try executeNested(body, in: scope) {
                case .breakLoop: return .normal
                case .returned(let value): return .returned(value)
                case .normal, .continueLoop: continue
                }
            }
            return .normal
        case .doWhile(let body, let condition):
            repeat {
                switch try executeNested(body, in: scope) {
                case .breakLoop: return .normal
                case .returned(let value): return .returned(value)
                case .normal, .continueLoop: break
                }
            } while try test(condition, in: scope)
            return .normal
        case .for(let initializer, let condition, let increment, let body):
            let loopScope = Scope(parent: scope)
            defer { loopScope.leave() }
            if let initializer { _ = try execute(initializer, in: loopScope) }
            while try condition.map({ try test($0, in: loopScope) }) ?? true {
                switch try executeNested(body, in: loopScope) {
                case .breakLoop: return .normal
                case .returned(let value): return .returned(value)
                case .normal, .continueLoop: break
                }
                if let increment {
                    let mark = temporaries.count
                    _ = try evaluate(increment, in: loopScope)
                    releaseTemporaries(to: mark)
                }
            }
            return .normal
        case .forIn(let element, let collection, let body):
            return try executeForIn(element, collection, body, in: scope)
        case .switch(let subject, let cases):
            return try executeSwitch(subject, cases, in: scope)
        case .return(let expression):
            guard let expression else { return .returned(.void) }
            let mark = temporaries.count
            let value = try evaluate(expression, in: scope)
            // The returned object outlives the statement's temporaries (ARC's return handoff).
            value.object?.retain()
            releaseTemporaries(to: mark)
            return .returned(value)
        case .break:
            return .breakLoop
        case .continue:
            return .continueLoop
        case .weakify, .strongify, .empty:
            return .normal
        }
    }

    func declaresNames(_ statements: [Statement]) -> Bool {
        for statement in statements {
            switch statement.kind {
            case .declaration, .tupleUnpack: return true
            default: continue
            }
        }
        return false
    }

    /// A statement in a position that is its own scope in C (the body of an `if` or loop).
    private func executeNested(_ statement: Statement, in scope: Scope) throws -> Flow {
        if case .compound = statement.kind { return try execute(statement, in: scope) }
        let inner = Scope(parent: scope)
        defer { inner.leave() }
        return try execute(statement, in: inner)
    }

    func test(_ condition: Expression, in scope: Scope) throws -> Bool {
        let mark = temporaries.count
        defer { releaseTemporaries(to: mark) }
        return try evaluate(condition, in: scope).truth
    }

    func declare(_ declarator: Declarator, in scope: Scope) throws {
        try declare(declarator, initializer: declarator.initializer.map { initializer in
            { evaluator, scope in try evaluator.evaluate(initializer, in: scope) }
        }, in: scope)
    }

    /// Declares `declarator` with `initializer` (its initializer expression, evaluated or compiled).
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

    private func executeForIn(_ element: ForInElement, _ collection: Expression, _ body: Statement,
                              in scope: Scope) throws -> Flow {
        let loopScope = Scope(parent: scope)
        defer { loopScope.leave() }
        let mark = temporaries.count
        defer { releaseTemporaries(to: mark) }
        let collectionValue = try evaluate(collection, in: scope)
        let items: [RACObject]
        switch collectionValue.object {
        case let array as ObjCArray: items = array.items
        case let dictionary as ObjCDictionary: items = dictionary.entries.map(\.key)
        case let tuple as RACTuple: items = tuple.allObjects
        case nil where collectionValue.isNull: items = []
        default:
            throw RuntimeFailure.error("fast enumeration needs an NSArray, NSDictionary or RACTuple, got \(collectionValue.typeDescription)", at: collection.range)
        }
        for item in items { item.retain() }
        defer { for item in items { item.release() } }
        for item in items {
            switch element {
            case .declaration(let declarator):
                let iterationScope = Scope(parent: loopScope)
                iterationScope.declare(declarator.name, type: declarator.type, isByReference: false, value: .object(item))
                let flow = try executeNested(body, in: iterationScope)
                iterationScope.leave()
                switch flow {
                case .breakLoop: return .normal
                case .returned(let value): return .returned(value)
                case .normal, .continueLoop: continue
                }
            case .variable(let target):
                _ = try assign(.object(item), to: target, in: loopScope)
                switch try executeNested(body, in: loopScope) {
                case .breakLoop: return .normal
                case .returned(let value): return .returned(value)
                case .normal, .continueLoop: continue
                }
            }
        }
        return .normal
    }

    private func executeSwitch(_ subject: Expression, _ cases: [SwitchCase], in scope: Scope) throws -> Flow {
        let mark = temporaries.count
        let value = try evaluate(subject, in: scope)
        releaseTemporaries(to: mark)
        var matched = false
        let switchScope = Scope(parent: scope)
        defer { switchScope.leave() }
        for pass in 0..<2 {
            for item in cases {
                if !matched {
                    if let caseValue = item.value {
                        guard pass == 0 else { continue }
                        let candidate = try evaluate(caseValue, in: scope)
                        matched = try compare(.equal, value, candidate, at: caseValue.range).truth
                    } else {
                        matched = pass == 1
                    }
                }
                guard matched else { continue }
                switch try execute(item.statements, in: switchScope) {
                case .breakLoop: return .normal
                case .returned(let value): return .returned(value)
                case .continueLoop: return .continueLoop
                case .normal: continue
                }
            }
            if matched { return .normal }
        }
        return .normal
    }
}
