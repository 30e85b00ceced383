import ObjCFrontend

/// The C functions a file defines (`static NSInteger twice(NSInteger x) { … }`), called like
/// the library's: each body compiled on its first call, run in a scope of its own with its
/// parameters, which sees no caller's locals — C functions have no closure — only the file
/// scope's declarations when the file is a program (`runProgram`).
extension Evaluator {
    /// `name(arguments)` for a function the file defines: the count checked as clang checks it
    /// against the prototype, each argument converted to its parameter's type, the result to
    /// the return type.
    func callFunction(_ function: FunctionDefinition, _ arguments: [Value], at range: SourceRange) throws -> Value {
        guard arguments.count == function.parameters.count else {
            throw RuntimeFailure(.functionArgumentCount(function.name, expected: function.parameters.count, have: arguments.count),
                                 at: range)
        }
        depth += 1
        defer { depth -= 1 }
        // Recursion counts against the same limit as nested block calls.
        if depth > options.maxDepth { throw RuntimeFailure(.depthLimit(options.maxDepth), at: function.range) }
        if Self.stackAddress() < stackFloor { throw RuntimeFailure(.stackLimit, at: function.range) }
        let body = functionBody(function)
        var scope = enterScope(parent: fileScope)
        defer { leaveScope(&scope) }
        for (parameter, argument) in zip(function.parameters, arguments) {
            let value = try convert(argument, to: parameter.type, at: range)
            scope.declare(parameter.name, type: parameter.type, isByReference: false, value: value)
        }
        let mark = temporaries.count
        defer { releaseTemporaries(to: mark) }
        guard case .returned(let value) = try body(self, scope) else { return .void }
        // Retained by the return statement; handed to the caller, which keeps it as a temporary.
        value.object?.releaseForReturn()
        return temporary(try convert(value, to: function.returnType, at: function.nameRange))
    }

    /// The function's body, compiled once, outside any block (its names are its scope's).
    private func functionBody(_ function: FunctionDefinition) -> CompiledStatement {
        if let compiled = functionBodies[function.name] { return compiled }
        let enclosing = compilingBlock
        compilingBlock = nil
        defer { compilingBlock = enclosing }
        let compiled = compile(function.body.statements)
        functionBodies[function.name] = compiled
        return compiled
    }
}
