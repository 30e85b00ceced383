import ObjCFrontend
import RACCore

/// Calls, compiled (`Evaluator+Compile`): a C function or macro the articles use, or a call
/// through a block variable.
extension Evaluator {
    /// `f(args)`. A name no variable has is a function (looked up when the call runs, as a
    /// variable of that name may be declared by then); a variable kept in the frame never is.
    func compileCall(_ callee: Expression, _ arguments: [Expression], range: SourceRange) -> CompiledExpression {
        let target = compile(callee), calleeRange = callee.range
        let values = arguments.map { compile($0) }
        let callsEngineBlocks = arguments.isEmpty
        let callBlock: CompiledExpression = { evaluator, scope in
            let target = try target(evaluator, scope)
            // A block the engine made and handed to the snippet (`reschedule` in
            // -scheduleRecursiveBlock:): called as RAC calls it, holding it meanwhile.
            if callsEngineBlocks, let engineBlock = target.object as? RACVoidBlock {
                engineBlock.callRetained { $0() }
                return .void
            }
            guard let block = target.object as? InterpretedBlock else {
                if target.isNull {
                    throw RuntimeFailure(.nilBlockCall, at: calleeRange)
                }
                throw RuntimeFailure(.notAFunction(target.typeDescription), at: calleeRange)
            }
            var arguments: [Value] = []
            for value in values { arguments.append(try value(evaluator, scope)) }
            return try evaluator.callBlock(block, arguments, at: range)
        }
        guard case .identifier(let name) = callee.kind else {
            return { evaluator, scope in
                try evaluator.tick(range)
                return try callBlock(evaluator, scope)
            }
        }
        if case .frameSlot? = placement(of: name) {
            return { evaluator, scope in
                try evaluator.tick(range)
                return try callBlock(evaluator, scope)
            }
        }
        let function = compileFunction(name, calleeRange, arguments, values, range: range)
        return { evaluator, scope in
            try evaluator.tick(range)
            if scope.lookup(name) == nil { return try function(evaluator, scope) }
            return try callBlock(evaluator, scope)
        }
    }

    /// The C functions and macros snippets call. Arguments are evaluated left to right, all of
    /// them, except an assertion's message arguments.
    private func compileFunction(_ name: String, _ nameRange: SourceRange, _ arguments: [Expression], _ compiled: [CompiledExpression],
                                 range: SourceRange) -> CompiledExpression {
        let argumentRanges = arguments.map(\.range)
        func values(_ evaluator: Evaluator, _ scope: Scope) throws -> [Value] { try compiled.map { try $0(evaluator, scope) } }
        switch name {
        case "NSLog":
            return { evaluator, scope in
                let args = try values(evaluator, scope)
                guard let format = args.first, case .object(let formatObject) = format, let string = formatObject as? ObjCString else {
                    throw RuntimeFailure(.formatStringExpected(callee: "NSLog"), at: argumentRanges.first ?? range)
                }
                evaluator.log(try evaluator.formatString(string.value, Array(args.dropFirst()), formatRange: argumentRanges[0],
                                                         argumentRanges: Array(argumentRanges.dropFirst())))
                return .void
            }
        case "RACTuplePack":
            return { evaluator, scope in evaluator.temporary(.object(RACCore.RACTuplePack(try values(evaluator, scope).map(\.object)))) }
        case "NSCParameterAssert", "NSParameterAssert", "NSCAssert", "NSAssert", "assert":
            guard let condition = compiled.first, let conditionRange = argumentRanges.first else { return { _, _ in .void } }
            let conditionText = file.text(in: conditionRange)
            return { evaluator, scope in
                if try !condition(evaluator, scope).truth { throw RuntimeFailure(.parameterAssert(conditionText), at: conditionRange) }
                return .void
            }
        case "NSStringFromSelector":
            return { evaluator, scope in
                guard case .selector(let selector)? = try values(evaluator, scope).first else { return .null }
                return evaluator.temporary(.object(ObjCString(selector)))
            }
        case "NSStringFromClass":
            return { evaluator, scope in
                if case .classObject(let className)? = try values(evaluator, scope).first {
                    return evaluator.temporary(.object(ObjCString(className)))
                }
                return .null
            }
        case "NSLocalizedString":
            return { evaluator, scope in try values(evaluator, scope).first ?? .null }
        case "MIN", "MAX":
            return { evaluator, scope in
                let args = try values(evaluator, scope)
                guard args.count == 2 else { throw RuntimeFailure(.macroArgumentCount(macro: name, takes: 2), at: range) }
                let less = try evaluator.compare(.less, args[0], args[1], at: range).truth
                return (name == "MIN") == less ? args[0] : args[1]
            }
        case "ABS":
            return { evaluator, scope in
                guard let value = try values(evaluator, scope).first else { return .null }
                return try evaluator.compare(.less, value, .integer(0, Value.int), at: range).truth
                    ? try evaluator.binary(.subtract, .integer(0, Value.int), value, at: range) : value
            }
        case "dispatch_get_main_queue":
            return { _, _ in .object(RACRuntime.current.mainQueue) }
        case "dispatch_get_global_queue":
            return { evaluator, scope in
                let args = try values(evaluator, scope)
                // The flags are reserved: GCD may answer NULL for anything but 0.
                guard args.count == 2, case .integer(let identifier, _) = args[0], case .integer(0, _) = args[1],
                      let label = RACDispatchQueue.globalLabel(forIdentifier: Int(identifier)) else {
                    throw RuntimeFailure(.dispatchGlobalQueueIdentifier, at: range)
                }
                return .object(RACRuntime.current.globalQueue(label: label))
            }
        case "dispatch_async":
            // The block literal handed over is named after the function, as a method's block
            // argument is after its keyword: the trace enters "block dispatch_async".
            let blockStart = arguments.last.flatMap { argument -> Int? in
                guard case .block(let literal) = argument.kind else { return nil }
                return literal.range.start
            }
            return { evaluator, scope in
                if let blockStart { evaluator.blockRoles[blockStart] = name }
                let args = try values(evaluator, scope)
                guard args.count == 2, let queue = args[0].object as? RACDispatchQueue,
                      let block = args[1].object as? InterpretedBlock else {
                    throw RuntimeFailure(.dispatchAsyncArguments, at: range)
                }
                queue.async(evaluator.voidBlock(block))
                return .void
            }
        case "RACObserve", "RACChannelTo", "RAC", "RACAble", "RACBind",
             // libdispatch beyond the main and global queues' dispatch_async: a thread that
             // waits for another (dispatch_sync, groups, semaphores), queues of one's own, timers.
             "dispatch_sync", "dispatch_after", "dispatch_time", "dispatch_queue_create", "dispatch_once",
             "dispatch_barrier_async", "dispatch_barrier_sync", "dispatch_apply", "dispatch_group_create",
             "dispatch_group_async", "dispatch_group_notify", "dispatch_group_wait", "dispatch_semaphore_create",
             "dispatch_semaphore_wait", "dispatch_semaphore_signal",
             // NSRange, a C struct (and so `+indexSetWithIndexesInRange:`): RACStep has no structs.
             "NSMakeRange", "NSMaxRange", "NSLocationInRange", "NSEqualRanges", "NSUnionRange", "NSIntersectionRange",
             "NSStringFromRange", "NSRangeFromString",
             // C's way out of a program: a run ends when its main returns. An app's main hands
             // over to UIKit or AppKit, which RACStep does not run.
             "exit", "abort", "UIApplicationMain", "NSApplicationMain",
             // Random numbers: a run is the same on every run, so a learner's trace can be
             // stepped, shared and compared (pick the numbers in the snippet instead).
             "rand", "srand", "random", "srandom", "arc4random", "arc4random_uniform", "drand48", "srand48":
            return { _, _ in throw RuntimeFailure(.unsupported(name), at: nameRange) }
        default:
            if let function = functions[name] {
                return { evaluator, scope in try evaluator.callFunction(function, try values(evaluator, scope), at: range) }
            }
            if let function = CLibraryFunction.lookup(name) {
                return { evaluator, scope in
                    try evaluator.callCLibrary(function, named: name, try values(evaluator, scope),
                                               argumentRanges: argumentRanges, at: range)
                }
            }
            return { _, _ in throw RuntimeFailure(.undeclaredIdentifier(name), at: nameRange) }
        }
    }

    /// `NSLog` / `stringWithFormat:` formatting with C's rules for each conversion.
    func formatString(_ format: String, _ arguments: [Value], formatRange: SourceRange, argumentRanges: [SourceRange]) throws -> String {
        let formatArguments: [FormatArgument] = arguments.map { value in
            switch value {
            case .integer(let number, let type): return type.isSigned ? .int(number) : .unsigned(UInt64(bitPattern: number))
            case .bool(let flag): return .int(flag ? 1 : 0)
            case .floating(let number, _): return .double(number)
            case .object(let object): return .object(object.description, address: UInt64(object.address.dropFirst(2), radix: 16) ?? 0)
            case .null: return .object(nil)
            case .cString(let text): return .cString(text)
            case .classObject(let name): return .object(name)
            case .selector(let name): return .cString(name)
            case .pointer(let box): return .pointer(UInt64(0x16f_dff_000) + UInt64(box.objectID) * 8)
            case .void: return .int(0)
            }
        }
        do throws(FormatError) {
            return try ObjCFormat.format(format, formatArguments)
        } catch {
            throw RuntimeFailure(.formatString(error), at: formatRange)
        }
    }
}
