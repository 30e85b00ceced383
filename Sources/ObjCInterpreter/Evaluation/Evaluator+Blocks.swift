import ObjCFrontend
import RACCore

extension Evaluator {
    /// Evaluates a block literal: captures what it mentions, by value or (`__block`) by box.
    func makeBlock(_ literal: BlockLiteral, in scope: Scope) -> InterpretedBlock {
        let code: BlockCode
        if let cached = blockCodes[literal.range.start] {
            code = cached
        } else {
            let enclosing = compilingBlock
            code = compileBlock(literal)
            compilingBlock = enclosing
            blockCodes[literal.range.start] = code
        }
        var captures: [Binding] = []
        for name in code.captureNames {
            guard let binding = scope.lookup(name) else { continue }
            if let box = binding.box, box.isByReference {
                captures.append(.byReference(box))
            } else {
                captures.append(.byValue(CapturedValue(name: name, type: binding.type, value: binding.value)))
            }
        }
        let role = blockRoles[literal.range.start] ?? "block"
        let info = RACBlockInfo(user: role, label: literal.label, line: line(of: literal.range))
        return InterpretedBlock(literal: literal, code: code, info: info, captures: captures)
    }

    /// Runs a block's body with `arguments` bound to its parameters.
    /// Generic over the argument list so the engine's one-argument calls pass an
    /// `EngineArgument` instead of allocating an array per call. The arguments are lent to
    /// the block's frame: the list, or whoever gave it its elements, keeps them alive until
    /// the call returns (an engine argument is the adapter's parameter; an array holds its own).
    func invoke<Arguments: BlockArguments>(_ block: InterpretedBlock, _ arguments: Arguments,
                                          at range: SourceRange) throws -> Value {
        if hasFailed, let failure { throw failure }
        depth += 1
        defer { depth -= 1 }
        // The count is the limit a run normally meets, at the same point in every build. The
        // stack check is the backstop for frames the count does not see (deep engine work
        // between block calls), where a debug build's big frames would otherwise overflow.
        if depth > options.maxDepth {
            throw RuntimeFailure(.depthLimit(options.maxDepth), at: block.literal.range)
        }
        if Self.stackAddress() < stackFloor {
            throw RuntimeFailure(.stackLimit, at: block.literal.range)
        }
        let code = block.code
        let inFrame = code.parametersInFrame
        // A body that declares nothing at its top level outside the frame runs directly in
        // the capture scope: a call scope would hold nothing.
        var callScope: Scope? = code.needsCallScope ? block.enterCallScope(self) : nil
        let base = argumentStack.count
        for index in 0..<code.parameterCount {
            // An object into an object parameter needs no conversion, nor the parameter's
            // declaration (copying it out of the literal is a retain per field).
            guard index < arguments.count else {
                bindConverted(.null, to: index, of: block, inFrame: inFrame, scope: callScope)
                continue
            }
            arguments.withArgument(index) { argument in
                if inFrame, code.takesObject(at: index), argument.isObjectOrNil {
                    lendArgument(argument)
                } else {
                    bindConverted(argument, to: index, of: block, inFrame: inFrame, scope: callScope)
                }
            }
        }
        // The locals' slots; each is written by its declaration before any use.
        for _ in 0..<code.frameLocalCount { argumentStack.push(.null) }
        if recorder != nil { nameArgumentsForTrace(block, inFrame: inFrame, base: base, scope: callScope) }
        let savedLine = recorder?.currentLine
        // The block is held while it runs, as a caller holding it in a local would.
        block.retain()
        defer {
            block.release()
            recorder?.currentLine = savedLine
        }
        let mark = temporaries.count
        // Kept unowned, as the properties are: a strong local would retain and release both.
        unowned(unsafe) let enclosingFrame = frame
        let enclosingBlock = currentBlock, enclosingBase = argumentBase
        frame = callScope
        currentBlock = Unmanaged.passUnretained(block)
        argumentBase = base
        let flow: Flow
        do {
            if let callScope {
                flow = try code.body(self, callScope)
            } else {
                flow = try block.withCaptureScope { try code.body(self, $0) }
            }
        } catch {
            frame = enclosingFrame
            currentBlock = enclosingBlock
            argumentBase = enclosingBase
            releaseTemporaries(to: mark)
            leaveCall(block, &callScope, arguments: base)
            throw error
        }
        frame = enclosingFrame
        currentBlock = enclosingBlock
        argumentBase = enclosingBase
        leaveCall(block, &callScope, arguments: base)
        // Consumed, not copied: the returned value moves out of the flow (a copy was a retain
        // and a release per call).
        guard case .returned(let value) = consume flow else { return .void }
        // Retained by the return statement; handed to the caller without deallocating.
        value.object?.releaseForReturn()
        if code.returnsAsIs(value) { return value }
        return (try? convert(value, to: code.returnType, at: block.literal.range)) ?? value
    }

    /// Binds an argument that needs converting to its parameter's type (or lives in a scope).
    /// Out of line: the engine's calls pass objects to object parameters.
    @inline(never)
    private func bindConverted(_ argument: Value, to index: Int, of block: InterpretedBlock, inFrame: Bool, scope: Scope?) {
        let parameter = block.literal.parameters[index]
        let value = (try? convert(argument, to: parameter.type, at: parameter.range)) ?? argument
        if inFrame {
            pushArgument(value)
        } else {
            scope.unsafelyUnwrapped.declare(parameter.name, type: parameter.type, isByReference: false, value: value)
        }
    }

    /// Tells the trace the values of a call's captures and parameters.
    @inline(never)
    private func nameArgumentsForTrace(_ block: InterpretedBlock, inFrame: Bool, base: Int, scope: Scope?) {
        for binding in block.captures { nameForTrace(binding.value, binding.name) }
        for (index, parameter) in block.literal.parameters.enumerated() {
            if inFrame {
                nameForTrace(argumentStack[base + index], parameter.name)
            } else if let box = scope?.lookup(parameter.name)?.box {
                nameForTrace(box.value, parameter.name)
            }
        }
    }

    /// What declaring a parameter's variable does, for a parameter kept in the frame: the
    /// variable's box would use up an object id, and it holds the argument for the call.
    @inline(__always)
    private func pushArgument(_ value: consuming Value) {
        _ = RACRuntime.reserveObjectID()
        if case .object(let object) = value { object.retain() }
        argumentStack.push(value)
    }

    /// `pushArgument` for an argument as the caller passed it: lent to the frame, since the
    /// caller's argument list holds it until the call returns.
    @inline(__always)
    private func lendArgument(_ value: Value) {
        _ = RACRuntime.reserveObjectID()
        if case .object(let object) = value { object.retain() }
        argumentStack.pushLent(value)
    }

    /// Ends a call as leaving its parameter scope would: the body's own variables go first,
    /// then the parameters, last declared first.
    @inline(__always)
    private func leaveCall(_ block: InterpretedBlock, _ callScope: inout Scope?, arguments base: Int) {
        if var scope = callScope {
            callScope = nil
            block.leaveCallScope(&scope, self)
        }
        while argumentStack.count > base {
            argumentStack.pop { value in
                if case .object(let object) = value { object.release() }
            }
        }
    }

    /// Parameter `index` of the innermost block running, kept in the argument stack.
    @inline(__always)
    func argument(at index: Int) -> Value {
        argumentStack[argumentBase + index]
    }

    /// The integer in slot `index` of the innermost frame, read where it lies; nil when the
    /// slot holds anything else.
    @inline(__always)
    func integer(inSlot index: Int) -> Int64? {
        argumentStack.withSlot(argumentBase + index) { slot in
            if case .integer(let number, _) = slot { return number }
            return nil
        }
    }

    /// Assigns to slot `index` in the argument stack (a parameter or a scalar local), as
    /// `assign(_:to:named:at:)` assigns to a variable; `category` is `type`'s, read once.
    func storeArgument(_ value: Value, at index: Int, type: TypeName?, category: TypeCategory?, named name: String,
                       at range: SourceRange) throws -> Value {
        let converted: Value
        switch (category, value) {
        case (.integer(let slotType)?, .integer(let number, _)): converted = .integer(cInteger(number, slotType), slotType)
        default: converted = try convert(value, to: type, at: range)
        }
        nameForTrace(converted, name)
        converted.object?.retain()
        let slot = argumentBase + index
        let old = argumentStack[slot]
        argumentStack[slot] = converted
        old.object?.release()
        return converted
    }

    /// Declares a scalar local kept in slot `index` of the argument stack, as
    /// `declare(_:initializer:in:)` declares one in a scope: the same conversion and trace
    /// binding, and the object id the variable's box would have used up.
    func declareInFrame(_ declarator: Declarator, initializer: CompiledExpression?, at index: Int, in scope: Scope) throws {
        let mark = temporaries.count
        defer { releaseTemporaries(to: mark) }
        let value = try initialValue(of: declarator, initializer: initializer, in: scope)
        nameForTrace(value, declarator.name)
        _ = RACRuntime.reserveObjectID()
        argumentStack[argumentBase + index] = value
    }

    /// Capture `index` of the running block (`Placement.capture`): by position, or by name
    /// when the block's captures are not aligned with its literal's names; a name the literal
    /// does not capture (`index` nil) is a global.
    @inline(__always)
    func capturedValue(_ index: Int?, named name: String, at range: SourceRange) throws -> Value {
        try withCurrentBlock { block in
            if let index, block.capturesAreAligned { return block.capturedValue(at: index) }
            guard let value = block.captureScope.localValue(named: name) else { return try global(name, at: range) }
            return value
        }
    }

    /// The binding of capture `index` of the running block, as `capturedValue` finds it.
    func capturedBinding(_ index: Int?, named name: String) -> Binding? {
        withCurrentBlock { block in
            if let index, block.capturesAreAligned { return block.captures[index] }
            return block.captureScope.localBinding(named: name)
        }
    }

    /// Runs a block the engine calls. A failure inside stops the run: it is remembered, the
    /// engine gets nil back, and no more snippet code runs. Inlined into each adapter: left to
    /// the optimizer, whether it was depended on unrelated code elsewhere (+80 instructions a
    /// value on map-filter when it was not).
    @inline(__always)
    func invokeFromEngine<Arguments: BlockArguments>(_ block: InterpretedBlock, _ arguments: Arguments) -> Value {
        if hasFailed { return .null }
        do {
            return try invoke(block, arguments, at: block.literal.range)
        } catch let error as RuntimeFailure {
            if failure == nil { failure = error }
            return .null
        } catch {
            return .null
        }
    }

    /// Calls a block from snippet code (`make(@"A")`), reporting it to the trace.
    func callBlock(_ block: InterpretedBlock, _ arguments: [Value], at range: SourceRange) throws -> Value {
        let tracer = RACRuntime.currentTracer
        tracer?.record(.enter(RACLent(block), block.info))
        defer { tracer?.record(.exit(RACLent(block), block.info)) }
        let result = try invoke(block, arguments, at: range)
        return temporary(result)
    }
}
