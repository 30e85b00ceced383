import ObjCFrontend
import RACCore

/// Message sends, compiled (`Evaluator+Compile`): the receiver, then the arguments left to
/// right, then the send (`send(_:to:arguments:range:argumentRanges:)`).
extension Evaluator {
    /// A send to an expression, with the selector's fast path decided once.
    func compileSend(_ send: MessageSend, to receiverExpression: Expression, range: SourceRange) -> CompiledExpression {
        let receiver = compileOperand(receiverExpression)
        let selector = send.selector
        let selectorRange = send.selectorRange ?? range
        let argumentRanges = send.argumentRanges
        let blockArguments = send.blockArguments
        // Built only when no fast path takes the send: each compiles the arguments its own way,
        // and compiling them twice at every level of nested sends would be exponential.
        func general() -> CompiledExpression {
            let arguments = compileArguments(send.arguments)
            let cache = SendCache()
            return { evaluator, scope in
                try evaluator.tick(range)
                // What each block literal argument is for, which names the blocks it makes.
                for (keyword, blockStart) in blockArguments { evaluator.blockRoles[blockStart] = keyword }
                let target = try evaluator.evaluate(receiver, in: scope)
                return try evaluator.send(selector, to: target, arguments: try arguments(evaluator, scope), range: selectorRange,
                                          argumentRanges: argumentRanges, cache: cache)
            }
        }
        guard options.specializes else { return general() }
        if send.arguments.isEmpty, Self.integerValueSelectors.contains(selector) {
            // As `compileIntegerSend`, boxed where a value goes (without a closure call between).
            return { evaluator, scope in
                try evaluator.tick(range)
                let target = try evaluator.evaluate(receiver, in: scope)
                return .integer(try evaluator.sendIntegerValue(target, selector, selectorRange, argumentRanges), Value.long)
            }
        }
        // `-sendNext:`, the send snippets make per value, gets its own closure; it has no block
        // literal argument, whose role the general path records.
        if selector == "sendNext:", send.arguments.count == 1, blockArguments.isEmpty, let number = compileNumber(send.arguments[0]) {
            // `[subscriber sendNext:@(…)]`: the number is held for the send (`CompiledNumber`).
            if case .frameSlot(let index, let receiverRange) = receiver {
                // The subscriber a block was given: sent to where it lies in the frame, which
                // holds it for the send, rather than copied out (a retain and a release).
                return { evaluator, scope in
                    try evaluator.tick(range)
                    try evaluator.tick(receiverRange)
                    let value = try number(evaluator, scope)
                    value.retain()
                    defer { value.release() }
                    if let subscriber = evaluator.passthroughSubscriber(inSlot: index) {
                        try subscriber._withUnsafeGuaranteedRef { try evaluator.sendNext(value, to: $0) }
                        return .void
                    }
                    return try evaluator.send(selector, to: evaluator.argument(at: index), arguments: [evaluator.temporary(.object(value))],
                                              range: selectorRange, argumentRanges: argumentRanges)
                }
            }
            return { evaluator, scope in
                try evaluator.tick(range)
                let target = try evaluator.evaluate(receiver, in: scope)
                let value = try number(evaluator, scope)
                value.retain()
                defer { value.release() }
                if try evaluator.sendNextIfPassthrough(target, value) { return .void }
                return try evaluator.send(selector, to: target, arguments: [evaluator.temporary(.object(value))], range: selectorRange,
                                          argumentRanges: argumentRanges)
            }
        }
        if selector == "sendNext:", send.arguments.count == 1, blockArguments.isEmpty {
            let argument = compileOperand(send.arguments[0])
            return { evaluator, scope in
                try evaluator.tick(range)
                let target = try evaluator.evaluate(receiver, in: scope)
                let value = try evaluator.evaluate(argument, in: scope)
                if try evaluator.sendNextIfPassthrough(target, value.object) { return .void }
                return try evaluator.send(selector, to: target, arguments: [value], range: selectorRange, argumentRanges: argumentRanges)
            }
        }
        return general()
    }

    /// `[super viewDidLoad]` and friends in a snippet's method: the superclass is UIKit's,
    /// which RACStep does not model, so only the arguments run.
    func compileSuperSend(_ send: MessageSend, range: SourceRange) -> CompiledExpression {
        let blockArguments = send.blockArguments
        let arguments = compileArguments(send.arguments)
        return { evaluator, scope in
            try evaluator.tick(range)
            for (keyword, blockStart) in blockArguments { evaluator.blockRoles[blockStart] = keyword }
            _ = try arguments(evaluator, scope)
            return .void
        }
    }

    /// `-[RACPassthroughSubscriber sendNext:]`, as `sendToSubscriber` answers it; false when
    /// `target` is not a subscriber, for the general send to answer.
    @inline(__always)
    private func sendNextIfPassthrough(_ target: Value, _ value: RACObject?) throws -> Bool {
        guard case .object(let object) = target, let subscriber = object as? RACPassthroughSubscriber else { return false }
        try sendNext(value, to: subscriber)
        return true
    }

    @inline(__always)
    private func sendNext(_ value: RACObject?, to subscriber: RACPassthroughSubscriber) throws {
        subscriber.sendNext(value)
        if hasFailed, let failure { throw failure }
    }

    /// The subscriber in slot `index` of the argument stack, unretained (the slot holds it);
    /// nil when the slot holds anything else.
    @inline(__always)
    private func passthroughSubscriber(inSlot index: Int) -> Unmanaged<RACPassthroughSubscriber>? {
        argumentStack.withSlot(argumentBase + index) { slot in
            guard case .object(let object) = slot, let subscriber = object as? RACPassthroughSubscriber else { return nil }
            return Unmanaged.passUnretained(subscriber)
        }
    }

    /// Evaluates arguments left to right into an array, as one closure (an array of closures
    /// would call each through a thunk).
    private func compileArguments(_ expressions: [Expression]) -> (Evaluator, Scope) throws -> [Value] {
        var collect: (Evaluator, Scope, inout [Value]) throws -> Void = { _, _, _ in }
        for expression in expressions {
            let previous = collect, argument = compile(expression)
            collect = { evaluator, scope, values in
                try previous(evaluator, scope, &values)
                values.append(try argument(evaluator, scope))
            }
        }
        let count = expressions.count
        return { evaluator, scope in
            guard count > 0 else { return [] }
            var values: [Value] = []
            values.reserveCapacity(count)
            try collect(evaluator, scope, &values)
            return values
        }
    }
}
