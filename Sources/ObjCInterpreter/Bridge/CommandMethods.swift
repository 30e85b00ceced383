import RACCore

/// `RACCommand` (RACCommand.h): its initialisers and instance API.
extension Evaluator {
    static let commandClass = BridgeClass("RACCommand", initializers: [
        // RACCommand.m:67: NSCAssert(NO, @"Use -initWithSignalBlock: instead").
        .method("init") { call in
            throw RuntimeFailure(.commandWithoutSignalBlock, at: call.context.range)
        },
        .method("initWithSignalBlock:") { call in
            call.result(RACCommandMake(enabled: nil, signalBlock: try call.evaluator.commandSignalBlock(call, 0)))
        },
        .method("initWithEnabled:signalBlock:") { call in
            let enabled = call.object(0)
            if enabled != nil, !(enabled is RACSignal) {
                throw RuntimeFailure(.wrongArgumentType(selector: "initWithEnabled:signalBlock:", expected: .boolSignal, got: call.arguments[0].typeDescription),
                                           at: call.context.argumentRange(0))
            }
            return call.result(RACCommandMake(enabled: enabled as? RACSignal, signalBlock: try call.evaluator.commandSignalBlock(call, 1)))
        },
    ])

    /// The instance methods, of whichever `RACCommand` the run's library makes (`RACCommanding`).
    static let commandMethods: [BridgeMethod<RACObject>] = [
        .method("execute:") { call in
            let signal = command(call).execute(call.object(0))
            return try call.rethrowingFailure(call.result(signal))
        },
        .method("executionSignals") { call in .object(command(call).executionSignals) },
        .method("executing") { call in .object(command(call).executing) },
        .method("enabled") { call in .object(command(call).enabled) },
        .method("errors") { call in .object(command(call).errors) },
        .method("allowsConcurrentExecution", returns: .bool) { call in .bool(command(call).allowsConcurrentExecution) },
        .method("setAllowsConcurrentExecution:") { call in
            command(call).allowsConcurrentExecution = call.arguments[0].truth
            return .void
        },
    ]

    /// The receiver, which `ReceiverKind.command` says is a command.
    private static func command(_ call: BridgeCall<RACObject>) -> RACCommanding {
        call.receiver as! RACCommanding
    }

    /// The signal block, asserted as RACCommand.m:81 does (`signalBlock != nil`).
    private func commandSignalBlock(_ call: BridgeCall<String>, _ index: Int) throws -> RACCommandSignalBlock {
        guard let block = try blockArgument(call.arguments[index], index, call.context) else {
            throw RuntimeFailure(.parameterAssert("signalBlock != nil"), at: call.context.argumentRange(index))
        }
        return flattenMapBlock(block)
    }
}
