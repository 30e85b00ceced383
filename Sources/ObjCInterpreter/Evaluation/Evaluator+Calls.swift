import ObjCFrontend
import RACCore

extension Evaluator {
    /// `f(args)`: a C function or macro the articles use, or a call through a block variable.
    func evaluateCall(_ callee: Expression, _ arguments: [Expression], range: SourceRange, in scope: Scope) throws -> Value {
        if case .identifier(let name) = callee.kind, scope.lookup(name) == nil {
            return try callFunction(name, callee.range, arguments, range: range, in: scope)
        }
        let target = try evaluate(callee, in: scope)
        // A block the engine made and handed to the snippet (`reschedule` in
        // -scheduleRecursiveBlock:): called as RAC calls it, holding it meanwhile.
        if let engineBlock = target.object as? RACVoidBlock, arguments.isEmpty {
            engineBlock.callRetained { $0() }
            return .void
        }
        guard let block = target.object as? InterpretedBlock else {
            if target.isNull {
                throw RuntimeFailure.exception("EXC_BAD_ACCESS", reason: "calling a nil block", message: "called a nil block", at: callee.range)
            }
            throw RuntimeFailure.error("called object type '\(target.typeDescription)' is not a function or function pointer", at: callee.range)
        }
        var values: [Value] = []
        for argument in arguments { values.append(try evaluate(argument, in: scope)) }
        return try callBlock(block, values, at: range)
    }

    private func callFunction(_ name: String, _ nameRange: SourceRange, _ arguments: [Expression],
                              range: SourceRange, in scope: Scope) throws -> Value {
        func values() throws -> [Value] { try arguments.map { try evaluate($0, in: scope) } }
        switch name {
        case "NSLog":
            let args = try values()
            guard let format = args.first, case .object(let formatObject) = format, let string = formatObject as? ObjCString else {
                throw RuntimeFailure.error("NSLog needs a format string (an @\"…\" literal) as its first argument", at: arguments.first?.range ?? range)
            }
            log(try formatString(string.value, Array(args.dropFirst()), formatRange: arguments[0].range, argumentRanges: arguments.dropFirst().map(\.range)))
            return .void
        case "RACTuplePack":
            let args = try values()
            return temporary(.object(RACCore.RACTuplePack(args.map(\.object))))
        case "NSCParameterAssert", "NSParameterAssert", "NSCAssert", "NSAssert", "assert":
            guard let condition = arguments.first else { return .void }
            if try !evaluate(condition, in: scope).truth {
                throw RuntimeFailure.parameterAssert(file.text(in: condition.range), at: condition.range)
            }
            return .void
        case "NSStringFromSelector":
            guard case .selector(let selector)? = try values().first else { return .null }
            return temporary(.object(ObjCString(selector)))
        case "NSStringFromClass":
            let args = try values()
            if case .classObject(let className)? = args.first { return temporary(.object(ObjCString(className))) }
            return .null
        case "NSLocalizedString":
            return try values().first ?? .null
        case "MIN", "MAX":
            let args = try values()
            guard args.count == 2 else { throw RuntimeFailure.error("\(name) takes two arguments", at: range) }
            let less = try compare(.less, args[0], args[1], at: range).truth
            return (name == "MIN") == less ? args[0] : args[1]
        case "ABS":
            let args = try values()
            guard let value = args.first else { return .null }
            return try compare(.less, value, .integer(0, Value.int), at: range).truth
                ? try binary(.subtract, .integer(0, Value.int), value, at: range) : value
        case "dispatch_get_main_queue":
            return .object(RACScheduler.mainThreadScheduler)
        case "dispatch_async":
            let args = try values()
            guard args.count == 2, let queue = args[0].object as? RACScheduler, let block = args[1].object as? InterpretedBlock else {
                throw RuntimeFailure.error("dispatch_async needs dispatch_get_main_queue() and a block", at: range)
            }
            queue.schedule(voidBlock(block))
            return .void
        case "RACObserve", "RACChannelTo", "RAC", "RACAble", "RACBind":
            throw RuntimeFailure.unsupported(name, at: nameRange)
        default:
            throw RuntimeFailure.undeclared(name, at: nameRange)
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
            throw RuntimeFailure.error("format string: \(error.description)", at: formatRange, id: .formatString)
        }
    }
}
