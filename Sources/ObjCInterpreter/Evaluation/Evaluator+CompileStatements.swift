import ObjCFrontend
import RACCore

/// Statements, compiled (`Evaluator+Compile`): each ticks and records where it is (`enter`),
/// then runs; what an expression statement makes is released when it ends.
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

    /// What every statement does first: a step, and the statement becomes the one an exception
    /// RAC raises is reported at (`statementRange`) and the trace's current line.
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
            // `static` is a storage class, so it is every declarator's or none's.
            if declaration.declarators.contains(where: \.isStatic) {
                let declarators = declaration.declarators.map { ($0, $0.initializer.map { compile($0) }) }
                return { evaluator, scope in
                    try evaluator.enter(range, line: line)
                    for (declarator, initializer) in declarators {
                        try evaluator.declareStatic(declarator, initializer: initializer, in: scope)
                    }
                    return .normal
                }
            }
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
            let scoped = compileScoped(compound)
            return { evaluator, scope in
                try evaluator.enter(range, line: line)
                return try scoped(evaluator, scope)
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
        case .while(let condition, let body):
            let test = compileCondition(condition), loopBody = compileNested(body)
            return { evaluator, scope in
                try evaluator.enter(range, line: line)
                while try evaluator.test(test, in: scope) {
                    switch try loopBody(evaluator, scope) {
                    case .breakLoop: return .normal
                    case .returned(let value): return .returned(value)
                    case .normal, .continueLoop: continue
                    }
                }
                return .normal
            }
        case .doWhile(let body, let condition):
            let test = compileCondition(condition), loopBody = compileNested(body)
            return { evaluator, scope in
                try evaluator.enter(range, line: line)
                repeat {
                    switch try loopBody(evaluator, scope) {
                    case .breakLoop: return .normal
                    case .returned(let value): return .returned(value)
                    case .normal, .continueLoop: break
                    }
                } while try evaluator.test(test, in: scope)
                return .normal
            }
        case .forIn(let element, let collection, let body):
            return compileForIn(element, collection, body, range: range, line: line)
        case .switch(let subject, let cases):
            return compileSwitch(subject, cases, range: range, line: line)
        case .tupleUnpack(let unpack):
            return compileTupleUnpack(unpack, range: range, line: line)
        case .synchronized(let lock, let body):
            // The lock is evaluated for its effects only: a snippet runs on one thread.
            let value = compile(lock), scoped = compileScoped(body)
            return { evaluator, scope in
                try evaluator.enter(range, line: line)
                let mark = evaluator.temporaries.count
                _ = try value(evaluator, scope)
                evaluator.releaseTemporaries(to: mark)
                return try scoped(evaluator, scope)
            }
        case .break:
            return { evaluator, _ in
                try evaluator.enter(range, line: line)
                return .breakLoop
            }
        case .continue:
            return { evaluator, _ in
                try evaluator.enter(range, line: line)
                return .continueLoop
            }
        case .weakify, .strongify, .empty:
            // `@weakify(self)` / `@strongify(self)` change only what ARC retains, which no
            // snippet's output shows.
            return { evaluator, _ in
                try evaluator.enter(range, line: line)
                return .normal
            }
        }
    }

    /// `{ … }` run in a scope of its own, its locals released at the closing brace. A body
    /// that declares nothing directly runs in its parent: its scope would stay empty (a loop
    /// body like `{ [subscriber sendNext:@(i)]; }` then enters no scope per iteration).
    func compileScoped(_ compound: CompoundStatement) -> CompiledStatement {
        let body = compile(compound.statements)
        guard declaresNames(compound.statements) else { return body }
        return { evaluator, scope in
            var inner = evaluator.enterScope(parent: scope)
            defer { evaluator.leaveScope(&inner) }
            return try body(evaluator, inner)
        }
    }

    /// A statement in a position that is its own scope in C (the body of an `if` or a loop).
    private func compileNested(_ statement: Statement) -> CompiledStatement {
        let compiled = compile(statement)
        if case .compound = statement.kind { return compiled }
        return { evaluator, scope in
            var inner = evaluator.enterScope(parent: scope)
            defer { evaluator.leaveScope(&inner) }
            return try compiled(evaluator, inner)
        }
    }

    /// `for (id x in collection)`: the collection's elements are held for the loop, as
    /// `NSFastEnumeration` holds its snapshot; a declared element is a new variable each time.
    private func compileForIn(_ element: ForInElement, _ collection: Expression, _ body: Statement, range: SourceRange,
                              line: Int) -> CompiledStatement {
        let items = compile(collection), collectionRange = collection.range
        let loopBody = compileNested(body)
        let bind: (Evaluator, Scope, RACObject) throws -> Flow
        switch element {
        case .declaration(let declarator):
            bind = { evaluator, loopScope, item in
                var iterationScope = evaluator.enterScope(parent: loopScope)
                iterationScope.declare(declarator.name, type: declarator.type, isByReference: false, value: .object(item))
                let flow = try loopBody(evaluator, iterationScope)
                evaluator.leaveScope(&iterationScope)
                return flow
            }
        case .variable(let target):
            let store = compileStore(to: target)
            bind = { evaluator, loopScope, item in
                _ = try store(evaluator, loopScope, .object(item))
                return try loopBody(evaluator, loopScope)
            }
        }
        return { evaluator, scope in
            try evaluator.enter(range, line: line)
            var loopScope = evaluator.enterScope(parent: scope)
            defer { evaluator.leaveScope(&loopScope) }
            let mark = evaluator.temporaries.count
            defer { evaluator.releaseTemporaries(to: mark) }
            let collectionValue = try items(evaluator, scope)
            let elements: [RACObject]
            switch collectionValue.object {
            case let array as ObjCArray: elements = array.items
            case let dictionary as ObjCDictionary: elements = dictionary.entries.map(\.key)
            case let tuple as RACTuple: elements = tuple.allObjects
            case let set as ObjCSet: elements = set.items
            case let sequence as RACSequence:
                let state = RACFastEnumerationState()
                return try evaluator.enumerate(batches: { sequence.countByEnumerating(state, count: RACSequence.fastEnumerationBatch) }) { item in
                    try bind(evaluator, loopScope, item)
                }
            case let enumerator as RACSequenceEnumerator:
                return try evaluator.enumerate(batches: { enumerator.countByEnumerating(count: RACSequence.fastEnumerationBatch) }) { item in
                    try bind(evaluator, loopScope, item)
                }
            case nil where collectionValue.isNull: elements = []
            default:
                throw RuntimeFailure(.notEnumerable(got: collectionValue.typeDescription),
                                           at: collectionRange)
            }
            return try Self.loop(over: elements) { item in try bind(evaluator, loopScope, item) } ?? .normal
        }
    }

    /// A `for … in` loop's body over `elements`, each kept alive meanwhile (the collection
    /// holds them): how the loop statement ends if the body breaks or returns, nil if it ran
    /// for every element.
    private static func loop(over elements: [RACObject], _ body: (RACObject) throws -> Flow) rethrows -> Flow? {
        for item in elements { item.retain() }
        defer { for item in elements { item.release() } }
        for item in elements {
            switch try body(item) {
            case .breakLoop: return .normal
            case .returned(let value): return .returned(value)
            case .normal, .continueLoop: continue
            }
        }
        return nil
    }

    /// `for … in` over a sequence, as NSFastEnumeration runs it (RACSequence.m:288): each
    /// `-countByEnumeratingWithState:objects:count:` call reads the next batch of heads
    /// (the compiler's buffer holds 16), and only then does the body run for them — so the
    /// reader's `-map:` block runs up to 16 elements ahead of the body, and a `break` leaves
    /// the rest unread. Over `-objectEnumerator`'s enumerator, NSEnumerator's fast enumeration
    /// fills the batch by `-nextObject`. A failure raised while reading stops the loop there.
    private func enumerate(batches nextBatch: () -> [RACObject], _ body: (RACObject) throws -> Flow) throws -> Flow {
        while true {
            let batch = nextBatch()
            if hasFailed, let failure { throw failure }
            if batch.isEmpty { return .normal }
            if let end = try Self.loop(over: batch, body) { return end }
        }
    }

    /// `switch`: the first case equal to the subject, else `default:` wherever it is, then
    /// falling through to the end or a `break`. A `continue` goes to the enclosing loop.
    private func compileSwitch(_ subject: Expression, _ cases: [SwitchCase], range: SourceRange, line: Int) -> CompiledStatement {
        let value = compile(subject)
        let labels = cases.map { item in item.value.map { (compile($0), $0.range) } }
        let bodies = cases.map { compile($0.statements) }
        return { evaluator, scope in
            try evaluator.enter(range, line: line)
            let mark = evaluator.temporaries.count
            let value = try value(evaluator, scope)
            evaluator.releaseTemporaries(to: mark)
            var matched = false
            var switchScope = evaluator.enterScope(parent: scope)
            defer { evaluator.leaveScope(&switchScope) }
            for pass in 0..<2 {
                for (label, body) in zip(labels, bodies) {
                    if !matched {
                        if let (candidate, candidateRange) = label {
                            guard pass == 0 else { continue }
                            matched = try evaluator.compare(.equal, value, try candidate(evaluator, scope), at: candidateRange).truth
                        } else {
                            matched = pass == 1
                        }
                    }
                    guard matched else { continue }
                    switch try body(evaluator, switchScope) {
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

    /// `RACTupleUnpack(a, b) = tuple;`: declares each variable with the tuple's element (nil
    /// past its end, or for a nil tuple), as the macro's `RACTupleUnpackingTrampoline` does.
    private func compileTupleUnpack(_ unpack: TupleUnpack, range: SourceRange, line: Int) -> CompiledStatement {
        let tuple = compile(unpack.tuple), tupleRange = unpack.tuple.range, variables = unpack.variables
        return { evaluator, scope in
            try evaluator.enter(range, line: line)
            let mark = evaluator.temporaries.count
            defer { evaluator.releaseTemporaries(to: mark) }
            let tupleValue = try tuple(evaluator, scope)
            let elements = tupleValue.object as? RACTuple
            if !tupleValue.isNull && elements == nil {
                throw RuntimeFailure(.tupleUnpackNeedsTuple(got: tupleValue.typeDescription), at: tupleRange)
            }
            for (index, variable) in variables.enumerated() {
                let element = try evaluator.convert(elements?[index].map { .object($0) } ?? .null, to: variable.type, at: variable.range)
                evaluator.nameForTrace(element, variable.name)
                scope.declare(variable.name, type: variable.type, isByReference: variable.isCapturedByReference, value: element)
            }
            return .normal
        }
    }
}
