import RACCore

/// `RACCommand` (RACCommand.h): its initialisers and instance API.
extension Evaluator {
    static let commandClass = BridgeClass("RACCommand", initializers: [
        // RACCommand.m:67: NSCAssert(NO, @"Use -initWithSignalBlock: instead").
        .method("init") { call in
            throw RuntimeFailure(.commandWithoutSignalBlock, at: call.context.range)
        },
        .method("initWithSignalBlock:") { call in
            call.result(RACCommand(signalBlock: try call.evaluator.commandSignalBlock(call, 0)))
        },
        .method("initWithEnabled:signalBlock:") { call in
            let enabled = call.object(0)
            if enabled != nil, !(enabled is RACSignal) {
                throw RuntimeFailure(.wrongArgumentType(selector: "initWithEnabled:signalBlock:", expected: .boolSignal, got: call.arguments[0].typeDescription),
                                           at: call.context.argumentRange(0))
            }
            return call.result(RACCommand(enabled: enabled as? RACSignal, signalBlock: try call.evaluator.commandSignalBlock(call, 1)))
        },
    ])

    static let commandMethods: [BridgeMethod<RACObject>] = ([
        .method("execute:") { call in
            let signal = call.receiver.execute(call.object(0))
            return try call.rethrowingFailure(call.result(signal))
        },
        .method("executionSignals") { call in .object(call.receiver.executionSignals) },
        .method("executing") { call in .object(call.receiver.executing) },
        .method("enabled") { call in .object(call.receiver.enabled) },
        .method("errors") { call in .object(call.receiver.errors) },
        .method("allowsConcurrentExecution", returns: .bool) { call in .bool(call.receiver.allowsConcurrentExecution) },
        .method("setAllowsConcurrentExecution:") { call in
            call.receiver.allowsConcurrentExecution = call.arguments[0].truth
            return .void
        },
    ] as [BridgeMethod<RACCommand>]).map(BridgeMethod<RACObject>.lifting)

    /// The signal block, asserted as RACCommand.m:81 does (`signalBlock != nil`).
    private func commandSignalBlock(_ call: BridgeCall<String>, _ index: Int) throws -> RACCommandSignalBlock {
        guard let block = try blockArgument(call.arguments[index], index, call.context) else {
            throw RuntimeFailure(.parameterAssert("signalBlock != nil"), at: call.context.argumentRange(index))
        }
        return flattenMapBlock(block)
    }
}
